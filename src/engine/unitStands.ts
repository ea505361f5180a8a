/**
 * Several figures on one base (BS-CAS-3): the stands of a regular unit and the slots its lost
 * figures leave empty. Pure; slots, not inches (unitGeometry.ts places them).
 *
 * Slots are counted stand by stand. With stands of sf × sr slots and SF = files / sf stands
 * abreast, slot k is slot j = k mod (sf·sr) of stand s = ⌊k / (sf·sr)⌋; stand s is stand-rank
 * ⌊s / SF⌋, stand-file s mod SF; slot j of a stand is its rank ⌊j / sf⌋, its file j mod sf. So
 * the figures of one base are consecutive in `memberIds`, a change of formation re-tiles whole
 * bases, and with one figure a base (1 × 1) slot k is rank ⌊k / files⌋, file k mod files.
 *
 * A figure lost from a base that keeps others leaves its slot empty (`vacantSlots`: the casualty
 * marker cuts it off); the base leaves the table with its last figure (rules' closeUp).
 */
import type { Formation, StandSize } from './model';

/** A slot of a regular formation: rank 0 is the front, file 0 the unit's left. */
export interface Slot {
  readonly rank: number;
  readonly file: number;
}

/** The slot arithmetic of a regular formation: its files, its stands and its empty slots. */
export type SlotGrid = Pick<Extract<Formation, { kind: 'regular' }>, 'files' | 'stand' | 'vacantSlots'>;
type Regular = Extract<Formation, { kind: 'regular' }>;

export const ONE_FIGURE_A_BASE: StandSize = { files: 1, ranks: 1 };

export const standOf = (grid: SlotGrid): StandSize => grid.stand ?? ONE_FIGURE_A_BASE;

/** Slots on one base. */
export const slotsPerStand = (stand: StandSize): number => stand.files * stand.ranks;

/** Whether the unit stands on bases of more than one figure. */
export const onMultiFigureBases = (grid: SlotGrid): boolean => slotsPerStand(standOf(grid)) > 1;

/** Slots the unit's bases hold: its members and its empty slots. */
export const slotTotal = (grid: SlotGrid, memberCount: number): number => memberCount + (grid.vacantSlots?.length ?? 0);

/** The rank and file of slot index `k` (counted stand by stand, see the file's comment). */
export function slotAt(grid: SlotGrid, k: number): Slot {
  const stand = standOf(grid);
  const n = slotsPerStand(stand);
  const abreast = Math.max(1, Math.floor(grid.files / stand.files));
  const s = Math.floor(k / n);
  const j = k % n;
  return {
    rank: Math.floor(s / abreast) * stand.ranks + Math.floor(j / stand.files),
    file: (s % abreast) * stand.files + (j % stand.files),
  };
}

/** The stand that slot index `k` is on. */
export const standIndexOfSlot = (grid: SlotGrid, k: number): number => Math.floor(k / slotsPerStand(standOf(grid)));

/** The slot index of each of `memberCount` members, in `memberIds` order: the slots not empty, ascending. */
export function memberSlotIndices(grid: SlotGrid, memberCount: number): number[] {
  const vacant = grid.vacantSlots ?? [];
  const out: number[] = [];
  let v = 0;
  for (let k = 0; out.length < memberCount; k++) {
    if (v < vacant.length && vacant[v] === k) { v++; continue; }
    out.push(k);
  }
  return out;
}

/** What is wrong with a regular formation for `memberCount` members, as the scenario check reports it. */
export type FormationFitProblem =
  | { readonly code: 'formationMismatch'; readonly why: string; readonly params: { readonly count: number; readonly files: number; readonly ranks: number } }
  | { readonly code: 'standMismatch'; readonly why: string; readonly params: { readonly files: number; readonly ranks: number; readonly standFiles: number; readonly standRanks: number; readonly slots: number } }
  | { readonly code: 'badVacantSlot'; readonly why: string; readonly params: { readonly slot: number; readonly slots: number } };

/**
 * Null when `formation` holds `memberCount` members: its stands tile files × ranks, its slots
 * (members and empty ones) are whole stands, no stand is wholly empty, the empty slots ascend
 * inside the unit, and files × ranks holds the stands without an empty stand-rank. With one
 * figure a base that is: files × ranks ≥ members and ranks ≤ ⌈members / files⌉.
 */
export function formationFitProblem(formation: Regular, memberCount: number): FormationFitProblem | null {
  const { files, ranks } = formation;
  const stand = standOf(formation);
  const n = slotsPerStand(stand);
  const slots = slotTotal(formation, memberCount);
  const standParams = { files, ranks, standFiles: stand.files, standRanks: stand.ranks, slots };
  if (files % stand.files !== 0 || ranks % stand.ranks !== 0) {
    return { code: 'standMismatch', why: `bases of ${stand.files} × ${stand.ranks} figures do not tile ${files} files × ${ranks} ranks`, params: standParams };
  }
  if (slots % n !== 0) {
    return { code: 'standMismatch', why: `${slots} slots are not whole bases of ${n} figures`, params: standParams };
  }
  const vacant = formation.vacantSlots ?? [];
  for (let i = 0; i < vacant.length; i++) {
    const k = vacant[i]!;
    const why = !Number.isInteger(k) || k < 0 || k >= slots ? `slot ${k} is not one of the unit's ${slots} slots`
      : i > 0 && k <= vacant[i - 1]! ? `the empty slots must ascend, each once (${vacant[i - 1]!} then ${k})`
        : null;
    if (why !== null) return { code: 'badVacantSlot', why, params: { slot: k, slots } };
  }
  const emptyPerStand = new Map<number, number>();
  for (const k of vacant) emptyPerStand.set(Math.floor(k / n), (emptyPerStand.get(Math.floor(k / n)) ?? 0) + 1);
  for (const [s, empty] of emptyPerStand) {
    if (empty === n) return { code: 'badVacantSlot', why: `every slot of base ${s + 1} is empty: the base leaves the table with its last figure`, params: { slot: s * n, slots } };
  }
  const stands = slots / n;
  const abreast = files / stand.files;
  const deep = ranks / stand.ranks;
  if (abreast * deep < stands || deep > Math.ceil(stands / abreast)) {
    const count = slots;
    const why = abreast * deep < stands
      ? `${files} files × ${ranks} ranks hold ${abreast * deep * n}, not ${count}${n > 1 ? ` (${stands} bases)` : ' members'}`
      : `${count}${n > 1 ? ` slots on ${stands} bases` : ' members'} ${files} abreast fill ${Math.ceil(stands / abreast) * stand.ranks} ranks, not ${ranks}`;
    return { code: 'formationMismatch', why, params: { count, files, ranks } };
  }
  return null;
}

/** The files and ranks a regular unit of `stands` bases needs at most `abreast` bases wide: no more bases abreast than it has. */
export function formationForStands(grid: SlotGrid, stands: number, abreast: number): { readonly files: number; readonly ranks: number } {
  const stand = standOf(grid);
  const wide = Math.max(1, Math.min(abreast, stands));
  return { files: wide * stand.files, ranks: Math.ceil(stands / wide) * stand.ranks };
}

/**
 * The members standing on a base that has lost some of its figures (a base with an empty slot), in
 * `memberIds` order: the base the casualty marker is on (BS-CAS-3). Empty with one figure a base.
 */
export function membersOnPartlyLostBases(formation: Formation, memberIds: readonly string[]): string[] {
  if (formation.kind !== 'regular' || (formation.vacantSlots?.length ?? 0) === 0) return [];
  const lost = new Set(formation.vacantSlots!.map((k) => standIndexOfSlot(formation, k)));
  const slots = memberSlotIndices(formation, memberIds.length);
  return memberIds.filter((_, i) => lost.has(standIndexOfSlot(formation, slots[i]!)));
}

/**
 * A regular formation as plain JSON: `stand` and `vacantSlots` only when given (an empty list is
 * left out), so a state without bases of several figures keeps its hash. Copies the lists.
 */
export function regularFormation(files: number, ranks: number, stand?: StandSize, vacantSlots?: readonly number[]): Regular {
  return {
    kind: 'regular', files, ranks,
    ...(stand === undefined ? {} : { stand: { files: stand.files, ranks: stand.ranks } }),
    ...(vacantSlots === undefined || vacantSlots.length === 0 ? {} : { vacantSlots: [...vacantSlots] }),
  };
}
