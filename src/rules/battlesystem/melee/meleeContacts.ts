/**
 * Who touches whom (BS-MELEE-ELIG-1/2): every figure of a unit in base contact with a figure of an
 * enemy unit, judged figure by figure (engine/kit/baseContact.ts: each figure's own base, so on a
 * shared stand each figure's part of it), grouped by the two units. A melee is a pair of enemy units
 * with at least one such contact. Square and oblong bases must touch along part of an edge, at least
 * `MIN_EDGE_CONTACT_IN`: bases in neat ranks meeting corner to corner (the figure beside the one
 * in contact) do not fight for that alone (FORM-2 says who fights beside). Round bases touch at a
 * point, so for them base contact is enough. Computed once per figure list (the table's figures change with
 * every move; a state's list is reused by its check, preview, candidates and actors).
 */
import { figuresInBaseContact } from '../../../engine/kit/baseContact';
import type { Figure, Scenario, Unit } from '../../../engine/model';
import { baseSizeIn } from '../../../engine/unitGeometry';
import type { Tray } from '../../../engine/unitGeometry';
import { trayEdgeContacts } from '../../../engine/unitGeometryContact';

/** Square and oblong bases fight when they touch along at least this much of an edge, inches. */
export const MIN_EDGE_CONTACT_IN = 0.1;

const baseTray = (f: Figure): Tray => ({ centre: { x: f.x, y: f.y }, facingDeg: f.facingDeg, ...baseSizeIn(f.base) });

/** Whether two figures fight as touching (module comment). */
export function figuresInMeleeContact(scenario: Scenario, a: Figure, b: Figure): boolean {
  if (!figuresInBaseContact(scenario, a, b)) return false;
  if (a.base.shape === 'round' || b.base.shape === 'round') return true;
  const ta = baseTray(a);
  const tb = baseTray(b);
  const longest = (x: Tray, y: Tray): number => Math.max(0, ...trayEdgeContacts(x, y).map((c) => c.lengthIn));
  return Math.max(longest(ta, tb), longest(tb, ta)) >= MIN_EDGE_CONTACT_IN;
}

/** Unit id → enemy unit id → [own figure id, enemy figure id] pairs in contact. */
export type UnitContacts = ReadonlyMap<string, ReadonlyMap<string, readonly (readonly [string, string])[]>>;

const cache = new WeakMap<readonly Figure[], UnitContacts>();

export function unitContacts(scenario: Scenario): UnitContacts {
  const hit = cache.get(scenario.figures);
  if (hit !== undefined) return hit;
  const unitOf = new Map<string, Unit>();
  for (const u of scenario.units ?? []) for (const id of u.memberIds) unitOf.set(id, u);
  const inUnits = scenario.figures.filter((f) => unitOf.has(f.id));
  const out = new Map<string, Map<string, [string, string][]>>();
  const add = (u: string, e: string, pair: [string, string]): void => {
    const m = out.get(u) ?? new Map<string, [string, string][]>();
    out.set(u, m);
    const list = m.get(e) ?? [];
    m.set(e, list);
    list.push(pair);
  };
  for (let i = 0; i < inUnits.length; i++) {
    const a = inUnits[i]!;
    const ua = unitOf.get(a.id)!;
    for (let j = i + 1; j < inUnits.length; j++) {
      const b = inUnits[j]!;
      const ub = unitOf.get(b.id)!;
      if (ua.side === ub.side || !figuresInMeleeContact(scenario, a, b)) continue;
      add(ua.id, ub.id, [a.id, b.id]);
      add(ub.id, ua.id, [b.id, a.id]);
    }
  }
  cache.set(scenario.figures, out);
  return out;
}

/** The enemy units `unitId` is in contact with, in scenario order. */
export function foesOf(scenario: Scenario, unitId: string): Unit[] {
  const m = unitContacts(scenario).get(unitId);
  if (m === undefined) return [];
  return (scenario.units ?? []).filter((u) => m.has(u.id));
}

/** Each melee once: pairs of enemy units in contact, the first in scenario order first. */
export function meleePairs(scenario: Scenario): { readonly a: Unit; readonly b: Unit }[] {
  const units = scenario.units ?? [];
  const contacts = unitContacts(scenario);
  const out: { a: Unit; b: Unit }[] = [];
  units.forEach((a, i) => {
    const m = contacts.get(a.id);
    if (m === undefined) return;
    for (const b of units.slice(i + 1)) if (m.has(b.id)) out.push({ a, b });
  });
  return out;
}
