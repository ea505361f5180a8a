/**
 * What lying down (and having no rider) takes away, for the movement and fight rules to read:
 * - LOTOW-PRONE-6: a prone figure has no control zone and cannot charge.
 * - LOTOW-LOOSE-2 / LOTOW-GAP-03: a riderless mount has no control zone either.
 * Passengers keep no zone of their own either (completion: they are carried, cannot fight,
 * LOTOW-PASS-3, so a zone that forbids enemies to pass would fight for them).
 */
import type { Refusal } from '../../../engine/state';
import { refusal } from '../../../engine/state';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { hasControlZone as figureHasZone } from '../movement/moveTargets';

/** Whether the figure projects a control zone (LOTOW-GAP-03) now. */
export function hasControlZone(state: LotowState, figureId: string): boolean {
  const f = figureOf(state, figureId);
  return f !== undefined && figureHasZone(f, figStateOf(state, figureId));
}

/** Why the figure may not charge because it lies down (LOTOW-PRONE-6), or null. */
export function proneChargeRefusal(state: LotowState, figureId: string): Refusal | null {
  const f = figureOf(state, figureId);
  if (f === undefined || f.stance !== 'prone') return null;
  return refusal('lotow.proneNoCharge', 'LOTOW-PRONE-6', `${f.name} is lying down and cannot charge: stand up first`, { figureId });
}
