import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { TemplateHead, TemplatePage } from "../../components/templates/template-page"

// In a folder because Gatsby's page creator skips files in src/pages whose name starts with "template-".
export default function TemplateLeftSidebar({ location }: PageProps) {
  return <TemplatePage variant="left-sidebar" pathname={location.pathname} />
}

export const Head = ({ location }: HeadProps) => <TemplateHead variant="left-sidebar" pathname={location.pathname} />
