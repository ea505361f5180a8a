/**
 * Colours shared by the board (Pixi, numeric 0xrrggbb) and the UI legend (CSS, `cssColor`).
 * One place so the legend's swatches are exactly what the table shows.
 *
 * Terrain is filled by kind; its height shades the fill (taller is lighter, as if lit from above),
 * so height reads at a glance without labels.
 */
import type { TerrainKind } from '../los/terrain';

export const TERRAIN_FILL: Readonly<Record<TerrainKind, number>> = {
  building: 0x8a6e5c,
  wall: 0x9a9a94,
  fence: 0xa07f5a,
  hedge: 0x2f6b2c,
  rocks: 0x77858f,
  woods: 0x1f5a24,
  scrub: 0x7a9a3c,
  hill: 0x7f7345,
  platform: 0xa89878,
  balcony: 0xc49a6c,
  water: 0x3a78b5,
  ladder: 0xd8b878,
  trough: 0x6a8aa2,
  road: 0xa89b7e,
  other: 0x9c8fa8,
};

/** Heights at which the shading stops changing, inches. */
const SHADE_LOW_IN = 0;
const SHADE_HIGH_IN = 8;
const SHADE_RANGE = 0.28;

/**
 * Shading for a height, in [−0.28, +0.28]: negative darkens towards black, positive lightens
 * towards white (apply with `shadeColor`). Table level is darkest, 8″ and above lightest; linear between.
 */
export function heightShade(heightIn: number): number {
  const h = Number.isFinite(heightIn) ? heightIn : 0;
  const t = Math.min(1, Math.max(0, (h - SHADE_LOW_IN) / (SHADE_HIGH_IN - SHADE_LOW_IN)));
  return -SHADE_RANGE + 2 * SHADE_RANGE * t;
}

/** Mix a 0xrrggbb colour towards white (amount > 0) or black (amount < 0); |amount| ≤ 1. */
export function shadeColor(color: number, amount: number): number {
  const a = Math.max(-1, Math.min(1, amount));
  const channel = (c: number): number => Math.round(a >= 0 ? c + (255 - c) * a : c * (1 + a));
  const r = channel((color >> 16) & 0xff);
  const g = channel((color >> 8) & 0xff);
  const b = channel(color & 0xff);
  return (r << 16) | (g << 8) | b;
}

/** The fill of a terrain piece of `kind` whose top stands `topIn` above the table. */
export const terrainFillColor = (kind: TerrainKind, topIn: number): number =>
  shadeColor(TERRAIN_FILL[kind], heightShade(topIn));

/** `#rrggbb` (or `#rgb`) to 0xrrggbb; `fallback` for anything else. */
export function hexColorToNumber(hex: string, fallback = 0x888888): number {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m || m[1] === undefined) return fallback;
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  return parseInt(digits, 16);
}

/** 0xrrggbb to `#rrggbb`, for CSS. */
export const cssColor = (color: number): string => `#${(color & 0xffffff).toString(16).padStart(6, '0')}`;
