import React from "react"
import { paragraphs } from "../../shared/text"
import type { Lang } from "../../shared/locale"
import "./stylesheet-order"
import * as styles from "./prose.module.css"

/**
 * Editor text rendered as paragraphs (split on blank lines). Always text, never HTML. `lang`: see langOf.
 */
export function Prose({ text, className, lang }: { text?: string | null; className?: string; lang?: Lang }) {
  return (
    <div className={`${styles.prose} ${className ?? ""}`} lang={lang}>
      {paragraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  )
}

/** A list of texts; `lang(i)` marks an item shown in English (langsOf(entry, "features")). */
export function Bullets({
  items,
  className,
  lang,
}: {
  items?: readonly (string | null)[] | null
  className?: string
  lang?: (i: number) => Lang
}) {
  if (!items?.length) return null
  return (
    <ul className={`${styles.bullets} ${className ?? ""}`}>
      {items.map((item, i) => (
        <li key={i} lang={lang?.(i)}>
          {item}
        </li>
      ))}
    </ul>
  )
}

/** Texts joined with ", "; one shown in English for want of a translation sits in its own lang="en" span. */
export function JoinedTexts({ texts, lang }: { texts: readonly string[]; lang: (i: number) => Lang }) {
  if (!texts.some((_, i) => lang(i))) return <>{texts.join(", ")}</>
  return (
    <>
      {texts.map((text, i) => (
        <React.Fragment key={i}>
          {i > 0 && ", "}
          <span lang={lang(i)}>{text}</span>
        </React.Fragment>
      ))}
    </>
  )
}
