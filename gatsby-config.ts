import path from "path"
import type { GatsbyConfig } from "gatsby"
import { typeNameForFile } from "./src/node/content-model"
import site from "./data/site.json"

const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/$/, "")

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.brand.name,
    description: site.brand.description,
    siteUrl,
  },
  pathPrefix: process.env.PATH_PREFIX || undefined,
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "never",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.join(__dirname, "data"), ignore: ["**/schemas/**", "**/*.md"] },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { relativePath: string } }) => {
          const name = typeNameForFile(node.relativePath)
          if (!name) throw new Error(`data/${node.relativePath} is not part of any collection`)
          return name
        },
      },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "dominantColor",
          quality: 72,
          breakpoints: [360, 560, 800, 1200, 1600],
          avifOptions: { quality: 55, speed: 8 },
        },
      },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-image",
  ],
}

export default config
