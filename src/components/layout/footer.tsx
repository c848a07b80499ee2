import React from "react"
import { Link, useLocale, useT } from "../i18n/locale"
import { useSiteData } from "../../hooks/use-site-data"
import { formatDate } from "../../shared/text"
import { SocialIcon } from "../ui/social-icon"
import { langOf } from "../../shared/locale"
import { JoinedTexts } from "../ui/prose"
import { fixedRoute } from "../../shared/routes"
import * as styles from "./footer.module.css"

const EVENTS = fixedRoute("/events")

/**
 * One footer for every page, entirely from data/site.en.json and the newest news. Its columns are plain groups
 * under their headings, not named regions: the footer is the page's contentinfo landmark, and a region named
 * "Latest Posts" here duplicated the blog's own posts region (axe's landmark-unique). Only the quick links are a
 * landmark of their own, a navigation.
 */
export function Footer() {
  const t = useT()
  const locale = useLocale()
  const { site, latestNews } = useSiteData()
  const { brand, contact, social, footer, copyrightYear } = site
  const lang = (field: string) => langOf(site, field)

  return (
    <footer className={`${styles.footer} no-print`}>
      <div className={`container ${styles.grid}`}>
        <div>
          <h2 className={styles.heading}>{t("About Us")}</h2>
          <Link to="/" className={styles.brand}>
            <img src={brand.logo.publicURL ?? undefined} alt="" width={44} height={44} />
            <span lang={lang("brand.name")}>{brand.name}</span>
          </Link>
          <p className={styles.text} lang={lang("footer.about")}>
            {footer.about}
          </p>
          <ul className={styles.social} aria-label={t("Social media")}>
            {social.map(s => (
              <li key={s.name}>
                <a href={s.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  <SocialIcon name={s.name} />
                  <span className="visually-hidden">{t("{name} (opens in a new tab)", { name: s.name })}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t("Latest Posts")}</h2>
          <ul className={styles.posts}>
            {latestNews.map(post => (
              <li key={post.slug}>
                <Link to={post.path} lang={langOf(post, "title")}>
                  {post.title}
                </Link>
                <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t("Quick Links")}
          </h2>
          <ul className={styles.links}>
            {footer.quickLinks.map((l, i) => (
              <li key={l.to}>
                <Link to={l.to} lang={lang(`footer.quickLinks[${i}].label`)}>
                  {l.label}
                </Link>
              </li>
            ))}
            {/* Events are not among the specification's quick links (data/site.en.json keeps them as written): one more link. */}
            {!footer.quickLinks.some(l => l.to === EVENTS) && (
              <li>
                <Link to={EVENTS}>{t("Events")}</Link>
              </li>
            )}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t("Contact")}</h2>
          <ul className={styles.contact}>
            {contact.phones.map((p, i) => (
              <li key={p.tel}>
                <span className={styles.label} lang={lang(`contact.phones[${i}].label`)}>
                  {p.label}
                </span>
                <a href={`tel:${p.tel}`}>{p.display}</a>
              </li>
            ))}
            <li>
              <span className={styles.label}>{t("E-mail")}</span>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            {contact.addresses.map((a, i) => (
              <li key={a.kind}>
                <span className={styles.label} lang={lang(`contact.addresses[${i}].label`)}>
                  {a.label}
                </span>
                <address>
                  <JoinedTexts texts={a.lines} lang={j => lang(`contact.addresses[${i}].lines[${j}]`)} />
                </address>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>
            © {copyrightYear} <span lang={lang("brand.name")}>{brand.name}</span>. {t("All rights reserved.")}
          </p>
        </div>
      </div>
    </footer>
  )
}
