/**
 * Lying down and getting up, in the Move phase.
 *
 * `goProne` { figureId } (LOTOW-PRONE-1): lying down costs half the figure's move and ends its move.
 * So it needs half its move still unspent: a 6″ figure may walk 3″ and lie down, not 3.5″
 * (TV-LOTOW-09). Then `stance: 'prone'`, `movedIn` += half, `moveOver`.
 *
 * `standUp` { figureId } (LOTOW-PRONE-3): getting up costs half the move; the figure may then use
 * the other half (TV-LOTOW-10). It needs half its move unspent (a figure that crawled 2″ of 6″ has
 * 1″ left after standing). Standing ends Hidden and any revealed status (LOTOW-GAP-12).
 *
 * "Its move" is the Mover's allowance (lotowMover: 6″ on foot, 3″ while holding a horse). Riders,
 * passengers and riderless mounts do neither. Crawling (LOTOW-PRONE-4) is movement's, through the
 * Mover's `crawlMaxIn`. Both refresh every Hidden status (a body lying down hides less of what is
 * behind it too).
 */
import { inchesApart, inchParam } from '../../../engine/inchesApart';
import type { ActionDescription } from '../../../engine/ruleset';
import type { Action, Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import { moverOf } from '../lotowMover';
import type { LotowActionHandler, LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { figureOf, withFigure } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { isRiderlessMount } from '../mounts/mountModel';
import { isPassenger } from '../mounts/passengers';
import { refreshAllHidden } from '../spotting/hidden';

export const GO_PRONE = 'goProne';
export const STAND_UP = 'standUp';
const EPS_IN = 1e-9;

/** Half the figure's move now, inches. */
export function halfMoveIn(state: LotowState, figureId: string): number {
  const figure = figureOf(state, figureId);
  return figure === undefined ? 0 : moverOf(figure, figStateOf(state, figureId), optionsOf(state)).allowanceIn / 2;
}

function check(state: LotowState, action: Action): Refusal | null {
  const down = action.type === GO_PRONE;
  const ruleId = down ? 'LOTOW-PRONE-1' : 'LOTOW-PRONE-3';
  const figure = figureOf(state, action.figureId);
  if (figure === undefined) return refusal('lotow.needsFigure', ruleId, down ? 'say which figure lies down' : 'say which figure stands up');
  const fs = figStateOf(state, figure.id);
  if (figure.mounted || isRiderlessMount(figure) || isPassenger(state, figure.id)) {
    return refusal('lotow.footOnly', ruleId, `${figure.name} is not a fighter on foot`, { figureId: figure.id });
  }
  if (down && figure.stance === 'prone') return refusal('lotow.alreadyProne', ruleId, `${figure.name} is already lying down`, { figureId: figure.id });
  if (!down && figure.stance !== 'prone') return refusal('lotow.notProne', ruleId, `${figure.name} is not lying down`, { figureId: figure.id });
  if (fs.actionsOver) return refusal('lotow.actionsOver', 'LOTOW-THROWN-1', `${figure.name} may do nothing more this turn`, { figureId: figure.id });
  if (fs.moveOver || fs.climbing !== null) return refusal('lotow.moveOver', ruleId, `${figure.name} may not move any further this turn`, { figureId: figure.id });
  const allowanceIn = moverOf(figure, fs, optionsOf(state)).allowanceIn;
  const halfIn = allowanceIn / 2;
  if (fs.movedIn + halfIn > allowanceIn + EPS_IN) {
    const words = down ? 'lying down' : 'standing up';
    const [halfText, movedText, allowanceText] = inchesApart([halfIn, fs.movedIn, allowanceIn].map(inchParam));
    return refusal('lotow.halfMoveNeeded', ruleId, `${words} costs half the move (${halfText}): ${figure.name} has used ${movedText} of ${allowanceText}`,
      { figureId: figure.id, movedIn: inchParam(fs.movedIn), costIn: inchParam(halfIn), allowanceIn: inchParam(allowanceIn) });
  }
  return null;
}

function resolve(state: LotowState, action: Action): LotowState {
  const id = action.figureId ?? '';
  const fs = figStateOf(state, id);
  const halfIn = halfMoveIn(state, id);
  const next = action.type === GO_PRONE
    ? withFigState(withFigure(state, id, { stance: 'prone' }), id, { movedIn: fs.movedIn + halfIn, moveOver: true })
    : withFigState(withFigure(state, id, { stance: 'standing' }), id, { movedIn: fs.movedIn + halfIn, hidden: false, revealedTo: [] });
  return refreshAllHidden(next);
}

export const proneHandler: LotowActionHandler = {
  types: [GO_PRONE, STAND_UP],
  phaseOf: { [GO_PRONE]: 'move', [STAND_UP]: 'move' },
  check,
  resolve(state, action) {
    const id = action.figureId ?? '';
    const next = resolve(state, action);
    const down = action.type === GO_PRONE;
    return {
      state: next,
      events: [{ type: down ? 'lotow.wentProne' : 'lotow.stoodUp', ruleId: down ? 'LOTOW-PRONE-1' : 'LOTOW-PRONE-3', figureIds: [id], params: { costIn: halfMoveIn(state, id), hidden: figStateOf(next, id).hidden } }],
    };
  },
  describe(_state, action): ActionDescription {
    return { labelKey: `lotow.action.${action.type}`, params: { figureId: action.figureId ?? null } };
  },
  candidates(state, figureId) {
    const figure = figureOf(state, figureId);
    if (figure === undefined || figure.mounted || isRiderlessMount(figure)) return [];
    return [{ type: figure.stance === 'prone' ? STAND_UP : GO_PRONE, side: figure.side, figureId }];
  },
};
