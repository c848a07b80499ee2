import { admissionsJsonLd } from "../src/lib/admissions-json-ld"
import site from "../data/site.en.json"
import { translate } from "../src/shared/locale"
import { breadcrumbJsonLd, businessJsonLd, serializeJsonLd, toPostalAddress } from "../src/lib/structured-data"
import { faqJsonLd } from "../src/lib/faq-json-ld"
import { newsArticleJsonLd } from "../src/lib/news-json-ld"
import { serviceJsonLd } from "../src/lib/service-json-ld"

const URL = "https://www.example.com"
type Json = Record<string, unknown>

test("an address's last line gives locality, region and PIN code", () => {
  expect(toPostalAddress(["12 Example Marg, Malviya Nagar", "Jaipur, Rajasthan 302017"])).toEqual({
    "@type": "PostalAddress",
    streetAddress: "12 Example Marg, Malviya Nagar",
    addressLocality: "Jaipur",
    addressRegion: "Rajasthan",
    postalCode: "302017",
    addressCountry: "IN",
  })
  expect(toPostalAddress(["Somewhere without a PIN"])).toMatchObject({ streetAddress: "Somewhere without a PIN", addressCountry: "IN" })
})

test("the business is a SportsActivityLocation with its addresses, phones, hours and social profiles", () => {
  const ld = businessJsonLd(site, URL, `${URL}/logo.svg`, `${URL}/og.jpg`)
  expect(ld["@type"]).toBe("SportsActivityLocation")
  expect(ld.name).toBe(site.brand.name)
  expect(ld.telephone).toBe(site.contact.phones[0].tel)
  expect(ld.address).toMatchObject({ addressLocality: "Jaipur", postalCode: "302017" })
  expect(ld.department).toHaveLength(site.contact.addresses.length - 1)
  expect(ld.openingHoursSpecification).toEqual([expect.objectContaining({ opens: "05:00", closes: "22:00" })])
  expect(ld.parentOrganization).toMatchObject({ "@type": "Organization", logo: `${URL}/logo.svg`, sameAs: site.social.map(s => s.url) })
})

test("breadcrumbs are numbered absolute URLs", () => {
  expect(
    breadcrumbJsonLd(URL, [
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
    ]),
  ).toEqual({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: URL },
      { "@type": "ListItem", position: 2, name: "Services", item: `${URL}/services` },
    ],
  })
})

test("services, news articles and FAQs", () => {
  expect(serviceJsonLd(URL, "/service/admission", { title: "Admission Guidance", summary: "Help." }, "Brand")).toMatchObject({
    "@type": "Service",
    url: `${URL}/service/admission`,
    provider: { "@id": `${URL}/#business` },
  })
  expect(
    newsArticleJsonLd(URL, "/news/x", { title: "T", excerpt: "E", date: "2026-10-26", author: "A" }, `${URL}/i.jpg`, {
      name: "B",
      logoUrl: `${URL}/l.svg`,
    }),
  ).toMatchObject({
    "@type": "NewsArticle",
    headline: "T",
    datePublished: "2026-10-26",
    author: { name: "A" },
    image: [`${URL}/i.jpg`],
  })
  const faq = faqJsonLd([{ question: "Q?", answer: "A." }])
  expect(faq).toMatchObject({ "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { text: "A." } }] })
})

test("serialised JSON-LD cannot close its script element", () => {
  const out = serializeJsonLd({ name: "</script><script>alert(1)</script>" })
  expect(out).not.toContain("</script>")
  expect(JSON.parse(out)).toEqual({ name: "</script><script>alert(1)</script>" })
})

describe("the page's language in the structured data", () => {
  const article = { title: "T", excerpt: "E", date: "2026-10-26", author: "A" }
  const publisher = { name: "P", logoUrl: `${URL}/logo.svg` }
  const programme = {
    title: "बैडमिंटन",
    description: "D",
    url: `${URL}/hi/game/badminton`,
    startingAge: 7,
    levels: ["शुरुआती"],
    pricing: { fromPerMonth: 2000 },
    coach: { name: "राहुल शर्मा", credentials: "NIS प्रमाणित" },
  }
  const hi: Record<string, string> = { "{title} coaching": "{title} कोचिंग", month: "माह", India: "भारत" }
  const t = (key: string, values?: Readonly<Record<string, string | number>>) => translate(hi, key, values)

  test("NewsArticle, FAQPage and Course say en-IN on English pages", () => {
    expect(newsArticleJsonLd(URL, "/news/x", article, undefined, publisher).inLanguage).toBe("en-IN")
    expect(faqJsonLd([{ question: "Q?", answer: "A." }]).inLanguage).toBe("en-IN")
    const course = (
      admissionsJsonLd(URL, `${URL}/admissions`, [{ ...programme, title: "Badminton" }], "Brand").itemListElement as Json[]
    )[0].item as Json
    expect(course).toMatchObject({ "@type": "Course", name: "Badminton coaching", inLanguage: "en-IN" })
    expect(((course.offers as Json).priceSpecification as Json).unitText).toBe("month")
  })

  test("and hi on Hindi pages, with the builders' own words in Hindi", () => {
    expect(newsArticleJsonLd(URL, "/hi/news/x", article, undefined, publisher, "hi").inLanguage).toBe("hi")
    expect(faqJsonLd([{ question: "प्रश्न?", answer: "उत्तर।" }], "hi").inLanguage).toBe("hi")
    const course = (admissionsJsonLd(URL, `${URL}/hi/admissions`, [programme], "Brand", "hi", t).itemListElement as Json[])[0].item as Json
    expect(course).toMatchObject({ "@type": "Course", name: "बैडमिंटन कोचिंग", inLanguage: "hi" })
    expect(((course.offers as Json).priceSpecification as Json).unitText).toBe("माह")
    expect(serviceJsonLd(URL, "/hi/service/x", { title: "S", summary: "." }, "Brand", t).areaServed).toEqual({
      "@type": "Country",
      name: "भारत",
    })
    // Service is not a CreativeWork: no inLanguage there.
    expect(serviceJsonLd(URL, "/hi/service/x", { title: "S", summary: "." }, "Brand", t)).not.toHaveProperty("inLanguage")
  })
})
