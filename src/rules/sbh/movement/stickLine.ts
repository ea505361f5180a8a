/**
 * The figure's move stick as players read it (SBH-GAP-04): its name, its length in cm at the game's
 * figure scale and in inches — one status line for the figure card (the morale family's
 * `sbhFigureStatus` lists it).
 */
import type { ActionDescription } from '../../../engine/ruleset';
import { moveStickOf } from '../sbhProfile';
import type { SbhState } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../sbhOptions';
import { stickCm, stickIn } from '../sticks';

export function stickLineOf(state: SbhState, figureId: string): ActionDescription | null {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return null;
  const scale = optionsOf(state).figureScale;
  const stick = moveStickOf(figure);
  return { labelKey: 'sbh.status.stick', params: { stick, cm: stickCm(scale, stick), lengthIn: Math.round(stickIn(scale, stick) * 100) / 100 } };
}
