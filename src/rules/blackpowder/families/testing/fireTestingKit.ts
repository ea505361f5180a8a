/**
 * Test support for the fire families (tests only, never shipped): a ruleset of End turn, shoot and
 * passHit on the kit (a stub `pay` that spends nothing and passes; the save gate first), a
 * Franco-Prussian table for shooting and a game started on it (scenario order: the Prussians first).
 *
 * The table (cm; 25 mm bases, 2.5 cm): Prussians on y = 10 — a Group `pGroup` (Leader `pL` 10,
 * `p1` 15, `p2` 20) and lone `pA` at 50; Zouaves on y = 40 (30 cm off: Effective) — a Group
 * `zGroup` (Leader `zL` 10, `z1` 15, `z2` 20, `z3` 25), lone `zA` at 50, a rider `zR` at 80, and
 * `zF` far off at (70, 80) (about 70 cm from `pA`: Long for rifles).
 */
import { applyAction } from '../../../../engine/applyAction';
import { familyRuleset } from '../../../../engine/kit/familyRuleset';
import type { Figure, Scenario } from '../../../../engine/model';
import { newGame } from '../../../../engine/replay';
import type { Ruleset } from '../../../../engine/ruleset';
import type { Action, GameEvent, RollEvent } from '../../../../engine/state';
import { isRollEvent, refusal } from '../../../../engine/state';
import type { TerrainPiece } from '../../../../los/terrain';
import { BP_OPTIONS } from '../../profile/bpOptions';
import { bpProfileProblems } from '../../profile/bpProfile';
import type { BpFigState, BpFlow, BpState } from '../../flow/bpTypes';
import { BP_ID } from '../../flow/bpTypes';
import { bpSetup } from '../../flow/bpSetup';
import { describeBpFlow } from '../../flow/describeBpFlow';
import { bpSideActions, endTurnFamily } from '../../flow/endTurnFamily';
import { fighter, flowScenario, group } from '../../flow/testing/flowTestKit';
import type { PayAction } from '../shootFamily';
import { makeShootFamily } from '../shootFamily';
import { placementFamily } from '../placementFamily';
import { saveFamily, saveWaitingGate } from '../saveFamily';

/** Pays nothing and always passes (the real `payAction` is wired by the ruleset). */
export const stubPay: PayAction = (state) => ({ state });

export const fireTestRuleset: Ruleset<BpFlow, BpFigState> = familyRuleset<BpFlow, BpFigState, typeof endTurnFamily>({
  families: [endTurnFamily, makeShootFamily({ pay: stubPay }), saveFamily, placementFamily],
  gates: [saveWaitingGate],
  unknownAction: (type) => refusal('test.unknownAction', 'TEST-PARAMS-1', `no action "${type}" in the fire test ruleset`),
  unknownLabel: (type) => ({ labelKey: type, params: {} }),
  rest: { id: BP_ID, options: BP_OPTIONS, profileProblems: bpProfileProblems, setup: bpSetup, describeFlow: describeBpFlow, sideActions: bpSideActions },
});

export const fireFigures = (): Figure[] => [
  fighter('pL', 'p', 10, 10, { leader: true }), fighter('p1', 'p', 15, 10), fighter('p2', 'p', 20, 10), fighter('pA', 'p', 50, 10),
  fighter('zL', 'z', 10, 40, { leader: true }), fighter('z1', 'z', 15, 40), fighter('z2', 'z', 20, 40), fighter('z3', 'z', 25, 40),
  fighter('zA', 'z', 50, 40), { ...fighter('zR', 'z', 80, 40, { cavalry: true }), mounted: true }, fighter('zF', 'z', 70, 80),
];

export const fireScenario = (terrain: readonly TerrainPiece[] = [], figures: readonly Figure[] = fireFigures()): Scenario => ({
  ...flowScenario([...figures], [group('pGroup', 'p', ['pL', 'p1', 'p2']), group('zGroup', 'z', ['zL', 'z1', 'z2', 'z3'])]),
  terrain: [...terrain],
});

/** A fire test game (Prussians active). */
export function startFireGame(options: Record<string, unknown> = {}, scenario: Scenario = fireScenario(), seed = 7): BpState {
  const g = newGame(fireTestRuleset, scenario, { initiative: 'scenarioOrder', ...options }, seed);
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  return g.state;
}

export const shoot = (actorId: string, targetId: string, forcedDice?: readonly number[], side = 'p'): Action =>
  ({ type: 'shoot', side, figureId: actorId, targetIds: [targetId], params: { targetId }, ...(forcedDice === undefined ? {} : { forcedDice: [...forcedDice] }) });

/** Apply and expect acceptance: the state and the events. */
export function act(state: BpState, action: Action): { state: BpState; events: readonly GameEvent[] } {
  const r = applyAction(fireTestRuleset, state, action);
  if (!r.ok) throw new Error(`refused: ${r.refusal.message}`);
  return { state: r.state, events: r.events };
}

/** The refusal's reason key, or null when accepted. */
export function refusedKey(state: BpState, action: Action): string | null {
  const r = applyAction(fireTestRuleset, state, action);
  return r.ok ? null : r.refusal.reasonKey;
}

export const rollsOf = (events: readonly GameEvent[], purpose?: string): RollEvent[] =>
  events.filter(isRollEvent).filter((e) => purpose === undefined || e.purpose === purpose);
