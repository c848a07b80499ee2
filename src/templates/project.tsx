import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Link, useLocale, useT } from "../components/i18n/locale"
import { DetailHead, DetailShell, heroOf } from "../components/detail/detail-shell"
import { headLocale, langOf, langsOf } from "../shared/locale"
import { Bullets, Prose } from "../components/ui/prose"
import { LinkButton } from "../components/ui/button"
import { Picture } from "../components/ui/picture"
import { ActionRow, DetailBody, FactList, Panel } from "../components/detail/detail-layout"
import { getImage } from "../lib/image-data"
import { contactHref } from "../lib/enquiry"
import { fixedRoute } from "../shared/routes"
import { CLIENT_TYPE_LABELS, flooringAnchor, formatArea, formatCompletion, type ClientType } from "../shared/projects"
import * as styles from "../components/projects/projects.module.css"

type Named = { slug: string; title: string; untranslated?: readonly string[] | null }

/** The entries a project refers to, in the project's order, each with its title in the page's language. */
const pick = <E extends Named>(all: readonly E[], slugs: readonly string[]): E[] => slugs.flatMap(slug => all.filter(e => e.slug === slug))

function LinkList({ items, href }: { items: readonly Named[]; href: (item: Named) => string }) {
  return (
    <ul className={styles.linkList}>
      {items.map(item => (
        <li key={item.slug}>
          <Link to={href(item)} lang={langOf(item, "title")}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export default function ProjectPage({ data, location }: PageProps<Queries.ProjectPageQuery>) {
  const project = data.project!
  const t = useT()
  const locale = useLocale()
  const games = pick(data.allGame.nodes, project.games)
  const flooring = pick(data.allFlooringProduct.nodes, project.flooring)
  const gamePath = new Map(data.allGame.nodes.map(g => [g.slug, g.path]))
  return (
    <DetailShell
      pathname={location.pathname}
      hero={heroOf(project, t("Our Projects"))}
      related={{ title: t("More projects"), entries: data.related.nodes }}
    >
      <DetailBody
        aside={
          <Panel title={t("Project facts")}>
            <FactList
              label={t("Project facts")}
              facts={[
                { label: t("Client"), value: t(CLIENT_TYPE_LABELS[project.clientType as ClientType] ?? project.clientType) },
                {
                  label: t("Location"),
                  value: (
                    <>
                      <span lang={langOf(project, "city")}>{project.city}</span>,{" "}
                      <span lang={langOf(project, "state")}>{project.state}</span>
                    </>
                  ),
                },
                { label: t("Completed"), value: <time dateTime={project.completed}>{formatCompletion(project.completed, locale)}</time> },
                { label: t("Area"), value: formatArea(project.area, locale) },
                { label: t("Sports"), value: <LinkList items={games} href={g => gamePath.get(g.slug)!} /> },
                ...(flooring.length
                  ? [
                      {
                        label: t("Flooring"),
                        value: <LinkList items={flooring} href={f => `${fixedRoute("/services")}#${flooringAnchor(f.slug)}`} />,
                      },
                    ]
                  : []),
              ]}
            />
          </Panel>
        }
      >
        <h2>{t("About the project")}</h2>
        <Prose text={project.body} lang={langOf(project, "body")} />
        <h2>{t("Scope of work")}</h2>
        <Bullets items={project.scope} lang={langsOf(project, "scope")} />
        {project.gallery && project.gallery.length > 0 && (
          <>
            <h2>{t("Gallery")}</h2>
            <ul className={styles.gallery}>
              {project.gallery.map((item, i) => {
                const image = getImage(item.image.childImageSharp)
                return (
                  image && (
                    <li key={i}>
                      <Picture
                        image={image}
                        alt={item.imageAlt}
                        className={styles.galleryImage}
                        lang={langOf(project, `gallery[${i}].imageAlt`)}
                      />
                    </li>
                  )
                )
              })}
            </ul>
          </>
        )}
        <ActionRow>
          <LinkButton to={contactHref("consultation")}>{t("Plan a similar project")}</LinkButton>
          <LinkButton to={fixedRoute("/projects")} variant="secondary">
            {t("All projects")}
          </LinkButton>
        </ActionRow>
      </DetailBody>
    </DetailShell>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.ProjectPageQuery>) {
  const project = data.project!
  const { t, locale } = headLocale(pageContext)
  return (
    <DetailHead
      pathname={location.pathname}
      entry={project}
      description={project.teaser}
      parents={[{ name: t("Our Projects"), path: fixedRoute("/projects", locale) }]}
    />
  )
}

export const query = graphql`
  query ProjectPage($id: String!, $relatedIds: [String!]!, $locale: String!) {
    project(id: { eq: $id }) {
      ...DetailHero
      slug
      clientType
      city
      state
      games
      flooring
      area
      completed
      scope
      body
      gallery {
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 560, aspectRatio: 1.5, breakpoints: [360, 560, 800])
          }
        }
      }
    }
    allGame(filter: { locale: { eq: $locale } }) {
      nodes {
        untranslated
        slug
        title
        path
      }
    }
    allFlooringProduct(filter: { locale: { eq: $locale } }) {
      nodes {
        untranslated
        slug
        title
      }
    }
    related: allProject(filter: { id: { in: $relatedIds } }, sort: { completed: DESC }) {
      nodes {
        ...EntryCard
      }
    }
  }
`
