/**
 * Holding a horse (LOTOW-HOLD-1): a dismounted fighter in base contact with his own mount holds its
 * reins, so it cannot bolt (LOTOW-LOOSE-1). While holding he moves at half speed (lotowMover reads
 * `holding`) and the mount stays in base contact: after each of his moves `afterHolderMove` puts it
 * back touching him (completion: the board moves the holder; the horse follows at the end of the
 * move, trailing on the side it came from). Taking and letting go of the reins keeps the share of
 * the move already spent (proportionalMove.ts): a holder with 1.5″ of 3″ left has 3″ of 6″ after
 * letting go.
 *
 * `holdHorse` / `releaseHorse` { figureId: the dismounted rider } — Move phase; holding needs base
 * contact with his untethered riderless mount. Completion: only the rider holds his own mount (the
 * state records `holding`, not which mount).
 */
import { figureFootprint } from '../../../engine/figureGeometry';
import type { ActionDescription } from '../../../engine/ruleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { footprintCentre } from '../../../los/losScene';
import { moverOf } from '../lotowMover';
import type { LotowActionHandler, LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf, withFigure } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { figuresInBaseContact } from '../../../engine/kit/baseContact';
import { isRiderlessMount, ownMountOf } from './mountModel';
import { placeBeside } from './placeBeside';
import { movedInAfterModeChange } from './proportionalMove';

export const HOLD_HORSE = 'holdHorse';
export const RELEASE_HORSE = 'releaseHorse';

function check(state: LotowState, action: Action): Refusal | null {
  const figure = figureOf(state, action.figureId);
  if (figure === undefined) return refusal('lotow.needsFigure', 'LOTOW-HOLD-1', 'say which fighter holds or lets go of his horse');
  const fs = figStateOf(state, figure.id);
  if (fs.actionsOver) return refusal('lotow.actionsOver', 'LOTOW-THROWN-1', `${figure.name} may do nothing more this turn`, { figureId: figure.id });
  if (action.type === RELEASE_HORSE) {
    return fs.holding ? null : refusal('lotow.notHolding', 'LOTOW-HOLD-1', `${figure.name} is not holding a horse`, { figureId: figure.id });
  }
  if (fs.holding) return refusal('lotow.alreadyHolding', 'LOTOW-HOLD-1', `${figure.name} is already holding his horse`, { figureId: figure.id });
  const mount = ownMountOf(state, figure.id);
  if (figure.mounted || isRiderlessMount(figure) || mount === undefined) {
    return refusal('lotow.noOwnMount', 'LOTOW-HOLD-1', `${figure.name} has no riderless mount of his own on the table`, { figureId: figure.id });
  }
  if (figStateOf(state, mount.id).tethered) return refusal('lotow.mountTethered', 'LOTOW-HOLD-1', `${mount.name} is tethered: untie it first`, { targetFigureId: mount.id });
  if (!figuresInBaseContact(state.scenario, figure, mount)) {
    return refusal('lotow.notInContact', 'LOTOW-HOLD-1', `${figure.name} must be in base contact with ${mount.name} to hold it`, { figureId: figure.id, targetFigureId: mount.id });
  }
  return null;
}

/** Set `holding`, keeping the share of the move already spent. */
function setHolding(state: LotowState, figureId: string, holding: boolean): LotowState {
  const figure = figureOf(state, figureId)!;
  const fs = figStateOf(state, figureId);
  const options = optionsOf(state);
  const fromIn = moverOf(figure, fs, options).allowanceIn;
  const toIn = moverOf(figure, { ...fs, holding }, options).allowanceIn;
  return withFigState(state, figureId, { holding, movedIn: movedInAfterModeChange(fs.movedIn, fromIn, toIn) });
}

/**
 * After holder `holderId` moved: his held mount is put back in base contact with him (LOTOW-HOLD-1),
 * on the side it was on, or as near that as is free. When there is no room anywhere beside him he
 * lets go (completion). Does nothing for a figure that is not holding.
 */
export function afterHolderMove(state: LotowState, holderId: string): LotowState {
  const holder = figureOf(state, holderId);
  if (holder === undefined || !figStateOf(state, holderId).holding) return state;
  const mount = ownMountOf(state, holderId);
  if (mount === undefined) return withFigState(state, holderId, { holding: false });
  if (figuresInBaseContact(state.scenario, holder, mount)) return state;
  const from = footprintCentre(figureFootprint(holder));
  const prefer = Math.atan2(mount.y - from.y, mount.x - from.x);
  // The horse turns to follow: it faces the holder's facing.
  const turned = withFigure(state, mount.id, { facingDeg: holder.facingDeg, standsOn: holder.standsOn });
  const spot = placeBeside(turned.scenario, mount.id, figureFootprint(holder), holder.standsOn, { preferRad: prefer });
  if (spot === null) return setHolding(state, holderId, false);
  return withFigure(turned, mount.id, { x: spot.x, y: spot.y, standsOn: spot.standsOn });
}

export const holdHandler: LotowActionHandler = {
  types: [HOLD_HORSE, RELEASE_HORSE],
  phaseOf: { [HOLD_HORSE]: 'move', [RELEASE_HORSE]: 'move' },
  check,
  resolve(state, action) {
    const id = action.figureId ?? '';
    const holding = action.type === HOLD_HORSE;
    const mountId = figStateOf(state, id).mountId ?? '';
    return { state: setHolding(state, id, holding), events: [{ type: holding ? 'lotow.holdsHorse' : 'lotow.releasesHorse', ruleId: 'LOTOW-HOLD-1', figureIds: [id, mountId] }] };
  },
  describe(_state, action): ActionDescription {
    return { labelKey: `lotow.action.${action.type}`, params: { figureId: action.figureId ?? null } };
  },
  candidates(state, figureId) {
    const figure = figureOf(state, figureId);
    if (figure === undefined || figure.mounted || isRiderlessMount(figure) || figStateOf(state, figureId).mountId === null) return [];
    return [{ type: figStateOf(state, figureId).holding ? RELEASE_HORSE : HOLD_HORSE, side: figure.side, figureId }];
  },
};
