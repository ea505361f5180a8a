/**
 * Getting on and off as a passenger (LOTOW-PASS-1/2).
 *
 * `boardPassenger` { figureId: a standing foot figure, targetIds: [a mounted friend in base contact] }
 * — it rides behind the rider (at most one passenger per mount). While riding it does not move on its
 * own (`moveOver`); after each of the rider's moves `afterRiderMove` puts it back as close as possible
 * to the mount, behind it first (LOTOW-PASS-1).
 *
 * `alightPassenger` { figureId: the passenger } — it gets down where it is (beside the mount). Before
 * the rider has moved this turn both move freely: the passenger keeps what was left of its own move;
 * once the rider has moved, the passenger's move is over (LOTOW-PASS-2, TV-LOTOW-40). When the rider
 * dismounts the passenger gets down too (dismountHandler.ts).
 */
import { degreesToRadians } from '../../../geometry/units';
import { figureFootprint } from '../../../engine/figureGeometry';
import type { ActionDescription } from '../../../engine/ruleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { LotowActionHandler, LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf, withFigure } from '../../../engine/kit/pieceState';
import { singleTarget } from './actionParams';
import { figuresInBaseContact } from '../../../engine/kit/baseContact';
import { isRiderlessMount } from './mountModel';
import { carriedPassenger, carrierOf, isPassenger } from './passengers';
import { placeBeside } from './placeBeside';

export const BOARD_PASSENGER = 'boardPassenger';
export const ALIGHT_PASSENGER = 'alightPassenger';

/** How far from the mount a passenger may be put when there is no room touching it, inches. */
export const PASSENGER_MAX_GAP_IN = 3;

/** The rider has moved this turn (the passenger then loses its remaining move when it gets off). */
export const riderHasMoved = (state: LotowState, riderId: string): boolean => {
  const fs = figStateOf(state, riderId);
  return fs.movedIn > 0 || fs.moveStart !== null;
};

function checkBoard(state: LotowState, action: Action): Refusal | null {
  const p = figureOf(state, action.figureId);
  const rider = figureOf(state, singleTarget(action));
  if (p === undefined || rider === undefined) return refusal('lotow.needsFigure', 'LOTOW-PASS-1', 'say which figure gets on behind which rider (figureId, targetIds: [rider])');
  const fs = figStateOf(state, p.id);
  if (p.mounted || isRiderlessMount(p) || isPassenger(state, p.id)) return refusal('lotow.footOnly', 'LOTOW-PASS-1', `${p.name} is not a fighter on foot`, { figureId: p.id });
  if (p.stance === 'prone') return refusal('lotow.prone', 'LOTOW-PASS-1', `${p.name} is lying down: stand up first`, { figureId: p.id });
  if (fs.actionsOver) return refusal('lotow.actionsOver', 'LOTOW-THROWN-1', `${p.name} may do nothing more this turn`, { figureId: p.id });
  if (fs.moveOver || fs.climbing !== null) return refusal('lotow.moveOver', 'LOTOW-PASS-1', `${p.name} may not move any further this turn`, { figureId: p.id });
  if (fs.holding) return refusal('lotow.holding', 'LOTOW-PASS-1', `${p.name} is holding a horse: let go first`, { figureId: p.id });
  if (!rider.mounted || rider.side !== p.side) return refusal('lotow.notFriendlyRider', 'LOTOW-PASS-1', `${rider.name} is not a mounted friend`, { targetFigureId: rider.id });
  const other = carriedPassenger(state, rider.id);
  if (other !== undefined) return refusal('lotow.mountFull', 'LOTOW-PASS-1', `${rider.name}'s mount already carries ${other.name}: a mount carries the rider and one passenger`, { targetFigureId: rider.id });
  if (!figuresInBaseContact(state.scenario, p, rider)) return refusal('lotow.notInContact', 'LOTOW-PASS-1', `${p.name} must be in base contact with ${rider.name} to get on`, { figureId: p.id, targetFigureId: rider.id });
  return null;
}

function checkAlight(state: LotowState, action: Action): Refusal | null {
  const p = figureOf(state, action.figureId);
  if (p === undefined) return refusal('lotow.needsFigure', 'LOTOW-PASS-2', 'say which passenger gets down');
  if (!isPassenger(state, p.id)) return refusal('lotow.notPassenger', 'LOTOW-PASS-2', `${p.name} is not riding as a passenger`, { figureId: p.id });
  if (figStateOf(state, p.id).actionsOver) return refusal('lotow.actionsOver', 'LOTOW-THROWN-1', `${p.name} may do nothing more this turn`, { figureId: p.id });
  return null;
}

/**
 * After mounted figure `riderId` moved: its passenger is put back as close as possible to the mount,
 * behind it first (LOTOW-PASS-1). Completion: when there is no room within 3″ the passenger is left
 * where it was and gets down, its move over. Does nothing for a rider without a passenger.
 */
export function afterRiderMove(state: LotowState, riderId: string): LotowState {
  const rider = figureOf(state, riderId);
  const p = carriedPassenger(state, riderId);
  if (rider === undefined || p === undefined) return state;
  const fp = figureFootprint(rider);
  if (figuresInBaseContact(state.scenario, p, rider)) return state;
  // Behind the rider: the compass facing f points along (sin f, −cos f), so behind is plan angle f + 90°.
  const behind = degreesToRadians(rider.facingDeg) + Math.PI / 2;
  const lifted = withFigure(state, p.id, { standsOn: rider.standsOn, facingDeg: rider.facingDeg });
  const spot = placeBeside(lifted.scenario, p.id, fp, rider.standsOn, { preferRad: behind, maxGapIn: PASSENGER_MAX_GAP_IN });
  if (spot === null) return withFigState(state, p.id, { passengerOf: null, moveOver: true });
  return withFigure(lifted, p.id, { x: spot.x, y: spot.y, standsOn: spot.standsOn });
}

export const passengerHandler: LotowActionHandler = {
  types: [BOARD_PASSENGER, ALIGHT_PASSENGER],
  phaseOf: { [BOARD_PASSENGER]: 'move', [ALIGHT_PASSENGER]: 'move' },
  check(state, action) {
    return action.type === BOARD_PASSENGER ? checkBoard(state, action) : checkAlight(state, action);
  },
  resolve(state, action) {
    const id = action.figureId ?? '';
    if (action.type === BOARD_PASSENGER) {
      const riderId = singleTarget(action) ?? '';
      return { state: withFigState(state, id, { passengerOf: riderId, moveOver: true }), events: [{ type: 'lotow.boarded', ruleId: 'LOTOW-PASS-1', figureIds: [id, riderId] }] };
    }
    const rider = carrierOf(state, id);
    const lostMove = rider === undefined || riderHasMoved(state, rider.id);
    return {
      state: withFigState(state, id, { passengerOf: null, moveOver: lostMove }),
      events: [{ type: 'lotow.alighted', ruleId: 'LOTOW-PASS-2', figureIds: [id, rider?.id ?? ''], params: { lostMove } }],
    };
  },
  describe(_state, action): ActionDescription {
    return action.type === BOARD_PASSENGER
      ? { labelKey: 'lotow.action.boardPassenger', params: { figureId: action.figureId ?? null, riderFigureId: singleTarget(action) ?? null } }
      : { labelKey: 'lotow.action.alightPassenger', params: { figureId: action.figureId ?? null } };
  },
  candidates(state, figureId) {
    const p = figureOf(state, figureId);
    if (p === undefined || p.mounted || isRiderlessMount(p)) return [];
    if (isPassenger(state, figureId)) return [{ type: ALIGHT_PASSENGER, side: p.side, figureId }];
    return state.scenario.figures
      .filter((r) => r.mounted && r.side === p.side && figuresInBaseContact(state.scenario, p, r))
      .map((r) => ({ type: BOARD_PASSENGER, side: p.side, figureId, targetIds: [r.id] }));
  },
};
