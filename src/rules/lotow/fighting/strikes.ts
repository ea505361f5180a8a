/**
 * The winners' strikes (LOTOW-GAP-08): each winning fighter rolls to wound once per Attack, with
 * its Strength, at the losers it fought.
 *
 * - Target: `strikeAtFigureId` when the striker may strike it (a loser it fought, or the rider or
 *   passenger of one — LOTOW-PASS-4 lets the enemy put its attacks on the passenger); otherwise the
 *   losers it fought, in turn (attack 1 at the first, attack 2 at the next…), skipping any put out
 *   of action. `strikeAtMount: true` with a mounted target strikes the mount (LOTOW-PASS-4, the
 *   wound rules' `part: 'mount'`).
 * - A Trapped loser takes two wound rolls per Attack aimed at it.
 * - Across a barrier (engaged by LOTOW-OBST-2, bases not touching) with option `barrierStrikes`
 *   (house rule), each strike first needs a d6 of 4+ to land.
 * - A thrown rider (LOTOW-THROWN-1 2–5, `actionsOver`) makes no strikes; riderless mounts and
 *   passengers never do (they are not fighters).
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { Action } from '../../../engine/state';
import { statOf } from '../lotowProfile';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { carriedPassenger } from '../mounts/passengers';
import { woundFigure } from '../wounds';
import type { Combat, CombatLink } from './combats';
import { linkBetween, opponentsIn } from './combats';

/** A barrier strike needs this on a d6 to land (house rule). */
export const BARRIER_STRIKE_NEED = 4;

/** The model a figure belongs to: itself, its carrier, its passenger (LOTOW-PASS-4). */
function modelOf(state: LotowState, id: string): string[] {
  const carrier = figStateOf(state, id).passengerOf;
  const passenger = carriedPassenger(state, id)?.id;
  return [id, ...(carrier === null ? [] : [carrier]), ...(passenger === undefined ? [] : [passenger])];
}

/** The link through which `striker` reaches `target` (directly, or through the target's rider or passenger). */
function reachLink(state: LotowState, combat: Combat, striker: string, target: string): CombatLink | undefined {
  for (const id of modelOf(state, target)) {
    const l = linkBetween(combat, striker, id);
    if (l !== undefined) return l;
  }
  return undefined;
}

/** The figures `striker` may strike: losers it fought, and their riders or passengers. */
export function strikeTargets(state: LotowState, combat: Combat, striker: string, losers: ReadonlySet<string>): { fought: string[]; allowed: string[] } {
  const fought = opponentsIn(combat, striker).filter((id) => losers.has(id));
  const allowed = combat.figureIds.filter((id) => losers.has(id) && fought.some((f) => modelOf(state, f).includes(id)));
  return { fought, allowed };
}

export interface StrikeInput {
  readonly combat: Combat;
  readonly winners: readonly string[];
  readonly losers: ReadonlySet<string>;
  readonly trapped: ReadonlySet<string>;
  readonly action: Action;
}

export function strike(state0: LotowState, input: StrikeInput, ctx: ResolveContext): LotowState {
  const { combat, winners, losers, trapped, action } = input;
  const options = optionsOf(state0);
  const chosen = typeof action.params?.strikeAtFigureId === 'string' ? action.params.strikeAtFigureId : undefined;
  const atMount = action.params?.strikeAtMount === true;
  let state = state0;
  for (const w of winners) {
    const striker = figureOf(state, w);
    if (striker === undefined) continue;
    if (figStateOf(state, w).actionsOver) {
      ctx.emit({ type: 'lotow.fight.noStrikes', ruleId: 'LOTOW-THROWN-1', figureIds: [w], params: { figureId: w } });
      continue;
    }
    const { fought, allowed } = strikeTargets(state, combat, w, losers);
    const list = chosen !== undefined && allowed.includes(chosen) ? [chosen] : fought;
    const attacks = Math.max(1, Math.round(statOf(striker, 'attacks', 1)));
    const strength = statOf(striker, 'strength', 3);
    for (let i = 0; i < attacks; i++) {
      const live = list.filter((id) => figureOf(state, id) !== undefined);
      if (live.length === 0) break;
      const target = live[i % live.length]!;
      const targetFigure = figureOf(state, target)!;
      const part = atMount && target === chosen && targetFigure.mounted ? 'mount' : 'figure';
      const acrossBarrier = reachLink(state, combat, w, target)?.contact === false;
      const rolls = trapped.has(target) ? 2 : 1;
      for (let r = 0; r < rolls && figureOf(state, target) !== undefined; r++) {
        ctx.emit({ type: 'lotow.fight.strike', ruleId: 'LOTOW-GAP-08', figureIds: [w, target], params: { strikerFigureId: w, targetFigureId: target, strength, trapped: rolls === 2, part } });
        if (acrossBarrier && options.barrierStrikes) {
          const [face] = ctx.roll({ count: 1, sides: 6, purpose: 'lotow.fight.barrier', ruleId: 'LOTOW-GAP-08', figureIds: [w, target], atLeast: BARRIER_STRIKE_NEED, params: { strikerFigureId: w, targetFigureId: target } });
          if ((face ?? 0) < BARRIER_STRIKE_NEED) {
            ctx.emit({ type: 'lotow.fight.barrierHeld', ruleId: 'LOTOW-GAP-08', figureIds: [w, target], params: { strikerFigureId: w, targetFigureId: target } });
            continue;
          }
        }
        state = woundFigure(state, target, { strength, ruleId: 'LOTOW-GAP-08', sourceFigureId: w, part }, ctx).state;
      }
    }
  }
  return state;
}
