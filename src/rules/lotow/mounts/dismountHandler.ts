/**
 * Getting down (LOTOW-MOUNT-4, LOTOW-MOUNT-2, LOTOW-GAP-18, LOTOW-PASS-2) and untying a mount
 * (LOTOW-LOOSE-2).
 *
 * `dismount` { figureId: the rider, params?: { where?: {x, y}, tether?: boolean } } — no test. The
 * mounted figure splits into the rider on foot (round 25 mm base) touching his mount and a riderless
 * mount figure `<id>~mount` where the model stood (riderSwap.ts). The rest of the move carries over
 * in proportion (LOTOW-GAP-18): a rider who used 5″ of a 10″ horse has 3″ of a 6″ foot move left
 * (TV-LOTOW-18). `tether: true` ties the mount when it is next to a suitable obstacle (tetherPost.ts);
 * it costs nothing. A passenger gets down with him (LOTOW-PASS-2): if the rider had moved this turn
 * the passenger's move is over, otherwise it moves freely.
 *
 * `untether` { figureId: any foot figure, targetIds: [mount] } — a foot figure in base contact with
 * a tethered mount unties it (LOTOW-LOOSE-2: "any foot figure may walk up to it, untether it and
 * mount"); no cost.
 */
import type { ActionDescription } from '../../../engine/ruleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { moverOf } from '../lotowMover';
import type { LotowActionHandler, LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { readFlagParam, readPointParam, singleTarget } from './actionParams';
import { figuresInBaseContact } from '../../../engine/kit/baseContact';
import { isRiderlessMount } from './mountModel';
import { carriedPassenger, isPassenger } from './passengers';
import { movedInAfterModeChange } from './proportionalMove';
import { splitRider } from './riderSwap';
import { tetherPostNear } from './tetherPost';

export const DISMOUNT = 'dismount';
export const UNTETHER = 'untether';

function checkDismount(state: LotowState, action: Action): Refusal | null {
  const rider = figureOf(state, action.figureId);
  if (rider === undefined) return refusal('lotow.needsFigure', 'LOTOW-MOUNT-4', 'say which rider gets down');
  if (!rider.mounted) return refusal('lotow.notMounted', 'LOTOW-MOUNT-4', `${rider.name} is not mounted`, { figureId: rider.id });
  if (figStateOf(state, rider.id).actionsOver) return refusal('lotow.actionsOver', 'LOTOW-THROWN-1', `${rider.name} may do nothing more this turn`, { figureId: rider.id });
  const where = readPointParam(action, 'where');
  const tether = readFlagParam(action, 'tether');
  if (where === 'bad' || tether === 'bad') return refusal('lotow.badParams', 'LOTOW-MOUNT-4', 'dismount takes params where: {x, y} (inches) and tether: true/false');
  if (tether && tetherPostNear(state.scenario, rider) === undefined) {
    return refusal('lotow.noTetherPost', 'LOTOW-MOUNT-4', `there is no fence, wall, trough or building within 1″ of ${rider.name}'s mount to tie it to`, { figureId: rider.id });
  }
  const split = splitRider(state, rider.id, where);
  if (!split.ok) {
    if (split.why === 'badSpot') return refusal('lotow.dismountBadSpot', 'LOTOW-MOUNT-4', `${rider.name} cannot get down there: the spot must be free, on the mount's level and touching the mount`, { figureId: rider.id });
    if (split.why === 'noSpot') return refusal('lotow.dismountNoRoom', 'LOTOW-MOUNT-4', `there is no room beside ${rider.name}'s mount to get down`, { figureId: rider.id });
    return refusal('lotow.mountOnTable', 'LOTOW-MOUNT-2', `${rider.name}'s riderless mount is already on the table`, { figureId: rider.id });
  }
  return null;
}

function resolveDismount(state: LotowState, action: Action): LotowState {
  const rider = figureOf(state, action.figureId)!;
  const where = readPointParam(action, 'where');
  const tether = readFlagParam(action, 'tether') === true;
  const options = optionsOf(state);
  const fs = figStateOf(state, rider.id);
  const moved = fs.movedIn > 0 || fs.moveStart !== null;
  const passenger = carriedPassenger(state, rider.id);
  const split = splitRider(state, rider.id, where === 'bad' ? null : where);
  if (!split.ok) return state;
  let next = split.state;
  const foot = figureOf(next, rider.id)!;
  const fromIn = moverOf(rider, fs, options).allowanceIn;
  const toIn = moverOf(foot, { ...fs, holding: false }, options).allowanceIn;
  next = withFigState(next, rider.id, { movedIn: movedInAfterModeChange(fs.movedIn, fromIn, toIn), holding: false });
  if (tether) next = withFigState(next, split.mountId, { tethered: true });
  // LOTOW-PASS-2: the passenger gets down too; after the rider has moved it has lost its move.
  if (passenger !== undefined) next = withFigState(next, passenger.id, { passengerOf: null, moveOver: moved });
  return next;
}

function checkUntether(state: LotowState, action: Action): Refusal | null {
  const figure = figureOf(state, action.figureId);
  const mount = figureOf(state, singleTarget(action));
  if (figure === undefined || mount === undefined) return refusal('lotow.needsFigure', 'LOTOW-LOOSE-2', 'say which figure unties which mount (figureId, targetIds: [mount])');
  if (figure.mounted || isRiderlessMount(figure) || isPassenger(state, figure.id)) return refusal('lotow.footOnly', 'LOTOW-LOOSE-2', `only a figure on foot may untie a mount`, { figureId: figure.id });
  if (figStateOf(state, figure.id).actionsOver) return refusal('lotow.actionsOver', 'LOTOW-THROWN-1', `${figure.name} may do nothing more this turn`, { figureId: figure.id });
  if (!isRiderlessMount(mount) || !figStateOf(state, mount.id).tethered) return refusal('lotow.notTethered', 'LOTOW-LOOSE-2', `${mount.name} is not a tethered mount`, { targetFigureId: mount.id });
  if (!figuresInBaseContact(state.scenario, figure, mount)) return refusal('lotow.notInContact', 'LOTOW-LOOSE-2', `${figure.name} must be in base contact with ${mount.name} to untie it`, { figureId: figure.id, targetFigureId: mount.id });
  return null;
}

export const dismountHandler: LotowActionHandler = {
  types: [DISMOUNT, UNTETHER],
  phaseOf: { [DISMOUNT]: 'move', [UNTETHER]: 'move' },
  check(state, action) {
    return action.type === DISMOUNT ? checkDismount(state, action) : checkUntether(state, action);
  },
  resolve(state, action) {
    if (action.type === DISMOUNT) {
      const next = resolveDismount(state, action);
      const riderId = action.figureId ?? '';
      const mountId = figStateOf(next, riderId).mountId;
      const leftIn = moverOf(figureOf(next, riderId)!, figStateOf(next, riderId), optionsOf(next)).allowanceIn - figStateOf(next, riderId).movedIn;
      return {
        state: next,
        events: [{ type: 'lotow.dismounted', ruleId: 'LOTOW-MOUNT-4', figureIds: [riderId, mountId ?? ''], params: { tethered: mountId !== null && figStateOf(next, mountId).tethered, leftIn } }],
      };
    }
    const mountId = singleTarget(action) ?? '';
    return { state: withFigState(state, mountId, { tethered: false }), events: [{ type: 'lotow.untethered', ruleId: 'LOTOW-LOOSE-2', figureIds: [action.figureId ?? '', mountId] }] };
  },
  describe(_state, action): ActionDescription {
    if (action.type === DISMOUNT) return { labelKey: 'lotow.action.dismount', params: { figureId: action.figureId ?? null, tether: action.params?.tether === true } };
    return { labelKey: 'lotow.action.untether', params: { figureId: action.figureId ?? null, mountFigureId: singleTarget(action) ?? null } };
  },
  candidates(state, figureId) {
    const figure = figureOf(state, figureId);
    if (figure === undefined || isRiderlessMount(figure)) return [];
    if (figure.mounted) {
      const base: Action = { type: DISMOUNT, side: figure.side, figureId };
      return tetherPostNear(state.scenario, figure) === undefined ? [base] : [base, { ...base, params: { tether: true } }];
    }
    return state.scenario.figures
      .filter((m) => isRiderlessMount(m) && figStateOf(state, m.id).tethered && figuresInBaseContact(state.scenario, figure, m))
      .map((m) => ({ type: UNTETHER, side: figure.side, figureId, targetIds: [m.id] }));
  },
};
