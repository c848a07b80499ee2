import site from "../data/site.json"
import {
  breadcrumbJsonLd,
  businessJsonLd,
  faqJsonLd,
  newsArticleJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  toPostalAddress,
} from "../src/lib/structured-data"

const URL = "https://www.example.com"

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
