import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TerrainPiece } from '../../../los/terrain';
import { lineOfSight } from '../../../los/lineOfSight';
import { gameLosScene } from '../../../engine/losScene';
import type { Scenario } from '../../../engine/model';
import { atStep, bsGame } from '../testing/bsTestGame';
import { PIKE_PROFILE, bsTestScenario, regularUnit } from '../testing/bsTestScenario';
import { firePlan } from './firePlan';

/** A piece across the whole line between the bows (front y 20) and the pikes (front y 30). */
const piece = (p: Partial<TerrainPiece> & Pick<TerrainPiece, 'id' | 'kind' | 'footprint' | 'heightIn'>): TerrainPiece => ({
  elevationIn: 0, cover: 'none', inTheWay: null, difficult: false, impassable: false, climbable: false,
  hasLadder: false, hasDoors: false, sight: 'solid', standableTop: false, slope: false, ...p,
});
const band = (y0: number, y1: number) => [{ x: 2, y: y0 }, { x: 22, y: y0 }, { x: 22, y: y1 }, { x: 2, y: y1 }];
const withTerrain = (...pieces: TerrainPiece[]): Scenario => { const s = bsTestScenario(); return { ...s, terrain: [...s.terrain, ...pieces] }; };
const plan = (s: Scenario) => firePlan(atStep(bsGame(s), 'missile', 'blue').state, 'bows', 'pikes');
/** The AR groups (figures, AR, modifiers' rules), or why nobody fires. */
const arOf = (s: Scenario) => {
  const p = plan(s);
  if (!('groups' in p)) return p.reasonKey;
  return p.direct + p.indirect === 0 ? 'battlesystem.nothingInSight' : p.groups.map((g) => [g.figureIds.length, g.ar.ar, g.modifiers.map((m) => m.ruleId).join(' ')]);
};

describe('sight per figure (BS-MISSILE-LOS-1..3, ELEV-1)', () => {
  it('BS-MISSILE-LOS-2: a hill between blocks, unless the shooters stand on it', () => {
    const hill = piece({ id: 'hill', kind: 'hill', footprint: band(23, 27), heightIn: 1, standableTop: true, slope: true });
    expect(arOf(withTerrain(hill))).toBe('battlesystem.nothingInSight');
    const s = withTerrain(piece({ id: 'hill', kind: 'hill', footprint: band(12, 27), heightIn: 1, standableTop: true, slope: true }));
    const onHill = { ...s, figures: s.figures.map((f) => (f.id.startsWith('bows') ? { ...f, standsOn: 'hill' } : f)) };
    const q = plan(onHill);
    expect('groups' in q && q.direct).toBe(10);
    // Higher by 1″ (BS-GAP-19): the target is lower, +1 (BS-MISSILE-AR-1); the bands grow by 1″ (BS-MISSILE-RANGE-3).
    expect('groups' in q && q.groups[0]!.modifiers.map((m) => m.valueAr)).toEqual([1]);
    expect('groups' in q && q.range.bonusIn).toBe(1);
  });

  it('BS-MISSILE-AR-3/4, BS-MISSILE-LOS-3: a low stone wall at the target −2; a hedge screens −3; windows −2, arrow slits −4; a building without openings blocks', () => {
    // The wall touches the front rank: those four are behind it (−2); the rear rank sees it as a low obstacle before them (screened, −3).
    const wall = piece({ id: 'wall2', kind: 'wall', footprint: band(28.9, 29.99), heightIn: 0.8, cover: 'hard' });
    expect(arOf(withTerrain(wall))).toEqual(expect.arrayContaining([[4, 4, 'BS-MISSILE-AR-3'], [4, 3, 'BS-MISSILE-AR-2']]));
    const hedge = piece({ id: 'hedge', kind: 'hedge', footprint: band(25, 25.5), heightIn: 0.9, cover: 'soft' });
    expect(arOf(withTerrain(hedge))).toEqual([[8, 3, 'BS-MISSILE-AR-2']]);
    const house = (openings: TerrainPiece['openings']) => piece({ id: 'house', kind: 'building', footprint: band(28.9, 33), heightIn: 3, cover: 'hard', ...(openings === undefined ? {} : { openings }) });
    // The pikes stand inside the house's footprint (a building they may stand in: not impassable).
    expect(arOf(withTerrain(house('windows')))).toEqual([[8, 4, 'BS-MISSILE-AR-3']]);
    expect(arOf(withTerrain(house('arrowSlits')))).toEqual([[8, 2, 'BS-MISSILE-AR-4']]);
    expect(arOf(withTerrain(house(undefined)))).toBe('battlesystem.nothingInSight');
  });

  it('BS-GAP-13: a wood the target stands in counts from its base edge: 2.3″ of dense wood to the rear rank\'s centres is 1.8″ from their edges (screened, not blocked)', () => {
    // The pikes (1″ bases, front rank centres at y 30.5, rear at 31.5) stand in a dense wood from y 29.2.
    const s = withTerrain(piece({ id: 'thicket', kind: 'woods', footprint: band(29.2, 33), heightIn: 3, sight: 'area', cover: 'soft' }));
    expect(arOf(s)).toEqual([[8, 3, 'BS-MISSILE-AR-2']]);
    const fromCentres = firePlan(atStep(bsGame(s, { woodsFrom: 'centre' }), 'missile', 'blue').state, 'bows', 'pikes');
    expect('groups' in fromCentres && fromCentres.groups.map((g) => [g.figureIds.length, g.ar.ar])).toEqual([[4, 3]]);
  });

  it('BS-MISSILE-ELEV-1: from high ground the shooters ignore an enemy unit nearer them than the target', () => {
    const base = bsTestScenario();
    const screen = regularUnit('screen', 'red', 'Screen', 6, 1, 0, { frontCentre: { x: 12, y: 22 } }, PIKE_PROFILE);
    const hill = piece({ id: 'hill', kind: 'hill', footprint: band(12, 20.01), heightIn: 2, standableTop: true, slope: true });
    const s: Scenario = { ...base, terrain: [...base.terrain, hill], figures: [...base.figures.map((f) => (f.id.startsWith('bows') ? { ...f, standsOn: 'hill' } : f)), ...screen.members], units: [...base.units!, screen.unit] };
    const p = plan(s);
    expect('groups' in p && p.direct).toBe(10);
    const flat = { ...s, terrain: base.terrain, figures: s.figures.map((f) => (f.id.startsWith('bows') ? { ...f, standsOn: null } : f)) };
    expect(arOf(flat)).toBe('battlesystem.nothingInSight');
  });

  it('BS-MISSILE-LOS-1: with nothing but open table between, every pair the LOS core finds clear is visible and unscreened', () => {
    const s = bsTestScenario();
    const state = atStep(bsGame(s), 'missile', 'blue').state;
    const scene = gameLosScene(state);
    const shooters = s.units!.find((u) => u.id === 'bows')!.memberIds;
    const targets = s.units!.find((u) => u.id === 'pikes')!.memberIds;
    fc.assert(fc.property(fc.constantFrom(...shooters), fc.constantFrom(...targets), (a, b) => {
      const crossings = lineOfSight(scene, a, b, { withRays: false }).crossings.filter((x) => x.missesCentreLine !== true);
      const others = crossings.filter((x) => x.kind === 'piece' || !(x.id.startsWith('bows') || x.id.startsWith('pikes')));
      expect(others).toEqual([]);
      const p = firePlan(state, 'bows', 'pikes');
      expect('groups' in p && p.visibleTargetIds.includes(b)).toBe(true);
      expect('groups' in p && p.groups.every((g) => g.modifiers.length === 0)).toBe(true);
    }), { numRuns: 20 });
  });
});
