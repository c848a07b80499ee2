import React from "react"
import { act, fireEvent, render, renderHook, screen } from "@testing-library/react"
import { navigate, useStaticQuery } from "gatsby"
import { Header } from "../src/components/layout/header"
import { activeSectionAt, followSectionLink, HOME_SECTIONS, SECTION_SCROLL_DELAY_MS, SPY_OFFSET_PX } from "../src/lib/section-scroll"
import { isActiveLink, mainLinks } from "../src/lib/navigation"
import { useScrollSpy } from "../src/hooks/use-scroll-spy"
import { useSectionArrival } from "../src/hooks/use-section-arrival"

const tops = (values: number[]) => HOME_SECTIONS.map((id, i) => ({ id, top: values[i] }))

describe("activeSectionAt (offset 100 px)", () => {
  test("the offset is 100 px", () => {
    expect(SPY_OFFSET_PX).toBe(100)
  })

  test("picks the last section whose top is within 100 px of the window's top", () => {
    expect(activeSectionAt(tops([0, 700, 1400, 2100, 2800, 3500]))).toBe("home")
    expect(activeSectionAt(tops([-600, 101, 800, 1500, 2200, 2900]))).toBe("home")
    expect(activeSectionAt(tops([-600, 100, 800, 1500, 2200, 2900]))).toBe("about")
    expect(activeSectionAt(tops([-2000, -1400, -700, 80, 700, 1400]))).toBe("coaches")
    expect(activeSectionAt(tops([-4000, -3400, -2700, -1920, -1200, 99]))).toBe("news")
  })

  test("the first section before any reached the top, the last at the bottom of the page, none without sections", () => {
    expect(activeSectionAt(tops([300, 900, 1500, 2100, 2700, 3300]))).toBe("home")
    expect(activeSectionAt(tops([-4000, -3400, -2700, -1920, -1200, 400]), 100, true)).toBe("news")
    expect(activeSectionAt([])).toBeNull()
  })
})

describe("header links on home", () => {
  const home = mainLinks.find(l => l.label === "Home")!
  const coaches = mainLinks.find(l => l.label === "Coaches")!
  const about = mainLinks.find(l => l.label === "About")!

  test("Coaches is active while the coaches section is in view, Home for every other section", () => {
    expect(isActiveLink(coaches, "/", "coaches")).toBe(true)
    expect(isActiveLink(home, "/", "coaches")).toBe(false)
    for (const section of ["home", "about", "services", "results", "news", null]) {
      expect(isActiveLink(home, "/", section)).toBe(true)
      expect(isActiveLink(coaches, "/", section)).toBe(false)
    }
  })

  test("section links are never active on other pages; page links follow the path", () => {
    expect(isActiveLink(coaches, "/about", "coaches")).toBe(false)
    expect(isActiveLink(home, "/about")).toBe(false)
    expect(isActiveLink(about, "/about")).toBe(true)
    expect(isActiveLink(about, "/", "about")).toBe(false)
  })
})

function placeSections(values: number[]) {
  document.body.innerHTML = ""
  HOME_SECTIONS.forEach((id, i) => {
    const el = document.createElement("section")
    el.id = id
    el.getBoundingClientRect = () => ({ top: values[i] }) as DOMRect
    document.body.appendChild(el)
  })
}

describe("useScrollSpy", () => {
  let frames: FrameRequestCallback[] = []
  const scroll = () =>
    act(() => {
      window.dispatchEvent(new Event("scroll"))
      window.dispatchEvent(new Event("scroll")) // a second event in the same frame measures once
      expect(frames).toHaveLength(1)
      frames.splice(0).forEach(cb => cb(0))
    })

  beforeEach(() => {
    frames = []
    jest.spyOn(window, "requestAnimationFrame").mockImplementation(cb => frames.push(cb))
  })
  afterEach(() => jest.restoreAllMocks())

  test("measures on mount and follows scrolling, at most once per frame", () => {
    placeSections([0, 700, 1400, 2100, 2800, 3500])
    const { result } = renderHook(() => useScrollSpy(HOME_SECTIONS))
    expect(result.current).toBe("home")

    placeSections([-2000, -1300, -600, 90, 800, 1500])
    scroll()
    expect(result.current).toBe("coaches")

    placeSections([-2000, -1300, -600, 101, 800, 1500])
    scroll()
    expect(result.current).toBe("services")
  })
})

function mockMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
}

function clickEvent(overrides: Partial<React.MouseEvent<HTMLAnchorElement>> = {}) {
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    preventDefault: jest.fn(),
    ...overrides,
  } as unknown as React.MouseEvent<HTMLAnchorElement> & { preventDefault: jest.Mock }
}

describe("section links", () => {
  let scrollIntoView: jest.Mock
  beforeEach(() => {
    document.body.innerHTML = `<section id="home"></section><section id="coaches"><h2>Coaches</h2></section>`
    scrollIntoView = jest.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    window.history.replaceState({ key: "initial" }, "", "/")
    ;(navigate as jest.Mock).mockClear()
    mockMotion(false)
  })

  test("on home: smooth-scrolls to the section, focuses it and puts it in the address", () => {
    const event = clickEvent()
    followSectionLink(event, "coaches", "/")
    expect(event.preventDefault).toHaveBeenCalled()
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" })
    const section = document.getElementById("coaches")!
    expect(document.activeElement).toBe(section)
    expect(section).toHaveAttribute("tabindex", "-1")
    expect(window.location.hash).toBe("#coaches")
    expect(navigate).not.toHaveBeenCalled()
  })

  test("without smooth scrolling when the visitor prefers reduced motion", () => {
    mockMotion(true)
    followSectionLink(clickEvent(), "coaches", "/")
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "instant", block: "start" })
  })

  test("from another page: navigates home carrying the section", () => {
    const event = clickEvent()
    followSectionLink(event, "coaches", "/about")
    expect(event.preventDefault).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith("/", { state: { section: "coaches" } })
    expect(scrollIntoView).not.toHaveBeenCalled()
  })

  test("from another Hindi page: navigates to the Hindi home", () => {
    followSectionLink(clickEvent(), "coaches", "/hi/about")
    expect(navigate).toHaveBeenCalledWith("/hi", { state: { section: "coaches" } })
  })

  test("on the Hindi home: scrolls there and keeps the Hindi address", () => {
    window.history.replaceState({ key: "initial" }, "", "/hi")
    const event = clickEvent()
    followSectionLink(event, "coaches", "/hi")
    expect(event.preventDefault).toHaveBeenCalled()
    expect(`${window.location.pathname}${window.location.hash}`).toBe("/hi#coaches")
    expect(navigate).not.toHaveBeenCalled()
  })

  test("a click that opens a new tab, and Home from another page, keep the link's own behaviour", () => {
    const modified = clickEvent({ ctrlKey: true })
    followSectionLink(modified, "coaches", "/about")
    expect(modified.preventDefault).not.toHaveBeenCalled()
    const home = clickEvent()
    followSectionLink(home, "home", "/about")
    expect(home.preventDefault).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  test("arriving home with a section: scrolls there 100 ms after rendering", () => {
    jest.useFakeTimers()
    try {
      renderHook(() => useSectionArrival({ section: "coaches" }))
      expect(SECTION_SCROLL_DELAY_MS).toBe(100)
      act(() => void jest.advanceTimersByTime(99))
      expect(scrollIntoView).not.toHaveBeenCalled()
      act(() => void jest.advanceTimersByTime(1))
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" })
      expect(window.location.pathname + window.location.hash).toBe("/#coaches")
      expect(document.activeElement).toBe(document.getElementById("coaches"))
    } finally {
      jest.useRealTimers()
    }
  })
})

describe("header section links", () => {
  beforeEach(() => {
    ;(useStaticQuery as jest.Mock).mockReturnValue({
      allSiteData: { nodes: [{ locale: "en", brand: { shortName: "VeerBhumi Sports", logo: { publicURL: "/logo.svg" } } }] },
      allSport: { nodes: [] },
      latestNews: [],
    })
    ;(navigate as jest.Mock).mockClear()
  })

  test("aria-current follows the active section on home", () => {
    const { rerender } = render(<Header pathname="/" activeSection="about" />)
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("link", { name: "Coaches" })).not.toHaveAttribute("aria-current")
    rerender(<Header pathname="/" activeSection="coaches" />)
    expect(screen.getByRole("link", { name: "Coaches" })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current")
  })

  test("COACHES on another page is a link to /#coaches that goes home carrying the section", () => {
    render(<Header pathname="/about" />)
    const coaches = screen.getByRole("link", { name: "Coaches" })
    expect(coaches).toHaveAttribute("href", "/#coaches")
    fireEvent.click(coaches)
    expect(navigate).toHaveBeenCalledWith("/", { state: { section: "coaches" } })
  })
})
