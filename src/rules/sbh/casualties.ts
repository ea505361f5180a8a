/**
 * Figures leaving the game (killed, fled, out of action: SBH-GAP-06, SBH-MORALE-1..5) and the
 * morale tests their going triggers (SBH-GAP-08): the Leader killed → every friend tests; a
 * warband falls to half its starting size → each of its figures tests, once.
 *
 * The tests are queued in `flow.pendingMorale` and rolled by the morale family's after-resolve hook
 * (morale/), one figure at a time (SBH-MORALE-6), so whoever removes a figure never rolls them.
 */
import { casualtyEntry, withCasualty, withoutFigure } from '../../engine/kit/casualtyLedger';
import type { ResolveContext } from '../../engine/ruleset';
import { hasFlag, pointsOf } from './sbhProfile';
import type { SbhState } from './sbhTypes';
import { figureOf } from '../../engine/kit/pieceState';
import type { MoraleTest, SbhCasualty } from './sbhTypes';

/** Queue morale tests (figures already queued or gone are skipped). */
export function queueMorale(state: SbhState, tests: readonly MoraleTest[]): SbhState {
  const queued = new Set(state.flow.pendingMorale.map((t) => t.figureId));
  const add = tests.filter((t) => figureOf(state, t.figureId) !== undefined && !queued.has(t.figureId) && (queued.add(t.figureId), true));
  return add.length === 0 ? state : { ...state, flow: { ...state.flow, pendingMorale: [...state.flow.pendingMorale, ...add] } };
}

export function removeFigure(state: SbhState, figureId: string, how: SbhCasualty['how'], ruleId: string, ctx: ResolveContext): SbhState {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return state;
  const casualty: SbhCasualty = { ...casualtyEntry(state, figure, ruleId), points: pointsOf(figure), how };
  ctx.emit({ type: `sbh.removed.${how}`, ruleId, params: { figureId, name: figure.name } });
  // Off the table and into the ledger (engine/kit/casualtyLedger.ts); its morale test and a charge it was in go with it.
  const gone = withCasualty(withoutFigure(state, figureId), casualty);
  const pending = gone.flow.pendingReaction;
  let next: SbhState = {
    ...gone,
    flow: {
      ...gone.flow,
      pendingMorale: gone.flow.pendingMorale.filter((t) => t.figureId !== figureId),
      pendingReaction: pending !== null && (pending.chargerId === figureId || pending.targetId === figureId) ? null : pending,
    },
  };
  const friends = next.scenario.figures.filter((f) => f.side === figure.side);
  if (hasFlag(figure, 'leader')) {
    next = queueMorale(next, friends.map((f) => ({ figureId: f.id, reasonKey: 'sbh.morale.why.leaderKilled', ruleId: 'SBH-GAP-08' })));
  }
  const start = next.flow.startingCounts[figure.side] ?? 0;
  if (start > 0 && friends.length * 2 <= start && !next.flow.halvedSides.includes(figure.side)) {
    next = { ...next, flow: { ...next.flow, halvedSides: [...next.flow.halvedSides, figure.side] } };
    next = queueMorale(next, friends.map((f) => ({ figureId: f.id, reasonKey: 'sbh.morale.why.half', ruleId: 'SBH-GAP-08' })));
  }
  return next;
}
