/**
 * lineOfSight(scene, observer, target): can the observer see the target, how much of it, and what
 * is in the way. Exact 3-D ray casting against prisms, on the scene's sample pattern (losSamples.ts):
 * rays from the observer's eye (base centre, elevation + eyeHeightIn) to a grid of points of the
 * target's silhouette (`edges`: 5 × 6 reaching 1/50 inside its outline; `centres`, old saves: 4 × 5),
 * each weighted by the share of the silhouette it stands for.
 *
 * A ray is blocked by the first thing it passes through:
 * - a `solid` piece: the ray's plan segment runs inside the footprint (concave allowed; intervals
 *   by crossing parity, losIntervals.ts) while the ray's height over that interval meets
 *   [elevationIn, top] (a balcony at 2.8–3.0″ stops only rays through that slab);
 * - another figure: the plan segment runs inside its base (circle, or convex polygon for oval and
 *   rectangular bases) while the height meets [elevation, elevation + heightIn].
 * Bounds are closed (a ray grazing a wall's top is stopped); a plan interval of zero length (a ray
 * touching a corner) stops nothing. The observer and target never block their own rays; `area`
 * pieces never block (only their depth along the centre line is measured); `sight: 'none'` pieces
 * are not in the scene at all. Figures stacked in plan (centres within 1e-9″) look north.
 *
 * How it stays fast (losRayCast.ts): the plan segments (one per column; the rows of a
 * column share it) are walked through the terrain grid (segmentGrid.ts, gridWalk.ts); each piece
 * met is tested once, with all its edges, against the columns; what provably cannot stop a ray
 * sooner is skipped. With `withRays` and `withCrossings` both false it only asks "is each ray
 * blocked at all", stops testing a column once its rays are blocked and the pair once all
 * are, and allocates only the result. Otherwise it finds each ray's first blocker (ties:
 * pieces before figures, then scene order), so the answer never depends on the order the grid met
 * things in. Same input → same output, bit for bit.
 */
import * as distance3d from '../geometry/distance3d';
import * as footprintDistance from '../geometry/footprintDistance';
import * as crossingList from './losCrossings';
import * as state from './losQueryState';
import * as rayCast from './losRayCast';
import type { LosScene } from './losScene';
import type { LosStats } from './losStats';
import { createLosStats } from './losStats';
import type { LosOptions, LosRay, LosResult, Point3 } from './losTypes';

// Names used in hot loops are copied out of their modules once, at load. Under vitest (how `npm run
// bench` measures), vite's module transform turns every read of an imported name into a getter call,
// which made a query about 6× slower there than in the app; local constants read at full speed.
const { edgeDistance3d } = distance3d;
const { footprintDistanceToFootprint } = footprintDistance;
const { losCrossingsOf } = crossingList;
const { pair } = state;
const { castSampleRays, silhouette } = rayCast;

export { BASE_CONTACT_TOLERANCE_IN } from '../geometry/contact';

const NOTHING: readonly never[] = Object.freeze([]);
const noStats = createLosStats();

function unknownFigure(id: string): never {
  throw new RangeError(`lineOfSight: no figure with id "${id}" in the scene`);
}

/** Can `observerId` see `targetId`, how much of it, and what is in the way. Throws RangeError for an unknown id. */
export function lineOfSight(scene: LosScene, observerId: string, targetId: string, options: LosOptions = {}): LosResult {
  const oi = scene.figureIndexById.get(observerId) ?? unknownFigure(observerId);
  const ti = scene.figureIndexById.get(targetId) ?? unknownFigure(targetId);
  const withRays = options.withRays ?? true;
  const withCrossings = options.withCrossings ?? true;
  const stats: LosStats = options.stats ?? noStats;
  stats.pairs++;
  castSampleRays(scene, oi, ti, options, withRays || withCrossings, withCrossings, stats);

  // The share seen: the weights of the rays not blocked, in whole units (one exact division).
  const pattern = scene.samples;
  const units = pattern.units;
  let seen = 0;
  for (let ray = 0, mask = pair.mask; ray < pattern.count; ray++) if ((mask & (1 << ray)) === 0) seen += units[ray] as number;
  const obs = scene.figureSolids[oi]!;
  const tgt = scene.figureSolids[ti]!;
  const flatIn = footprintDistanceToFootprint(obs.figure.footprint, tgt.figure.footprint);
  const heightDiffIn = tgt.zLo - obs.zLo;
  return {
    observerId, targetId, visible: seen > 0, visibleFraction: seen / pattern.totalUnits, sampleCount: pattern.count, sampleUnits: pattern.totalUnits,
    crossings: withCrossings ? losCrossingsOf(scene, oi, ti, pair.firstT, pair.firstRank, pair.segLen, silhouette.len) : NOTHING,
    rays: withRays ? raysOf(scene) : NOTHING,
    flatIn, heightDiffIn, distance3dIn: edgeDistance3d(flatIn, heightDiffIn),
  };
}

/** The sample rays of the query just run, with where each is first stopped and by what. */
function raysOf(scene: LosScene): LosRay[] {
  const eyeZ = pair.eyeZ;
  const from: Point3 = { x: pair.ex, y: pair.ey, zIn: eyeZ };
  const pattern = scene.samples;
  const rays: LosRay[] = [];
  for (let col = 0; col < pattern.columns; col++) {
    const off = (pattern.columnOffsets[col] as number) * silhouette.width;
    const x = silhouette.cx + off * silhouette.px, y = silhouette.cy + off * silhouette.py;
    for (let r = 0; r < pattern.rows; r++) {
      const ray = col * pattern.rows + r;
      const to: Point3 = { x, y, zIn: pair.rowZ[r] as number };
      const t = pair.firstT[ray] as number;
      const rank = pair.firstRank[ray] as number;
      const units = pattern.units[ray] as number;
      rays.push(rank < 0 ? { from, to, blockedAt: null, blockedBy: null, units } : {
        from, to, units,
        blockedAt: { x: from.x + t * (x - from.x), y: from.y + t * (y - from.y), zIn: eyeZ + t * (to.zIn - eyeZ) },
        blockedBy: rank < pair.pieceCount ? scene.pieceIds[rank]! : scene.figures[rank - pair.pieceCount]!.id,
      });
    }
  }
  return rays;
}

/**
 * The share of the silhouette whose rays `pick` chooses (needs `los.rays`): their weights summed in
 * whole units, then one division, so the same rays give the same number bit for bit.
 */
export function raysShare(los: Pick<LosResult, 'rays' | 'sampleUnits'>, pick: (ray: LosRay) => boolean): number {
  let units = 0;
  for (const ray of los.rays) if (pick(ray)) units += ray.units;
  return units / los.sampleUnits;
}
