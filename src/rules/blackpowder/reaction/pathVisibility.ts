/**
 * BP-REACT-1/5: where along an enemy's move one reacting shooter can see the mover, and where he
 * may fire at it (in sight and in range): every sample of the path (pathSamples.ts, ≤ 1 cm apart by
 * default) with the line-of-sight core's answer, the distance and the range band, plus the runs of
 * the path (pathRuns.ts) the board draws along it and the reacting player's pick snaps to.
 *
 * Why here and not in the flow: choosing the point of a reaction needs the whole path's answer at
 * once (the board shows it before the player picks), so it must be one call that is cheap enough to
 * run while the handover screen comes up (issue 15's figure: ≤ 2 ms median for a 30 cm move).
 * The LOS scene is built once per call (the table's, memoised per scenario by engine/losScene.ts,
 * or the caller's), with the shooter placed once; each sample moves only the mover in it.
 *
 * Contract: inches; the shooter and the mover are figures of the scenario (the mover's id is the
 * one moved; its position in the scenario is ignored, its base, stance and facing are used).
 * Hide rules are the caller's (`hiddenAt`); range bands default to `rangeBandAt(weapon, …)`, and a
 * caller with the game's band options hands in `rangeAt`. Pure.
 */
import { losFigureOf, tableLosScene } from '../../../engine/losScene';
import type { Figure, Scenario } from '../../../engine/model';
import type { Vec2 } from '../../../geometry/point';
import type { LosSampling } from '../../../los/losSamples';
import { DEFAULT_LOS_SAMPLING } from '../../../los/losSamples';
import type { LosScene } from '../../../los/losScene';
import { losSceneWithFigure } from '../../../los/losScene';
import type { BlackpowderWeapon, RangeVerdict } from '../shooting/rangeBands';
import { rangeBandAt } from '../shooting/rangeBands';
import type { PathRun } from './pathRuns';
import { runsOf } from './pathRuns';
import type { PathSample } from './pathSamples';
import { DEFAULT_SAMPLE_STEP_IN, pathSamples } from './pathSamples';
import type { SampleSight, SampleSightContext } from './sampleSight';
import { sampleSight } from './sampleSight';

export interface PathVisibilityQuery {
  readonly scenario: Scenario;
  readonly shooter: Figure;
  readonly mover: Figure;
  /** Where the move starts and the points it goes through, inches. */
  readonly start: Vec2;
  readonly path: readonly Vec2[];
  readonly weapon: BlackpowderWeapon;
  /** BP-REACT-5: the mover is charging this shooter (or its Group): Effective at any distance. */
  readonly moverCharging?: boolean;
  /** Whether the mover is Hidden at a sample (BP-OBST-2/3); never when absent. */
  readonly hiddenAt?: (sample: PathSample) => boolean;
  /** The largest gap between samples, inches; 1 cm when absent. */
  readonly stepIn?: number;
  /** The game's LOS scene of the table; the table's (memoised) with `sampling` when absent. */
  readonly scene?: LosScene;
  /** The game's sample pattern (engine/losSampling.ts); `edges` when absent. Unused with `scene`. */
  readonly sampling?: LosSampling;
  /** The band at an edge distance (inches) with the game's band options; `rangeBandAt(weapon, …)` when absent. */
  readonly rangeAt?: (distanceIn: number, charging: boolean) => RangeVerdict;
}

export interface PathVisibility {
  /** Every sample of the path in order, with the shooter's answer. */
  readonly samples: readonly SampleSight[];
  /** Where the shooter may fire: in sight and in range (BP-REACT-1). */
  readonly fireRuns: readonly PathRun[];
  /** Where the shooter sees the mover at all, in range or not (for the board to tell the two apart). */
  readonly sightRuns: readonly PathRun[];
  /** The path's length, inches (the last sample's `alongIn`). */
  readonly lengthIn: number;
}

const never = (): boolean => false;

/** Everything the samples share: the scene (the shooter placed once), range and hide rules. */
function contextOf(q: PathVisibilityQuery): SampleSightContext {
  const base = q.scene ?? tableLosScene(q.scenario, q.sampling ?? DEFAULT_LOS_SAMPLING);
  const charging = q.moverCharging === true;
  const rangeAt = q.rangeAt;
  return {
    scenario: q.scenario,
    scene: losSceneWithFigure(base, losFigureOf(q.scenario, q.shooter)),
    shooterId: q.shooter.id,
    mover: q.mover,
    rangeAt: rangeAt === undefined ? (d) => rangeBandAt(q.weapon, d, { targetCharging: charging }) : (d) => rangeAt(d, charging),
    hiddenAt: q.hiddenAt ?? never,
  };
}

/** The shooter's view of the whole path: every sample, and the runs where he may fire and where he sees. */
export function pathVisibility(q: PathVisibilityQuery): PathVisibility {
  const ctx = contextOf(q);
  const samples = pathSamples(q.start, q.path, q.stepIn ?? DEFAULT_SAMPLE_STEP_IN).map((s) => sampleSight(ctx, s));
  return {
    samples,
    fireRuns: runsOf(samples, (s) => s.canFire),
    sightRuns: runsOf(samples, (s) => s.sees),
    lengthIn: samples[samples.length - 1]?.alongIn ?? 0,
  };
}

/**
 * The first sample (from the start) where the shooter may fire, or null; with whether he saw the
 * mover anywhere up to there (the whole path when null: to tell "never in sight" from "out of range").
 * Stops at the first firing point: what BP-REACT-1's "is a reaction possible?" needs.
 */
export function firstFiringSample(q: PathVisibilityQuery): { readonly sample: SampleSight | null; readonly seen: boolean } {
  const ctx = contextOf(q);
  let seen = false;
  for (const s of pathSamples(q.start, q.path, q.stepIn ?? DEFAULT_SAMPLE_STEP_IN)) {
    const sight = sampleSight(ctx, s);
    if (sight.canFire) return { sample: sight, seen: true };
    seen ||= sight.sees;
  }
  return { sample: null, seen };
}
