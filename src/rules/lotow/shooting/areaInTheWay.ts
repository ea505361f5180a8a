/**
 * Area terrain In the Way (LOTOW-SHOOT-INTHEWAY-1, -4; option `areaInTheWay`): scrub, cactus and any
 * other `sight: 'area'` piece whose `inTheWay` is set. Line of sight sees through an area piece (it
 * stops no sample ray, los/), so its share of the target is not what it stops but what is seen
 * THROUGH it: the share of the target's sample rays that reach the target (unblocked) and on the way
 * pass through the piece's volume (plan inside its footprint while the ray's height is within
 * [elevationIn, top]). "Partly hides the target" as INTHEWAY-1 has it: a man behind 1″ of scrub is
 * seen through the bushes below his chest. These shares and the solid stoppers' are over disjoint
 * rays (unblocked vs blocked), so the ¼ sum of INTHEWAY-2 stays a share of the one target.
 *
 * Units: inches; shares 0–1, the weights of the sample rays (los/losSamples.ts).
 */
import type { Vec2 } from '../../../geometry/point';
import { polygonContainsPoint } from '../../../geometry/polygon';
import { lineEdgeCrossings } from '../../../geometry/segmentInside';
import type { Scenario } from '../../../engine/model';
import { raysShare } from '../../../los/lineOfSight';
import type { LosRay, LosResult } from '../../../los/losTypes';
import type { TerrainPiece } from '../../../los/terrain';
import { terrainTopIn } from '../../../los/terrain';

/** An area piece's share of the target and where the line first meets it. */
export interface AreaShare {
  readonly pieceId: string;
  /** Share of the target's samples seen through it, 0–1. */
  readonly hiddenFraction: number;
  /** Plan distance from the eye to the nearest point where a counted ray enters it, inches. */
  readonly enterIn: number;
}

/** The pieces this rule looks at: area sight with an In the Way value. */
export const areaInTheWayPieces = (scenario: Scenario): TerrainPiece[] => scenario.terrain.filter((p) => p.sight === 'area' && p.inTheWay !== null);

/** Where (0–1 along the ray) the ray first runs through the piece's volume, or null. */
function rayEntersVolume(ray: LosRay, piece: TerrainPiece): number | null {
  const { from, to } = ray;
  const dx = to.x - from.x, dy = to.y - from.y, dz = to.zIn - from.zIn;
  const ts = [0, 1];
  lineEdgeCrossings(from.x, from.y, dx, dy, piece.footprint, (t, u) => {
    if (t > 0 && t < 1 && u >= 0 && u <= 1) ts.push(t);
  });
  ts.sort((a, b) => a - b);
  const lo = piece.elevationIn, hi = terrainTopIn(piece);
  for (let k = 1; k < ts.length; k++) {
    const t0 = ts[k - 1]!, t1 = ts[k]!;
    if (t1 - t0 <= 1e-12) continue;
    const tm = (t0 + t1) / 2;
    const mid: Vec2 = { x: from.x + dx * tm, y: from.y + dy * tm };
    if (!polygonContainsPoint(piece.footprint, mid)) continue;
    const z0 = from.zIn + dz * t0, z1 = from.zIn + dz * t1;
    if (Math.min(z0, z1) > hi || Math.max(z0, z1) < lo) continue;
    // Enters the volume where the height first comes within [lo, hi] on this interval.
    if (z0 >= lo && z0 <= hi) return t0;
    const tz = dz === 0 ? t0 : (z0 > hi ? (hi - from.zIn) / dz : (lo - from.zIn) / dz);
    return Math.min(t1, Math.max(t0, tz));
  }
  return null;
}

/**
 * Each area In the Way piece some seen sample ray passes through, with its share of the silhouette
 * (`los`: one `lineOfSight` query's rays, with `blockedBy` set, and its weight units). Pieces in
 * `ignorePieceIds` are left out.
 */
export function areaShares(scenario: Scenario, los: Pick<LosResult, 'rays' | 'sampleUnits'>, ignorePieceIds: readonly string[] = []): AreaShare[] {
  if (los.rays.length === 0) return [];
  const out: AreaShare[] = [];
  for (const piece of areaInTheWayPieces(scenario)) {
    if (ignorePieceIds.includes(piece.id)) continue;
    let enterIn = Infinity;
    const share = raysShare(los, (ray) => {
      if (ray.blockedBy !== null) return false;
      const t = rayEntersVolume(ray, piece);
      if (t === null) return false;
      enterIn = Math.min(enterIn, t * Math.hypot(ray.to.x - ray.from.x, ray.to.y - ray.from.y));
      return true;
    });
    if (share > 0) out.push({ pieceId: piece.id, hiddenFraction: share, enterIn });
  }
  return out;
}
