import React from "react"
import { render, screen } from "@testing-library/react"
import { isPlainClick } from "../src/lib/navigation"
import { ArticleActions } from "../src/components/detail/article-actions"
import { ContactForm } from "../src/components/contact/contact-form"
import { useContactForm } from "../src/hooks/use-contact-form"
import { serverRender } from "./fixtures/server-render"
import site from "../data/site.en.json"

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }

describe("isPlainClick: which clicks a script upgrades (the video link, a gallery tile)", () => {
  test("a plain primary click", () => expect(isPlainClick(click)).toBe(true))
  test.each(["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)("not with %s (new tab, window, download)", key =>
    expect(isPlainClick({ ...click, [key]: true })).toBe(false),
  )
  test("not the middle or right button", () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false)
    expect(isPlainClick({ ...click, button: 2 })).toBe(false)
  })
  test("not a click another handler already took", () => expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false))
})

describe("Share and Print before the scripts run", () => {
  test("the server's HTML keeps their place but does not show them; hydrated, they show", () => {
    const host = document.createElement("div")
    host.innerHTML = serverRender(<ArticleActions title="A post" />)
    const bar = host.firstElementChild!
    // article-actions.module.css: .actions[data-waiting] > button { visibility: hidden }
    expect(bar).toHaveAttribute("data-waiting")
    expect(bar.querySelectorAll("button")).toHaveLength(2)
    render(<ArticleActions title="A post" />)
    expect(screen.getByRole("button", { name: "Share Article" }).parentElement).not.toHaveAttribute("data-waiting")
  })
})

describe("the contact form without scripts", () => {
  function Form() {
    return <ContactForm form={useContactForm(jest.fn())} contact={site.contact} />
  }

  test("says in one sentence that it needs JavaScript, with every phone, WhatsApp and e-mail from site.en.json", () => {
    const host = document.createElement("div")
    host.innerHTML = serverRender(<Form />)
    const noscript = host.querySelector("form noscript")!
    // Inside <noscript> the HTML parser (with scripting) keeps the markup as text: parse it as a browser without scripts would.
    const note = document.createElement("div")
    note.innerHTML = noscript.innerHTML || noscript.textContent || ""
    const text = note.textContent!.replace(/\s+/g, " ").trim()
    expect(text).toMatch(/^This form needs JavaScript to send: .*\.$/)
    expect(text).not.toMatch(/[.!?;] /) // one sentence
    const hrefs = [...note.querySelectorAll("a")].map(a => a.getAttribute("href"))
    expect(hrefs).toEqual([
      ...site.contact.phones.map(p => `tel:${p.tel}`),
      `https://wa.me/${site.contact.whatsapp}`,
      `mailto:${site.contact.email}`,
    ])
    // And its submit button stays disabled until the form can send.
    expect(host.querySelector('button[type="submit"]')!.hasAttribute("disabled")).toBe(true)
  })
})
