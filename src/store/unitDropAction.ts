/**
 * The move a unit's drop dispatches, looked up without loading the unit drag's code with the first
 * screen: `unitDrag.ts` registers its `unitDragAction` here when it loads (the drag's readout and
 * ghost load it as a unit drag begins), so the drop is dispatched at once; before then the session
 * fetches the module (sessionSlice.ts `endDrag`).
 */
import type { Scenario } from '../engine/model';
import type { Action } from '../engine/state';
import type { DragState } from './dragState';

export type UnitDropAction = (scenario: Scenario, drag: DragState) => Action | null;

let registered: UnitDropAction | null = null;

export function registerUnitDropAction(f: UnitDropAction): void {
  registered = f;
}

export const registeredUnitDropAction = (): UnitDropAction | null => registered;
