/**
 * Step 7, morale and rally (BS-GAP-01/05), and the melee step's close:
 *   - `closeMeleeStep`: every unit remembers the enemy units it fought this round (`meleeFoes`), so
 *     the next round's melee with the same enemy uses the plain die and a new one the bracketed die
 *     again (BS-AD-5); a unit that fought nobody forgets;
 *   - `openMoraleStep`: every unit with a reason (moraleDue.ts) checks, in scenario order, each roll
 *     logged; then each side in the round's order rallies its units (rallyFamily.ts).
 */
import type { ResolveContext } from '../../../engine/ruleset';
import type { BsState } from '../flow/bsTypes';
import { bsPieceStateOf, withBsPieceState } from '../flow/bsTypes';
import { strikesOf } from '../melee/meleeOrder';
import { checkMorale, figuresNow, moraleReasonsNow } from './moraleDue';

export function closeMeleeStep(state: BsState): BsState {
  let s = state;
  for (const u of state.scenario.units ?? []) {
    const foes = [...new Set(strikesOf(state).flatMap((k) => (k.unitId === u.id ? [k.targetId] : k.targetId === u.id ? [k.unitId] : [])))];
    const had = bsPieceStateOf(state, u.id).meleeFoes;
    if (foes.length > 0 || (had !== undefined && had.length > 0)) s = withBsPieceState(s, u.id, { meleeFoes: foes });
  }
  return s;
}

export function openMoraleStep(state: BsState, ctx: ResolveContext): BsState {
  let s = state;
  for (const u of state.scenario.units ?? []) {
    if (figuresNow(s, u) === 0) continue;
    const reasons = moraleReasonsNow(s, u);
    if (reasons.length === 0) continue;
    const m = checkMorale(s, u, reasons, ctx);
    ctx.emit(m.event);
    s = m.state;
  }
  return s;
}
