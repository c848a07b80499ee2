import { graphql, useStaticQuery } from "gatsby"

/** Site-wide data for the shell: brand, contacts, sports menu and the footer's latest posts. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteShellQuery>(graphql`
    query SiteShell {
      siteData {
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
      allSport(sort: { order: ASC }) {
        nodes {
          slug
          path
          navLabel
        }
      }
      allNewsArticle(sort: { date: DESC }, limit: 2) {
        nodes {
          slug
          path
          title
          date
        }
      }
    }
  `)
  return {
    site: data.siteData!,
    sports: data.allSport.nodes,
    latestNews: data.allNewsArticle.nodes,
  }
}
