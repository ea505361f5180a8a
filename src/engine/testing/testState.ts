/**
 * The test ruleset's state and its readers (test support, never shipped): shared by the ruleset's
 * single-figure actions (testRuleset.ts) and its group and unit actions (testGroups.ts).
 */
import type { Action, GameState, Refusal } from '../state';
import { refusal } from '../state';
import type { Figure, Scenario } from '../model';
import type { ResolveContext } from '../ruleset';
import { figureOf } from '../kit/pieceState';

export type TurnModel = 'phases' | 'activations' | 'actionPoints';

/** Kept per figure, and per unit (a unit moves once a turn as one). */
export interface TestFigState {
  readonly dead: boolean;
  readonly moved: boolean;
  readonly shot: boolean;
  readonly activated: boolean;
  readonly reacted: boolean;
  /** Actions left: from an activation (activations) or AP (actionPoints). */
  readonly ap: number;
}

export interface TestFlow {
  readonly model: TurnModel;
  /** Side ids in acting order this turn. */
  readonly order: readonly string[];
  /** Index in `order` of the side acting now. */
  readonly active: number;
  readonly phase: 'move' | 'shoot' | 'act';
  /** activations: failed dice of the active side this turn. */
  readonly failures: number;
  /**
   * actionPoints: a move waiting for the other side to react or pass. The mover has not left its
   * start yet, so its path is the straight line from where it stands to (x, y).
   */
  readonly pending: { readonly figureId: string; readonly x: number; readonly y: number } | null;
}

export type TestState = GameState<TestFlow, TestFigState>;

export const AP_PER_TURN = 2;

export const num = (profile: Figure['profile'], key: string, fallback: number): number => {
  const v = profile[key];
  return typeof v === 'number' ? v : fallback;
};

export const fresh = (model: TurnModel): TestFigState => ({ dead: false, moved: false, shot: false, activated: false, reacted: false, ap: model === 'actionPoints' ? AP_PER_TURN : 0 });

export { figureOf };

export function figState(state: TestState, id: string): TestFigState {
  return state.figureState[id] ?? fresh(state.flow.model);
}

/** The state after `id` spends an action (AP or an activation's action; none in phases or for a reaction). */
export function spend(s: TestState, id: string, patch: Partial<TestFigState>): TestState {
  const fs = figState(s, id);
  const ap = s.flow.model === 'phases' || patch.reacted === true ? fs.ap : fs.ap - 1;
  return { ...s, figureState: { ...s.figureState, [id]: { ...fs, ap, ...patch } } };
}

/** One d6 at or above the shooter's `shoot` kills; `killed` even if the target was already down. */
export function shootAt(state: TestState, shooter: Figure, targetId: string, ctx: ResolveContext, purpose: string): { state: TestState; killed: boolean } {
  const [face = 0] = ctx.roll({ count: 1, sides: 6, purpose, ruleId: 'TEST-SHOOT-1', figureIds: [shooter.id, targetId] });
  const killed = face >= num(shooter.profile, 'shoot', 4);
  if (!killed) return { state, killed };
  ctx.emit({ type: 'killed', ruleId: 'TEST-SHOOT-1', figureIds: [targetId] });
  return { state: { ...state, figureState: { ...state.figureState, [targetId]: { ...figState(state, targetId), dead: true } } }, killed };
}

/** The piece ids a game keeps state for: every figure, then every unit. */
export const stateIds = (scenario: Scenario): string[] => [...scenario.figures.map((f) => f.id), ...(scenario.units ?? []).map((u) => u.id)];

export function checkActor(state: TestState, a: Action): Refusal | Figure {
  const f = figureOf(state, a.figureId);
  if (f === undefined) return refusal('test.needsFigure', 'TEST-PARAMS-1', `"${a.type}" needs a figure`);
  if (figState(state, f.id).dead) return refusal('test.dead', 'TEST-DEAD-1', `${f.name} is dead`);
  return f;
}

/** Why `a` is not aimed at one living enemy of its side (TEST-TARGET-1), or null; `what` names the action. */
export function enemyTargetRefusal(state: TestState, a: Action, what: string): Refusal | null {
  const t = figureOf(state, a.targetIds?.[0]);
  if (a.targetIds?.length !== 1 || t === undefined || t.side === a.side || figState(state, t.id).dead) {
    return refusal('test.badTarget', 'TEST-TARGET-1', `${what} needs one living enemy target`);
  }
  return null;
}

export function checkSpend(state: TestState, f: { readonly id: string; readonly name: string }, once: 'moved' | 'shot'): Refusal | null {
  const { flow } = state;
  const fs = figState(state, f.id);
  if (flow.model === 'phases') {
    const phase = once === 'moved' ? 'move' : 'shoot';
    if (flow.phase !== phase) return refusal('test.wrongPhase', 'TEST-PHASE-1', `cannot ${phase} in the ${flow.phase} phase`, { phase: flow.phase });
    if (fs[once]) return refusal('test.once', 'TEST-ONCE-1', `${f.name} has already done that this turn`);
    return null;
  }
  if (flow.pending !== null) return refusal('test.pending', 'TEST-PENDING-1', 'a move is waiting for reactions');
  if (fs.ap < 1) return refusal('test.noActions', flow.model === 'actionPoints' ? 'TEST-AP-1' : 'TEST-ACT-1', `${f.name} has no actions left`);
  return null;
}
