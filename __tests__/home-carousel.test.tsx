import React from "react"
import { act, fireEvent, render, renderHook, screen, within } from "@testing-library/react"
import { isRotating, nextIndex, previousIndex, SLIDE_INTERVAL_MS, slideLabel } from "../src/lib/carousel"
import { useCarousel } from "../src/hooks/use-carousel"
import { HeroCarousel } from "../src/components/home/hero-carousel"
import { useHydrated } from "../src/hooks/use-hydrated"
import { serverRender as renderToString } from "./fixtures/server-render"

// jsdom has no PointerEvent; React reads pointerType from the native event.
class TestPointerEvent extends MouseEvent {
  pointerType: string
  constructor(type: string, init: MouseEventInit & { pointerType?: string } = {}) {
    super(type, init)
    this.pointerType = init.pointerType ?? "mouse"
  }
}
;(window as unknown as { PointerEvent: typeof TestPointerEvent }).PointerEvent = TestPointerEvent

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
}

beforeEach(() => {
  jest.useFakeTimers()
  mockReducedMotion(false)
})
afterEach(() => {
  jest.useRealTimers()
})

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms))

describe("carousel logic", () => {
  test("next and previous wrap at both ends", () => {
    expect(nextIndex(0, 3)).toBe(1)
    expect(nextIndex(2, 3)).toBe(0)
    expect(previousIndex(0, 3)).toBe(2)
    expect(previousIndex(1, 3)).toBe(0)
  })

  test("rotates only while playing, not hovered, not focused, with more than one slide", () => {
    const base = { playing: true, hovered: false, focused: false, count: 3 }
    expect(isRotating(base)).toBe(true)
    expect(isRotating({ ...base, playing: false })).toBe(false)
    expect(isRotating({ ...base, hovered: true })).toBe(false)
    expect(isRotating({ ...base, focused: true })).toBe(false)
    expect(isRotating({ ...base, count: 1 })).toBe(false)
  })

  test("labels slides 'n of N'", () => {
    expect(slideLabel(0, 3)).toBe("1 of 3")
    expect(slideLabel(2, 3)).toBe("3 of 3")
  })
})

describe("useCarousel", () => {
  test("advances every 6 s and wraps from the last slide to the first", () => {
    const { result } = renderHook(() => useCarousel(3))
    expect(SLIDE_INTERVAL_MS).toBe(6000)
    expect(result.current.index).toBe(0)
    advance(5999)
    expect(result.current.index).toBe(0)
    advance(1)
    expect(result.current.index).toBe(1)
    advance(6000)
    expect(result.current.index).toBe(2)
    advance(6000)
    expect(result.current.index).toBe(0)
  })

  test("previous and next wrap, and a slide chosen by hand stays up a full interval", () => {
    const { result } = renderHook(() => useCarousel(3))
    act(() => result.current.previous())
    expect(result.current.index).toBe(2)
    act(() => result.current.next())
    expect(result.current.index).toBe(0)
    advance(4000)
    act(() => result.current.goTo(1))
    advance(5999)
    expect(result.current.index).toBe(1)
    advance(1)
    expect(result.current.index).toBe(2)
  })

  test("the start/stop control stops and restarts rotation", () => {
    const { result } = renderHook(() => useCarousel(3))
    act(() => result.current.togglePlaying())
    expect(result.current.playing).toBe(false)
    advance(30_000)
    expect(result.current.index).toBe(0)
    act(() => result.current.togglePlaying())
    expect(result.current.playing).toBe(true)
    advance(6000)
    expect(result.current.index).toBe(1)
  })

  test("does not rotate when the visitor prefers reduced motion, but can be started", () => {
    mockReducedMotion(true)
    const { result } = renderHook(() => useCarousel(3))
    expect(result.current.playing).toBe(false)
    advance(30_000)
    expect(result.current.index).toBe(0)
    act(() => result.current.togglePlaying())
    advance(6000)
    expect(result.current.index).toBe(1)
  })
})

function Harness() {
  const carousel = useCarousel(3)
  const hydrated = useHydrated()
  const slides = [1, 2, 3].map(n => ({ caption: `Caption ${n}`, imageAlt: `Image ${n}`, image: { childImageSharp: null } }))
  return (
    <section data-testid="hero" {...carousel.rootProps}>
      <HeroCarousel slides={slides} carousel={carousel} controls={hydrated} />
      <button type="button">Join</button>
    </section>
  )
}

const activeSlide = () => screen.getAllByRole("group").find(g => g.getAttribute("data-active") === "true")

describe("hero carousel (APG pattern)", () => {
  test("the server's HTML has the slides but no controls: they would do nothing before the scripts run", () => {
    const html = renderToString(<Harness />)
    expect(html).toContain('aria-roledescription="slide"')
    expect(html).not.toMatch(/slide show|Previous slide|Next slide|Show slide/)
    // Hydrated, they are there.
    render(<Harness />)
    expect(screen.getByRole("button", { name: "Next slide" })).toBeVisible()
  })

  test("slides are groups labelled 'n of 3'; the start/stop control is the first control", () => {
    render(<Harness />)
    const carousel = screen.getByRole("region", { name: "Highlights" })
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel")
    const slides = within(carousel).getAllByRole("group")
    expect(slides.map(s => s.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"])
    slides.forEach(s => expect(s).toHaveAttribute("aria-roledescription", "slide"))
    expect(within(carousel).getAllByRole("button")[0]).toHaveAccessibleName("Stop automatic slide show")
  })

  test("arrows wrap, indicators choose a slide, and the live region is quiet only while rotating", () => {
    render(<Harness />)
    expect(activeSlide()).toHaveAccessibleName("1 of 3")
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }))
    expect(activeSlide()).toHaveAccessibleName("3 of 3")
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }))
    expect(activeSlide()).toHaveAccessibleName("1 of 3")
    fireEvent.click(screen.getByRole("button", { name: "Show slide 2 of 3" }))
    expect(activeSlide()).toHaveAccessibleName("2 of 3")
    expect(screen.getByRole("button", { name: "Show slide 2 of 3" })).toHaveAttribute("aria-current", "true")

    const live = document.getElementById("hero-slides")!
    expect(live).toHaveAttribute("aria-live", "off")
    fireEvent.click(screen.getByRole("button", { name: "Stop automatic slide show" }))
    expect(screen.getByRole("button", { name: "Start automatic slide show" })).toBeInTheDocument()
    expect(live).toHaveAttribute("aria-live", "polite")
  })

  test("pauses while a mouse hovers it and resumes when it leaves; a touch does not pause it", () => {
    render(<Harness />)
    const hero = screen.getByTestId("hero")
    fireEvent.pointerOver(hero, { pointerType: "mouse" })
    advance(20_000)
    expect(activeSlide()).toHaveAccessibleName("1 of 3")
    fireEvent.pointerOut(hero, { pointerType: "mouse", relatedTarget: document.body })
    advance(6000)
    expect(activeSlide()).toHaveAccessibleName("2 of 3")

    fireEvent.pointerOver(hero, { pointerType: "touch" })
    advance(6000)
    expect(activeSlide()).toHaveAccessibleName("3 of 3")
  })

  test("pauses while focus is inside and resumes when focus leaves", () => {
    render(<Harness />)
    const outside = document.createElement("button")
    document.body.appendChild(outside)
    act(() => screen.getByRole("button", { name: "Next slide" }).focus())
    expect(activeSlide()).toHaveAccessibleName("1 of 3")
    advance(20_000)
    act(() => screen.getByRole("button", { name: "Join" }).focus())
    advance(20_000)
    expect(activeSlide()).toHaveAccessibleName("1 of 3")
    act(() => outside.focus())
    advance(6000)
    expect(activeSlide()).toHaveAccessibleName("2 of 3")
    outside.remove()
  })
})

describe("hero slide images", () => {
  const imageData = (n: number) => ({
    layout: "fullWidth" as const,
    width: 1,
    height: 0.5625,
    images: { fallback: { src: `/hero-${n}.jpg`, srcSet: `/hero-${n}.jpg 1600w`, sizes: "100vw" }, sources: [] },
  })
  function ImageHarness() {
    const carousel = useCarousel(3)
    const slides = [1, 2, 3].map(n => ({
      caption: `Caption ${n}`,
      imageAlt: `Image ${n}`,
      image: { childImageSharp: { gatsbyImageData: imageData(n) } },
    }))
    return <HeroCarousel slides={slides} carousel={carousel} controls />
  }
  const shown = () => screen.queryAllByRole("img").map(img => img.getAttribute("alt"))

  test("only the first slide's image is in the first render; the others follow once the page has loaded", () => {
    render(<ImageHarness />)
    expect(shown()).toEqual(["Image 1"])
    expect(screen.getByRole("img", { name: "Image 1" })).toHaveAttribute("loading", "eager")
    advance(300) // load has fired (jsdom), then the browser is idle
    expect(shown()).toEqual(["Image 1", "Image 2", "Image 3"])
    expect(screen.getByRole("img", { name: "Image 3" })).toHaveAttribute("loading", "lazy")
  })

  test("a slide chosen before that shows its image at once", () => {
    render(<ImageHarness />)
    fireEvent.click(screen.getByRole("button", { name: "Show slide 3 of 3" }))
    expect(shown()).toEqual(["Image 1", "Image 3"])
  })
})
