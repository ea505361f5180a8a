/**
 * BP-REACT-1 at one point of a move: does the reacting shooter see the mover standing there, how
 * far apart are they, and may he fire (in sight and in range)?
 *
 * - Sight is the line-of-sight core's answer for the mover's figure placed at the point (its base,
 *   its height and stance, on the surface under that point: engine/placement.ts `surfaceAt`), in
 *   the table's scene with that one figure moved (los/losScene.ts `losSceneWithFigure`: O(figures),
 *   the terrain grid shared). Any sample ray seen counts (`visible`), as for every shot.
 * - A mover Hidden there (BP-OBST-2/3: behind a level-2/3 obstacle, not visible at all) is not seen
 *   and the core is not asked. Whether it is Hidden is the caller's (the hide rules and the mover's
 *   state), handed in as a predicate.
 * - Distance: base edge to base edge, closest points, in 3-D (BP-GAP-01; as hitChain measures),
 *   inches. Range: `rangeAt` (shooting/rangeBands.ts `rangeBandAt` for the weapon by default); a
 *   mover charging the shooter is Effective at any distance (BP-REACT-5).
 * The mover keeps its facing along the path (a move's intent turns it only at the end).
 * Other figures stand where they stand: a Group's other movers are not moved with this one.
 */
import { figureFootprint } from '../../../engine/figureGeometry';
import { losFigureOf } from '../../../engine/losScene';
import type { Figure, Scenario } from '../../../engine/model';
import { surfaceAt } from '../../../engine/placement';
import * as distance3d from '../../../geometry/distance3d';
import * as footprintDistance from '../../../geometry/footprintDistance';
import * as los from '../../../los/lineOfSight';
import * as losScene from '../../../los/losScene';
import type { LosScene } from '../../../los/losScene';
import type { RangeVerdict } from '../shooting/rangeBands';
import type { PathSample } from './pathSamples';

// Copied out of their modules once (vitest turns reads of imported names into getter calls: see los/CONTEXT.md).
const { lineOfSight } = los;
const { losSceneWithFigure } = losScene;
const { footprintDistanceToFootprint } = footprintDistance;
const { edgeDistance3d } = distance3d;

/** What the shooter makes of the mover at one sample of its path. */
export interface SampleSight extends PathSample {
  /** The mover is Hidden there (BP-OBST-2/3): not visible at all. */
  readonly hidden: boolean;
  /** The shooter sees some part of the mover there (false when hidden). */
  readonly sees: boolean;
  /** The share of the mover's silhouette seen, 0–1 (0 when hidden). */
  readonly visibleFraction: number;
  /** Base edge to base edge in 3-D, inches. */
  readonly distanceIn: number;
  readonly range: RangeVerdict;
  /** In sight and in range: the shooter may fire at the mover here (BP-REACT-1). */
  readonly canFire: boolean;
}

/** What every sample of one shooter × mover pair shares, prepared once per path. */
export interface SampleSightContext {
  readonly scenario: Scenario;
  /** A scene holding the shooter where it shoots from (every other figure where it stands). */
  readonly scene: LosScene;
  readonly shooterId: string;
  readonly mover: Figure;
  /** The band at a distance (inches), BP-REACT-5's charge already folded in. */
  readonly rangeAt: (distanceIn: number) => RangeVerdict;
  readonly hiddenAt: (sample: PathSample) => boolean;
}

/** The shooter's answer for the mover at `sample`. Throws RangeError when the scene lacks the shooter. */
export function sampleSight(ctx: SampleSightContext, sample: PathSample): SampleSight {
  const { scenario, mover } = ctx;
  const shooter = ctx.scene.figureById.get(ctx.shooterId);
  if (shooter === undefined) throw new RangeError(`sampleSight: no figure with id "${ctx.shooterId}" in the scene`);
  const placed: Figure = { ...mover, x: sample.at.x, y: sample.at.y, standsOn: surfaceAt(scenario, mover, sample.at) };
  const target = losFigureOf(scenario, placed);
  const flatIn = footprintDistanceToFootprint(shooter.footprint, figureFootprint(placed));
  const distanceIn = edgeDistance3d(flatIn, target.elevationIn - shooter.elevationIn);
  const range = ctx.rangeAt(distanceIn);
  const hidden = ctx.hiddenAt(sample);
  let visibleFraction = 0;
  if (!hidden) {
    const scene = losSceneWithFigure(ctx.scene, target);
    visibleFraction = lineOfSight(scene, ctx.shooterId, mover.id, { withRays: false, withCrossings: false }).visibleFraction;
  }
  const sees = visibleFraction > 0;
  return { at: sample.at, alongIn: sample.alongIn, hidden, sees, visibleFraction, distanceIn, range, canFire: sees && range.inRange };
}
