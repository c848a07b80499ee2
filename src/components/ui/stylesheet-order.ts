/**
 * The shared building blocks' stylesheets, in one fixed order. Gatsby joins every CSS module of the site into
 * one stylesheet, ordered as the pages import them, and at equal specificity the later rule wins. Each
 * building block imports this file before its own stylesheet, so whichever of them a page reaches first, all
 * of them come first and in this order, and a component's own class handed to one of them (className) comes
 * later and wins. Without it, pages that import the blocks in different orders leave the order to chance
 * (mini-css-extract-plugin's "Conflicting order" warning).
 */
import "./primitives.module.css"
import "./page-hero.module.css"
import "./prose.module.css"
import "./button.module.css"
import "./section.module.css"
import "./modal-dialog.module.css"
import "./card.module.css"
import "./pagination.module.css"
