declare const __PATH_PREFIX__: string

declare module "*.module.css" {
  const classes: { readonly [key: string]: string }
  export = classes
}

declare module "*.css"

declare module "*.woff2" {
  const url: string
  export default url
}
