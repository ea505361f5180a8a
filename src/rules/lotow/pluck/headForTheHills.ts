/**
 * "Head for the Hills" (LOTOW-GAP-09, [low], house rules as options): at the start of every turn's
 * Move phase (before loose mounts bolt), each side in play, in this turn's acting order, whose
 * counted figures on the table are at most half its starting count tests its Pluck — every turn it
 * stays that low. 2d6 + Pluck ≥ option `pluckTarget` (10) passes. How (option `pluckTest`):
 *   - `side` (default): one roll on the best Pluck of the side's figures on the table (its leader's,
 *     errata). A fail breaks the side and ends the game: the other side wins (with two sides in
 *     play; otherwise no single winner, null), `lotow.outcome.broke`.
 *   - `eachFigure`: each counted figure rolls on its own Pluck or, if better, the best Pluck of a
 *     friendly Hero within 6″ (errata: friends within 6″ use a Leader's Pluck; base edge to edge in
 *     plan). Everyone's Pluck is read before anyone runs, so the order of the rolls changes nothing.
 *     A figure that fails flees: it leaves the table as a casualty that counts (casualty.ts, 'fled').
 *     A side with nobody left loses (victory.ts, checked here straight away).
 * A side with nobody left is not tested (it has lost already). Riderless mounts never test here:
 * their courage test is the loose mounts' (mounts/looseMounts.ts), on the same `pluckTarget`.
 */
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { Figure } from '../../../engine/model';
import type { ResolveContext } from '../../../engine/ruleset';
import { isHero, statOf } from '../lotowProfile';
import type { LotowState } from '../lotowTypes';
import { optionsOf } from '../lotowOptions';
import { putOutOfAction } from '../wounds/casualty';
import { endGame } from './endGame';
import { countedFiguresOf, sidesInPlay, startingCountOf } from './sideCounts';
import { wipeOutCheck } from './victory';

/** Errata: friends within this of a Leader use his Pluck, inches. */
export const LEADER_PLUCK_RANGE_IN = 6;
/** A figure with no Pluck in its profile (never for a valid LOTOW profile). */
const DEFAULT_PLUCK = 1;

const pluckOf = (f: Figure): number => statOf(f, 'pluck', DEFAULT_PLUCK);

/** The side is down to half or less (and not wiped out). */
export function mustTest(state: LotowState, sideId: string): boolean {
  const start = startingCountOf(state, sideId);
  const left = countedFiguresOf(state, sideId).length;
  return start > 0 && left > 0 && left * 2 <= start;
}

/** The Pluck figure `f` tests on: its own, or the best of a friendly Hero within 6″. */
export function pluckFor(state: LotowState, f: Figure): number {
  const fp = figureFootprint(f);
  const heroes = countedFiguresOf(state, f.side).filter((h) => h.id !== f.id && isHero(h)
    && footprintDistanceToFootprint(fp, figureFootprint(h)) <= LEADER_PLUCK_RANGE_IN);
  return Math.max(pluckOf(f), ...heroes.map(pluckOf));
}

function testSide(state: LotowState, sideId: string, ctx: ResolveContext): LotowState {
  const needed = optionsOf(state).pluckTarget;
  const figures = countedFiguresOf(state, sideId);
  const pluck = Math.max(...figures.map(pluckOf));
  const faces = ctx.roll({ count: 2, sides: 6, purpose: 'lotow.pluck', ruleId: 'LOTOW-GAP-09', figureIds: figures.map((f) => f.id), params: { sideSideId: sideId, pluck, needed } });
  const total = faces.reduce((s, f) => s + f, 0) + pluck;
  if (total >= needed) {
    ctx.emit({ type: 'lotow.pluckPassed', ruleId: 'LOTOW-GAP-09', params: { sideSideId: sideId, total, needed } });
    return state;
  }
  ctx.emit({ type: 'lotow.sideBroke', ruleId: 'LOTOW-GAP-09', params: { sideSideId: sideId, total, needed } });
  const others = sidesInPlay(state).filter((s) => s !== sideId);
  const winner = others.length === 1 ? others[0]! : null;
  return endGame(state, { winner, reasonKey: 'lotow.outcome.broke', params: { brokenSideId: sideId, total, needed } });
}

function testEachFigure(state: LotowState, sideId: string, ctx: ResolveContext): LotowState {
  const needed = optionsOf(state).pluckTarget;
  const tests = countedFiguresOf(state, sideId).map((f) => ({ id: f.id, pluck: pluckFor(state, f) }));
  let next = state;
  for (const { id, pluck } of tests) {
    const faces = ctx.roll({ count: 2, sides: 6, purpose: 'lotow.pluckFigure', ruleId: 'LOTOW-GAP-09', figureIds: [id], params: { pluck, needed } });
    const total = faces.reduce((s, f) => s + f, 0) + pluck;
    if (total >= needed) continue;
    next = putOutOfAction(next, id, 'LOTOW-GAP-09', ctx, 'fled');
  }
  return next;
}

/** The onMovePhaseStart hook (index.ts). */
export function pluckAtMovePhaseStart(state: LotowState, ctx: ResolveContext): LotowState {
  const { pluckTest } = optionsOf(state);
  let next = state;
  for (const sideId of state.flow.order) {
    if (next.outcome !== null) return next;
    if (!sidesInPlay(next).includes(sideId) || !mustTest(next, sideId)) continue;
    next = pluckTest === 'side' ? testSide(next, sideId, ctx) : testEachFigure(next, sideId, ctx);
  }
  return wipeOutCheck(next, ctx);
}
