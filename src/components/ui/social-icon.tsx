import React from "react"
import { Icon } from "./icon"
import type { IconName } from "./icon-paths"

const icons: Record<string, IconName | undefined> = {
  Instagram: "instagram",
  Facebook: "facebook",
  YouTube: "youtube",
  X: "x",
  LinkedIn: "linkedin",
}

/** A social network's mark (decorative: the link names the network); an unknown name shows Instagram's. */
export function SocialIcon({ name }: { name: string }) {
  return <Icon name={icons[name] ?? "instagram"} variant="social" />
}
