import React from "react"
import { graphql, useStaticQuery } from "gatsby"

interface SeoProps {
  title?: string
  description?: string
  pathname: string
  /** Absolute or site-relative URL of a raster image for link previews. */
  image?: string | null
  noindex?: boolean
  children?: React.ReactNode
}

/** Title, description, canonical and social-card tags for a page's Head. */
export function Seo({ title, description, pathname, image, noindex, children }: SeoProps) {
  const { site } = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      site { siteMetadata { title description siteUrl } }
    }
  `)
  const meta = site!.siteMetadata!
  const fullTitle = title ? `${title} | ${meta.title}` : meta.title!
  const desc = description ?? meta.description!
  const url = `${meta.siteUrl}${pathname === "/" ? "" : pathname.replace(/\/+$/, "")}`
  const imageUrl = image ? (image.startsWith("http") ? image : `${meta.siteUrl}${image}`) : undefined

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={url || meta.siteUrl!} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url || meta.siteUrl!} />
      <meta property="og:site_name" content={meta.title!} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      <meta name="theme-color" content="#0b1d3a" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {noindex && <meta name="robots" content="noindex" />}
      {children}
    </>
  )
}
