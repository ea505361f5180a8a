/**
 * Who attacks in one unit's strike at an enemy unit (BS-MELEE-ELIG-1..3, BS-MELEE-FORM-1..4), figure
 * by figure, each with the reason, and the enemy figure it attacks (BS-GAP-10: the one it touches,
 * else the nearest):
 *   - `routing`: the unit routs, nobody attacks (BS-MELEE-ELIG-1); `firedInMove`: it shot during a
 *     movement step this round (BS-MELEE-ELIG-1);
 *   - `contact`: the figure's own base touches a figure of the enemy (ELIG-2; from any side, ELIG-3);
 *     a figure touching several enemy units fights the one its unit charged, else the first in
 *     scenario order; `otherFoe`: it touches only other enemy units;
 *   - regular units only: `beside` — one figure either side of those in contact along the edge the
 *     enemy touches (FORM-2); `secondRank` — with spears, pikes, halberds or polearms and the enemy at
 *     the front, a second-rank figure directly behind an attacking front figure (option
 *     `secondRankAdjacent: diagonal`: or diagonally behind, §6.10), at 0.5 AD (FORM-3); `thirdRank` —
 *     pikes, behind an attacking second-rank figure the same way, at 0.5 AD (FORM-4, §6.5, option
 *     `thirdRankPikes`); an irregular unit attacks only with figures in contact (FORM-1);
 *   - `notInReach`: none of these.
 */
import type { Figure, Unit } from '../../../engine/model';
import { unitGeometry } from '../../../engine/unitGeometry';
import type { TrayEdgeName } from '../../../engine/unitGeometry';
import type { BsState } from '../flow/bsTypes';
import { bsPieceStateOf } from '../flow/bsTypes';
import { unitStatusNow } from '../morale/unitStatusNow';
import type { BsOptions } from '../profile/bsOptionSpecs';
import type { WeaponTag } from '../profile/bsProfileTypes';
import { bsUnitProfileOf } from '../profile/bsUnitProfile';
import { contactFace } from './contactFace';
import { unitContacts } from './meleeContacts';

export type AttackerVerdict = 'contact' | 'beside' | 'secondRank' | 'thirdRank' | 'routing' | 'firedInMove' | 'otherFoe' | 'notInReach';

export interface AttackerLine {
  readonly figureId: string;
  readonly verdict: AttackerVerdict;
  /** The enemy figure it attacks (attackers only). */
  readonly targetId: string | null;
}

export const ATTACKING: ReadonlySet<AttackerVerdict> = new Set(['contact', 'beside', 'secondRank', 'thirdRank']);
/** Second and third ranks attack at 0.5 AD (BS-MELEE-FORM-3/4). */
export const HALF_AD: ReadonlySet<AttackerVerdict> = new Set(['secondRank', 'thirdRank']);

const REACHING: readonly WeaponTag[] = ['spear', 'pike', 'halberd', 'polearm'];

const membersOf = (state: BsState, unit: Unit): Figure[] => {
  const byId = new Map(state.scenario.figures.map((f) => [f.id, f]));
  return unit.memberIds.flatMap((id) => byId.get(id) ?? []);
};

/** The edge of `attacker`'s tray the enemy touches (its front when the trays' contact is unclear). */
function edgeTouched(state: BsState, attacker: Unit, defender: Unit): TrayEdgeName {
  const ga = unitGeometry(attacker, state.scenario.figures);
  const gd = unitGeometry(defender, state.scenario.figures);
  if (ga === null || gd === null) return 'front';
  return contactFace(gd.tray, ga.tray)?.edge ?? 'front';
}

export function meleeAttackers(state: BsState, attacker: Unit, defender: Unit, o: Pick<BsOptions, 'secondRankAdjacent' | 'thirdRankPikes'>): AttackerLine[] {
  const members = membersOf(state, attacker);
  const none = (verdict: AttackerVerdict): AttackerLine[] => members.map((f) => ({ figureId: f.id, verdict, targetId: null }));
  if (unitStatusNow(state, attacker) === 'routing') return none('routing');
  if (bsPieceStateOf(state, attacker.id).firedInMove === true) return none('firedInMove');
  const contacts = unitContacts(state.scenario).get(attacker.id) ?? new Map<string, readonly (readonly [string, string])[]>();
  const charged = bsPieceStateOf(state, attacker.id).chargedId;
  const unitOrder = (state.scenario.units ?? []).map((u) => u.id);
  // Each own figure's foes (enemy unit ids) and the first figure of `defender` it touches.
  const foesOfFigure = new Map<string, string[]>();
  const touchedInDefender = new Map<string, string>();
  for (const foeId of unitOrder) {
    for (const [mine, theirs] of contacts.get(foeId) ?? []) {
      const list = foesOfFigure.get(mine) ?? [];
      if (!list.includes(foeId)) list.push(foeId);
      foesOfFigure.set(mine, list);
      if (foeId === defender.id && !touchedInDefender.has(mine)) touchedInDefender.set(mine, theirs);
    }
  }
  const fightsHere = (id: string): boolean => {
    const foes = foesOfFigure.get(id);
    if (foes === undefined) return false;
    const chosen = charged !== null && foes.includes(charged) ? charged : foes[0];
    return chosen === defender.id;
  };
  const verdicts = new Map<string, AttackerVerdict>();
  for (const f of members) {
    if (fightsHere(f.id)) verdicts.set(f.id, 'contact');
    else if (foesOfFigure.has(f.id)) verdicts.set(f.id, 'otherFoe');
  }
  const p = bsUnitProfileOf(attacker.profile);
  const g = attacker.formation.kind === 'regular' ? unitGeometry(attacker, state.scenario.figures) : null;
  if (g !== null && [...verdicts.values()].includes('contact')) {
    const at = new Map<string, string>();
    for (const m of g.members) if (m.slot !== null) at.set(`${m.slot.rank},${m.slot.file}`, m.figureId);
    const slotOf = new Map(g.members.map((m) => [m.figureId, m.slot]));
    const free = (id: string | undefined): id is string => id !== undefined && !verdicts.has(id);
    const edge = edgeTouched(state, attacker, defender);
    const alongRank = edge === 'front' || edge === 'rear';
    for (const [id, v] of [...verdicts]) {
      const s = slotOf.get(id);
      if (v !== 'contact' || s === null || s === undefined) continue;
      const beside = alongRank ? [[s.rank, s.file - 1], [s.rank, s.file + 1]] : [[s.rank - 1, s.file], [s.rank + 1, s.file]];
      for (const [r, fl] of beside) {
        const n = at.get(`${r},${fl}`);
        if (free(n)) verdicts.set(n, 'beside');
      }
    }
    if (edge === 'front' && p.weapons.some((w) => REACHING.includes(w))) {
      const behind = (rankFrom: number, from: AttackerVerdict[], as: AttackerVerdict): void => {
        for (const [id, v] of [...verdicts]) {
          const s = slotOf.get(id);
          if (!from.includes(v) || s === null || s === undefined || s.rank !== rankFrom) continue;
          const files = o.secondRankAdjacent === 'diagonal' ? [s.file - 1, s.file, s.file + 1] : [s.file];
          for (const fl of files) {
            const n = at.get(`${rankFrom + 1},${fl}`);
            if (free(n)) verdicts.set(n, as);
          }
        }
      };
      behind(0, ['contact', 'beside'], 'secondRank');
      if (p.weapons.includes('pike') && o.thirdRankPikes === 'half') behind(1, ['secondRank'], 'thirdRank');
    }
  }
  const enemies = membersOf(state, defender);
  const nearest = (f: Figure): string | null => {
    let best: Figure | null = null;
    let bestD = Infinity;
    for (const e of enemies) {
      const d = (e.x - f.x) ** 2 + (e.y - f.y) ** 2;
      if (d < bestD) { bestD = d; best = e; }
    }
    return best?.id ?? null;
  };
  return members.map((f) => {
    const verdict = verdicts.get(f.id) ?? 'notInReach';
    const targetId = !ATTACKING.has(verdict) ? null : verdict === 'contact' ? touchedInDefender.get(f.id) ?? nearest(f) : nearest(f);
    return { figureId: f.id, verdict, targetId };
  });
}
