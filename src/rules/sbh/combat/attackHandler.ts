/**
 * `attack` { figureId, targetIds: [an enemy in base contact], params: { powerBlow? } }: a melee
 * attack (SBH-GAP-06), 1 action, or 2 as a power blow (SBH-GAP-05: the opponent −1); the
 * activation's one attack.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { Action } from '../../../engine/state';
import type { SbhActionHandler, SbhState } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { combatPreview } from './combatPreview';
import { enemiesTouching } from '../../../engine/kit/baseContact';
import { planAttack } from './meleePlan';
import type { OpposedSetup } from './opposed';
import { applyOpposed, rollOpposed } from './opposed';

export const ATTACK = 'attack';

export const isPowerBlow = (a: Action): boolean => a.params?.powerBlow === true;
const targetOf = (a: Action): string | undefined => (a.targetIds?.length === 1 ? a.targetIds[0] : undefined);

/**
 * One melee roll between two figures and its consequences, outside any action's bookkeeping: the
 * morale family's free attacks on a figure fleeing a melee (SBH-GAP-15) can call it too.
 */
export function resolveMelee(state: SbhState, setup: OpposedSetup, ctx: ResolveContext): SbhState {
  return applyOpposed(state, setup, rollOpposed(state, setup, ctx), ctx).state;
}

export const attackHandler: SbhActionHandler = {
  types: [ATTACK],
  check: (state, a) => planAttack(state, a.figureId, targetOf(a), isPowerBlow(a)).refusal,
  resolve(state, a, ctx) {
    const { plan } = planAttack(state, a.figureId, targetOf(a), isPowerBlow(a));
    if (plan === null) return { state };
    return { state: resolveMelee(state, plan.setup, ctx) };
  },
  describe: (_state, a) => ({
    labelKey: isPowerBlow(a) ? 'sbh.action.powerBlow' : 'sbh.action.attack',
    params: { figureId: a.figureId ?? '', targetFigureId: targetOf(a) ?? '' },
  }),
  candidates(state, figureId) {
    const f = figureOf(state, figureId);
    if (f === undefined || state.flow.activation?.figureId !== figureId) return [];
    return enemiesTouching(state.scenario, f).flatMap((e) => [false, true].map((powerBlow): Action => ({
      type: ATTACK, side: f.side, figureId, targetIds: [e.id], ...(powerBlow ? { params: { powerBlow: true } } : {}),
    })));
  },
  preview(state, a) {
    const { refusal, plan } = planAttack(state, a.figureId, targetOf(a), isPowerBlow(a));
    if (plan === null) return { refusal, lines: [], chances: [] };
    return combatPreview(state, plan.setup, refusal, []);
  },
  cost: (_state, a) => (isPowerBlow(a) ? 2 : 1),
  isAttack: () => true,
};
