/**
 * The Thrown Rider table (LOTOW-THROWN-1), for every rule that throws a rider: a difficult horse
 * jump's natural 1 (LOTOW-MJUMP-2), a killed mount (LOTOW-SHOOT-MOUNTED-2), a killed rider's
 * passenger (LOTOW-PASS-3).
 *
 * In every case the rider comes off as the mount family models it (mounts/riderSwap.ts
 * `splitRider`): he keeps his id as a foot figure (25 mm round) beside the mount, and the riderless
 * mount appears as its own figure `<rider>~mount` where the horse stood. Then:
 *   1 knocked flying: a Strength 2 hit waits for its wound roll; laid prone; his move is over.
 *   2–5 falls: standing next to the mount; he may do nothing more this turn (`actionsOver`).
 *   6 leaps clear: on his feet, no penalty.
 * What he had moved on horseback counts in proportion on foot (LOTOW-GAP-18).
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf, withFigure } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { moverOf } from '../lotowMover';
import { footMoveIn } from '../lotowProfile';
import { freshFigState } from '../lotowTypes';
import { mountFigureIdOf, riderlessMountFigure } from '../mounts/mountModel';
import { splitRider } from '../mounts/riderSwap';
import { rollD6, thrownOutcome } from './testTables';

export const THROWN_HIT_STRENGTH = 2;

/** The id of a dismounted rider's riderless mount figure. */
export const mountFigureId = mountFigureIdOf;

export function throwRider(state: LotowState, riderId: string, ctx: ResolveContext, cause: string): LotowState {
  const rider = figureOf(state, riderId);
  if (rider === undefined || !rider.mounted) return state;
  const face = rollD6(ctx, 'lotow.thrownRider', 'LOTOW-THROWN-1', [riderId], { causeRuleId: cause });
  const outcome = thrownOutcome(face);
  const fs = figStateOf(state, riderId);
  const split = splitRider(state, riderId, null);
  let next: LotowState;
  if (split.ok) {
    next = split.state;
  } else {
    // No legal spot beside the horse (hemmed in): he comes off where he sits.
    const mount = riderlessMountFigure(rider);
    next = { ...state, scenario: { ...state.scenario, figures: [...state.scenario.figures.filter((f) => f.id !== mount.id), mount] } };
    next = withFigure(next, riderId, { mounted: false, base: { shape: 'round', diameterMm: 25 } });
    next = withFigState(next, riderId, { mountId: mount.id });
    next = { ...next, figureState: { ...next.figureState, [mount.id]: { ...freshFigState(), riderId, moveOver: true } } };
  }
  const mountId = mountFigureIdOf(riderId);
  if (outcome === 'knockedFlying') next = withFigure(next, riderId, { stance: 'prone' });
  // What he moved mounted, in proportion on foot (LOTOW-GAP-18).
  const mountedAllowance = moverOf(rider, fs, optionsOf(state)).allowanceIn;
  const movedIn = mountedAllowance > 0 ? (fs.movedIn / mountedAllowance) * footMoveIn(rider) : 0;
  next = withFigState(next, riderId, {
    movedIn, climbing: null,
    moveOver: fs.moveOver || outcome !== 'leapsClear',
    actionsOver: fs.actionsOver || outcome === 'falls',
    pendingHits: outcome === 'knockedFlying' ? [...fs.pendingHits, { strength: THROWN_HIT_STRENGTH, ruleId: 'LOTOW-THROWN-1' }] : fs.pendingHits,
  });
  const at = figureOf(next, riderId)!;
  ctx.emit({ type: 'thrown', ruleId: 'LOTOW-THROWN-1', figureIds: [riderId, mountId], params: { face, outcome, causeRuleId: cause, mountFigureId: mountId, x: at.x, y: at.y } });
  return next;
}
