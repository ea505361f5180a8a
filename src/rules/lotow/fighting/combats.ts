/**
 * Who fights whom (LOTOW-GAP-08): the combats on the table, as connected groups of figures of
 * opposite sides that touch.
 *
 * Two figures of different sides are *linked* when
 *   - their bases are in contact (edge to edge within BASE_CONTACT_TOLERANCE_IN) on the same level
 *     (`elevationsShareLevel`: one on a balcony does not fight one in the street below), or
 *   - either names the other in `engagedWith`: a charge across an obstacle (LOTOW-OBST-2, `contact`
 *     false) or a climb into combat (LOTOW-LEVEL-1);
 * and at least one of the two is a *fighter*. Riderless mounts (LOTOW-MOUNT-5) and passengers
 * (LOTOW-PASS-3/4) never fight but may be struck, so they are linked to the fighters touching them;
 * a passenger is in its carrier's combat (LOTOW-PASS-4: the enemy may strike rider or passenger).
 * A combat is a connected component of links (passenger–carrier joins count for the grouping).
 *
 * Pure and deterministic: components and their figures in scenario order, sides in the turn's
 * acting order. The UI and the end-of-phase check read `combatsOf`; the fight action reads
 * `unfoughtCombatsOf` (each figure fights once per Fight phase: `figState.fought`).
 */
import type { Figure } from '../../../engine/model';
import type { LotowState } from '../lotowTypes';
import { figStateOf } from '../lotowTypes';
import { figuresInBaseContact } from '../../../engine/kit/baseContact';
import { isRiderlessMount } from '../mounts/mountModel';

/** What a figure does in a fight: rolls and strikes, or is only struck. */
export type CombatRole = 'fighter' | 'mount' | 'passenger';

export interface CombatLink {
  /** The two figures, `a` before `b` in scenario order. */
  readonly a: string;
  readonly b: string;
  /** Bases touching (false: engaged across an obstacle, LOTOW-OBST-2, or after a climb). */
  readonly contact: boolean;
}

export interface Combat {
  /** The first figure's id (scenario order): names the combat. */
  readonly id: string;
  /** Every figure in it, scenario order. */
  readonly figureIds: readonly string[];
  /** The sides in it, in the turn's acting order (the Advantage side first). */
  readonly sideIds: readonly string[];
  readonly links: readonly CombatLink[];
  /** Every figure in it has fought this turn. */
  readonly fought: boolean;
}

export function roleOf(state: LotowState, figure: Figure): CombatRole {
  if (isRiderlessMount(figure)) return 'mount';
  return figStateOf(state, figure.id).passengerOf !== null ? 'passenger' : 'fighter';
}

/** Whether the two (different sides) are in base contact on one level (LOTOW's one definition). */
const touching = (state: LotowState, a: Figure, b: Figure): boolean => figuresInBaseContact(state.scenario, a, b);

/** Every link among `figures` (scenario order kept). */
function linksAmong(state: LotowState, figures: readonly Figure[]): CombatLink[] {
  const links: CombatLink[] = [];
  for (let i = 0; i < figures.length; i++) {
    const a = figures[i]!;
    for (let j = i + 1; j < figures.length; j++) {
      const b = figures[j]!;
      if (a.side === b.side) continue;
      if (roleOf(state, a) !== 'fighter' && roleOf(state, b) !== 'fighter') continue;
      const contact = touching(state, a, b);
      const engaged = figStateOf(state, a.id).engagedWith.includes(b.id) || figStateOf(state, b.id).engagedWith.includes(a.id);
      if (contact || engaged) links.push({ a: a.id, b: b.id, contact });
    }
  }
  return links;
}

function components(state: LotowState, figures: readonly Figure[]): Combat[] {
  const index = new Map(figures.map((f, i) => [f.id, i]));
  const parent = figures.map((_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r]!;
    parent[i] = r;
    return r;
  };
  const join = (i: number, j: number): void => {
    const a = find(i);
    const b = find(j);
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  };
  const links = linksAmong(state, figures);
  for (const l of links) join(index.get(l.a)!, index.get(l.b)!);
  // A passenger and the figure carrying it are one model (LOTOW-PASS-4).
  for (const f of figures) {
    const carrier = figStateOf(state, f.id).passengerOf;
    const j = carrier === null ? undefined : index.get(carrier);
    if (j !== undefined) join(index.get(f.id)!, j);
  }
  const linked = new Set(links.flatMap((l) => [find(index.get(l.a)!)]));
  const byRoot = new Map<number, string[]>();
  figures.forEach((f, i) => {
    const r = find(i);
    if (!linked.has(r)) return;
    const list = byRoot.get(r) ?? [];
    list.push(f.id);
    byRoot.set(r, list);
  });
  const order = state.flow.order;
  const rank = (s: string): number => (order.includes(s) ? order.indexOf(s) : order.length);
  return [...byRoot.values()].map((ids) => {
    const members = new Set(ids);
    const sides = [...new Set(ids.map((id) => figures[index.get(id)!]!.side))].sort((x, y) => rank(x) - rank(y) || x.localeCompare(y));
    return {
      id: ids[0]!,
      figureIds: ids,
      sideIds: sides,
      links: links.filter((l) => members.has(l.a)),
      fought: ids.every((id) => figStateOf(state, id).fought === true),
    };
  });
}

/** Every combat on the table now (fought or not). */
export function combatsOf(state: LotowState): Combat[] {
  return components(state, state.scenario.figures);
}

/** The combats still to fight this phase: among figures that have not fought yet. */
export function unfoughtCombatsOf(state: LotowState): Combat[] {
  return components(state, state.scenario.figures.filter((f) => figStateOf(state, f.id).fought !== true));
}

/** The unfought combat figure `figureId` is in, if any. */
export function unfoughtCombatOf(state: LotowState, figureId: string): Combat | undefined {
  return unfoughtCombatsOf(state).find((c) => c.figureIds.includes(figureId));
}

/** The figures linked to `figureId` in `combat` (its opponents), scenario order. */
export function opponentsIn(combat: Combat, figureId: string): string[] {
  const out = new Set<string>();
  for (const l of combat.links) {
    if (l.a === figureId) out.add(l.b);
    else if (l.b === figureId) out.add(l.a);
  }
  return combat.figureIds.filter((id) => out.has(id));
}

/** The link between two figures in `combat`, if they are linked. */
export const linkBetween = (combat: Combat, x: string, y: string): CombatLink | undefined =>
  combat.links.find((l) => (l.a === x && l.b === y) || (l.a === y && l.b === x));
