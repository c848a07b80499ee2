import React from "react"
import { Icon } from "../ui/icon"
import type { IconName as AnyIcon } from "../ui/icon-paths"

/** The contact icons of icon-paths.ts. */
export type IconName = Extract<AnyIcon, "phone" | "mail" | "pin" | "building" | "whatsapp" | "clock">

/** Decorative icon: the text next to it says the same thing. */
export function ContactIcon({ name, size = 24 }: { name: IconName; size?: 18 | 24 }) {
  return <Icon name={name} variant={size === 18 ? "small" : undefined} />
}
