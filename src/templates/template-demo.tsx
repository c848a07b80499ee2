import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { TemplateHead, TemplatePage } from "../components/template-demo/template-page"
import type { TemplateVariant } from "../components/template-demo/variants"

type Context = { variant: TemplateVariant }

/** The five layout demos, one page per variant (created in src/node/create-pages.ts). */
export default function TemplateDemo({ location, pageContext }: PageProps<object, Context>) {
  return <TemplatePage variant={pageContext.variant} pathname={location.pathname} />
}

export const Head = ({ location, pageContext }: HeadProps<object, Context>) => (
  <TemplateHead variant={pageContext.variant} pathname={location.pathname} />
)
