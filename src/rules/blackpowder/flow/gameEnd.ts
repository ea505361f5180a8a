/**
 * Morale and the end of the game (BP-GAP-14, house rule):
 *   - a side that has lost `moraleLossPercent` (half) of the fighters it started with (Out of Action
 *     or gone from the table) is shaken: at the start of its turn each of its Groups (not broken up)
 *     tests 1d6 > SD[3] of its Leader (purpose `blackpowder.roll.morale`, BP-GAP-14); a failure
 *     withdraws a full Move towards its own table edge — the movement module moves it: here the
 *     Groups that must are returned (and kept in `BpFlow.mustWithdraw` for that turn);
 *   - the game ends when at most one side has a fighter in action: that side wins; none left, a draw.
 * DECISION: a Group whose Leader is out of action tests against the worst (highest) SD[3] among its
 * members in action: leaderless men are the hardest to hold.
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { Outcome } from '../../../engine/state';
import { bpProfileOf } from '../profile/bpProfile';
import { optionsOf } from '../profile/bpOptions';
import { activeGroupsOf, groupLeaderId, membersInAction } from '../groups/bpGroup';
import type { BpState } from './bpTypes';
import { fightersInAction } from './inAction';

type Readable = Pick<BpState, 'scenario' | 'figureState' | 'options' | 'flow'>;

/** How many of its starting fighters the side has lost. */
export const fightersLost = (state: Readable, sideId: string): number =>
  Math.max(0, (state.flow.startingFighters[sideId] ?? 0) - fightersInAction(state, sideId).length);

/** The side has lost at least `moraleLossPercent` % of its starting fighters (and started with some). */
export function isShaken(state: Readable, sideId: string): boolean {
  const start = state.flow.startingFighters[sideId] ?? 0;
  return start > 0 && fightersLost(state, sideId) * 100 >= optionsOf(state).moraleLossPercent * start;
}

export interface MoraleTest {
  readonly unitId: string;
  /** The figure whose SD[3] was tested (the Leader, else the member with the worst). */
  readonly testerId: string;
  readonly face: number;
  readonly need: number;
  readonly passed: boolean;
}

/** The SD[3] a Group's morale must beat, and whose (null: nobody in action). */
function moraleTester(state: Readable, unitId: string): { id: string; sd3: number } | null {
  const unit = state.scenario.units?.find((u) => u.id === unitId);
  if (unit === undefined) return null;
  const members = membersInAction(state, unit).flatMap((id) => state.scenario.figures.filter((f) => f.id === id));
  const leaderId = groupLeaderId(state.scenario, unit);
  const leader = members.find((f) => f.id === leaderId);
  const pool = leader !== undefined ? [leader] : members;
  let best: { id: string; sd3: number } | null = null;
  for (const f of pool) {
    const sd3 = bpProfileOf(f).sd[2];
    if (best === null || sd3 > best.sd3) best = { id: f.id, sd3 };
  }
  return best;
}

/**
 * The morale tests of `sideId`'s Groups at the start of its turn: none unless the side is shaken.
 * Each is rolled through `ctx` and a failure emits `blackpowder.morale.withdraw`.
 */
export function rollSideMorale(state: Readable, sideId: string, ctx: ResolveContext): { tests: MoraleTest[]; mustWithdraw: string[] } {
  if (!isShaken(state, sideId)) return { tests: [], mustWithdraw: [] };
  const tests: MoraleTest[] = [];
  for (const unit of activeGroupsOf(state, sideId)) {
    const tester = moraleTester(state, unit.id);
    if (tester === null) continue;
    const face = ctx.roll({
      count: 1, sides: 6, purpose: 'blackpowder.roll.morale', ruleId: 'BP-GAP-14', figureIds: membersInAction(state, unit), atLeast: tester.sd3 + 1,
      params: { unitId: unit.id, groupName: unit.name, testerFigureId: tester.id, sd: tester.sd3 },
    })[0] ?? 1;
    const passed = face > tester.sd3;
    tests.push({ unitId: unit.id, testerId: tester.id, face, need: tester.sd3, passed });
    if (!passed) ctx.emit({ type: 'blackpowder.morale.withdraw', ruleId: 'BP-GAP-14', figureIds: membersInAction(state, unit), params: { unitId: unit.id, groupName: unit.name } });
  }
  return { tests, mustWithdraw: tests.filter((t) => !t.passed).map((t) => t.unitId) };
}

/** The outcome once at most one side has a fighter in action, else null. */
export function victoryOutcome(state: Pick<BpState, 'scenario' | 'figureState'>): Outcome | null {
  const sides = state.scenario.sides.map((s) => s.id);
  if (sides.length < 2) return null;
  const standing = sides.filter((s) => fightersInAction(state, s).length > 0);
  if (standing.length > 1) return null;
  const winner = standing[0];
  if (winner === undefined) return { winner: null, reasonKey: 'blackpowder.outcome.allOut', params: {} };
  const loser = sides.find((s) => s !== winner) ?? '';
  return { winner, reasonKey: 'blackpowder.outcome.lastSideStanding', params: { winnerSideId: winner, loserSideId: loser } };
}

/** The state with its outcome set (and nobody to act) if the game is over; else unchanged. */
export function withVictory(state: BpState): BpState {
  if (state.outcome !== null) return state;
  const outcome = victoryOutcome(state);
  return outcome === null ? state : { ...state, outcome, actors: [] };
}
