/**
 * Melee AR modifiers (BS-MELEE-AR-1..7, BS-AR-3, BS-GAP-06, §6.6) and TV-BS-20/21, on small tables;
 * with properties that they are symmetric where the rules are (a wall protects both sides; one
 * side's higher ground is the other's lower ground).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Figure } from '../../../engine/model';
import type { TerrainPiece } from '../../../los/terrain';
import { modifiedAr } from '../dice/armourRating';
import type { BsState } from '../flow/bsTypes';
import { SWORD_PROFILE, inMelee, meleeTable } from '../testing/bsMeleeTable';
import { SQUARE_INCH_BASE, regularUnit } from '../testing/bsTestScenario';
import { barrierBetween, groundKinds, meleeArModifiers } from './meleeArModifiers';

const rect = (x: number, y: number, w: number, h: number) => [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }];
const piece = (p: Partial<TerrainPiece> & Pick<TerrainPiece, 'id' | 'kind' | 'footprint' | 'heightIn'>): TerrainPiece => ({
  elevationIn: 0, cover: 'none', inTheWay: null, difficult: false, impassable: false, climbable: false,
  hasLadder: false, hasDoors: false, sight: 'none', standableTop: false, slope: false, ...p,
});
const fig = (id: string, side: string, x: number, y: number, standsOn: string | null = null): Figure =>
  ({ id, side, name: id, x, y, facingDeg: 0, base: SQUARE_INCH_BASE, standsOn, stance: 'standing', mounted: false, profile: {} });
const ids = (ms: readonly { labelKey: string }[]): string[] => ms.map((m) => m.labelKey.replace('battlesystem.arMod.', ''));

/** A state whose only units are `defender` (red) and `attacker` (blue) figures, with `terrain`. */
function table(defenders: Figure[], attackers: Figure[], terrain: TerrainPiece[], defenderProfile: Record<string, string | number> = SWORD_PROFILE): BsState {
  const d = { unit: { id: 'd', side: 'red', name: 'D', memberIds: defenders.map((f) => f.id), formation: { kind: 'irregular' as const }, facingDeg: 0, profile: defenderProfile }, members: defenders };
  const a = { unit: { id: 'a', side: 'blue', name: 'A', memberIds: attackers.map((f) => f.id), formation: { kind: 'irregular' as const }, facingDeg: 180, profile: SWORD_PROFILE }, members: attackers };
  return inMelee(meleeTable([d, a], terrain)).state;
}
const pairs = (s: BsState, defIds: string[], attIds: string[]) => defIds.map((id, k) => ({
  figure: s.scenario.figures.find((f) => f.id === id)!, attackers: [s.scenario.figures.find((f) => f.id === attIds[k])!],
}));
const unit = (s: BsState, id: string) => s.scenario.units!.find((u) => u.id === id)!;

describe('melee AR modifiers (BS-MELEE-AR-*)', () => {
  it('TV-BS-20 / BS-MELEE-AR-1 / BS-MELEE-AR-3 / BS-AR-3: AR 4 on a rooftop (all its figures higher) behind a parapet: 4 − 2 − 2 = 0, held at 2', () => {
    const roof = piece({ id: 'roof', kind: 'platform', footprint: rect(9, 30.2, 4, 2), heightIn: 0.5, standableTop: true });
    const parapet = piece({ id: 'parapet', kind: 'wall', footprint: rect(9, 30.05, 4, 0.1), heightIn: 0.8, sight: 'solid', cover: 'hard' });
    const s = table([fig('d1', 'red', 10, 31, 'roof'), fig('d2', 'red', 11, 31, 'roof')], [fig('a1', 'blue', 10, 29.5), fig('a2', 'blue', 11, 29.5)], [roof, parapet]);
    const mods = meleeArModifiers(s, unit(s, 'd'), pairs(s, ['d1', 'd2'], ['a1', 'a2']), { flankAndRear: 'largerOnly' });
    expect(mods.map(ids)).toEqual([['higherGround', 'meleeWall'], ['higherGround', 'meleeWall']]);
    expect(modifiedAr(4, mods[0]!, 'melee')).toMatchObject({ raw: 0, ar: 2 });
  });

  it('TV-BS-20 / BS-MELEE-AR-6 / BS-AR-3: AR 8 attacked in the rear: 8 + 4 = 12, held at 10', () => {
    const d = regularUnit('d', 'red', 'D', 4, 1, 0, { frontLeft: { x: 10, y: 30 } }, { ...SWORD_PROFILE, ar: 8 });
    const a = regularUnit('a', 'blue', 'A', 4, 1, 0, { frontLeft: { x: 10, y: 31 } }, SWORD_PROFILE);
    const s = inMelee(meleeTable([d, a])).state;
    const mods = meleeArModifiers(s, unit(s, 'd'), pairs(s, ['d1'], ['a1']), { flankAndRear: 'largerOnly' });
    expect(ids(mods[0]!)).toEqual(['rear']);
    expect(modifiedAr(8, mods[0]!, 'melee')).toMatchObject({ raw: 12, ar: 10 });
  });

  it('TV-BS-20 / BS-MELEE-AR-5 / BS-MELEE-AR-4 / BS-MELEE-AR-7: AR 6 attacked in the flank from higher ground: 6 + 2 + 2 = 10', () => {
    const platform = piece({ id: 'platform', kind: 'platform', footprint: rect(8, 29, 2, 3), heightIn: 0.5, standableTop: true });
    const d = regularUnit('d', 'red', 'D', 4, 1, 0, { frontLeft: { x: 10, y: 30 } }, SWORD_PROFILE);
    const a = regularUnit('a', 'blue', 'A', 1, 1, 90, { frontCentre: { x: 10, y: 30.5 } }, SWORD_PROFILE);
    const raised = { ...a, members: a.members.map((f) => ({ ...f, standsOn: 'platform' })) };
    const s = inMelee(meleeTable([d, raised], [platform])).state;
    const mods = meleeArModifiers(s, unit(s, 'd'), pairs(s, ['d1'], ['a1']), { flankAndRear: 'largerOnly' });
    expect(ids(mods[0]!).sort()).toEqual(['flank', 'lowerGround']);
    expect(modifiedAr(6, mods[0]!, 'melee').ar).toBe(10);
  });

  it('TV-BS-20 / BS-MELEE-AR-1: AR 6 further up a hill slope than its attackers: no height modifier, AR 6', () => {
    const hill = piece({ id: 'hill', kind: 'hill', footprint: rect(5, 30.2, 10, 5), heightIn: 0.6, standableTop: true, slope: true });
    const s = table([fig('d1', 'red', 10, 31, 'hill')], [fig('a1', 'blue', 10, 29.5)], [hill]);
    const mods = meleeArModifiers(s, unit(s, 'd'), pairs(s, ['d1'], ['a1']), { flankAndRear: 'largerOnly' });
    expect(mods).toEqual([[]]);
    expect(modifiedAr(6, mods[0]!, 'melee').ar).toBe(6);
  });

  it('§6.6 (option flankAndRear): touched on a flank and the rear, the larger only (+4) by the house rule, both (+6) when they add', () => {
    const d = regularUnit('d', 'red', 'D', 2, 1, 0, { frontLeft: { x: 10, y: 30 } }, SWORD_PROFILE);
    const rear = regularUnit('r', 'blue', 'R', 2, 1, 0, { frontLeft: { x: 10, y: 31 } }, SWORD_PROFILE);
    const side = regularUnit('f', 'blue', 'F', 1, 1, 90, { frontCentre: { x: 10, y: 30.5 } }, SWORD_PROFILE);
    const s = inMelee(meleeTable([d, rear, side])).state;
    const at = pairs(s, ['d1'], ['r1']);
    expect(ids(meleeArModifiers(s, unit(s, 'd'), at, { flankAndRear: 'largerOnly' })[0]!)).toEqual(['rear']);
    expect(ids(meleeArModifiers(s, unit(s, 'd'), at, { flankAndRear: 'add' })[0]!)).toEqual(['rear', 'flank']);
  });

  it('TV-BS-21 / BS-MELEE-AR-3 / BS-AR-2: 3 of 6 defenders behind a wall get −2, and so do the attackers fighting them across it; the other 3 do not', () => {
    const wall = piece({ id: 'wall', kind: 'wall', footprint: rect(9.9, 29.98, 3.2, 0.04), heightIn: 0.8, sight: 'solid', cover: 'hard' });
    const defs = [0, 1, 2, 3, 4, 5].map((k) => fig(`d${k + 1}`, 'red', 10.5 + k, 30.5));
    const atts = [0, 1, 2, 3, 4, 5].map((k) => fig(`a${k + 1}`, 'blue', 10.5 + k, 29.5));
    const s = table(defs, atts, [wall]);
    const dIds = defs.map((f) => f.id);
    const aIds = atts.map((f) => f.id);
    const wallOf = (mods: { labelKey: string }[][]) => mods.map((m) => ids(m).includes('meleeWall'));
    expect(wallOf(meleeArModifiers(s, unit(s, 'd'), pairs(s, dIds, aIds), { flankAndRear: 'largerOnly' }))).toEqual([true, true, true, false, false, false]);
    expect(wallOf(meleeArModifiers(s, unit(s, 'a'), pairs(s, aIds, dIds), { flankAndRear: 'largerOnly' }))).toEqual([true, true, true, false, false, false]);
  });

  it('BS-MELEE-AR-2 / BS-GAP-06: −2 only when every attacked figure stands on ground its unit prefers (forest: inside a wood)', () => {
    const wood = piece({ id: 'wood', kind: 'woods', footprint: rect(9, 30.1, 2.5, 3), heightIn: 3, sight: 'area', woodDensity: 'light' });
    const elves = { ...SWORD_PROFILE, preferredTerrain: 'forest' };
    const inWood = table([fig('d1', 'red', 10, 31), fig('d2', 'red', 11, 31)], [fig('a1', 'blue', 10, 29.5), fig('a2', 'blue', 11, 29.5)], [wood], elves);
    expect(groundKinds(inWood, inWood.scenario.figures[0]!)).toEqual(new Set(['forest']));
    expect(meleeArModifiers(inWood, unit(inWood, 'd'), pairs(inWood, ['d1', 'd2'], ['a1', 'a2']), { flankAndRear: 'largerOnly' }).map(ids)).toEqual([['preferredTerrain'], ['preferredTerrain']]);
    const half = table([fig('d1', 'red', 10, 31), fig('d2', 'red', 13, 31)], [fig('a1', 'blue', 10, 29.5), fig('a2', 'blue', 13, 29.5)], [wood], elves);
    expect(meleeArModifiers(half, unit(half, 'd'), pairs(half, ['d1', 'd2'], ['a1', 'a2']), { flankAndRear: 'largerOnly' }).map(ids)).toEqual([[], []]);
  });

  it('BS-MELEE-AR-3: a wall between two figures protects each from the other (symmetric), for random walls and figures', () => {
    fc.assert(fc.property(
      fc.double({ min: 5, max: 15, noNaN: true }), fc.double({ min: 5, max: 15, noNaN: true }), fc.double({ min: 5, max: 15, noNaN: true }), fc.double({ min: 5, max: 15, noNaN: true }),
      fc.double({ min: 6, max: 14, noNaN: true }), fc.double({ min: 6, max: 14, noNaN: true }),
      (ax, ay, bx, by, wx, wy) => {
        const wall = piece({ id: 'wall', kind: 'wall', footprint: rect(wx, wy, 3, 0.2), heightIn: 0.8, sight: 'solid', cover: 'hard' });
        const s = table([fig('d1', 'red', ax, ay)], [fig('a1', 'blue', bx, by)], [wall]);
        const [d, a] = [s.scenario.figures[0]!, s.scenario.figures[1]!];
        expect(barrierBetween(s, d, a)).toBe(barrierBetween(s, a, d));
      },
    ), { numRuns: 200 });
  });

  it('BS-MELEE-AR-1 / BS-MELEE-AR-4: one side\'s higher ground is the other\'s lower ground (random structure heights)', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 0.9, noNaN: true }), fc.double({ min: 0, max: 0.9, noNaN: true }), (hd, ha) => {
      const pd = piece({ id: 'pd', kind: 'platform', footprint: rect(9, 30.05, 2, 2), heightIn: Math.max(hd, 0.01), standableTop: true });
      const pa = piece({ id: 'pa', kind: 'platform', footprint: rect(9, 27.95, 2, 2), heightIn: Math.max(ha, 0.01), standableTop: true });
      const s = table([fig('d1', 'red', 10, 30.55, 'pd')], [fig('a1', 'blue', 10, 29.45, 'pa')], [pd, pa]);
      const onD = ids(meleeArModifiers(s, unit(s, 'd'), pairs(s, ['d1'], ['a1']), { flankAndRear: 'largerOnly' })[0]!);
      const onA = ids(meleeArModifiers(s, unit(s, 'a'), pairs(s, ['a1'], ['d1']), { flankAndRear: 'largerOnly' })[0]!);
      expect(onD.includes('higherGround')).toBe(onA.includes('lowerGround'));
      expect(onD.includes('lowerGround')).toBe(onA.includes('higherGround'));
    }), { numRuns: 200 });
  });
});
