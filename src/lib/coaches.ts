/**
 * A coach's games and batches as the coach's page shows them. Batches are written in English as the games name
 * them (a game's `levels`, data/schemas/coach.schema.json), so the page of another language finds each batch's
 * name by its place in the game's English list.
 */

export interface GameLevels {
  slug: string
  levels: readonly string[]
}

export interface CoachGame<Game> {
  game: Game
  /** The coach's batches of this game, in the game's order, in the page's language. */
  batches: string[]
}

/**
 * Each of the coach's games (in the coach's order, skipping any the site no longer has) with the coach's batches
 * of it; `rest` holds batches of no listed game (a coach who names no game), with the game that names them.
 */
export function coachGames<Game extends GameLevels>(
  coach: { games?: readonly string[] | null; batches?: readonly string[] | null },
  /** The games in the page's language. */
  games: readonly Game[],
  /** The same games in English, whose level names the batches use. */
  englishGames: readonly GameLevels[],
): { games: CoachGame<Game>[]; rest: { batch: string; game?: Game }[] } {
  const batches = coach.batches ?? []
  const english = new Map(englishGames.map(g => [g.slug, g.levels]))
  const placed = new Set<string>()
  const list = (coach.games ?? []).flatMap(slug => {
    const game = games.find(g => g.slug === slug)
    if (!game) return []
    const levels = english.get(slug) ?? game.levels
    const mine = levels.flatMap((level, i) => {
      if (!batches.includes(level)) return []
      placed.add(level)
      return [game.levels[i] ?? level]
    })
    return [{ game, batches: mine }]
  })
  // A batch of no listed game (the coach names none) takes its name from the first game that has it.
  const rest = batches
    .filter(b => !placed.has(b))
    .map(batch => {
      const from = englishGames.find(g => g.levels.includes(batch))
      const game = from && games.find(g => g.slug === from.slug)
      return { batch: (game && game.levels[from.levels.indexOf(batch)]) ?? batch, game }
    })
  return { games: list, rest }
}
