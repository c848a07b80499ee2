import React from "react"
import { graphql } from "gatsby"
import { Link, useLocale, useT } from "../i18n/locale"
import { blogCategoryPath } from "../../shared/blog"
import { formatDate } from "../../shared/text"
import type { Lang } from "../../shared/locale"
import { initials } from "./blog-card"
import * as article from "../detail/article.module.css"
import * as styles from "./post.module.css"

interface PostHeaderProps {
  title: string
  date: string
  category: string
  author: string
  comments: number
  minutes: number
  /** A field's lang mark (langOf for the post's fields). */
  lang?: (field: string) => Lang
}

/**
 * Title and facts of a blog post: category (links to its page of posts), date, read time, comments, author. The
 * link back, the facts and the author's initials stay out of the site search's text (data-pagefind-ignore), so a
 * result's excerpt starts with the post's title and author (still found by name).
 */
export function PostHeader({ title, date, category, author, comments, minutes, lang = () => undefined }: PostHeaderProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <header className={article.header}>
      <p className={styles.back} data-pagefind-ignore="">
        <Link to="/blog">{`← ${t("All posts")}`}</Link>
      </p>
      <p className={article.meta} data-pagefind-ignore="">
        <Link to={blogCategoryPath(category)} className={`${article.category} ${styles.categoryLink}`}>
          <span className="visually-hidden">{`${t("Category")}: `}</span>
          {t(category)}
        </Link>
        <time dateTime={date}>{formatDate(date, locale)}</time>
        <span>
          {minutes}
          {` ${t("min read")}`}
        </span>
        <span>
          {comments} {t(comments === 1 ? "comment" : "comments")}
        </span>
      </p>
      <h1 className={article.title} lang={lang("title")}>
        {title}
      </h1>
      <p className={styles.byline}>
        <span className={styles.avatar} aria-hidden="true" data-pagefind-ignore="">
          {initials(author)}
        </span>
        <span>
          {`${t("By")} `}
          <span className={article.author} lang={lang("author")}>
            {author}
          </span>
        </span>
      </p>
    </header>
  )
}

/** What a post's header and its card in the list show of it. */
export const fragment = graphql`
  fragment BlogPostFacts on BlogPost {
    untranslated
    title
    date
    category
    comments
    excerpt
    author
  }
`
