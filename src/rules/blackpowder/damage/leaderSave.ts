/**
 * A Leader's or special figure's save (BP-VOLLEY-5, BP-GAP-10): a Leader, standard bearer, musician
 * or Hero that takes a hit may roll a d6; on `saveOn` or more (option `leaderSave`, default 4+)
 * the hit moves to a comrade of the owner's choice — any fighter of the same side that is not out
 * of action, at any distance (the seed sets no limit). A hit forced on the Leader by the Close Order
 * triple (three 5s or three 6s, BP-VOLLEY-6) gets no save: no die is rolled.
 *
 * The save and the choice are two steps, so the owner may choose after seeing the die:
 * `rollLeaderSave`, then `passHitToComrade` to validate the chosen comrade.
 * DECISION: a hit passed on is not saved again, even if the comrade is a special figure (no
 * ping-pong between a Leader and his standard bearer); it is otherwise an ordinary hit (a rider
 * still rolls location, BP-DMG-3).
 */
import type { Fraction } from '../../../engine/fraction';
import { probAtLeast } from '../../../engine/odds';
import type { Scenario } from '../../../engine/model';
import type { ResolveContext } from '../../../engine/ruleset';
import type { IdSet, Refused } from './refused';
import { idSetHas, refused } from './refused';

export const DEFAULT_LEADER_SAVE_ON = 4;

/** The exact chance a save passes. */
export const leaderSaveChance = (saveOn: number = DEFAULT_LEADER_SAVE_ON): Fraction => probAtLeast(6, saveOn);

export interface LeaderSaveRequest {
  readonly figureId: string;
  /** A Leader, standard bearer, musician or Hero (the profile's `isLeaderOrSpecial`). */
  readonly leaderOrSpecial: boolean;
  /** The option (`leaderSave`, default 4). */
  readonly saveOn?: number;
  /** The hit was forced on this figure by the Close Order triple (BP-VOLLEY-6). */
  readonly forcedByCloseOrder: boolean;
}

export interface LeaderSaveResult {
  readonly ok: true;
  /** The hit moves to a comrade (`passHitToComrade`). */
  readonly saved: boolean;
  /** The save die, or null when no save was allowed (BP-VOLLEY-6). */
  readonly face: number | null;
  readonly ruleId: 'BP-GAP-10' | 'BP-VOLLEY-6';
}

/** Roll the save (purpose `blackpowder.roll.leaderSave`, BP-GAP-10), or none for a forced hit. */
export function rollLeaderSave(ctx: ResolveContext, req: LeaderSaveRequest): LeaderSaveResult | Refused {
  if (!req.leaderOrSpecial) {
    return refused('blackpowder.save.notSpecial', 'BP-VOLLEY-5', `no save: ${req.figureId} is not a Leader or special figure`, { figureId: req.figureId });
  }
  if (req.forcedByCloseOrder) return { ok: true, saved: false, face: null, ruleId: 'BP-VOLLEY-6' };
  const saveOn = req.saveOn ?? DEFAULT_LEADER_SAVE_ON;
  const face = ctx.roll({
    count: 1, sides: 6, purpose: 'blackpowder.roll.leaderSave', ruleId: 'BP-GAP-10', figureIds: [req.figureId], atLeast: saveOn,
    params: { figureId: req.figureId, saveOn },
  })[0] ?? 1;
  return { ok: true, saved: face >= saveOn, face, ruleId: 'BP-GAP-10' };
}

export interface PassHitRequest {
  readonly scenario: Scenario;
  /** The figure that saved. */
  readonly fromId: string;
  /** The owner's choice. */
  readonly comradeId: string;
  readonly outOfActionIds?: IdSet;
}

/** Validate the comrade a saved hit moves to: another figure of the same side, not out of action. */
export function passHitToComrade(req: PassHitRequest): { readonly ok: true; readonly figureId: string } | Refused {
  const from = req.scenario.figures.find((f) => f.id === req.fromId);
  const comrade = req.scenario.figures.find((f) => f.id === req.comradeId);
  const params = { figureId: req.fromId, comradeFigureId: req.comradeId };
  if (from === undefined || comrade === undefined) {
    return refused('blackpowder.save.noComrade', 'BP-VOLLEY-5', `cannot pass the hit: no figure ${comrade === undefined ? req.comradeId : req.fromId} on the table`, params);
  }
  if (comrade.id === from.id) {
    return refused('blackpowder.save.self', 'BP-VOLLEY-5', `cannot pass the hit: ${from.name} cannot pass it to himself`, params);
  }
  if (comrade.side !== from.side) {
    return refused('blackpowder.save.notComrade', 'BP-VOLLEY-5', `cannot pass the hit: ${comrade.name} is not a comrade of ${from.name}`, params);
  }
  if (idSetHas(req.outOfActionIds, comrade.id)) {
    return refused('blackpowder.save.comradeOut', 'BP-VOLLEY-5', `cannot pass the hit: ${comrade.name} is out of action`, params);
  }
  return { ok: true, figureId: comrade.id };
}
