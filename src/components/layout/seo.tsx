import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { getSrc } from "../../lib/image-data"
import { breadcrumbJsonLd, businessJsonLd, IN_LANGUAGE, serializeJsonLd } from "../../lib/structured-data"
import { alternateLinks, localeOfPath } from "../../shared/locale"
import { defaultLocale, locales, localizedPath, type Locale } from "../../shared/routes"

/** og:locale of each language (its <html lang> is the JSON-LD inLanguage tag, IN_LANGUAGE). */
const OG_LOCALE: Record<Locale, string> = { en: "en_IN", hi: "hi_IN" }

export interface Crumb {
  name: string
  path: string
}

interface SeoProps {
  title?: string
  description?: string | null
  pathname: string
  /** Site-relative URL of a raster image for link previews; defaults to the brand's picture. */
  image?: string | null
  noindex?: boolean
  /** Trail below Home for detail pages, e.g. [{ name: "Services", path: "/services" }, { name, path }]. */
  breadcrumbs?: Crumb[]
  /** Describe the business itself (home and contact). */
  business?: boolean
  jsonLd?: Record<string, unknown>[]
  children?: React.ReactNode
}

/** Title, description, canonical, social cards and JSON-LD for a page's Head. Used by every page. */
export function Seo({ title, description, pathname, image, noindex, breadcrumbs, business, jsonLd = [], children }: SeoProps) {
  const { site, allSiteData } = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      site {
        siteMetadata {
          title
          description
          siteUrl
        }
      }
      allSiteData {
        nodes {
          locale
          footer {
            quickLinks {
              label
              to
            }
          }
          brand {
            name
            description
            logo {
              publicURL
            }
            ogImage {
              childImageSharp {
                og: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
              }
            }
          }
          contact {
            phones {
              tel
              label
            }
            email
            addresses {
              kind
              label
              lines
            }
          }
          social {
            url
          }
        }
      }
    }
  `)
  const locale = localeOfPath(pathname)
  const siteData = allSiteData.nodes.find(n => n.locale === locale) ?? allSiteData.nodes.find(n => n.locale === defaultLocale)
  const meta = site!.siteMetadata!
  const siteUrl = meta.siteUrl!
  const brand = siteData!.brand
  const fullTitle = title ? `${title} | ${brand.name}` : brand.name
  const desc = description ?? brand.description
  const path = pathname.replace(/\/+$/, "") || "/"
  const url = path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`
  const imagePath = image ?? getSrc(brand.ogImage.childImageSharp!.og)
  const imageUrl = imagePath ? (imagePath.startsWith("http") ? imagePath : `${siteUrl}${imagePath}`) : undefined
  const logoUrl = `${siteUrl}${brand.logo.publicURL}`
  const absolute = (p: string) => (p === "/" ? `${siteUrl}/` : `${siteUrl}${p}`)
  // The same page in every language, and x-default: the English page, which no browser language redirects away from.
  const alternates = alternateLinks(path, absolute)
  const homeLabel = siteData!.footer.quickLinks.find(l => l.to === "/")?.label ?? "Home"

  const structured = [
    ...(business ? [businessJsonLd(siteData!, siteUrl, logoUrl, imageUrl)] : []),
    ...(breadcrumbs?.length ? [breadcrumbJsonLd(siteUrl, [{ name: homeLabel, path: localizedPath("/", locale) }, ...breadcrumbs])] : []),
    ...jsonLd,
  ]

  return (
    <>
      <html lang={IN_LANGUAGE[locale]} />
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={jsonLd.some(j => j["@type"] === "NewsArticle") ? "article" : "website"} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {locales
        .filter(l => l !== locale)
        .map(l => (
          <meta key={l} property="og:locale:alternate" content={OG_LOCALE[l]} />
        ))}
      {!noindex && alternates.map(a => <link key={a.lang} rel="alternate" hrefLang={a.lang} href={a.url} />)}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && <meta property="og:image:width" content="1200" />}
      {imageUrl && <meta property="og:image:height" content="630" />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {noindex && <meta name="robots" content="noindex" />}
      {structured.map((data, i) => (
        // eslint-disable-next-line react/no-danger -- JSON-LD is data, not markup: serializeJsonLd escapes "<", so no value can close the element.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
      {children}
    </>
  )
}
