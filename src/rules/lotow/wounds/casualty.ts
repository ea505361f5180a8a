/**
 * Figures leaving the table (LOTOW-GAP-07/09/16, LOTOW-SHOOT-MOUNTED-2, LOTOW-PASS-3, LOTOW-LOOSE-1):
 * out of action from wounds, or fled after a failed Pluck test. Every one is remembered in
 * `flow.casualties` (for Pluck and victory) with the rule that caused it, and an event.
 *
 * What a figure leaves behind:
 *   - fights it was in: every `engagedWith` naming it is cleaned; a Hero part-way through his shots
 *     stops being the shooter;
 *   - a killed mounted fighter (LOTOW-SHOOT-MOUNTED-2): the whole model goes, unless option
 *     `looseMounts` is on — then his mount stays where it stood as a riderless loose mount
 *     (`<id>~mount`, riderId null, LOTOW-LOOSE-1), keeping the wounds it had. A fighter who fled
 *     rides off with his mount;
 *   - a dismounted fighter's own horse (a held horse is let go): with `looseMounts` it stays, now
 *     riderless and loose; without, it is removed with him ("the mount may be removed with him",
 *     LOTOW-LOOSE-1 — with the optional rule off nothing would ever move it). Not a casualty;
 *   - a passenger of a fighter who was killed falls: a Thrown Rider roll (LOTOW-PASS-3); he is set
 *     down where he is (passengers already stand beside the mount) and is a foot figure again. If
 *     the fighter fled, the passenger is simply set down;
 *   - a killed riderless mount is not counted (LOTOW-GAP-16, LOTOW-LOOSE-3: `counts: false`); its
 *     rider, if alive, no longer has a horse to hold.
 *
 * A killed mount under a living rider (`killMount`, LOTOW-SHOOT-MOUNTED-2): the rider becomes a foot
 * model beside where it fell and rolls on the Thrown Rider table (movement/throwRider.ts; a 1's
 * Strength 2 hit waits in `pendingHits` and is rolled after the action, pendingHits.ts); the dead
 * mount is recorded, not counted; his passenger is thrown too (by analogy with LOTOW-PASS-3).
 */
import { casualtyEntry, withCasualty, withoutFigure } from '../../../engine/kit/casualtyLedger';
import type { ResolveContext } from '../../../engine/ruleset';
import { mountKindOf } from '../lotowProfile';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf, withFigure } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import type { Casualty } from '../lotowTypes';
import { freshFigState } from '../lotowTypes';
import { isRiderlessMount, mountFigureIdOf, riderlessMountFigure } from '../mounts/mountModel';
import { carriedPassenger } from '../mounts/passengers';
import { throwRider } from '../movement/throwRider';
import { rollD6, thrownOutcome } from '../movement/testTables';

/** How a figure leaves the table: killed (wounds) or fled (a failed Pluck test, LOTOW-GAP-09). */
export type Departure = 'killed' | 'fled';

const THROWN_HIT_STRENGTH = 2;

/** `figureId` off the table and out of the figure states (engine/kit/casualtyLedger.ts); fights with it end; it stops shooting. */
function offTable(state: LotowState, figureId: string): LotowState {
  const gone = withoutFigure(state, figureId);
  const figureState = Object.fromEntries(
    Object.entries(gone.figureState)
      .map(([id, fs]) => [id, fs.engagedWith.includes(figureId) ? { ...fs, engagedWith: fs.engagedWith.filter((e) => e !== figureId) } : fs]),
  );
  const flow = gone.flow.shootingFigureId === figureId ? { ...gone.flow, shootingFigureId: null } : gone.flow;
  return { ...gone, flow, figureState };
}

/**
 * A passenger whose carrier is gone falls (LOTOW-PASS-3): the Thrown Rider table (LOTOW-THROWN-1)
 * as for a rider, but he is already a foot figure beside the mount, so he only gets its effects:
 * 1 a Strength 2 hit (queued) and prone; 2–5 nothing more this turn; 6 no penalty.
 */
export function throwPassenger(state: LotowState, passengerId: string, ctx: ResolveContext, cause: string): LotowState {
  if (figureOf(state, passengerId) === undefined) return state;
  const face = rollD6(ctx, 'lotow.thrownRider', 'LOTOW-THROWN-1', [passengerId], { causeRuleId: cause });
  const outcome = thrownOutcome(face);
  const fs = figStateOf(state, passengerId);
  let next = withFigState(state, passengerId, {
    passengerOf: null,
    moveOver: fs.moveOver || outcome !== 'leapsClear',
    actionsOver: fs.actionsOver || outcome === 'falls',
    pendingHits: outcome === 'knockedFlying' ? [...fs.pendingHits, { strength: THROWN_HIT_STRENGTH, ruleId: 'LOTOW-THROWN-1' }] : fs.pendingHits,
  });
  if (outcome === 'knockedFlying') next = withFigure(next, passengerId, { stance: 'prone' });
  ctx.emit({ type: 'lotow.passengerThrown', ruleId: 'LOTOW-PASS-3', params: { figureId: passengerId, face, outcome, causeRuleId: cause } });
  return next;
}

/**
 * Figure `figureId` leaves the table (see the module comment). `ruleId`: the rule that put it out
 * (LOTOW-GAP-07 a wound, LOTOW-GAP-09 fled …). A figure not on the table: no change.
 */
export function putOutOfAction(state: LotowState, figureId: string, ruleId: string, ctx: ResolveContext, how: Departure = 'killed'): LotowState {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return state;
  const fs = figStateOf(state, figureId);
  const { looseMounts } = optionsOf(state);
  const riderless = isRiderlessMount(figure);
  const casualty: Casualty = { ...casualtyEntry(state, figure, ruleId), counts: !riderless };
  const passenger = figure.mounted ? carriedPassenger(state, figureId) : undefined;
  let next = withCasualty(offTable(state, figureId), casualty);
  if (riderless) {
    ctx.emit({ type: 'lotow.mountOutOfAction', ruleId: 'LOTOW-GAP-16', params: { figureId, name: figure.name } });
  } else if (how === 'fled') {
    ctx.emit({ type: 'lotow.fled', ruleId: 'LOTOW-GAP-09', params: { figureId, name: figure.name } });
  } else {
    ctx.emit({ type: 'lotow.outOfAction', ruleId, params: { figureId, name: figure.name } });
  }

  // Its horse: a riderless mount's rider lets go; a rider's own horse loses its rider.
  if (riderless && fs.riderId !== null && figureOf(next, fs.riderId) !== undefined) {
    next = withFigState(next, fs.riderId, { mountId: null, holding: false });
  }
  if (!riderless && fs.mountId !== null && figureOf(next, fs.mountId) !== undefined) {
    const mountId = fs.mountId;
    if (looseMounts) next = withFigState(next, mountId, { riderId: null });
    else {
      const name = figureOf(next, mountId)!.name;
      next = offTable(next, mountId);
      ctx.emit({ type: 'lotow.mountRemoved', ruleId: 'LOTOW-LOOSE-1', params: { name } });
    }
  }
  // A killed rider's mount (LOTOW-SHOOT-MOUNTED-2): gone with him, or left as a loose mount.
  if (figure.mounted && how === 'killed' && looseMounts) {
    const mount = riderlessMountFigure(figure);
    if (figureOf(next, mount.id) === undefined) {
      next = { ...next, scenario: { ...next.scenario, figures: [...next.scenario.figures, mount] } };
      next = { ...next, figureState: { ...next.figureState, [mount.id]: { ...freshFigState(), riderId: null, moveOver: true, woundsTaken: fs.mountWoundsTaken ?? 0 } } };
      ctx.emit({ type: 'lotow.mountLeftLoose', ruleId: 'LOTOW-SHOOT-MOUNTED-2', params: { mountFigureId: mount.id } });
    }
  }
  // Its passenger falls (killed) or is set down (fled).
  if (passenger !== undefined) {
    next = how === 'killed' ? throwPassenger(next, passenger.id, ctx, 'LOTOW-PASS-3') : withFigState(next, passenger.id, { passengerOf: null });
  }
  return next;
}

/** The mount under mounted figure `riderId` is killed (see the module comment). */
export function killMount(state: LotowState, riderId: string, ctx: ResolveContext): LotowState {
  const rider = figureOf(state, riderId);
  if (rider === undefined || !rider.mounted) return state;
  const mountId = mountFigureIdOf(riderId);
  const casualty: Casualty = { figureId: mountId, sideId: rider.side, name: `${rider.name}'s ${mountKindOf(rider)}`, turn: state.turn, ruleId: 'LOTOW-SHOOT-MOUNTED-2', counts: false };
  ctx.emit({ type: 'lotow.mountKilled', ruleId: 'LOTOW-SHOOT-MOUNTED-2', params: { figureId: riderId } });
  const passenger = carriedPassenger(state, riderId);
  // The Thrown Rider roll puts him on foot beside the horse; then the dead horse leaves the table.
  let next = throwRider(state, riderId, ctx, 'LOTOW-SHOOT-MOUNTED-2');
  if (figureOf(next, mountId) !== undefined) next = offTable(next, mountId);
  next = withFigState(next, riderId, { mountId: null, holding: false, mountWoundsTaken: 0 });
  next = withCasualty(next, casualty);
  if (passenger !== undefined) next = throwPassenger(next, passenger.id, ctx, 'LOTOW-SHOOT-MOUNTED-2');
  return next;
}
