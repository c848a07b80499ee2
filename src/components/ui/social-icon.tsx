import React from "react"
import { MaskIcon } from "./mask-icon"

const icons: Record<string, string | undefined> = {
  Instagram: "instagram",
  Facebook: "facebook",
  YouTube: "youtube",
  X: "x",
  LinkedIn: "linkedin",
}

/** A social network's mark (decorative: the link names the network); an unknown name shows Instagram's. */
export function SocialIcon({ name }: { name: string }) {
  return <MaskIcon name={icons[name] ?? "instagram"} variant="social" />
}
