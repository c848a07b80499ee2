import fs from "fs"
import path from "path"

export interface ListFilesOptions {
  /** Leaves out a folder and everything in it, given its path relative to the listed folder ("schemas"). */
  skipDir?: (rel: string) => boolean
  /** Keeps only the files it accepts, given their relative path ("games/badminton.en.json"). */
  match?: (rel: string) => boolean
}

/**
 * Every file under `dir`, as paths relative to it with "/" separators, sorted. A folder that does not exist
 * has no files. The one directory walker of the build and the tests.
 */
export function listFiles(dir: string, { skipDir = () => false, match = () => true }: ListFilesOptions = {}): string[] {
  const found: string[] = []
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (!skipDir(child)) walk(child)
      } else if (entry.isFile() && match(child)) found.push(child)
    }
  }
  if (fs.existsSync(dir)) walk("")
  return found.sort()
}
