import React from "react"
import { graphql } from "gatsby"
import type { ImageDataLike } from "gatsby-plugin-image"
import { getImage, getSrc } from "../../lib/image-data"
import { Layout } from "../layout/layout"
import { Seo, type Crumb } from "../layout/seo"
import { PageHero } from "../ui/page-hero"
import { Picture } from "../ui/picture"
import { RelatedCards } from "./related-cards"
import type { EntryCardData } from "../ui/entry-cards"
import { langOf, type Lang, type Translated } from "../../shared/locale"

type ImageFile = { childImageSharp: ImageDataLike | null }

interface HeroProps {
  title: string
  subtitle?: string | null
  badge: string
  image: ImageFile
  imageAlt: string
  children?: React.ReactNode
  /** "en" on the texts shown in English for want of a translation (langOf). */
  titleLang?: Lang
  subtitleLang?: Lang
  altLang?: Lang
}

/**
 * The hero of an entry page (fragment DetailHero): its title over its teaser, the collection's name as badge, its
 * image; each text shown in English for want of a translation marked lang="en".
 */
export function heroOf(entry: Queries.DetailHeroFragment, badge: string): HeroProps {
  return {
    title: entry.title,
    subtitle: entry.teaser,
    badge,
    image: entry.image,
    imageAlt: entry.imageAlt,
    titleLang: langOf(entry, "title"),
    subtitleLang: langOf(entry, entry.teaserField),
    altLang: langOf(entry, "imageAlt"),
  }
}

interface DetailShellProps {
  pathname: string
  /** The image-backed band at the top; articles (news, blog) draw their own header instead. */
  hero?: HeroProps
  related: { title: string; entries: readonly EntryCardData[] }
  children: React.ReactNode
}

/** The frame every entry page shares: the layout, the hero, the page's own body, and the next entries. */
export function DetailShell({ pathname, hero, related, children }: DetailShellProps) {
  return (
    <Layout pathname={pathname}>
      {hero && (
        <PageHero
          title={hero.title}
          subtitle={hero.subtitle}
          badge={hero.badge}
          image={getImage(hero.image.childImageSharp)}
          imageAlt={hero.imageAlt}
          titleLang={hero.titleLang}
          subtitleLang={hero.subtitleLang}
          altLang={hero.altLang}
        >
          {hero.children}
        </PageHero>
      )}
      {children}
      <RelatedCards title={related.title} entries={related.entries} />
    </Layout>
  )
}

interface DetailHeadProps {
  pathname: string
  /** The entry: its title, the description for search results and its social image (fragment SocialImage). */
  entry: { title: string; image: { childImageSharp: { og: ImageDataLike | null } | null } }
  description: string
  /** The page title when it is not the entry's title. */
  title?: string
  /** Crumbs between Home and the entry, named and addressed in the page's language; false for no trail. */
  parents?: Crumb[] | false
  jsonLd?: (image: string | undefined) => Record<string, unknown>[]
}

/** Title, description, social image, breadcrumbs and structured data of an entry page. */
export function DetailHead({ pathname, entry, description, title, parents = [], jsonLd }: DetailHeadProps) {
  const image = getSrc(entry.image.childImageSharp!.og!)
  return (
    <Seo
      title={title ?? entry.title}
      description={description}
      pathname={pathname}
      image={image}
      breadcrumbs={parents === false ? undefined : [...parents, { name: entry.title, path: pathname }]}
      jsonLd={jsonLd?.(image)}
    />
  )
}

/** An article's own picture (fragment ArticleImage), the page's largest paint; its description marked if in English. */
export function ArticlePicture({ entry, className }: { entry: Translated & { imageAlt: string; image: ImageFile }; className: string }) {
  const image = getImage(entry.image.childImageSharp)!
  return <Picture image={image} alt={entry.imageAlt} className={className} priority lang={langOf(entry, "imageAlt")} />
}

export const fragments = graphql`
  fragment SocialImage on ImageSharp {
    og: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
  }
  fragment DetailHero on EntryWithPage {
    untranslated
    title
    teaser
    teaserField
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2.4, breakpoints: [360, 560, 800, 1200])
        ...SocialImage
      }
    }
  }
  fragment ArticleImage on File {
    childImageSharp {
      gatsbyImageData(width: 960, aspectRatio: 1.6, breakpoints: [360, 560, 800])
      ...SocialImage
    }
  }
`
