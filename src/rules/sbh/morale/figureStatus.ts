/**
 * What SBH tracks about a figure, one line each for its card (Ruleset.figureStatus): the actions
 * left while it is being activated, or that it has activated this turn; fallen, bound, out of
 * ammunition, hesitant (−1 in its first round of combat), switched to its melee weapon; and its move
 * stick in cm and inches (the movement family's `stickLineOf`). Quality and Combat are in the card's
 * profile table already.
 */
import type { JsonValue } from '../../../engine/json';
import type { ActionDescription } from '../../../engine/ruleset';
import { stickLineOf } from '../movement/stickLine';
import type { SbhState } from '../sbhTypes';
import { figStateOf } from '../sbhTypes';
import { figureOf } from '../../../engine/kit/pieceState';

const line = (labelKey: string, params: Record<string, JsonValue> = {}): ActionDescription => ({ labelKey, params });

export function sbhFigureStatus(state: SbhState, figureId: string): ActionDescription[] {
  if (figureOf(state, figureId) === undefined) return [];
  const fs = figStateOf(state, figureId);
  const out: ActionDescription[] = [];
  const act = state.flow.activation;
  if (act !== null && act.figureId === figureId) out.push(line('sbh.status.activating', { actionsLeft: act.actionsLeft, successes: act.successes }));
  else if (fs.activated) out.push(line('sbh.status.activated'));
  if (fs.fallen) out.push(line('sbh.status.fallen'));
  if (fs.bound) out.push(line('sbh.status.bound'));
  if (fs.outOfAmmo) out.push(line('sbh.status.outOfAmmo'));
  if (fs.hesitant) out.push(line('sbh.status.hesitant'));
  if (fs.meleeWeapon) out.push(line('sbh.status.meleeWeapon'));
  const stick = stickLineOf(state, figureId);
  if (stick !== null) out.push(stick);
  return out;
}
