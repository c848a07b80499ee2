/**
 * The small part of Decap CMS's browser API the admin page uses. The `decap-cms` package's standalone bundle
 * (node_modules/decap-cms/dist/decap-cms.js, with its own React) sets window.CMS, and starts itself on load
 * unless window.CMS_MANUAL_INIT is set first.
 */
import type { ComponentType } from "react"

/** Decap keeps entries as Immutable.js maps; these are the methods the previews and hooks call. */
export interface ImmutableLike {
  get(key: string | number): unknown
  getIn(path: (string | number)[]): unknown
  setIn(path: (string | number)[], value: unknown): ImmutableLike
  deleteIn(path: (string | number)[]): ImmutableLike
  toJS(): unknown
}

export interface Asset {
  toString(): string
}

export interface PreviewProps {
  entry: ImmutableLike
  getAsset: (path: string) => Asset | undefined
}

export interface PreSaveArgs {
  entry: ImmutableLike
}

export interface Formatter {
  fromFile(content: string): unknown
  toFile(data: unknown, sortedKeys?: string[]): string
}

export interface DecapCms {
  init(options?: { config?: Record<string, unknown> }): void
  registerPreviewTemplate(collection: string, component: ComponentType<PreviewProps>): void
  registerPreviewStyle(href: string, options?: { raw?: boolean }): void
  registerEventListener(listener: { name: "preSave"; handler: (args: PreSaveArgs) => unknown }): void
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void
}

declare global {
  interface Window {
    CMS?: DecapCms
    CMS_MANUAL_INIT?: boolean
  }
}

/** A field's value as plain data: Immutable lists and maps become arrays and objects. */
export function field<T = unknown>(entry: ImmutableLike, ...path: string[]): T | undefined {
  const value = entry.getIn(["data", ...path]) as { toJS?: () => unknown } | undefined | null
  if (value === undefined || value === null) return undefined
  return (typeof value.toJS === "function" ? value.toJS() : value) as T
}
