import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { TemplateHead, TemplatePage } from "../components/templates/template-page"

export default function TemplateFullWidth({ location }: PageProps) {
  return <TemplatePage variant="full-width" pathname={location.pathname} />
}

export const Head = ({ location }: HeadProps) => <TemplateHead variant="full-width" pathname={location.pathname} />
