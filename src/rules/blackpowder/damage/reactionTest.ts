/**
 * The reaction test (BP-REACT-2/3/4, with BP-REACT-5's terms of the shot): to fire in the enemy's
 * turn a fighter or Group pays the AP of a first action (1 AP, BP-GAP-03) and rolls 1d6 > SD[3];
 * the AP are spent even on a failure. Each fighter or Group tries once per enemy turn, passed or
 * not. A reacting unit cannot aim, but if its last action was Aim it may reroll a failed test once,
 * and the Aim is lost either way; a shot after Aim counts as aimed (only 6s rerolled, BP-SHOOT-
 * REROLL-2; +1 to damage, BP-DMG-2). Against a charger (BP-REACT-5) the range is Effective and the
 * running reroll is dropped; cover rerolls stay (§6 ambiguity 3) — the shooting module applies them.
 * DECISION: "once per fighter or Group" is checked for the actor and each of its members, so a
 * fighter that reacted alone cannot react again with its Group, nor the Group's members alone.
 */
import type { Fraction } from '../../../engine/fraction';
import { fractionComplement, fractionMul } from '../../../engine/fraction';
import type { ResolveContext } from '../../../engine/ruleset';
import type { SdStat } from './actionTest';
import { actionApCost, actionTestChance, beatsSd, sdFor } from './actionTest';
import type { IdSet, Refused } from './refused';
import { idSetHas, refused } from './refused';

/** BP-REACT-2: as a first action of a turn. */
export const REACTION_AP_COST = actionApCost(1);
/** The reaction always tests the last number of СД. */
export const REACTION_SD_INDEX = 3;

export interface ReactionRequest {
  /** The fighter or Group (unit) reacting. */
  readonly actorId: string;
  /** The figures firing (a Group's members; a lone fighter: itself). */
  readonly figureIds: readonly string[];
  readonly sd: SdStat;
  /** The actor's last action was Aim (BP-REACT-4). */
  readonly aimed: boolean;
  /** The reacting player's AP left. */
  readonly apLeft: number;
  /** Fighters and Groups that already tried this enemy turn. */
  readonly triedThisTurn: IdSet;
  /** The target is charging the reacting unit (BP-REACT-5). */
  readonly againstCharger?: boolean;
}

/** Why the actor may not try now (BP-REACT-3 once, BP-REACT-2 the AP), or null. */
export function checkReaction(req: Pick<ReactionRequest, 'actorId' | 'figureIds' | 'apLeft' | 'triedThisTurn'>): Refused | null {
  const tried = [req.actorId, ...req.figureIds].find((id) => idSetHas(req.triedThisTurn, id));
  if (tried !== undefined) {
    return refused('blackpowder.reaction.once', 'BP-REACT-3', `${tried} has already tried to react this enemy turn`, { actorFigureId: req.actorId, triedFigureId: tried });
  }
  if (req.apLeft < REACTION_AP_COST) {
    return refused('blackpowder.reaction.noAp', 'BP-REACT-2', `a reaction costs ${REACTION_AP_COST} AP, ${req.apLeft} left`, { actorFigureId: req.actorId, apLeft: req.apLeft });
  }
  return null;
}

/** How a reaction shot is taken, for the shooting module. */
export interface ReactionShot {
  readonly aimed: boolean;
  /** BP-REACT-5: the range band counts as Effective whatever the distance. */
  readonly forceEffectiveRange: boolean;
  /** No reroll for the target running (BP-REACT-5); cover rerolls still apply (§6 ambiguity 3). */
  readonly runningReroll: boolean;
  readonly ruleIds: readonly string[];
}

export function reactionShotTerms(aimed: boolean, againstCharger: boolean): ReactionShot {
  const ruleIds = ['BP-REACT-1'];
  if (aimed) ruleIds.push('BP-REACT-4');
  if (againstCharger) ruleIds.push('BP-REACT-5');
  return { aimed, forceEffectiveRange: againstCharger, runningReroll: !againstCharger, ruleIds };
}

/** The exact chance of passing: P(d6 > SD[3]), or 1 − (1 − p)² with the Aim's reroll. */
export function reactionChance(sd: SdStat, aimed: boolean): Fraction {
  const p = actionTestChance(sd, REACTION_SD_INDEX);
  if (!aimed) return p;
  const miss = fractionComplement(p);
  return fractionComplement(fractionMul(miss, miss));
}

export interface ReactionResult {
  readonly ok: true;
  /** The test's faces: one, or the failed face and its reroll. */
  readonly faces: readonly number[];
  readonly rerolled: boolean;
  readonly passed: boolean;
  readonly apSpent: number;
  readonly apLeft: number;
  /** The actor's Aim is cleared (it had one). */
  readonly aimLost: boolean;
  /** `triedThisTurn` with the actor and its members added, sorted (for the flow state). */
  readonly triedThisTurn: readonly string[];
  /** The shot to take, when the test passed. */
  readonly shot: ReactionShot | null;
}

/** Try a reaction: the test (purpose `blackpowder.roll.reaction`, BP-REACT-2), the Aim's reroll (BP-REACT-4). */
export function rollReactionTest(ctx: ResolveContext, req: ReactionRequest): ReactionResult | Refused {
  const why = checkReaction(req);
  if (why !== null) return why;
  const need = sdFor(req.sd, REACTION_SD_INDEX);
  const roll = { sides: 6 as const, figureIds: req.figureIds, atLeast: need + 1 };
  const first = ctx.roll({ ...roll, count: 1, purpose: 'blackpowder.roll.reaction', ruleId: 'BP-REACT-2', params: { actorFigureId: req.actorId, sd: need } });
  let faces = first;
  if (req.aimed && !beatsSd(first[0] ?? 1, need)) {
    faces = [...first, ...ctx.reroll(first, [0], { ...roll, purpose: 'blackpowder.roll.reactionAimReroll', ruleId: 'BP-REACT-4', params: { actorFigureId: req.actorId, sd: need } })];
  }
  const passed = beatsSd(faces[faces.length - 1] ?? 1, need);
  const prior = req.triedThisTurn instanceof Set ? [...req.triedThisTurn] : [...(req.triedThisTurn as readonly string[])];
  return {
    ok: true, faces, rerolled: faces.length > 1, passed, apSpent: REACTION_AP_COST, apLeft: req.apLeft - REACTION_AP_COST,
    aimLost: req.aimed, triedThisTurn: [...new Set([...prior, req.actorId, ...req.figureIds])].sort(),
    shot: passed ? reactionShotTerms(req.aimed, req.againstCharger ?? false) : null,
  };
}
