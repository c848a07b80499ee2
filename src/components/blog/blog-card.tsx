import React from "react"
import { Link, useLocale, useT } from "../i18n/locale"
import { Picture } from "../ui/picture"
import { formatDate } from "../../shared/text"
import type { BlogListPost } from "./types"
import "../ui/stylesheet-order"
import { langOf } from "../../shared/locale"
import * as styles from "./blog-card.module.css"

/** A post in the list. "Read More" is the card's one link; its hit area covers the whole card. */
export function BlogCard({ post }: { post: BlogListPost }) {
  const t = useT()
  const locale = useLocale()
  const lang = (field: string) => langOf(post, field)
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {post.image && <Picture image={post.image} alt={post.imageAlt} className={styles.image} lang={lang("imageAlt")} />}
        <span className={styles.category}>{t(post.category)}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
          <span aria-hidden="true">·</span>
          <span>
            {post.comments} {t(post.comments === 1 ? "comment" : "comments")}
          </span>
        </p>
        <h3 className={styles.title} lang={lang("title")}>
          {post.title}
        </h3>
        <p className={styles.excerpt} lang={lang("excerpt")}>
          {post.excerpt}
        </p>
        <div className={styles.footer}>
          <p className={styles.author}>
            <span className={styles.avatar} aria-hidden="true">
              {initials(post.author)}
            </span>
            <span>
              <span className="visually-hidden">{`${t("By")} `}</span>
              <span lang={lang("author")}>{post.author}</span>
            </span>
          </p>
          <Link to={post.path} className={styles.more}>
            {t("Read More")}
            <span className="visually-hidden" lang={lang("title")}>
              : {post.title}
            </span>
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
      </div>
    </article>
  )
}

/** "Vikram Singh Chauhan" → "VC" */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  if (words.length === 0) return ""
  const first = words[0][0]
  const last = words.length > 1 ? words[words.length - 1][0] : ""
  return (first + last).toUpperCase()
}
