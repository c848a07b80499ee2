import React from "react"
import { Link, useT } from "../i18n/locale"
import { translate, type Strings } from "../../shared/locale"
import { getImage } from "../../lib/image-data"
import { Layout } from "../layout/layout"
import { Seo } from "../layout/seo"
import { PageHero } from "../ui/page-hero"
import { Prose } from "../ui/prose"
import { Card, CardGrid } from "../ui/card"
import { blockLangs, findBlock } from "../page/page-content"
import { langOf } from "../../shared/locale"
import { variantTitles, variants, type TemplateVariant } from "../../shared/template-variants"
import * as styles from "./template-page.module.css"

// CSS Modules export camelCase names.
const layoutClass: Record<TemplateVariant, string | undefined> = {
  "left-sidebar": styles.leftSidebar,
  "right-sidebar": styles.rightSidebar,
  "full-width": undefined,
  "no-sidebar": styles.noSidebar,
  "grid-layout": undefined,
}

/** Links between the five layouts, the current one marked. */
function TemplateNav({ current }: { current: TemplateVariant }) {
  const t = useT()
  return (
    <nav aria-label={t("Page templates")} className={styles.nav}>
      <h2 className={styles.navTitle}>{t("Page Templates")}</h2>
      <ul className={styles.navList}>
        {variants.map(v => (
          <li key={v}>
            <Link to={`/template-${v}`} className={styles.navLink} aria-current={v === current ? "page" : undefined}>
              {t(variantTitles[v])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const SIDEBAR_FILLER = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Integer nec odio praesent libero."

function Sidebar({ variant }: { variant: TemplateVariant }) {
  const t = useT()
  return (
    <aside className={styles.sidebar} aria-label={t("Sidebar")}>
      <TemplateNav current={variant} />
      <div className={styles.widget}>
        <h2 className={styles.navTitle}>{t("Sidebar")}</h2>
        <p>{t(SIDEBAR_FILLER)}</p>
      </div>
    </aside>
  )
}

/** The spec's template pages: placeholder filler text in each layout, and a grid of sample posts. */
export function TemplatePage({ variant, pathname, data }: { variant: TemplateVariant; pathname: string; data: Queries.TemplateDemoQuery }) {
  const t = useT()
  const page = data.pageContent!
  const filler = findBlock(page, "filler")
  const grid = findBlock(page, "grid")
  const [fillerLang, gridLang] = [blockLangs(page, filler), blockLangs(page, grid)]
  const title = t(variantTitles[variant])
  const hasSidebar = variant === "left-sidebar" || variant === "right-sidebar"
  return (
    <Layout pathname={pathname}>
      <PageHero
        title={variant === "grid-layout" ? (grid?.title ?? title) : `${page.hero.title}: ${title}`}
        subtitle={page.hero.subtitle}
        badge={t("Template")}
        titleLang={variant === "grid-layout" && grid?.title ? gridLang("title") : undefined}
        subtitleLang={langOf(page, "hero.subtitle")}
      />
      {variant === "grid-layout" ? (
        <div className={`container ${styles.body}`}>
          <CardGrid>
            {grid?.items?.map((item, i) => {
              const image = data.allGalleryImage.nodes[i]
              return (
                <Card
                  key={item.title}
                  title={item.title}
                  text={item.text}
                  image={getImage(image?.image.childImageSharp ?? null)}
                  imageAlt={image?.imageAlt}
                  headingLevel={2}
                  titleLang={gridLang(`items[${i}].title`)}
                  textLang={gridLang(`items[${i}].text`)}
                  altLang={langOf(image, "imageAlt")}
                />
              )
            })}
          </CardGrid>
          <TemplateNav current={variant} />
        </div>
      ) : (
        <div className={`container ${styles.body} ${layoutClass[variant] ?? ""}`}>
          {variant === "left-sidebar" && <Sidebar variant={variant} />}
          <article className={styles.content}>
            <h2 className={styles.contentTitle} lang={fillerLang("title")}>
              {filler?.title}
            </h2>
            <Prose text={filler?.text} className={variant === "full-width" ? styles.wide : undefined} lang={fillerLang("text")} />
            {!hasSidebar && <TemplateNav current={variant} />}
          </article>
          {variant === "right-sidebar" && <Sidebar variant={variant} />}
        </div>
      )}
    </Layout>
  )
}

/** The Head of a template page; `strings` are the page context's (HeadProps), for the page's language. */
export function TemplateHead({ variant, pathname, strings }: { variant: TemplateVariant; pathname: string; strings?: Strings }) {
  const english = variantTitles[variant]
  const name = translate(strings, english)
  return (
    <Seo
      title={translate(strings, "Template: {name}", { name })}
      description={translate(strings, "A {name} page template with placeholder text.", {
        name: strings?.[english] ? name : english.toLowerCase(),
      })}
      pathname={pathname}
      noindex
    />
  )
}
