import React from "react"
import { Link } from "../i18n/locale"
import "./stylesheet-order"
import * as styles from "./button.module.css"

type Variant = "primary" | "secondary" | "ghost"

interface LinkButtonProps {
  to: string
  variant?: Variant
  children: React.ReactNode
  /** "en" when the label is shown in English for want of a translation (langOf). */
  lang?: string
}

/** A link styled as a button: internal paths go through Gatsby's Link, tel:/mailto:/https: through <a>. */
export function LinkButton({ to, variant = "primary", children, lang }: LinkButtonProps) {
  const className = `${styles.button} ${styles[variant]}`
  if (/^(https?:|tel:|mailto:)/.test(to)) {
    const external = to.startsWith("http")
    return (
      <a
        href={to}
        className={className}
        lang={lang}
        target={external ? "_blank" : undefined}
        rel={external ? "noopener noreferrer" : undefined}
      >
        {children}
      </a>
    )
  }
  return (
    <Link to={to} className={className} lang={lang}>
      {children}
    </Link>
  )
}

/** The classes of a button of this variant, for a plain <a> that a script upgrades (the hero's Watch Video). */
export const buttonClassName = (variant: Variant = "primary", className?: string) =>
  `${styles.button} ${styles[variant]} ${className ?? ""}`

export function Button({
  variant = "primary",
  className,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" className={buttonClassName(variant, className)} {...props} />
}
