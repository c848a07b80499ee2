import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { highPriority } from "../ui/picture"

interface HeroImageProps {
  image: IGatsbyImageData
  alt: string
  /** The first slide: loaded eagerly and first, as the page's largest contentful paint. */
  priority?: boolean
  className?: string
}

/**
 * A slide's responsive <picture>, built from gatsby-plugin-image data (AVIF/WebP sources, srcset, sizes)
 * and visible the moment it loads. GatsbyImage paints its image transparent until a script sees the load
 * event, and Chrome never counts an image that first painted transparent as the largest contentful
 * paint, so with it the hero's title, not its image, would be the LCP.
 */
export function HeroImage({ image, alt, priority = false, className }: HeroImageProps) {
  const { fallback, sources = [] } = image.images
  return (
    <picture className={className}>
      {sources.map(source => (
        <source key={`${source.type}${source.media}`} type={source.type} media={source.media} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        {...(priority ? highPriority : {})}
      />
    </picture>
  )
}
