import React from "react"
import { MaskIcon } from "../ui/mask-icon"

/** The contact icons of static/icons/. */
export type IconName = "phone" | "mail" | "pin" | "building" | "whatsapp" | "clock"

/** Decorative icon: the text next to it says the same thing. */
export function ContactIcon({ name, size = 24 }: { name: IconName; size?: 18 | 24 }) {
  return <MaskIcon name={name} variant={size === 18 ? "small" : undefined} />
}
