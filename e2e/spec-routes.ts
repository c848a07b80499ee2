// The route table of SPEC.md with today's slugs, written out by hand (not read from data/), so a renamed or
// deleted entry fails the tests instead of silently shrinking them. Shared by the browser tests and the
// jest test of the shipped data; no Playwright import here, so jest can load it too.
export const GAMES = [
  `badminton`,
  `table-tennis`,
  `tennis`,
  `athletics`,
  `boxing`,
  `weightlifting`,
  `powerlifting`,
  `basketball`,
  `volleyball`,
  `cricket-women`,
  `shooting`,
]
export const NEWS = [
  `new-training-program-launched`,
  `nullam-placerat-massa-et`,
  `phasellus-nec-metus-scelerisque`,
  `championship-results-announced`,
]
export const FOCUS = [`tests`, `lead-skill`, `online-classes`]
export const SERVICES = [
  `turnkey-sports-infrastructure`,
  `project-consultation`,
  `sports-flooring-solutions`,
  `sports-consultancy`,
  `ground-development`,
  `physiology`,
  `sports-games-training`,
  `admission`,
  `scholarship`,
  `coaches`,
  `physiotherapy`,
  `recruitment-jobs`,
  `sports-nutrition`,
]
export const SPORTS = [
  `sports-fitness`,
  `badminton`,
  `table-tennis`,
  `athletes`,
  `boxing`,
  `shooting`,
  `weightlifting`,
  `cricket-women`,
  `tennis`,
  `volleyball`,
  `powerlifting`,
  `sports-infrastructure`,
]
export const FIXED_ROUTES = [
  `/`,
  `/about`,
  `/services`,
  `/projects`,
  `/contact`,
  `/gallery`,
  `/blog`,
  `/template-left-sidebar`,
  `/template-right-sidebar`,
  `/template-full-width`,
  `/template-no-sidebar`,
  `/template-grid-layout`,
  `/sports-meditation`,
]
export const ROUTES = [
  ...FIXED_ROUTES,
  ...SPORTS.map(slug => `/${slug}`),
  ...GAMES.map(slug => `/game/${slug}`),
  ...NEWS.map(slug => `/news/${slug}`),
  ...FOCUS.map(slug => `/focus/${slug}`),
  ...SERVICES.map(slug => `/service/${slug}`),
]
