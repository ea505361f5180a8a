/**
 * Incremental line of sight between many pairs: results are kept per (observer, target, options)
 * and recomputed only when something they depend on changed.
 *
 * What a result depends on: the observer, the target, the terrain, and the figures standing where
 * they could stop a sample ray or cross the line, all of which lie inside the pair's "fan box" (the
 * box around the eye and the target's base, widened by the silhouette; sample rays and the centre
 * line never leave it). So when the scene changes:
 * - terrain changed (a different grid, and a piece that is not the same object) → everything goes;
 * - a figure changed (a different object that is not the same solid: moved, turned, went prone) →
 *   its own pairs go, and so do the pairs whose fan box its old or new base touches (it stepped into
 *   or out of a line of fire); every other pair is kept.
 * A drag step therefore recomputes the dragged figure's pairs plus the few lines it crosses.
 *
 * The cache is mutable session data (like a memo), not game state: never save it.
 */
import type { Bounds } from '../geometry/polygon';
import { lineOfSight } from './lineOfSight';
import type { LosScene } from './losScene';
import type { LosFigure, LosOptions, LosResult } from './losTypes';

interface LosCacheEntry {
  readonly result: LosResult;
  readonly observer: LosFigure;
  readonly target: LosFigure;
  readonly box: Bounds;
}

export interface LosCache {
  /** The scene the entries belong to (null before first use). */
  scene: LosScene | null;
  /** Entries per options key, then per "observer\0target". */
  readonly byOptions: Map<string, Map<string, LosCacheEntry>>;
  /** Answers given from the cache, and answers computed. */
  hits: number;
  misses: number;
}

/** Different option sets kept at once; the oldest is dropped beyond this. */
const MAX_OPTION_SETS = 8;

export function createLosCache(): LosCache {
  return { scene: null, byOptions: new Map(), hits: 0, misses: 0 };
}

function optionsKey(options: LosOptions): string {
  const rays = options.withRays ?? true;
  const crossings = options.withCrossings ?? true;
  return `${rays ? 'r' : '-'}${crossings ? 'c' : '-'}|${(options.ignoreFigureIds ?? []).join('\u0001')}|${(options.ignorePieceIds ?? []).join('\u0001')}`;
}

/** Whether two figures are the same solid (same base, heights and eye), whatever their identity. */
function sameSolid(a: LosFigure, b: LosFigure): boolean {
  if (a === b) return true;
  if (a.elevationIn !== b.elevationIn || a.heightIn !== b.heightIn || a.eyeHeightIn !== b.eyeHeightIn) return false;
  const fa = a.footprint;
  const fb = b.footprint;
  if (fa.kind === 'circle' || fb.kind === 'circle') {
    return fa.kind === 'circle' && fb.kind === 'circle' && fa.radiusIn === fb.radiusIn && fa.center.x === fb.center.x && fa.center.y === fb.center.y;
  }
  return fa.points.length === fb.points.length && fa.points.every((p, i) => p.x === fb.points[i]!.x && p.y === fb.points[i]!.y);
}

/** Same terrain and same sample pattern: then only the figures that changed can alter an answer. */
function sameTerrain(a: LosScene, b: LosScene): boolean {
  if (a.samples !== b.samples) return false;
  if (a.grid === b.grid || a.pieces === b.pieces) return true;
  return a.pieces.length === b.pieces.length && a.pieces.every((p, i) => p === b.pieces[i]);
}

function boxOfFigure(scene: LosScene, index: number): Bounds {
  const b = scene.figureBox;
  return { minX: b[4 * index]!, minY: b[4 * index + 1]!, maxX: b[4 * index + 2]!, maxY: b[4 * index + 3]! };
}

const boxesMeet = (a: Bounds, b: Bounds): boolean => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

/** The box every sample ray and the centre line of the pair stays in. */
function fanBox(scene: LosScene, observer: number, target: number): Bounds {
  const eye = scene.figureSolids[observer]!;
  const t = boxOfFigure(scene, target);
  // Samples lie at most |offset| × the base's extent from its centre: widen the base's box by that.
  const reach = scene.samples.maxColumnOffset * Math.max(t.maxX - t.minX, t.maxY - t.minY);
  return {
    minX: Math.min(eye.cx, t.minX - reach), minY: Math.min(eye.cy, t.minY - reach),
    maxX: Math.max(eye.cx, t.maxX + reach), maxY: Math.max(eye.cy, t.maxY + reach),
  };
}

/** Bring the cache up to `scene`: drop what the change may have altered. O(figures + entries × changed). */
function syncLosCache(cache: LosCache, scene: LosScene): void {
  const old = cache.scene;
  cache.scene = scene;
  if (old === null || old === scene) return;
  if (!sameTerrain(old, scene)) {
    cache.byOptions.clear();
    return;
  }
  const changedIds = new Set<string>();
  const changedBoxes: Bounds[] = [];
  scene.figures.forEach((figure, i) => {
    const j = old.figureIndexById.get(figure.id);
    const before = j === undefined ? undefined : old.figures[j];
    if (before !== undefined && sameSolid(before, figure)) return;
    changedIds.add(figure.id);
    changedBoxes.push(boxOfFigure(scene, i));
    if (j !== undefined) changedBoxes.push(boxOfFigure(old, j));
  });
  old.figures.forEach((figure, j) => {
    if (scene.figureIndexById.has(figure.id)) return;
    changedIds.add(figure.id);
    changedBoxes.push(boxOfFigure(old, j));
  });
  if (changedIds.size === 0) return;
  for (const entries of cache.byOptions.values()) {
    for (const [key, entry] of entries) {
      if (changedIds.has(entry.observer.id) || changedIds.has(entry.target.id) || changedBoxes.some((b) => boxesMeet(b, entry.box))) {
        entries.delete(key);
      }
    }
  }
}

function pairFromSynced(cache: LosCache, scene: LosScene, observerId: string, targetId: string, options: LosOptions, key: string): LosResult {
  let entries = cache.byOptions.get(key);
  if (entries === undefined) {
    if (cache.byOptions.size >= MAX_OPTION_SETS) cache.byOptions.delete(cache.byOptions.keys().next().value as string);
    entries = new Map();
    cache.byOptions.set(key, entries);
  }
  const pairKey = `${observerId}\u0000${targetId}`;
  const hit = entries.get(pairKey);
  if (hit !== undefined) {
    cache.hits++;
    return hit.result;
  }
  cache.misses++;
  const result = lineOfSight(scene, observerId, targetId, options);
  const oi = scene.figureIndexById.get(observerId)!;
  const ti = scene.figureIndexById.get(targetId)!;
  entries.set(pairKey, { result, observer: scene.figures[oi]!, target: scene.figures[ti]!, box: fanBox(scene, oi, ti) });
  return result;
}

/** lineOfSight(scene, observerId, targetId, options), from the cache when nothing it depends on changed. */
export function losCachePair(cache: LosCache, scene: LosScene, observerId: string, targetId: string, options: LosOptions = {}): LosResult {
  syncLosCache(cache, scene);
  return pairFromSynced(cache, scene, observerId, targetId, options, optionsKey(options));
}

/**
 * Line of sight between every two figures of the scene, through the cache. `pairs: 'unordered'`
 * (default) gives one result per pair, observer = the earlier figure in scene order (n(n−1)/2
 * results, row by row: (0,1), (0,2), …, (1,2), …); `'ordered'` gives both directions, observer-major
 * (n(n−1) results), for rulesets where who looks matters (eye heights differ).
 */
export function losCacheAllPairs(cache: LosCache, scene: LosScene, options: LosOptions = {}, pairs: 'unordered' | 'ordered' = 'unordered'): LosResult[] {
  syncLosCache(cache, scene);
  const key = optionsKey(options);
  const ids = scene.figures.map((f) => f.id);
  const out: LosResult[] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = pairs === 'ordered' ? 0 : i + 1; j < ids.length; j++) {
      if (i !== j) out.push(pairFromSynced(cache, scene, ids[i]!, ids[j]!, options, key));
    }
  }
  return out;
}
