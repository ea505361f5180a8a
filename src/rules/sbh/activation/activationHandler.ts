/**
 * The turn's own actions (SBH-GAP-02, SBH-GAP-03, SBH-GAP-10):
 *   - `activate` { figureId, params.dice: 1 | 2 | 3 }: the side whose turn it is picks a figure not
 *     activated this turn and not bound, with no other activation under way, and rolls that many d6
 *     against its Quality (quality.ts). Each success is an action (`flow.activation`); two or more
 *     failures set `flow.turnover`: the turn passes when this activation ends — at once when there
 *     are no successes (the router ends an activation with nothing left);
 *   - `endActivation` { figureId }: the activated figure stops early (sbhFlow.endActivation: a
 *     turnover, or nobody left to activate, passes the turn);
 *   - `endTurn` (a side action): the player passes the turn; an activation under way ends first.
 * All cost 0 actions. The preview of `activate` gives the exact odds of 0…dice successes and of a
 * turnover (activationOdds.ts).
 */
import type { ActionDescription, ActionPreview, PreviewChance, ResolveContext } from '../../../engine/ruleset';
import type { Fraction } from '../../../engine/fraction';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { closeActivation, endActivation, passTurn } from '../sbhFlow';
import { qualityOf } from '../sbhProfile';
import type { SbhActionHandler, SbhState } from '../sbhTypes';
import { activeSide, figStateOf } from '../sbhTypes';
import { figureOf, withFlow } from '../../../engine/kit/pieceState';
import { optionsOf } from '../sbhOptions';
import type { Activation } from '../sbhTypes';
import { activationOdds } from './activationOdds';
import { qualityTarget, rollQuality } from './quality';

export const ACTIVATION_DICE = [1, 2, 3] as const;
export type ActivationDice = (typeof ACTIVATION_DICE)[number];

/** The number of dice an `activate` action asks for, or null when it is not 1, 2 or 3. */
export const activationDiceOf = (a: Action): ActivationDice | null => {
  const d = a.params?.dice;
  return d === 1 || d === 2 || d === 3 ? d : null;
};

export const activateAction = (side: string, figureId: string, dice: ActivationDice): Action => ({ type: 'activate', side, figureId, params: { dice } });

function activateRefusal(state: SbhState, a: Action): Refusal | null {
  const f = figureOf(state, a.figureId);
  if (f === undefined) return refusal('sbh.activate.needsFigure', 'SBH-GAP-03', 'say which figure to activate');
  if (activationDiceOf(a) === null) return refusal('sbh.activate.badDice', 'SBH-GAP-03', 'a figure activates with 1, 2 or 3 dice', { figureId: f.id });
  const side = activeSide(state) ?? '';
  if (f.side !== side) return refusal('sbh.activate.notYourTurn', 'SBH-GAP-03', `it is not ${f.side}'s turn`, { figureId: f.id, activeSideId: side });
  const act = state.flow.activation;
  if (act !== null) {
    return act.figureId === f.id
      ? refusal('sbh.activate.already', 'SBH-GAP-03', `${f.name} is being activated now`, { figureId: f.id })
      : refusal('sbh.activate.otherActive', 'SBH-GAP-03', `first ${figureOf(state, act.figureId)?.name ?? act.figureId}'s activation ends`, { activeFigureId: act.figureId });
  }
  const fs = figStateOf(state, f.id);
  if (fs.activated) return refusal('sbh.activate.once', 'SBH-GAP-03', `${f.name} has already activated this turn`, { figureId: f.id });
  if (fs.bound) return refusal('sbh.activate.bound', 'SBH-GAP-10', `${f.name} is bound and cannot act until freed`, { figureId: f.id });
  return null;
}

function endActivationRefusal(state: SbhState, a: Action): Refusal | null {
  const act = state.flow.activation;
  if (act === null || act.figureId !== a.figureId) {
    return refusal('sbh.endActivation.notActive', 'SBH-GAP-03', 'that figure is not being activated', { figureId: a.figureId ?? '' });
  }
  return null;
}

function endTurnRefusal(state: SbhState, a: Action): Refusal | null {
  const side = activeSide(state) ?? '';
  return a.side === side ? null : refusal('sbh.endTurn.notYourTurn', 'SBH-GAP-03', `it is ${side}'s turn, not ${a.side}'s`, { activeSideId: side });
}

function resolveActivate(state: SbhState, a: Action, ctx: ResolveContext): SbhState {
  const f = figureOf(state, a.figureId)!;
  const dice = activationDiceOf(a)!;
  const quality = qualityOf(f);
  const naturals = optionsOf(state).naturalOnesAndSixes;
  const r = rollQuality(ctx, {
    dice, quality, naturals, purpose: 'sbh.quality', ruleId: 'SBH-GAP-02', figureIds: [f.id],
    params: { figureId: f.id, quality: qualityTarget(quality, naturals) },
  });
  const turnover = r.failures >= 2;
  const activation: Activation = { figureId: f.id, dice, successes: r.successes, failures: r.failures, actionsLeft: r.successes, attacked: false };
  ctx.emit({ type: 'sbh.activated', ruleId: 'SBH-GAP-03', params: { figureId: f.id, dice, successes: r.successes, failures: r.failures, turnover } });
  // With no successes the router ends the activation at once (and a turnover passes the turn).
  return withFlow(state, { activation, turnover });
}

const chance = (labelKey: string, params: Record<string, number>, p: Fraction, ruleId: string): PreviewChance => ({
  labelKey, params, num: p.num.toString(), den: p.den.toString(), ruleId,
});

function previewActivate(state: SbhState, a: Action): ActionPreview {
  const why = activateRefusal(state, a);
  const f = figureOf(state, a.figureId);
  const dice = activationDiceOf(a);
  if (f === undefined || dice === null) return { refusal: why, lines: [], chances: [] };
  const quality = qualityOf(f);
  const naturals = optionsOf(state).naturalOnesAndSixes;
  const target = qualityTarget(quality, naturals);
  const lines: ActionDescription[] = [
    { labelKey: 'sbh.activate.line.quality', params: { figureId: f.id, quality: target } },
    { labelKey: 'sbh.activate.line.dice', params: { dice } },
  ];
  if (naturals) lines.push({ labelKey: 'sbh.activate.line.naturals', params: {} });
  const odds = activationOdds(dice, quality, naturals);
  const chances = odds.successes.map((p, successes) => chance('sbh.activate.chance.successes', { successes }, p, 'SBH-GAP-02'));
  chances.push(chance('sbh.activate.chance.turnover', {}, odds.turnover, 'SBH-GAP-03'));
  return { refusal: why, lines, chances };
}

export const activationHandler: SbhActionHandler = {
  types: ['activate', 'endActivation', 'endTurn'],
  check(state, a) {
    if (a.type === 'activate') return activateRefusal(state, a);
    if (a.type === 'endActivation') return endActivationRefusal(state, a);
    return endTurnRefusal(state, a);
  },
  resolve(state, a, ctx) {
    if (a.type === 'activate') return { state: resolveActivate(state, a, ctx) };
    if (a.type === 'endActivation') return { state: endActivation(state, ctx) };
    // endTurn: an activation under way ends first (its figure counts as activated), then the turn passes.
    return { state: passTurn(closeActivation(state, ctx), ctx, 'SBH-GAP-03') };
  },
  describe(_state, a): ActionDescription {
    if (a.type === 'activate') return { labelKey: 'sbh.action.activate', params: { figureId: a.figureId ?? '', dice: activationDiceOf(a) ?? 0 } };
    if (a.type === 'endActivation') return { labelKey: 'sbh.action.endActivation', params: { figureId: a.figureId ?? '' } };
    return { labelKey: 'sbh.action.endTurn', params: { sideSideId: a.side } };
  },
  candidates(state, figureId) {
    const f = figureOf(state, figureId);
    if (f === undefined) return [];
    if (state.flow.activation?.figureId === figureId) return [{ type: 'endActivation', side: f.side, figureId }];
    // Figures of the side whose turn it is: refusals say why one may not (activated, bound, another's turn under way).
    if (f.side !== activeSide(state)) return [];
    return ACTIVATION_DICE.map((dice) => activateAction(f.side, figureId, dice));
  },
  preview(state, a) {
    return a.type === 'activate' ? previewActivate(state, a) : null;
  },
  cost: () => 0,
};

/** The side's buttons: end the turn. */
export const sbhSideActions = (_state: SbhState, side: string): Action[] => [{ type: 'endTurn', side }];
