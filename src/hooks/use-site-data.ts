import { graphql, useStaticQuery } from "gatsby"
import { useLocale } from "./use-locale"

export type SiteData = Queries.SiteShellQuery["allSiteData"]["nodes"][number]

/** Site-wide data for the shell: brand, contacts, sports menu and the footer's latest posts (FOOTER_NEWS of each language, src/node/latest-news.ts). */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteShellQuery>(graphql`
    query SiteShell {
      allSiteData {
        nodes {
          locale
          untranslated
          brand {
            name
            shortName
            tagline
            logo {
              publicURL
            }
          }
          contact {
            phones {
              label
              display
              tel
            }
            email
            whatsapp
            addresses {
              kind
              label
              lines
              hours
            }
            hours {
              facilities
              office
              corporate
            }
          }
          social {
            name
            url
          }
          communityUrl
          videoUrl
          footer {
            about
            quickLinks {
              label
              to
            }
          }
          copyrightYear
        }
      }
      allSport(sort: { order: ASC }) {
        nodes {
          locale
          untranslated
          slug
          path
          navLabel
        }
      }
      latestNews {
        locale
        untranslated
        slug
        path
        title
        date
      }
    }
  `)
  // A static query cannot take the page's language, so it reads every language and keeps the page's.
  const locale = useLocale()
  const inLocale = <T extends { locale: string }>(nodes: readonly T[]) => nodes.filter(n => n.locale === locale)
  return {
    site: inLocale(data.allSiteData.nodes)[0],
    sports: inLocale(data.allSport.nodes),
    latestNews: inLocale(data.latestNews),
  }
}
