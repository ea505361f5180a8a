/**
 * The seven steps of a BATTLESYSTEM round (BS-GAP-01; flow/bsTypes.ts): beginning a round (Step 1's
 * initiative, every unit's movement and fire made fresh), the winner's choice of who moves first
 * (`chooseOrder`), and ending a step (`endStep`, the active side's button). Step 5 (spells, BS-GAP-15:
 * not modelled) is passed through with an event; Step 6 (melee, melee/) is the first side's to end
 * once every melee is fought; Step 7 (morale and rally, morale/) opens with the checks due and is
 * each side's in turn. With `meleeMorale: passedThrough` Steps 6–7 are passed through too.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { BsFlow, BsState, BsStep } from './bsTypes';
import { freshBsPieceState, stepNumber } from './bsTypes';
import { rollInitiative } from './initiative';
import { bsOptions } from '../profile/bsOptionSpecs';
import { closeMeleeStep, openMoraleStep } from '../morale/moraleStep';

const stepEvent = (ctx: ResolveContext, step: BsStep, round: number, extra: Record<string, string> = {}): void =>
  ctx.emit({ type: 'battlesystem.step', ruleId: 'BS-GAP-01', params: { step, stepNumber: stepNumber(step), round, ...extra } });

/**
 * Every unit's movement, fire, charge and morale of the round made fresh; hits carried (BS-HITS-1),
 * the status morale gave (BS-GAP-05) and the last melee's foes (BS-AD-5) stay.
 */
function freshRound(state: Pick<BsState, 'figureState'>): BsState['figureState'] {
  const out: Record<string, BsState['figureState'][string]> = {};
  for (const [id, s] of Object.entries(state.figureState)) {
    out[id] = {
      ...freshBsPieceState(), carriedHits: s.carriedHits, magicUsed: s.magicUsed,
      ...(s.status === undefined ? {} : { status: s.status }), ...(s.meleeFoes === undefined ? {} : { meleeFoes: s.meleeFoes }),
    };
  }
  return out;
}

/**
 * Round `round` begun: the initiative rolled (Step 1); its winner then acts in Step 1 to choose who
 * moves first (option `initiativeChoice: winnerChooses`, with two sides or more), or Step 2 is
 * given to the winner at once.
 */
export function beginRound<S extends Pick<BsState, 'scenario' | 'flow' | 'figureState' | 'turn' | 'options'>>(state: S, round: number, ctx: ResolveContext): S {
  const sides = state.scenario.sides.map((s) => s.id);
  const choose = bsOptions(state.options).initiativeChoice === 'winnerChooses' && sides.length > 1;
  stepEvent(ctx, 'initiative', round);
  const { order, faces } = rollInitiative(sides, round, ctx, choose);
  const winner = order[0] ?? '';
  if (!choose) stepEvent(ctx, 'firstMove', round, { sideId: winner });
  const { strikes: _strikes, ...kept } = state.flow;
  const flow: BsFlow = { ...kept, round, step: choose ? 'initiative' : 'firstMove', order, initiative: faces, active: winner, pendingCasualties: null };
  return { ...state, turn: round, flow, figureState: freshRound(state) };
}

/**
 * The initiative's winner chose (BS-GAP-01 Step 1): `moveFirst` keeps it at the head of the order,
 * else it moves second (after the next side in scenario order); Step 2 begins.
 */
export function chooseOrder(state: BsState, moveFirst: boolean, ctx: ResolveContext): BsState {
  const [winner, ...rest] = state.flow.order;
  const order = moveFirst || winner === undefined || rest.length === 0 ? state.flow.order : [rest[0]!, winner, ...rest.slice(1)];
  const first = order[0] ?? '';
  ctx.emit({ type: 'battlesystem.orderChosen', ruleId: 'BS-GAP-01', params: { winnerSideId: winner ?? '', firstSideId: first, round: state.flow.round } });
  stepEvent(ctx, 'firstMove', state.flow.round, { sideId: first });
  return { ...state, flow: { ...state.flow, step: 'firstMove', order, active: first } };
}

/**
 * The step and side after the active one's step ends; null: the round is over. With `fought`
 * (option `meleeMorale`) missile fire is followed by Step 6 (the first side's) and Step 7 (each
 * side's in the round's order).
 */
export function nextStep(flow: BsFlow, fought = false): { step: BsStep; active: string } | null {
  const idx = flow.order.indexOf(flow.active);
  const nextSide = flow.order[idx + 1];
  switch (flow.step) {
    case 'initiative':
    case 'firstMove':
      return flow.order.length > 1 ? { step: 'secondMove', active: flow.order[1]! } : { step: 'missile', active: flow.order[0] ?? '' };
    case 'secondMove':
      return nextSide !== undefined ? { step: 'secondMove', active: nextSide } : { step: 'missile', active: flow.order[0] ?? '' };
    case 'missile':
      return nextSide !== undefined ? { step: 'missile', active: nextSide } : fought ? { step: 'melee', active: flow.order[0] ?? '' } : null;
    case 'melee':
      return fought ? { step: 'morale', active: flow.order[0] ?? '' } : null;
    case 'morale':
      return fought && nextSide !== undefined ? { step: 'morale', active: nextSide } : null;
    default:
      return null;
  }
}

/** The active side's step ended: the next step, or the round's last steps passed and the next round begun. */
export function endStep(state: BsState, ctx: ResolveContext): BsState {
  const fought = bsOptions(state.options).meleeMorale === 'fought';
  const next = nextStep(state.flow, fought);
  if (next !== null) {
    if (next.step === 'melee') stepEvent(ctx, 'spells', state.flow.round, { passed: 'true' });
    stepEvent(ctx, next.step, state.flow.round, { sideId: next.active });
    const moved = { ...state, flow: { ...state.flow, step: next.step, active: next.active } };
    return next.step === 'morale' && state.flow.step === 'melee' ? openMoraleStep(closeMeleeStep(moved), ctx) : moved;
  }
  if (!fought) for (const step of ['spells', 'melee', 'morale'] as const) stepEvent(ctx, step, state.flow.round, { passed: 'true' });
  return beginRound(state, state.flow.round + 1, ctx);
}

/** Whether the step is a movement step (2 or 3). */
export const isMoveStep = (flow: Pick<BsFlow, 'step'>): boolean => flow.step === 'firstMove' || flow.step === 'secondMove';
/** Whether units of `sideId` may move now (Steps 2 and 3); who may fire when is flow/interruptFire.ts. */
export const isMoveStepOf = (flow: BsFlow, sideId: string): boolean => isMoveStep(flow) && flow.active === sideId;
