import React from "react"
import { Link } from "gatsby"
import { Picture } from "../ui/picture"
import { formatDate } from "../../lib/text"
import { type BlogListPost, postPath } from "./types"
import * as sidebar from "./sidebar-widget.module.css"
import * as styles from "./recent-posts.module.css"

/** The newest posts, each a link to its page. */
export function RecentPosts({ posts }: { posts: readonly BlogListPost[] }) {
  return (
    <nav className={`${sidebar.widget} ${styles.recent}`} aria-labelledby="blog-recent">
      <h2 id="blog-recent" className={sidebar.widgetTitle}>
        Recent Posts
      </h2>
      <ol className={styles.recentList}>
        {posts.map(post => (
          <li key={post.slug}>
            <Link to={postPath(post.slug)} className={styles.recentLink}>
              {post.thumb && <Picture image={post.thumb} alt="" className={styles.recentImage} />}
              <span>
                <span className={styles.recentTitle}>{post.title}</span>
                <time dateTime={post.date} className={styles.recentDate}>
                  {formatDate(post.date)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}
