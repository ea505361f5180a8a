/**
 * A fallen figure lies on the table (SBH-GAP-10): its stance is `prone`, so line of sight sees it
 * lying down and the board draws it so; standing up makes it `standing` again. The families set
 * `fallen`; this keeps the one stance every other part of the program reads in step with it, after
 * every action.
 */
import type { SbhState } from './sbhTypes';
import { figStateOf } from './sbhTypes';

export function withFallenStances(state: SbhState): SbhState {
  let changed = false;
  const figures = state.scenario.figures.map((f) => {
    const stance = figStateOf(state, f.id).fallen ? 'prone' : 'standing';
    if (f.stance === stance) return f;
    changed = true;
    return { ...f, stance } as const;
  });
  return changed ? { ...state, scenario: { ...state.scenario, figures } } : state;
}
