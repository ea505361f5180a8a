/**
 * BP-REACT-1: whether the inactive side has any reaction possible against an enemy's move, to
 * decide whether to ask the reacting player (option `reactionPrompt`: `whenPossible` asks only
 * then, `everyMove` at every move).
 *
 * A reactor (a lone fighter or a Group) may react when:
 * - it has not tried this enemy turn, nor has any of its members (BP-REACT-3), and the side has the
 *   AP of a first action (BP-REACT-2) — damage/reactionTest.ts `checkReaction`, so the offer and
 *   the test never disagree;
 * - one of its figures has a loaded firearm (BP-REACT-1; a Group: any member) and
 * - that figure may fire at some mover at some sample of its path: in sight and in range
 *   (pathVisibility.ts), a charger Effective at any distance (BP-REACT-5).
 * Inputs are plain data: `loadedIds` are the figures with a loaded weapon that may shoot now (the
 * caller leaves out the Suppressed and the Out of Action, BP-GAP-11). Each reactor's answer says
 * who may fire and where first, or why not, for the prompt to show. Pure.
 * Cost: at worst reactors' loaded figures × movers × samples LOS queries; each pair stops at its
 * first firing sample.
 */
import type { Figure, Scenario } from '../../../engine/model';
import type { Vec2 } from '../../../geometry/point';
import type { LosSampling } from '../../../los/losSamples';
import type { LosScene } from '../../../los/losScene';
import type { IdSet } from '../damage/refused';
import { idSetHas } from '../damage/refused';
import { checkReaction } from '../damage/reactionTest';
import type { BpOptions } from '../profile/bpOptionsType';
import type { BlackpowderWeapon, RangeVerdict } from '../shooting/rangeBands';
import { firstFiringSample } from './pathVisibility';
import type { PathSample } from './pathSamples';
import { reactionWeaponOf } from './reactionWeapon';

/** A lone fighter (`figureIds` = [its id]) or a Group (its members) that may react. */
export interface Reactor {
  readonly actorId: string;
  readonly figureIds: readonly string[];
}

/** One figure's move: a lone mover's, or each member's of a moving Group. */
export interface MoverPath {
  readonly mover: Figure;
  readonly start: Vec2;
  readonly path: readonly Vec2[];
}

export interface ReactionOpportunityQuery {
  readonly scenario: Scenario;
  readonly reactors: readonly Reactor[];
  readonly moves: readonly MoverPath[];
  /** Figures with a loaded weapon that may shoot now. */
  readonly loadedIds: IdSet;
  /** The reacting side's AP left. */
  readonly apLeft: number;
  /** Fighters and Groups that already tried to react this enemy turn (BP-REACT-3). */
  readonly triedIds: IdSet;
  /** Figures and Groups the move charges (BP-REACT-5 for a reactor that is, or holds, one). */
  readonly chargedIds?: IdSet;
  /** Whether a mover is Hidden at a sample (BP-OBST-2/3); never when absent. */
  readonly hiddenAt?: (moverId: string, sample: PathSample) => boolean;
  readonly stepIn?: number;
  readonly scene?: LosScene;
  readonly sampling?: LosSampling;
  /** The weapon a figure fires (reactionWeapon.ts when absent); null: none. */
  readonly weaponOf?: (figure: Figure) => BlackpowderWeapon | null;
  /** The band of a weapon at an edge distance with the game's options; `rangeBandAt` when absent. */
  readonly rangeAt?: (weapon: BlackpowderWeapon, distanceIn: number, charging: boolean) => RangeVerdict;
}

export type NoReactionWhy = 'alreadyTried' | 'noAp' | 'notLoaded' | 'neverInSight' | 'outOfRange';

export type ReactorOpportunity =
  | { readonly actorId: string; readonly ok: true; readonly shooterId: string; readonly moverId: string; readonly alongIn: number; readonly ruleId: 'BP-REACT-1' }
  | { readonly actorId: string; readonly ok: false; readonly why: NoReactionWhy; readonly ruleId: string };

export interface ReactionOpportunity {
  /** Some reactor may react. */
  readonly possible: boolean;
  /** Each reactor's answer, in the order given. */
  readonly reactors: readonly ReactorOpportunity[];
}

const no = (actorId: string, why: NoReactionWhy, ruleId: string): ReactorOpportunity => ({ actorId, ok: false, why, ruleId });

function reactorOpportunity(q: ReactionOpportunityQuery, r: Reactor): ReactorOpportunity {
  const refused = checkReaction({ actorId: r.actorId, figureIds: r.figureIds, apLeft: q.apLeft, triedThisTurn: q.triedIds });
  if (refused !== null) return no(r.actorId, refused.refusal.ruleId === 'BP-REACT-3' ? 'alreadyTried' : 'noAp', refused.refusal.ruleId);
  const weaponOf = q.weaponOf ?? reactionWeaponOf;
  const charging = idSetHas(q.chargedIds, r.actorId) || r.figureIds.some((id) => idSetHas(q.chargedIds, id));
  let loaded = false;
  let seen = false;
  for (const id of r.figureIds) {
    const shooter = idSetHas(q.loadedIds, id) ? q.scenario.figures.find((f) => f.id === id) : undefined;
    const weapon = shooter === undefined ? null : weaponOf(shooter);
    if (shooter === undefined || weapon === null) continue;
    loaded = true;
    const rangeAt = q.rangeAt;
    for (const m of q.moves) {
      const hiddenAt = q.hiddenAt;
      const first = firstFiringSample({
        scenario: q.scenario, shooter, mover: m.mover, start: m.start, path: m.path, weapon, moverCharging: charging,
        hiddenAt: hiddenAt === undefined ? undefined : (s) => hiddenAt(m.mover.id, s),
        stepIn: q.stepIn, scene: q.scene, sampling: q.sampling,
        rangeAt: rangeAt === undefined ? undefined : (d, c) => rangeAt(weapon, d, c),
      });
      if (first.sample !== null) return { actorId: r.actorId, ok: true, shooterId: id, moverId: m.mover.id, alongIn: first.sample.alongIn, ruleId: 'BP-REACT-1' };
      seen ||= first.seen;
    }
  }
  if (!loaded) return no(r.actorId, 'notLoaded', 'BP-REACT-1');
  return no(r.actorId, seen ? 'outOfRange' : 'neverInSight', seen ? 'BP-GAP-05' : 'BP-REACT-1');
}

/** Each reactor's chance to react to the move, and whether any has one (BP-REACT-1). */
export function reactionOpportunity(q: ReactionOpportunityQuery): ReactionOpportunity {
  const reactors = q.reactors.map((r) => reactorOpportunity(q, r));
  return { possible: reactors.some((r) => r.ok), reactors };
}

/** Whether to ask the reacting player about this move (option `reactionPrompt`, BP-REACT-1). */
export const shouldAskReaction = (prompt: BpOptions['reactionPrompt'], opportunity: ReactionOpportunity): boolean =>
  prompt === 'everyMove' || opportunity.possible;
