import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/** React 18 has no typed fetchPriority prop; the lowercase attribute reaches the <img> unchanged. */
const highPriority = { fetchpriority: "high" } as Record<string, string>

export interface PictureProps {
  /** Image data from gatsby-plugin-image (gatsbyImageData in a page query), resized and encoded at build time. */
  image: IGatsbyImageData
  alt: string
  className?: string
  /** The page's largest paint: loaded eagerly and first. Everything else is lazy. */
  priority?: boolean
  /** "cover" (the default) fills the box; "contain" shows the whole image. */
  objectFit?: "cover" | "contain"
  /** The slot's width, when it differs between images of one query (a grid whose first tile is wider). */
  sizes?: string
  /**
   * Builds the box from block-level spans instead of divs, for places that allow only phrasing content, such
   * as inside a <button>. It looks the same.
   */
  phrasing?: boolean
  /** "en" on the <img> when its description is shown in English for want of a translation (langOf). */
  lang?: string
}

/**
 * A responsive image rendered from gatsby-plugin-image data with the same box as GatsbyImage (its wrapper
 * classes, sizer and layouts), but as plain HTML that needs no JavaScript:
 *
 * - GatsbyImage paints every image transparent until its script has run, so the hero's paint waits for
 *   hydration (Lighthouse counts that as LCP render delay);
 * - its lazy images carry data-srcset, not srcset, and stay blank until that script swaps them;
 * - its first mount always downloads react-dom/server to render images on the client.
 *
 * Here the browser does it all: native lazy loading, AVIF/WebP sources, srcset and sizes, and the image's
 * dominant colour as the box's background until it arrives.
 */
export function Picture({ image, alt, className, priority = false, objectFit = "cover", sizes, phrasing = false, lang }: PictureProps) {
  const { layout, width, height, backgroundColor } = image
  const Box = phrasing ? "span" : "div"
  const wrapperClass = ["gatsby-image-wrapper", layout === "constrained" && "gatsby-image-wrapper-constrained", className]
    .filter(Boolean)
    .join(" ")
  const wrapperStyle: React.CSSProperties = {
    // A constrained box is an inline-block by gatsby-plugin-image's CSS; the others are blocks as divs are.
    ...(phrasing && layout !== "constrained" ? { display: "block" } : {}),
    ...(layout === "fixed" ? { width, height } : {}),
    ...(objectFit === "cover" && backgroundColor ? { backgroundColor } : {}),
  }
  return (
    <Box data-gatsby-image-wrapper="" className={wrapperClass} style={wrapperStyle}>
      {layout === "fullWidth" && (
        <Box aria-hidden="true" style={{ ...(phrasing ? { display: "block" } : {}), paddingTop: `${(height / width) * 100}%` }} />
      )}
      {layout === "constrained" && (
        <Box style={{ maxWidth: width, display: "block" }}>
          {/* Only gives the box its aspect ratio, as GatsbyImage's sizer does, but drawn in the page: GatsbyImage's
              is an <img> of an empty SVG, which the browser builds as a document of its own on the main thread
              before the first paint (docs/architecture.md#machinery). Its width and height make it as wide as
              the image up to its container, and as tall as the ratio asks. */}
          <svg aria-hidden="true" width={width} height={height} style={{ maxWidth: "100%", height: "auto", display: "block" }} />
        </Box>
      )}
      <ResponsivePicture image={image} alt={alt} priority={priority} objectFit={objectFit} sizes={sizes} lang={lang} />
    </Box>
  )
}

/**
 * The bare <picture> (AVIF/WebP sources, srcset, sizes, native lazy loading) without GatsbyImage's box, for
 * places whose own CSS sizes the image, such as the home page's hero slides.
 */
export function ResponsivePicture({ image, alt, className, priority = false, objectFit = "cover", sizes: slot, lang }: PictureProps) {
  const { layout, width, height } = image
  const { fallback, sources = [] } = image.images
  const sizes = slot ?? fallback?.sizes ?? sources[0]?.sizes
  return (
    <picture className={className}>
      {sources.map(source => (
        <source
          key={`${source.type}${source.media ?? ""}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={slot ?? source.sizes ?? sizes}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes}
        alt={alt}
        lang={lang}
        width={Math.round(layout === "fullWidth" ? 1600 : width)}
        height={Math.round(layout === "fullWidth" ? (1600 * height) / width : height)}
        loading={priority ? "eager" : "lazy"}
        // The largest paint shows with the frame that first can (async decoding could leave it for a later one).
        decoding={priority ? "sync" : "async"}
        style={objectFit === "cover" ? undefined : { objectFit }}
        {...(priority ? highPriority : {})}
      />
    </picture>
  )
}
