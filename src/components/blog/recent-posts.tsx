import React from "react"
import { Link, useLocale, useT } from "../i18n/locale"
import { Picture } from "../ui/picture"
import { formatDate } from "../../shared/text"
import type { RecentPost } from "./types"
import * as sidebar from "./sidebar-widget.module.css"
import { langOf } from "../../shared/locale"
import * as styles from "./recent-posts.module.css"

/** The newest posts, each a link to its page. */
export function RecentPosts({ posts }: { posts: readonly RecentPost[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <nav className={`${sidebar.widget} ${styles.recent}`} aria-labelledby="blog-recent">
      <h2 id="blog-recent" className={sidebar.widgetTitle}>
        {t("Recent Posts")}
      </h2>
      <ol className={styles.recentList}>
        {posts.map(post => (
          <li key={post.slug}>
            <Link to={post.path} className={styles.recentLink}>
              {post.thumb && <Picture image={post.thumb} alt="" className={styles.recentImage} />}
              <span>
                <span className={styles.recentTitle} lang={langOf(post, "title")}>
                  {post.title}
                </span>
                <time dateTime={post.date} className={styles.recentDate}>
                  {formatDate(post.date, locale)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}
