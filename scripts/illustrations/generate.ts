/**
 * Renders every illustration in the manifest (or those whose output path
 * contains one of the CLI filters) to JPEG, plus the SVG logo and favicon.
 *
 *   npx tsx scripts/illustrations/generate.ts            # everything
 *   npx tsx scripts/illustrations/generate.ts games hero # only matching paths
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST, type Entry } from './manifest';
import { logoSvg } from './logo';
import { renderJpeg } from './render';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

async function renderEntry(e: Entry): Promise<{ bytes: number; ms: number }> {
  const t0 = Date.now();
  const bytes = await renderJpeg(e, join(ROOT, e.out));
  return { bytes, ms: Date.now() - t0 };
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const match = (path: string) => !filters.length || filters.some((f) => path.includes(f));
  const dupes = MANIFEST.map((e) => e.out).filter((o, i, all) => all.indexOf(o) !== i);
  if (dupes.length) throw new Error(`Duplicate manifest outputs: ${dupes.join(', ')}`);
  const entries = MANIFEST.filter((e) => match(e.out));
  const started = Date.now();
  let total = 0;
  let failed = 0;

  for (const out of ['data/pages/images/logo.svg', 'static/favicon.svg']) {
    if (!match(out)) continue;
    const file = join(ROOT, out);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, logoSvg(out.endsWith('favicon.svg')));
    console.log(`svg   ${out}`);
  }

  // render in a small pool; librsvg work happens off the main thread
  const queue = [...entries];
  const worker = async () => {
    for (let e = queue.shift(); e; e = queue.shift()) {
      try {
        const r = await renderEntry(e);
        total += r.bytes;
        console.log(`jpeg  ${e.out}  ${e.w}x${e.h}  ${(r.bytes / 1024).toFixed(0)} KB  ${r.ms} ms`);
      } catch (err) {
        failed += 1;
        console.error(`FAIL  ${e.out}: ${(err as Error).stack ?? err}`);
      }
    }
  };
  await Promise.all([worker(), worker()]);

  console.log(
    `\n${entries.length - failed}/${entries.length} images, ${(total / 1024 / 1024).toFixed(2)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (filters.length ? `  (filter: ${filters.join(' ')})` : ''),
  );
  if (!entries.length && filters.length) console.warn('No manifest entries matched the filter.');
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
