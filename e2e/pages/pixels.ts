/** Reading pixels of a Playwright screenshot (PNG) in the page, and comparing colours. */
import type { Page } from '@playwright/test';

/** The colour at (x, y) CSS pixels of a PNG screenshot, decoded by the browser. */
export async function samplePng(page: Page, png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  return page.evaluate(async ([b64, px, py]) => {
    const blob = await (await fetch(`data:image/png;base64,${b64}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const c = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = c.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const d = ctx.getImageData(Math.round(px as number), Math.round(py as number), 1, 1).data;
    return [d[0]!, d[1]!, d[2]!] as [number, number, number];
  }, [png.toString('base64'), x, y] as const);
}

export function hex(color: string): [number, number, number] {
  const n = parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

/**
 * How close a figure's token at (x, y) CSS pixels comes to `colour`: the best of a few points of its
 * fill between the initials at the centre and the badges on the rim (a token is at least 22 px across).
 */
export async function tokenColourDistance(page: Page, png: Buffer, x: number, y: number, colour: readonly number[]): Promise<number> {
  let best = Infinity;
  for (const [dx, dy] of [[0, 7], [-7, 5], [7, 5]] as const) best = Math.min(best, colourDistance(await samplePng(page, png, x + dx, y + dy), colour));
  return best;
}
