import os from "os"
import path from "path"
import type { GatsbyConfig } from "gatsby"
import site from "./data/site.en.json"
import { alternateLinks } from "./src/shared/locale"

// SITE_DATA_DIR builds from another content folder: npm test builds its fixture copy (scripts/fixture-data.mjs).
const dataDir = process.env.SITE_DATA_DIR ? path.resolve(process.env.SITE_DATA_DIR) : path.join(__dirname, "data")

// Gatsby's own setting for how many cores a build uses (GATSBY_CPU_COUNT, "Multi-core builds" in its docs), one
// more than the machine has unless set already. gatsby-plugin-sharp encodes cpuCoreCount() - 1 images at once, so on a
// 2-core machine one at a time, and the second core idled through most of the cold build, which is mostly image
// encoding. With 3 on this 2-core machine the cold build took 133 s instead of 153 s; 4 gained nothing more
// (docs/performance.md). Set here, before any plugin loads, so every way of building (npm run build, CI, the
// content check, the benchmarks) gets it.
process.env.GATSBY_CPU_COUNT ??= String(os.cpus().length + 1)

const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/$/, "")

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.brand.name,
    description: site.brand.description,
    siteUrl,
  },
  pathPrefix: process.env.PATH_PREFIX || undefined,
  // The committed types describe the shipped content's schema; a build from the test fixtures (SITE_DATA_DIR, which
  // adds projects) must not rewrite them.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: !process.env.SITE_DATA_DIR },
  trailingSlash: "never",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: dataDir, ignore: ["**/schemas/**", "**/*.md"] },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // WebP is the <img> fallback: every browser the site supports reads it, so no JPEG is made. AVIF
          // first where the browser takes it.
          formats: ["webp", "avif"],
          placeholder: "dominantColor",
          quality: 72,
          // AVIF at 50 looks like the WebP at 72 and is markedly smaller.
          avifOptions: { quality: 50 },
          // No default breakpoints: each query lists the widths its slot can use, from one ladder
          // (docs/architecture.md, "Images"). A default here applies to every query, so a 64 px thumbnail was
          // also made 1600 px wide, and those widths were most of the cold build's time.
        },
      },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-image",
    // The few plain <a> links to the site's own pages (the language switch, the not-found page's home links) go
    // through Gatsby's navigate() as <Link> does: no full page load.
    "gatsby-plugin-catch-links",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Template demos, not-found fallbacks and the filtered views of /projects with their numbered pages
        // (noindex) are not content; /projects' own numbered pages are.
        excludes: [
          "/404",
          "/404.html",
          "/dev-404-page",
          "/*/404",
          "/template-*",
          "/*/template-*",
          "/projects/{sport,client}/**",
          "/*/projects/{sport,client}/**",
        ],
        // Every page with its twins in the other languages (hreflang), as its Head lists them.
        serialize: ({ path }: { path: string }) => ({
          url: path,
          links: alternateLinks(path, p => `${siteUrl}${p === "/" ? "/" : p}`),
        }),
      },
    },
    {
      resolve: "gatsby-plugin-robots-txt",
      options: { host: siteUrl, sitemap: `${siteUrl}/sitemap-index.xml`, policy: [{ userAgent: "*", allow: "/" }] },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.brand.name,
        short_name: site.brand.shortName,
        description: site.brand.description,
        start_url: "/",
        lang: "en-IN",
        background_color: "#fffdf8",
        theme_color: "#0b1d3a",
        display: "standalone",
        // Every icon size is generated from this one drawing.
        icon: "data/pages/images/logo.svg",
        cache_busting_mode: "name",
        // The page head already links static/favicon.svg; the plugin's own SVG favicon link points at a
        // file it does not write.
        include_favicon: false,
      },
    },
  ],
}

export default config
