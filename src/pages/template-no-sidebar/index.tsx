import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { TemplateHead, TemplatePage } from "../../components/templates/template-page"

// In a folder because Gatsby's page creator skips files in src/pages whose name starts with "template-".
export default function TemplateNoSidebar({ location }: PageProps) {
  return <TemplatePage variant="no-sidebar" pathname={location.pathname} />
}

export const Head = ({ location }: HeadProps) => <TemplateHead variant="no-sidebar" pathname={location.pathname} />
