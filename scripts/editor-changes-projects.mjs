// The projects part of the editors' proof (scripts/editor-changes.mjs): the shipped site has no projects, so the
// proof adds two, the way the CMS writes them (English and Hindi files, images beside them, copied from pictures the
// site already has), checks in the published copy that every part of the portfolio works (the list, the filter pages
// without JavaScript, every field of each project page, the flooring cards on /services), then deletes them again and
// checks that /projects is back to exactly the empty state it had as shipped.
//
// The HTML is read with parse5 (the WHATWG parser the post-build step uses), as a browser without JavaScript gets it.
import { execFileSync } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { parse } from "parse5"

export const ENTRY = ".en.json"
const TWIN = ".hi.json"
export const readJson = file => JSON.parse(readFileSync(file, "utf8"))
export const writeJson = (file, data) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
/** The entries of a collection folder, by slug (file name without ".en.json"), sorted. */
export const slugsIn = dir =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter(f => f.endsWith(ENTRY))
        .map(f => f.slice(0, -ENTRY.length))
        .sort()
    : []
const imageOf = entry => entry.image?.replace(/^\.\//, "")

/** `wanted`, or `wanted-2`…: the first slug no file of `dir` has. */
function freeSlug(dir, wanted) {
  const taken = new Set(existsSync(dir) ? readdirSync(dir).map(f => f.replace(/\.[^.]+\.json$|\.[^.]+$/, "")) : [])
  let slug = wanted
  for (let n = 2; taken.has(slug); n++) slug = `${wanted}-${n}`
  return slug
}

/**
 * Adds two projects to `data` (data/projects/, made when missing, as the CMS does), each with its Hindi twin, a cover
 * image and a gallery copied from existing pictures. They share a game and a flooring product, so one sport filter
 * lists both, another only one; one is for a school, the other for a club. `skipGames`: slugs not to use (a game the
 * same batch adds). Returns what was written, English and Hindi, for the checks.
 */
export function addProjects(data, { skipGames = [] } = {}) {
  const dir = join(data, "projects")
  mkdirSync(dir, { recursive: true })
  const games = slugsIn(join(data, "games")).filter(s => !skipGames.includes(s))
  const flooring = slugsIn(join(data, "flooring"))
  if (games.length < 2 || flooring.length < 2) throw new Error("the projects need two games and two flooring products in data/")
  const picture = (folder, slug) => join(data, folder, imageOf(readJson(join(data, folder, `${slug}${ENTRY}`))))
  const schema = "../schemas/project.schema.json"
  const made = []
  const write = (wanted, english, hindi, pictures) => {
    const slug = freeSlug(dir, wanted)
    const [cover, ...gallery] = pictures.map((from, i) => {
      const name = i === 0 ? `${slug}.jpg` : `${slug}-${i + 1}.jpg`
      copyFileSync(from, join(dir, name))
      return `./${name}`
    })
    const en = {
      $schema: schema,
      ...english,
      image: cover,
      gallery: gallery.map((image, i) => ({ image, imageAlt: english.galleryAlts[i] })),
    }
    delete en.galleryAlts
    const hi = { $schema: schema, ...hindi, gallery: hindi.galleryAlts.map(imageAlt => ({ imageAlt })) }
    delete hi.galleryAlts
    writeJson(join(dir, `${slug}${ENTRY}`), en)
    writeJson(join(dir, `${slug}${TWIN}`), hi)
    made.push({ slug, en, hi })
  }
  write(
    "school-sports-complex-jaipur",
    {
      title: "School Sports Complex, Jaipur",
      clientType: "school",
      city: "Jaipur",
      state: "Rajasthan",
      games: [games[0], games[1]],
      flooring: [flooring[0]],
      area: 1850,
      completed: "2026-03",
      scope: ["Site survey and levelling", "Sub-base and drainage", "Surface laying and line marking", "Handover and care training"],
      summary: "Two courts and a practice area for a senior secondary school, built over the winter break.",
      body: "The school wanted courts its students could use all year, in the heat of May and after the monsoon.\n\nWe levelled the ground, laid a drained sub-base and finished the surface before the new term began.",
      imageAlt: "Illustration of a school sports complex with two marked courts",
      galleryAlts: ["Illustration of the finished courts from the pavilion", "Illustration of students at the first practice session"],
    },
    {
      title: "स्कूल स्पोर्ट्स कॉम्प्लेक्स, जयपुर",
      city: "जयपुर",
      state: "राजस्थान",
      scope: ["साइट सर्वे और समतलीकरण", "सब-बेस और पानी की निकासी", "सतह बिछाना और लाइन मार्किंग", "हैंडओवर और देखभाल की ट्रेनिंग"],
      summary: "एक सीनियर सेकेंडरी स्कूल के लिए दो कोर्ट और प्रैक्टिस एरिया, सर्दियों की छुट्टियों में बनाए गए।",
      body: "स्कूल ऐसे कोर्ट चाहता था जिन पर बच्चे पूरे साल खेल सकें, मई की गर्मी में भी और बारिश के बाद भी।\n\nहमने ज़मीन समतल की, पानी की निकासी वाला सब-बेस डाला और नया सत्र शुरू होने से पहले सतह तैयार कर दी।",
      imageAlt: "चित्र: दो मार्क किए गए कोर्ट वाला स्कूल स्पोर्ट्स कॉम्प्लेक्स",
      galleryAlts: ["चित्र: पवेलियन से दिखते तैयार कोर्ट", "चित्र: पहले प्रैक्टिस सेशन में खेलते छात्र"],
    },
    [picture("flooring", flooring[0]), picture("games", games[0]), picture("games", games[1])],
  )
  write(
    "club-court-udaipur",
    {
      title: "Club Court, Udaipur",
      clientType: "club",
      city: "Udaipur",
      state: "Rajasthan",
      games: [games[0]],
      flooring: [flooring[0], flooring[1]],
      area: 640,
      completed: "2025-11",
      scope: ["Removal of the old surface", "New surface with cushioning layer"],
      summary: "An old club court resurfaced with a cushioned layer, ready for evening leagues.",
      body: "The club's court had cracked after years of sun.\n\nWe removed the old surface and laid a cushioned one that is kinder to the members' knees.",
      imageAlt: "Illustration of a resurfaced club court under floodlights",
      galleryAlts: ["Illustration of the club court before resurfacing"],
    },
    {
      title: "क्लब कोर्ट, उदयपुर",
      city: "उदयपुर",
      state: "राजस्थान",
      scope: ["पुरानी सतह हटाना", "कुशनिंग परत के साथ नई सतह"],
      summary: "क्लब का पुराना कोर्ट कुशनिंग परत के साथ नया बनाया गया, शाम की लीग के लिए तैयार।",
      body: "बरसों की धूप से क्लब के कोर्ट में दरारें आ गई थीं।\n\nहमने पुरानी सतह हटाई और कुशन वाली नई सतह बिछाई, जो सदस्यों के घुटनों के लिए आरामदायक है।",
      imageAlt: "चित्र: फ़्लडलाइट में नई सतह वाला क्लब कोर्ट",
      galleryAlts: ["चित्र: नई सतह से पहले का क्लब कोर्ट"],
    },
    [picture("flooring", flooring[1]), picture("games", games[0])],
  )
  return made
}

/** Deletes the projects `addProjects` made: both languages' files and their images (the folder stays, empty). */
export function removeProjects(data, projects) {
  const dir = join(data, "projects")
  for (const { slug, en } of projects) {
    for (const file of [`${slug}${ENTRY}`, `${slug}${TWIN}`, imageOf(en), ...(en.gallery ?? []).map(imageOf)])
      if (file && existsSync(join(dir, file))) unlinkSync(join(dir, file))
  }
  if (existsSync(dir) && readdirSync(dir).length === 0) rmSync(dir, { recursive: true })
}

/**
 * What the site must show for `projects`, in every language, from the copy's own code (run through tsx): the
 * addresses of each project, its list and filter pages, how its month, area and client type read, where its games
 * and flooring products link; which projects each filter page lists.
 */
export function projectFacts(dir, projects, bin) {
  const input = projects.map(({ slug, en }) => ({ slug, ...en }))
  const program = `import { entryRoute, locales } from "./src/shared/content-model"
    import { CLIENT_TYPE_LABELS, filterProjects, flooringAnchor, formatArea, formatCompletion, projectFilterRoute, projectFilters } from "./src/shared/projects"
    import { fixedRoute } from "./src/shared/routes"
    import { uiStrings } from "./src/node/ui-strings"
    import { translate } from "./src/shared/locale"
    import { readdirSync, readFileSync } from "node:fs"
    const projects = ${JSON.stringify(input)}
    const games = readdirSync("data/games").filter(f => f.endsWith(".en.json"))
      .map(f => ({ slug: f.slice(0, -8), order: JSON.parse(readFileSync("data/games/" + f, "utf8")).order }))
      .sort((a, b) => a.order - b.order).map(g => g.slug)
    const t = (l, s) => translate(uiStrings(".", l), s)
    console.log(JSON.stringify({
      locales,
      list: locales.map(l => fixedRoute("/projects", l)),
      services: locales.map(l => fixedRoute("/services", l)),
      newestFirst: filterProjects(projects).map(p => p.slug),
      projects: Object.fromEntries(projects.map(p => [p.slug, {
        path: locales.map(l => entryRoute("projects", p.slug, l)),
        month: locales.map(l => formatCompletion(p.completed, l)),
        area: locales.map(l => formatArea(p.area, l)),
        client: locales.map(l => t(l, CLIENT_TYPE_LABELS[p.clientType])),
        games: locales.map(l => p.games.map(g => entryRoute("games", g, l))),
        flooring: locales.map(l => p.flooring.map(f => fixedRoute("/services", l) + "#" + flooringAnchor(f))),
      }])),
      filters: projectFilters(projects, games).map(f => ({
        ...f,
        routes: locales.map(l => projectFilterRoute(f, l)),
        slugs: filterProjects(projects, f).map(p => p.slug),
      })),
      flooring: readdirSync("data/flooring").filter(f => f.endsWith(".en.json")).map(f => f.slice(0, -8)),
      anchor: Object.fromEntries(readdirSync("data/flooring").filter(f => f.endsWith(".en.json")).map(f => [f.slice(0, -8), flooringAnchor(f.slice(0, -8))])),
    }))`
  return JSON.parse(execFileSync(join(bin, "tsx"), ["-e", program], { cwd: dir, encoding: "utf8" }))
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the built HTML

const htmlFileOf = page => (page === "/" ? "index.html" : join(page.slice(1), "index.html"))

/** The page at `page` of `publicDir`, parsed; undefined when it was not built. */
export function builtPage(publicDir, page) {
  const file = join(publicDir, htmlFileOf(page))
  return existsSync(file) ? parse(readFileSync(file, "utf8")) : undefined
}

function walk(node, visit) {
  visit(node)
  for (const child of node.childNodes ?? []) walk(child, visit)
  if (node.content) walk(node.content, visit)
}
export const elements = (root, test = () => true) => {
  const found = []
  walk(root, n => n.tagName && test(n) && found.push(n))
  return found
}
export const attr = (node, name) => node.attrs?.find(a => a.name === name)?.value
export const textOf = node => (node.nodeName === "#text" ? node.value : (node.childNodes ?? []).map(textOf).join(""))
const normal = text => (text ?? "").replace(/\s+/g, " ").trim()
const mainOf = doc => elements(doc, n => n.tagName === "main")[0]
const hrefs = root => elements(root, n => n.tagName === "a").map(a => attr(a, "href")?.replace(/(.)\/$/, "$1"))

/** The raw markup of a page's <main> element (for an exact comparison of two builds of it). */
export function mainMarkup(publicDir, page) {
  const file = join(publicDir, htmlFileOf(page))
  if (!existsSync(file)) return undefined
  const html = readFileSync(file, "utf8")
  const start = html.indexOf("<main")
  const end = html.indexOf("</main>")
  return start < 0 || end < 0 ? undefined : html.slice(start, end + "</main>".length)
}

/**
 * What is wrong with the portfolio in `publicDir` for `projects` (from addProjects) and their `facts` (projectFacts):
 * an empty list when /projects lists them newest first with a plain link to every filter page, each filter page (in
 * every language, noindex, not in the sitemap) lists exactly its projects and marks itself current, each project page shows every
 * field in its language, and each flooring card on /services links exactly the projects that used it.
 */
export function projectProblems(publicDir, projects, facts) {
  const problems = []
  // Filter pages are views of /projects: noindex, so not in the sitemap either (gatsby-config.ts).
  const sitemap = readdirSync(publicDir)
    .filter(f => /^sitemap-\d+\.xml$/.test(f))
    .map(f => readFileSync(join(publicDir, f), "utf8"))
    .join("")
  for (const f of facts.filters)
    for (const route of f.routes) if (sitemap.includes(`${route}</loc>`)) problems.push(`${route}: a filter page is in the sitemap`)
  facts.locales.forEach((locale, li) => {
    const projectPaths = projects.map(p => facts.projects[p.slug].path[li])
    const listedIn = root => hrefs(root).filter(h => projectPaths.includes(h))
    const list = builtPage(publicDir, facts.list[li])
    if (!list) return problems.push(`${facts.list[li]}: not built`)
    const listMain = mainOf(list)
    if (elements(listMain, n => attr(n, "id") === "empty").length) problems.push(`${facts.list[li]}: still shows the empty state`)
    const order = [...new Set(listedIn(listMain))]
    const newest = facts.newestFirst.map(slug => facts.projects[slug].path[li])
    if (JSON.stringify(order) !== JSON.stringify(newest))
      problems.push(`${facts.list[li]}: lists ${order.join(", ")}, expected ${newest.join(", ")}`)
    for (const f of facts.filters) {
      const route = f.routes[li]
      if (!hrefs(listMain).includes(route)) problems.push(`${facts.list[li]}: no plain link to the filter page ${route}`)
      const doc = builtPage(publicDir, route)
      if (!doc) {
        problems.push(`${route}: the filter page was not built`)
        continue
      }
      const robots = elements(doc, n => n.tagName === "meta" && attr(n, "name") === "robots").map(n => attr(n, "content"))
      if (!robots.some(r => /noindex/.test(r ?? ""))) problems.push(`${route}: a filter page must be noindex`)
      const listed = [...new Set(listedIn(mainOf(doc)))]
      const wanted = f.slugs.map(slug => facts.projects[slug].path[li])
      if (JSON.stringify(listed) !== JSON.stringify(wanted))
        problems.push(`${route}: lists ${listed.join(", ") || "nothing"}, expected ${wanted.join(", ")}`)
      const current = elements(mainOf(doc), n => n.tagName === "a" && attr(n, "aria-current") === "page").map(a => attr(a, "href"))
      if (!current.includes(route)) problems.push(`${route}: its own filter link is not marked aria-current="page"`)
    }
  })
  for (const { slug, en, hi } of projects) {
    const fact = facts.projects[slug]
    facts.locales.forEach((locale, li) => {
      const page = fact.path[li]
      const doc = builtPage(publicDir, page)
      if (!doc) return problems.push(`${page}: not built`)
      const main = mainOf(doc)
      const text = normal(textOf(main))
      const local = field => (locale === "en" ? en : { ...en, ...hi })[field]
      const h1 = elements(doc, n => n.tagName === "h1").map(n => normal(textOf(n)))
      if (JSON.stringify(h1) !== JSON.stringify([local("title")]))
        problems.push(`${page}: h1 is ${h1.join(" | ")}, expected ${local("title")}`)
      const wanted = [
        local("city"),
        local("state"),
        local("summary"),
        fact.client[li],
        fact.month[li],
        fact.area[li],
        ...local("scope"),
        normal(local("body").split(/\n\s*\n/)[0]),
        normal(
          local("body")
            .split(/\n\s*\n/)
            .at(-1),
        ),
      ]
      for (const w of wanted) if (!text.includes(normal(w))) problems.push(`${page}: does not show "${w}"`)
      const links = hrefs(main)
      for (const to of [...fact.games[li], ...fact.flooring[li]]) if (!links.includes(to)) problems.push(`${page}: no link to ${to}`)
      const alts = elements(doc, n => n.tagName === "img").map(n => attr(n, "alt"))
      const gallery = (locale === "en" ? en.gallery : hi.gallery).map((g, i) => g.imageAlt ?? en.gallery[i].imageAlt)
      for (const alt of [local("imageAlt"), ...gallery]) if (!alts.includes(alt)) problems.push(`${page}: no picture "${alt}"`)
    })
  }
  facts.locales.forEach((locale, li) => {
    const page = facts.services[li]
    const doc = builtPage(publicDir, page)
    if (!doc) return problems.push(`${page}: not built`)
    for (const flooring of facts.flooring) {
      const card = elements(doc, n => attr(n, "id") === facts.anchor[flooring])[0]
      if (!card) {
        problems.push(`${page}: no card with id ${facts.anchor[flooring]}`)
        continue
      }
      const linked = hrefs(card).filter(h => h.includes("/project/"))
      const wanted = facts.newestFirst
        .filter(slug => projects.find(p => p.slug === slug).en.flooring.includes(flooring))
        .map(slug => facts.projects[slug].path[li])
      if (JSON.stringify(linked) !== JSON.stringify(wanted))
        problems.push(
          `${page}#${facts.anchor[flooring]}: links ${linked.join(", ") || "no project"}, expected ${wanted.join(", ") || "none"}`,
        )
    }
  })
  return problems
}

/**
 * What is wrong after the projects were deleted again: /projects must show exactly its shipped empty state (the
 * same <main> markup as `baseline`, by page), no filter or project page may be left, and no flooring card may link a
 * project.
 */
export function emptyStateProblems(publicDir, baseline, facts) {
  const problems = []
  for (const [page, markup] of Object.entries(baseline)) {
    const now = mainMarkup(publicDir, page)
    if (now !== markup) problems.push(`${page}: the empty state differs from the shipped one`)
  }
  for (const f of facts.filters)
    for (const route of f.routes) if (existsSync(join(publicDir, htmlFileOf(route)))) problems.push(`${route}: still published`)
  for (const fact of Object.values(facts.projects))
    for (const page of fact.path) if (existsSync(join(publicDir, htmlFileOf(page)))) problems.push(`${page}: still published`)
  for (const page of facts.services) {
    const doc = builtPage(publicDir, page)
    if (doc && hrefs(mainOf(doc)).some(h => h.includes("/project/"))) problems.push(`${page}: still links a project`)
  }
  return problems
}
