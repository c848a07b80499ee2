/**
 * "react" and "react/jsx-runtime" for the admin's previews (aliased in src/node/admin/build-admin.ts).
 * Decap's standalone bundle carries its own React and exposes its createElement as window.h; preview
 * components must be rendered by that React, not by a second copy, so nothing of React is bundled here.
 */
type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown

declare global {
  interface Window {
    h?: CreateElement
  }
}

export const createElement: CreateElement = (type, props, ...children) => {
  if (!window.h) throw new Error("Decap CMS has not loaded: window.h is missing")
  return window.h(type, props, ...children)
}

/** React's element types are registered symbols, so the CMS's React knows this one. */
export const Fragment = Symbol.for("react.fragment")

export const jsx = (type: unknown, props: Record<string, unknown>, key?: string) =>
  createElement(type, key === undefined ? props : { ...props, key })
export const jsxs = jsx

export default { createElement, Fragment }
