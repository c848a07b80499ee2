/** Turns a manifest entry into SVG markup and then a JPEG file. */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import type { Entry } from './manifest';
import { Stage } from './stage';

export const JPEG_OPTIONS = { quality: 82, mozjpeg: true, progressive: true } as const;

/** Scenes are seeded with their output path, so output is stable across runs. */
export function renderSvg(e: Entry): string {
  const st = new Stage(e.w, e.h, e.out);
  e.scene(st);
  return st.render();
}

export async function renderJpeg(e: Entry, file: string): Promise<number> {
  await mkdir(dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(renderSvg(e)))
    .flatten({ background: '#FFFDF8' })
    .jpeg(JPEG_OPTIONS)
    .toFile(file);
  return info.size;
}
