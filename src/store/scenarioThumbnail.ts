/**
 * A small picture of a scenario's table, as plain data for an SVG: the table, each terrain piece's
 * footprint filled by kind and height (the board's own palette), each figure a dot in its side's
 * colour. Pure: the same scenario gives the same picture, so it is tested without a browser.
 *
 * Units: the SVG's user space is inches (viewBox = the table), y down as on the board; the caller
 * sizes the element. Figures are drawn at least `minFigureIn` across so a 1″ base still shows on a
 * 48″ table at 160 px.
 */
import type { Scenario } from '../engine/model';
import { cssColor, hexColorToNumber, terrainFillColor } from './palette';

export interface ThumbnailShape {
  /** SVG `points`: "x,y x,y …" in inches. */
  readonly points: string;
  readonly fill: string;
}

export interface ThumbnailDot {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly fill: string;
}

export interface ScenarioThumbnail {
  readonly viewBox: string;
  readonly widthIn: number;
  readonly depthIn: number;
  readonly pieces: readonly ThumbnailShape[];
  readonly figures: readonly ThumbnailDot[];
}

const round = (v: number): number => Math.round(v * 100) / 100;

/** The radius of a figure's base, inches (an oval's or a rectangle's: half its longer side). */
function baseRadiusIn(base: Scenario['figures'][number]['base']): number {
  const mm = base.shape === 'round' ? base.diameterMm : Math.max(base.widthMm, base.lengthMm);
  return mm / 25.4 / 2;
}

export function scenarioThumbnail(scenario: Scenario, minFigureIn = 0.9): ScenarioThumbnail {
  const { widthIn, depthIn } = scenario.table;
  // Lower pieces first, so a building stands over the road it touches.
  const pieces = [...scenario.terrain]
    .sort((a, b) => (a.elevationIn + a.heightIn) - (b.elevationIn + b.heightIn))
    .filter((p) => p.footprint.length >= 3)
    .map((p) => ({
      points: p.footprint.map((q) => `${round(q.x)},${round(q.y)}`).join(' '),
      fill: cssColor(terrainFillColor(p.kind, p.elevationIn + p.heightIn)),
    }));
  const colour = new Map(scenario.sides.map((s) => [s.id, cssColor(hexColorToNumber(s.color))]));
  const figures = scenario.figures.map((f) => ({
    cx: round(f.x), cy: round(f.y), r: round(Math.max(minFigureIn / 2, baseRadiusIn(f.base))), fill: colour.get(f.side) ?? '#888888',
  }));
  return { viewBox: `0 0 ${widthIn} ${depthIn}`, widthIn, depthIn, pieces, figures };
}
