/**
 * One hit on one figure, to its end (LOTOW-GAP-07): the wound roll on the chart the players chose
 * (woundChart.ts), a Hero's Fortune save (LOTOW-GAP-10 house rule: spend a point, d6 at
 * `fortuneSave`+ ignores the wound), the wound counted, and at the profile's `wounds` the figure is
 * out of action (casualty.ts). Every die goes through `ctx` with its purpose and rule ID.
 *
 * Which body takes the hit:
 *   - a fighter (`part` 'figure', the default): his own Grit and Wounds, `woundsTaken`, Fortune;
 *   - the mount under a mounted fighter (`part: 'mount'`, LOTOW-SHOOT-MOUNTED-1/2): the mount's
 *     Grit and Wounds (mountStats.ts, placeholder), counted in the rider's `mountWoundsTaken`; no
 *     Fortune (the Hero's luck is his own); a dead mount throws its rider (casualty.ts `killMount`);
 *   - a riderless mount figure (`<id>~mount`), whichever part is named: the mount's stats, its own
 *     `woundsTaken`, no Fortune; killed, it is no casualty for victory (LOTOW-GAP-16).
 * `part: 'mount'` on a fighter on foot has no mount to hit: the hit is his.
 *
 * Used by shooting (a hit on the target or on a figure In the Way), fighting (each strike) and the
 * hits part 1 queues (falls, a thrown rider: `pendingHits`, see pendingHits.ts).
 */
import type { ResolveContext } from '../../../engine/ruleset';
import { isHero, statOf } from '../lotowProfile';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { isRiderlessMount } from '../mounts/mountModel';
import { killMount, putOutOfAction } from './casualty';
import { mountProfile } from './mountStats';
import { woundNeed } from './woundChart';

export interface Hit {
  readonly strength: number;
  /** The rule that caused the hit (LOTOW-SHOOT-HIT-1, LOTOW-GAP-08, LOTOW-FALL-2 …). */
  readonly ruleId: string;
  /** Who struck or shot, when a figure did. */
  readonly sourceFigureId?: string | null;
  /**
   * Which part of a mounted model is hit: its rider (the figure, default) or its mount
   * (LOTOW-SHOOT-MOUNTED-1/2). A mount's Grit and Wounds come from mountProfile (wounds/mountStats.ts).
   */
  readonly part?: 'figure' | 'mount';
}

export interface WoundResult {
  readonly state: LotowState;
  /** A wound was suffered (after Fortune). */
  readonly wounded: boolean;
  /** What was hit is out of action: the figure, or (part 'mount') the mount under it. */
  readonly outOfAction: boolean;
}

type Body = 'fighter' | 'ridden' | 'riderless';

export function woundFigure(state: LotowState, figureId: string, hit: Hit, ctx: ResolveContext): WoundResult {
  const figure = figureOf(state, figureId);
  const none = { state, wounded: false, outOfAction: false };
  if (figure === undefined) return none;
  const body: Body = isRiderlessMount(figure) ? 'riderless' : hit.part === 'mount' && figure.mounted ? 'ridden' : 'fighter';
  const options = optionsOf(state);
  const grit = body === 'fighter' ? statOf(figure, 'grit', 3) : mountProfile(figure).grit;
  const woundsMax = body === 'fighter' ? statOf(figure, 'wounds', 1) : mountProfile(figure).wounds;
  const part = body === 'ridden' ? 'mount' : 'figure';
  const need = woundNeed(hit.strength, grit, options.woundChart);
  const base = { figureIds: [figureId], params: { strength: hit.strength, grit, causeRuleId: hit.ruleId, part } };
  if (need === null) {
    ctx.emit({ type: 'lotow.cannotWound', ruleId: 'LOTOW-GAP-07', params: { figureId, strength: hit.strength, grit } });
    return none;
  }
  const [face] = ctx.roll({ count: 1, sides: 6, purpose: 'lotow.wound', ruleId: 'LOTOW-GAP-07', atLeast: need.first, ...base });
  let wounds = (face ?? 0) >= need.first;
  if (wounds && need.second !== null) {
    const [again] = ctx.roll({ count: 1, sides: 6, purpose: 'lotow.woundSecond', ruleId: 'LOTOW-GAP-07', atLeast: need.second, ...base });
    wounds = (again ?? 0) >= need.second;
  }
  if (!wounds) {
    ctx.emit({ type: 'lotow.notWounded', ruleId: 'LOTOW-GAP-07', params: { figureId } });
    return none;
  }
  const fs = figStateOf(state, figureId);
  let next = state;
  if (body === 'fighter') {
    const fortune = statOf(figure, 'fortune', 0) - (fs.fortuneUsed ?? 0);
    if (isHero(figure) && fortune > 0) {
      next = withFigState(next, figureId, { fortuneUsed: (fs.fortuneUsed ?? 0) + 1 });
      const [save] = ctx.roll({ count: 1, sides: 6, purpose: 'lotow.fortune', ruleId: 'LOTOW-GAP-10', atLeast: options.fortuneSave, figureIds: [figureId], params: { left: fortune - 1 } });
      if ((save ?? 0) >= options.fortuneSave) {
        ctx.emit({ type: 'lotow.fortuneSaved', ruleId: 'LOTOW-GAP-10', params: { figureId } });
        return { state: next, wounded: false, outOfAction: false };
      }
    }
  }
  if (body === 'ridden') {
    const taken = (fs.mountWoundsTaken ?? 0) + 1;
    next = withFigState(next, figureId, { mountWoundsTaken: taken });
    ctx.emit({ type: 'lotow.mountWounded', ruleId: 'LOTOW-SHOOT-MOUNTED-2', params: { figureId, taken, wounds: woundsMax } });
    if (taken < woundsMax) return { state: next, wounded: true, outOfAction: false };
    return { state: killMount(next, figureId, ctx), wounded: true, outOfAction: true };
  }
  const taken = (fs.woundsTaken ?? 0) + 1;
  next = withFigState(next, figureId, { woundsTaken: taken });
  ctx.emit({ type: 'lotow.wounded', ruleId: 'LOTOW-GAP-07', params: { figureId, taken, wounds: woundsMax } });
  if (taken < woundsMax) return { state: next, wounded: true, outOfAction: false };
  return { state: putOutOfAction(next, figureId, 'LOTOW-GAP-07', ctx), wounded: true, outOfAction: true };
}
