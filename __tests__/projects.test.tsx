/**
 * The projects portfolio with fixture data (the shipped data/projects is empty): the filters and their addresses,
 * the list page with and without projects (the specification's empty state), a filter page, a project's page with
 * every field in English and in Hindi, and the flooring cards' links to the projects that used them.
 */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import ProjectsPage from "../src/pages/projects"
import ProjectPage from "../src/templates/project"
import { ProjectsUsing } from "../src/components/projects/projects-using"
import { SURFACE_PROJECTS } from "../src/shared/lists"
import { LocaleProvider } from "../src/components/i18n/locale"
import { uiStrings } from "../src/node/ui-strings"
import { entryRoute } from "../src/shared/content-model"
import {
  filterProjects,
  formatArea,
  formatCompletion,
  matchesFilter,
  projectFilterRoute,
  projectFilters,
  newestProjectsFirst,
  CLIENT_TYPES,
} from "../src/shared/projects"
import projectSchema from "../data/schemas/project.schema.json"
import pageTexts from "../data/pages/projects.en.json"
import { siteShellDataBilingual } from "./fixtures/site-shell-hi"
import { installMatchMedia } from "./fixtures/match-media"

const ROOT = `${__dirname}/..`
const image: IGatsbyImageData = {
  layout: "constrained",
  width: 400,
  height: 250,
  images: { fallback: { src: "/x.webp", srcSet: "/x.webp 400w", sizes: "400px" }, sources: [] },
}
const file = { childImageSharp: { gatsbyImageData: image, og: image } }

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue(siteShellDataBilingual)
  installMatchMedia(1280)
})

// ---------------------------------------------------------------------------------------------------------------
// Fixtures: three projects, in no particular order.

const project = <F extends object>(slug: string, fields: F, locale = "en") => ({
  untranslated: [] as string[],
  slug,
  path: entryRoute("projects", slug, locale as "en"),
  teaserField: "summary",
  image: file,
  imageAlt: `Picture of ${slug}`,
  city: "Jaipur",
  state: "Rajasthan",
  area: 1200,
  flooring: ["epdm"],
  ...fields,
})
const PROJECTS = [
  project("club-court", { title: "Club Court", text: "A club court.", clientType: "club", games: ["tennis"], completed: "2025-11" }),
  project("school-hall", {
    title: "School Hall",
    text: "A school hall.",
    clientType: "school",
    games: ["badminton", "tennis"],
    completed: "2026-03",
  }),
  project("council-ground", {
    title: "Council Ground",
    text: "A ground.",
    clientType: "government",
    games: ["athletics"],
    completed: "2024-06",
  }),
]
const GAMES = [
  { untranslated: [], slug: "badminton", title: "Badminton" },
  { untranslated: [], slug: "tennis", title: "Tennis" },
  { untranslated: [], slug: "athletics", title: "Athletics" },
]
const ORDER = GAMES.map(g => g.slug)

const pageContent = {
  ...pageTexts,
  untranslated: [],
  hero: { ...pageTexts.hero, badge: null, tags: null, stats: null, image: file },
  blocks: pageTexts.blocks.map(b => ({ list: null, stats: null, items: null, cta: null, ...b })),
}
const pageData = (projects: typeof PROJECTS) =>
  ({
    pageContent,
    allProject: { nodes: projects },
    allGame: { nodes: GAMES },
    allAchievement: { nodes: [{ untranslated: [], title: "Projects Delivered", value: "500+", description: "Courts." }] },
  }) as unknown as Queries.ProjectsPageQuery

/**
 * A page of a list as the build makes it: the filters and the list's count in the context (src/node/create-pages.ts),
 * the page's slice of the list's projects, newest first, from the query.
 */
function renderList(
  projects: typeof PROJECTS,
  filter?: { kind: "sport" | "client"; value: string },
  pathname = "/projects",
  { pageNumber = 1, perPage = PROJECTS.length } = {},
) {
  const list = filterProjects(projects, filter)
  const pageContext = {
    filter,
    filters: projectFilters(projects, ORDER),
    total: list.length,
    pageNumber,
    pageCount: Math.max(1, Math.ceil(list.length / perPage)),
  }
  const data = pageData(list.slice((pageNumber - 1) * perPage, pageNumber * perPage))
  const props = { data, location: { pathname }, pageContext } as unknown as Parameters<typeof ProjectsPage>[0]
  return render(<ProjectsPage {...props} />)
}

// ---------------------------------------------------------------------------------------------------------------

describe("filters and facts (src/shared/projects.ts)", () => {
  test("the client types are the schema's, in the order the filters list them", () => {
    expect([...CLIENT_TYPES]).toEqual(projectSchema.properties.clientType.enum)
  })

  test("only filters that have projects: games in the site's order, then client types in theirs", () => {
    expect(projectFilters(PROJECTS, ORDER)).toEqual([
      { kind: "sport", value: "badminton" },
      { kind: "sport", value: "tennis" },
      { kind: "sport", value: "athletics" },
      { kind: "client", value: "school" },
      { kind: "client", value: "club" },
      { kind: "client", value: "government" },
    ])
    expect(projectFilters([], ORDER)).toEqual([])
  })

  test("a filter page lists its projects newest first; a sport matches every game a project serves", () => {
    expect(newestProjectsFirst(PROJECTS).map(p => p.slug)).toEqual(["school-hall", "club-court", "council-ground"])
    expect(filterProjects(PROJECTS, { kind: "sport", value: "tennis" }).map(p => p.slug)).toEqual(["school-hall", "club-court"])
    expect(filterProjects(PROJECTS, { kind: "client", value: "club" }).map(p => p.slug)).toEqual(["club-court"])
    expect(matchesFilter(PROJECTS[0], null)).toBe(true)
  })

  test("filter pages live under /projects in every language", () => {
    expect(projectFilterRoute({ kind: "sport", value: "badminton" })).toBe("/projects/sport/badminton")
    expect(projectFilterRoute({ kind: "client", value: "school" }, "hi")).toBe("/hi/projects/client/school")
  })

  test("month and area read naturally in each language", () => {
    expect(formatCompletion("2026-03")).toBe("March 2026")
    expect(formatCompletion("2025-11", "hi")).toBe("नवंबर 2025")
    expect(formatArea(12500)).toBe("12,500 m²")
    expect(formatArea(125000, "hi")).toBe("1,25,000 वर्ग मीटर")
  })
})

describe("/projects", () => {
  test("without projects: the specification's empty state, no list and no filters", () => {
    renderList([])
    const empty = document.getElementById("empty")!
    expect(within(empty).getByRole("heading", { name: "No Projects Available" })).toBeInTheDocument()
    expect(within(empty).getByRole("link", { name: "Ask for references" })).toHaveAttribute("href", "/contact")
    expect(within(empty).getAllByText("Project case study coming soon")).toHaveLength(3)
    expect(screen.queryByRole("navigation", { name: "Filter projects" })).toBeNull()
    expect(screen.queryByRole("heading", { name: "Completed projects" })).toBeNull()
    expect(screen.getByRole("heading", { name: "Our Achievements" })).toBeInTheDocument()
  })

  test("with projects: every project newest first, with its client, place, month and area, and no empty state", () => {
    renderList(PROJECTS)
    expect(document.getElementById("empty")).toBeNull()
    const list = document.getElementById("projects")!
    const titles = within(list)
      .getAllByRole("heading", { level: 3 })
      .map(h => h.textContent)
      .filter(t => PROJECTS.some(p => p.title === t))
    expect(titles).toEqual(["School Hall", "Club Court", "Council Ground"])
    expect(within(list).getByRole("link", { name: "School Hall" })).toHaveAttribute("href", "/project/school-hall")
    const card = within(list).getByRole("link", { name: "School Hall" }).closest("article")!
    expect(card.textContent?.replace(/\s+/g, " ")).toContain("School · Jaipur, Rajasthan · March 2026 · 1,200 m²")
    expect(within(list).getByText("3 projects")).toBeInTheDocument()
  })

  test("the filters are plain links to pre-rendered pages (they work without JavaScript); All is current on /projects", () => {
    renderList(PROJECTS)
    const nav = screen.getByRole("navigation", { name: "Filter projects" })
    const links = within(nav)
      .getAllByRole("link")
      .map(a => [a.textContent, a.getAttribute("href")])
    expect(links).toEqual([
      ["All sports", "/projects"],
      ["Badminton", "/projects/sport/badminton"],
      ["Tennis", "/projects/sport/tennis"],
      ["Athletics", "/projects/sport/athletics"],
      ["All clients", "/projects"],
      ["School", "/projects/client/school"],
      ["Club", "/projects/client/club"],
      ["Government", "/projects/client/government"],
    ])
    expect(within(nav).getByRole("link", { name: "All sports" })).toHaveAttribute("aria-current", "page")
    expect(within(nav).queryAllByRole("button")).toEqual([])
  })

  test("a filter page lists only its projects and marks its own link current", () => {
    renderList(PROJECTS, { kind: "sport", value: "tennis" }, "/projects/sport/tennis")
    const list = document.getElementById("projects")!
    expect(within(list).getByText("2 projects for Tennis")).toBeInTheDocument()
    expect(within(list).getByRole("link", { name: "School Hall" })).toBeInTheDocument()
    expect(within(list).getByRole("link", { name: "Club Court" })).toBeInTheDocument()
    expect(within(list).queryByRole("link", { name: "Council Ground" })).toBeNull()
    const nav = screen.getByRole("navigation", { name: "Filter projects" })
    expect(within(nav).getByRole("link", { name: "Tennis" })).toHaveAttribute("aria-current", "page")
    expect(within(nav).getByRole("link", { name: "All sports" })).not.toHaveAttribute("aria-current")
  })

  test("a numbered page: its slice, the list's count, and the list's pages as plain links, the current one marked", () => {
    renderList(PROJECTS, { kind: "sport", value: "tennis" }, "/projects/sport/tennis/page/2", { pageNumber: 2, perPage: 1 })
    const list = document.getElementById("projects")!
    expect(within(list).getByText("2 projects for Tennis")).toBeInTheDocument()
    expect(within(list).getByRole("link", { name: "Club Court" })).toBeInTheDocument()
    expect(within(list).queryByRole("link", { name: "School Hall" })).toBeNull()
    const pages = screen.getByRole("navigation", { name: "Projects pages" })
    expect(within(pages).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/projects/sport/tennis")
    expect(within(pages).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    expect(within(pages).getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/projects/sport/tennis")
  })

  test("a list that fits on one page has no page links", () => {
    renderList(PROJECTS)
    expect(screen.queryByRole("navigation", { name: "Projects pages" })).toBeNull()
  })

  test("a client filter page in Hindi names the client type in Hindi", () => {
    const filter = { kind: "client", value: "club" } as const
    const props = {
      data: pageData(filterProjects(PROJECTS, filter).map(p => ({ ...p, path: entryRoute("projects", p.slug, "hi") }))),
      location: { pathname: "/hi/projects/client/club" },
      pageContext: { filter, filters: projectFilters(PROJECTS, ORDER), total: 1 },
    } as unknown as Parameters<typeof ProjectsPage>[0]
    render(
      <LocaleProvider locale="hi" strings={uiStrings(ROOT, "hi")}>
        <ProjectsPage {...props} />
      </LocaleProvider>,
    )
    const nav = screen.getByRole("navigation", { name: "प्रोजेक्ट छाँटें" })
    expect(within(nav).getByRole("link", { name: "क्लब" })).toHaveAttribute("href", "/hi/projects/client/club")
    expect(within(nav).getByRole("link", { name: "क्लब" })).toHaveAttribute("aria-current", "page")
    expect(screen.getByText("क्लब: 1 प्रोजेक्ट")).toBeInTheDocument()
  })
})

// ---------------------------------------------------------------------------------------------------------------

const projectData = (locale: "en" | "hi") =>
  ({
    project: {
      ...project("school-hall", {
        title: locale === "en" ? "School Hall" : "स्कूल हॉल",
        teaser: "A school hall.",
        clientType: "school",
        games: ["tennis", "badminton"],
        flooring: ["epdm", "pp-tiles"],
        completed: "2026-03",
        area: 1850,
        scope: ["Levelling", "Surface laying"],
        body: "First paragraph.\n\nSecond paragraph.",
        gallery: [
          { imageAlt: "Gallery one", image: file },
          { imageAlt: "Gallery two", image: file },
        ],
      }),
    },
    allGame: { nodes: GAMES.map(g => ({ ...g, path: entryRoute("games", g.slug, locale) })) },
    allFlooringProduct: {
      nodes: [
        { untranslated: [], slug: "epdm", title: "EPDM Flooring" },
        { untranslated: [], slug: "pp-tiles", title: "PP Tiles" },
        { untranslated: [], slug: "unused", title: "Unused" },
      ],
    },
    related: { nodes: [] },
  }) as unknown as Queries.ProjectPageQuery

function renderProject(locale: "en" | "hi") {
  const props = {
    data: projectData(locale),
    location: { pathname: entryRoute("projects", "school-hall", locale) },
  } as unknown as Parameters<typeof ProjectPage>[0]
  return render(
    <LocaleProvider locale={locale} strings={uiStrings(ROOT, locale)}>
      <ProjectPage {...props} />
    </LocaleProvider>,
  )
}

describe("a project's page", () => {
  test("shows every field: client, place, month, area, games and flooring as links, scope, story and gallery", () => {
    renderProject("en")
    expect(screen.getByRole("heading", { level: 1, name: "School Hall" })).toBeInTheDocument()
    const facts = screen.getByLabelText("Project facts", { selector: "dl" })
    const fact = (label: string) => within(facts).getByText(label).nextElementSibling as HTMLElement
    expect(fact("Client")).toHaveTextContent("School")
    expect(fact("Location")).toHaveTextContent("Jaipur, Rajasthan")
    expect(fact("Completed")).toHaveTextContent("March 2026")
    expect(fact("Completed").querySelector("time")).toHaveAttribute("datetime", "2026-03")
    expect(fact("Area")).toHaveTextContent("1,850 m²")
    expect(
      within(fact("Sports"))
        .getAllByRole("link")
        .map(a => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Tennis", "/game/tennis"],
      ["Badminton", "/game/badminton"],
    ])
    expect(
      within(fact("Flooring"))
        .getAllByRole("link")
        .map(a => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["EPDM Flooring", "/services#flooring-epdm"],
      ["PP Tiles", "/services#flooring-pp-tiles"],
    ])
    for (const text of ["Levelling", "Surface laying", "First paragraph.", "Second paragraph.", "A school hall."])
      expect(screen.getByText(text)).toBeInTheDocument()
    for (const alt of ["Picture of school-hall", "Gallery one", "Gallery two"]) expect(screen.getByAltText(alt)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "All projects" })).toHaveAttribute("href", "/projects")
  })

  test("in Hindi: the client type, month, area and links in Hindi, under /hi/", () => {
    renderProject("hi")
    const facts = screen.getByLabelText("प्रोजेक्ट की जानकारी", { selector: "dl" })
    const fact = (label: string) => within(facts).getByText(label).nextElementSibling as HTMLElement
    expect(fact("क्लाइंट")).toHaveTextContent("स्कूल")
    expect(fact("पूरा हुआ")).toHaveTextContent("मार्च 2026")
    expect(fact("क्षेत्रफल")).toHaveTextContent("1,850 वर्ग मीटर")
    expect(within(fact("खेल")).getByRole("link", { name: "Tennis" })).toHaveAttribute("href", "/hi/game/tennis")
    expect(within(fact("फ़्लोरिंग")).getByRole("link", { name: "EPDM Flooring" })).toHaveAttribute("href", "/hi/services#flooring-epdm")
  })
})

describe("flooring cards on /services", () => {
  const links = [
    { untranslated: [], path: "/project/a", title: "A", flooring: ["epdm"] },
    { untranslated: [], path: "/project/b", title: "B", flooring: ["epdm", "turf"] },
  ]
  test("link every project that used the product", () => {
    render(<ProjectsUsing flooring="epdm" projects={links} />)
    expect(screen.getAllByRole("link").map(a => a.getAttribute("href"))).toEqual(["/project/a", "/project/b"])
    expect(screen.getByText("Projects with this surface")).toBeInTheDocument()
  })
  test("link the whole portfolio when more projects used it than the page carries, and only then", () => {
    const { unmount } = render(<ProjectsUsing flooring="epdm" projects={links} total={5} />)
    expect(screen.getAllByRole("link").map(a => a.getAttribute("href"))).toEqual(["/project/a", "/project/b", "/projects"])
    expect(screen.getByRole("link", { name: "All projects" })).toBeInTheDocument()
    unmount()
    render(<ProjectsUsing flooring="epdm" projects={links} total={2} />)
    expect(screen.queryByRole("link", { name: "All projects" })).toBeNull()
  })
  test("link at most SURFACE_PROJECTS, the first the page carries", () => {
    const many = Array.from({ length: SURFACE_PROJECTS + 2 }, (_, i) => ({
      untranslated: [],
      path: `/project/${i}`,
      title: `P${i}`,
      flooring: ["epdm"],
    }))
    render(<ProjectsUsing flooring="epdm" projects={many} total={many.length} />)
    expect(screen.getAllByRole("link").map(a => a.getAttribute("href"))).toEqual([
      ...many.slice(0, SURFACE_PROJECTS).map(p => p.path),
      "/projects",
    ])
  })
  test("show nothing at all when no project used it", () => {
    const { container } = render(<ProjectsUsing flooring="pp-tiles" projects={links} />)
    expect(container).toBeEmptyDOMElement()
  })
})
