/**
 * What LOTOW tracks about a figure, as lines for its card: the move spent this turn, a move that is
 * over, hits waiting for their wound roll (falls, a thrown rider: rolled right after the action,
 * wounds/pendingHits.ts), a climb under way, fights, hidden and revealed, and the mount's state;
 * then part 2's: wounds left (when it has more than one, or has taken any), a Hero's Fame and
 * Fortune left, each weapon that is jammed or unloaded, shots fired this turn of its shots, a fight
 * fought this turn, and its mount's wounds (mountStats.ts: placeholder stats).
 */
import type { ActionDescription } from '../../engine/ruleset';
import type { JsonValue } from '../../engine/json';
import type { Figure } from '../../engine/model';
import { moveAllowanceOf } from './moveAllowance';
import { isHero, shotsOf, statOf } from './lotowProfile';
import type { LotowState } from './lotowTypes';
import { figStateOf } from './lotowTypes';
import { figureOf } from '../../engine/kit/pieceState';
import { optionsOf } from './lotowOptions';
import type { LotowFigState } from './lotowTypes';
import { mountProfile } from './wounds/mountStats';
import { climbProgressOf } from './movement/climbProgress';

const line = (labelKey: string, params: Record<string, JsonValue> = {}): ActionDescription => ({ labelKey, params });

export function lotowFigureStatus(state: LotowState, figureId: string): ActionDescription[] {
  const figure = figureOf(state, figureId);
  if (figure === undefined) return [];
  const fs = figStateOf(state, figureId);
  const out: ActionDescription[] = [];
  if (fs.riderId !== null || figure.profile.riderless === true) {
    out.push(line('lotow.status.riderless', fs.riderId === null ? {} : { riderFigureId: fs.riderId }));
    if (fs.tethered) out.push(line('lotow.status.tethered'));
    const own = moveAllowanceOf(figure, fs, optionsOf(state));
    out.push(line(`lotow.status.allowance.${own.mode}`, { allowanceIn: own.allowanceIn }));
    const taken = fs.woundsTaken ?? 0;
    if (taken > 0) out.push(line('lotow.status.mountWounds', { left: Math.max(0, mountProfile(figure).wounds - taken), wounds: mountProfile(figure).wounds }));
    return out;
  }
  // The allowance the rules count against, mounted or on foot (moveAllowance.ts): one number for both lines.
  // Shown when it is not the profile's Move (mounted, holding a horse, prone), which the card's profile table shows.
  const allowance = moveAllowanceOf(figure, fs, optionsOf(state));
  if (allowance.mode !== 'foot') out.push(line(`lotow.status.allowance.${allowance.mode}`, { allowanceIn: allowance.allowanceIn }));
  if (fs.movedIn > 0) out.push(line('lotow.status.moved', { usedIn: fs.movedIn, allowanceIn: allowance.allowanceIn }));
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
  // Part way up (or down) a climb: how far it has got and how far to go (movement/climbProgress.ts).
  const climb = climbProgressOf(state, figure.id);
  if (climb !== null) out.push(line(climb.direction === 'down' ? 'lotow.status.climbingDown' : 'lotow.status.climbing', { doneIn: climb.doneIn, leftIn: climb.leftIn, pieceName: climb.pieceName, heightIn: climb.doneIn, direction: climb.direction }));
  if (fs.engagedWith.length > 0) out.push(line('lotow.status.engaged', { withFigureIds: [...fs.engagedWith] }));
  if (fs.fightValueOne) out.push(line('lotow.status.fightValueOne'));
  if (fs.hidden) out.push(line('lotow.status.hidden'));
  if (fs.revealedTo.length > 0) out.push(line('lotow.status.revealed', { toFigureIds: [...fs.revealedTo] }));
  if (fs.holding) out.push(line('lotow.status.holding'));
  if (fs.passengerOf !== null) out.push(line('lotow.status.passenger', { carrierFigureId: fs.passengerOf }));
  out.push(...part2Lines(figure, fs));
  return out;
}

/** Wounds, Fame and Fortune, weapons, shots, the fight, the mount's wounds (issue part 2). */
function part2Lines(figure: Figure, fs: LotowFigState): ActionDescription[] {
  const out: ActionDescription[] = [];
  const wounds = statOf(figure, 'wounds', 1);
  const taken = fs.woundsTaken ?? 0;
  if (wounds > 1 || taken > 0) out.push(line('lotow.status.wounds', { left: Math.max(0, wounds - taken), wounds }));
  if (isHero(figure)) {
    const fame = statOf(figure, 'fame', 0);
    const fortune = statOf(figure, 'fortune', 0);
    if (fame > 0 || fortune > 0) {
      out.push(line('lotow.status.heroPoints', { fameLeft: Math.max(0, fame - (fs.fameUsed ?? 0)), fame, fortuneLeft: Math.max(0, fortune - (fs.fortuneUsed ?? 0)), fortune }));
    }
  }
  for (const [weaponId, w] of Object.entries(fs.weapons ?? {})) {
    if (w.jammed) out.push(line('lotow.status.weaponJammed', { weaponId }));
    else if (w.unloaded) out.push(line('lotow.status.weaponUnloaded', { weaponId }));
  }
  const fired = fs.shotsFired ?? 0;
  if (fired > 0) out.push(line('lotow.status.shotsFired', { fired, shots: shotsOf(figure) }));
  if (fs.reloadedThisTurn === true) out.push(line('lotow.status.reloaded'));
  if (fs.fought === true) out.push(line('lotow.status.fought'));
  const mountTaken = fs.mountWoundsTaken ?? 0;
  if (figure.mounted && mountTaken > 0) {
    const mountWounds = mountProfile(figure).wounds;
    out.push(line('lotow.status.mountWounds', { left: Math.max(0, mountWounds - mountTaken), wounds: mountWounds }));
  }
  return out;
}
