/**
 * What LOTOW tracks about a figure, as lines for its card: the move spent this turn, a move that is
 * over, hits waiting for their wound roll (falls, a thrown rider: the wound roll comes with the
 * shooting rules), a climb under way, fights, hidden and revealed, and the mount's state.
 */
import type { ActionDescription } from '../../engine/ruleset';
import type { JsonValue } from '../../engine/json';
import { moverOf } from './lotowMover';
import type { LotowState } from './lotowState';
import { figStateOf, figureOf, optionsOf } from './lotowState';

const line = (labelKey: string, params: Record<string, JsonValue> = {}): ActionDescription => ({ labelKey, params });

export function lotowFigureStatus(state: LotowState, figureId: string): ActionDescription[] {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return [];
  const fs = figStateOf(state, figureId);
  const out: ActionDescription[] = [];
  if (fs.riderId !== null || figure.profile.riderless === true) {
    out.push(line('lotow.status.riderless', fs.riderId === null ? {} : { riderFigureId: fs.riderId }));
    if (fs.tethered) out.push(line('lotow.status.tethered'));
    return out;
  }
  const mover = moverOf(figure, fs, optionsOf(state));
  if (fs.movedIn > 0) out.push(line('lotow.status.moved', { usedIn: fs.movedIn, allowanceIn: mover.allowanceIn }));
  if (fs.moveOver) out.push(line('lotow.status.moveOver'));
  if (fs.actionsOver) out.push(line('lotow.status.actionsOver'));
  // Hits by strength and cause: "3 hits at Strength 3 (LOTOW-FALL-2)".
  const groups = new Map<string, { strength: number; ruleId: string; count: number }>();
  for (const h of fs.pendingHits) {
    const key = `${h.strength}|${h.ruleId}`;
    const g = groups.get(key) ?? { strength: h.strength, ruleId: h.ruleId, count: 0 };
    g.count++;
    groups.set(key, g);
  }
  for (const g of groups.values()) out.push(line('lotow.status.pendingHits', { count: g.count, strength: g.strength, ruleId: g.ruleId }));
  if (fs.climbing !== null) out.push(line('lotow.status.climbing', { heightIn: fs.climbing.heightIn, direction: fs.climbing.direction }));
  if (fs.engagedWith.length > 0) out.push(line('lotow.status.engaged', { withFigureIds: [...fs.engagedWith] }));
  if (fs.fightValueOne) out.push(line('lotow.status.fightValueOne'));
  if (fs.hidden) out.push(line('lotow.status.hidden'));
  if (fs.revealedTo.length > 0) out.push(line('lotow.status.revealed', { toFigureIds: [...fs.revealedTo] }));
  if (fs.holding) out.push(line('lotow.status.holding'));
  if (fs.passengerOf !== null) out.push(line('lotow.status.passenger', { carrierFigureId: fs.passengerOf }));
  return out;
}
