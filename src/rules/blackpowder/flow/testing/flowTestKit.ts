/**
 * Test support for the flow and Groups (tests only, never shipped): a ruleset of the turn flow alone
 * (End turn, the set-up, the banner) on the kit, a Franco-Prussian table — the Prussians a Group of
 * three (Leader `pL`, `p1`, `p2`) and three lone fighters (`pA`, `pB`, `pC`): 4 actors; the Zouaves
 * a Group of four (Leader `zL`, `z1`..`z3`) and one lone fighter (`zA`): 2 actors — and a game
 * started on it with forced set-up dice. Positions in cm (`cm(x)`), 25 mm round bases (2.5 cm).
 */
import { cmToInches } from '../../../../geometry/units';
import { fixedDice } from '../../../../engine/dice';
import { familyRuleset } from '../../../../engine/kit/familyRuleset';
import type { Figure, Scenario, Unit } from '../../../../engine/model';
import { newGame } from '../../../../engine/replay';
import type { Ruleset } from '../../../../engine/ruleset';
import { refusal } from '../../../../engine/state';
import { figure, testScenario } from '../../../../engine/testScenario';
import { BP_OPTIONS } from '../../profile/bpOptions';
import { bpProfileProblems } from '../../profile/bpProfile';
import type { BpFigState, BpFlow, BpState } from '../bpTypes';
import { BP_ID } from '../bpTypes';
import { bpSetup } from '../bpSetup';
import { describeBpFlow } from '../describeBpFlow';
import { bpSideActions, endTurnFamily } from '../endTurnFamily';

export const cm = (n: number): number => cmToInches(n);

export const flowTestRuleset: Ruleset<BpFlow, BpFigState> = familyRuleset<BpFlow, BpFigState, typeof endTurnFamily>({
  families: [endTurnFamily],
  unknownAction: (type) => refusal('test.unknownAction', 'TEST-PARAMS-1', `no action "${type}" in the flow test ruleset`),
  unknownLabel: (type) => ({ labelKey: type, params: {} }),
  rest: { id: BP_ID, options: BP_OPTIONS, profileProblems: bpProfileProblems, setup: bpSetup, describeFlow: describeBpFlow, sideActions: bpSideActions },
});

/** A fighter at (x, y) cm; `sd` "x/y/z", a Leader if told. */
export const fighter = (id: string, side: string, xCm: number, yCm: number, profile: Figure['profile'] = {}): Figure =>
  figure({ id, side, x: cm(xCm), y: cm(yCm), profile: { sd: '1/2/3', ...profile } });

export const group = (id: string, side: string, memberIds: readonly string[]): Unit =>
  ({ id, side, name: id, memberIds: [...memberIds], formation: { kind: 'irregular' }, facingDeg: 0, profile: {} });

export const prussians: Figure[] = [
  fighter('pL', 'p', 10, 10, { leader: true, sd: '1/2/4' }), fighter('p1', 'p', 15, 10), fighter('p2', 'p', 20, 10),
  fighter('pA', 'p', 40, 10), fighter('pB', 'p', 50, 10), fighter('pC', 'p', 60, 10),
];
export const zouaves: Figure[] = [
  fighter('zL', 'z', 10, 90, { leader: true }), fighter('z1', 'z', 15, 90), fighter('z2', 'z', 20, 90), fighter('z3', 'z', 25, 90),
  fighter('zA', 'z', 50, 90),
];

export const flowScenario = (figures: readonly Figure[] = [...prussians, ...zouaves], units: readonly Unit[] = [group('pGroup', 'p', ['pL', 'p1', 'p2']), group('zGroup', 'z', ['zL', 'z1', 'z2', 'z3'])]): Scenario => ({
  ...testScenario, id: 'bp-flow-test', ruleset: BP_ID, table: { widthIn: 48, depthIn: 48 }, terrain: [],
  sides: [{ id: 'p', name: 'Prussians', color: '#222244' }, { id: 'z', name: 'Zouaves', color: '#aa2222' }],
  figures: [...figures], units: [...units],
});

/**
 * A game on `scenario` with these options, its set-up rolling `setupDice` (fixedDice: a roll beyond
 * them throws), or, given null, the seed's own stream.
 */
export function startGame(options: Record<string, unknown> = {}, setupDice: readonly number[] | null = [], scenario: Scenario = flowScenario(), seed = 7): BpState {
  const g = newGame(flowTestRuleset, scenario, options, seed, setupDice === null ? undefined : fixedDice(setupDice));
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  return g.state;
}
