/**
 * BS-CAS-3: several figures on one base. The pikes stand 4 files × 2 ranks on four bases of 2 × 1
 * (slots counted base by base: bases 0 and 1 are the front rank, 2 and 3 the rear), front-left
 * corner (10, 30), facing north, 1″ slots.
 */
import { describe, expect, it } from 'vitest';
import { manoeuvreUnit } from '../../../engine/manoeuvreUnit';
import type { Scenario, Unit } from '../../../engine/model';
import { trayPolygon, unitGeometry } from '../../../engine/unitGeometry';
import { standShapes } from '../../../engine/unitStandShapes';
import { battlesystemRuleset } from '../bsRuleset';
import type { BsState, PendingCasualties } from '../flow/bsTypes';
import type { BsDriver } from '../testing/bsTestGame';
import { atStep, bsGame } from '../testing/bsTestGame';
import { PIKE_PROFILE, bsTestScenario, regularUnit } from '../testing/bsTestScenario';

const STAND = { files: 2, ranks: 1 };
const pikes = (k: number): string => `pikes${k}`;
const ALL = [1, 2, 3, 4, 5, 6, 7, 8].map(pikes);

function onBases(): Scenario {
  const base = bsTestScenario();
  const unit = regularUnit('pikes', 'red', 'Pikes', 4, 2, 0, { frontLeft: { x: 10, y: 30 } }, PIKE_PROFILE, 8, STAND);
  return { ...base, figures: [...base.figures.filter((f) => !f.id.startsWith('pikes')), ...unit.members], units: base.units!.map((u) => (u.id === 'pikes' ? unit.unit : u)) };
}

function losing(count: number, options: Record<string, unknown> = {}, fromFigureIds: readonly string[] = ALL): BsDriver {
  const pending: PendingCasualties = { unitId: 'pikes', sideId: 'red', count, fromFigureIds, ruleId: 'BS-MISSILE-LOS-1' };
  return atStep(bsGame(onBases(), options), 'missile', 'blue').setUp((s: BsState) => ({ ...s, actors: ['red'], flow: { ...s.flow, pendingCasualties: pending } }));
}

const unitOf = (g: BsDriver): Unit => g.state.scenario.units!.find((u) => u.id === 'pikes')!;
const at = (g: BsDriver, id: string) => {
  const f = g.state.scenario.figures.find((x) => x.id === id)!;
  return { x: f.x, y: f.y };
};

describe('BS-CAS-3: several figures on one base', () => {
  it('BS-CAS-3: a figure lost from a base that keeps others leaves its slot empty, cut off by the marker; nobody moves', () => {
    const g = losing(1);
    const before = new Map(ALL.map((id) => [id, at(g, id)]));
    const trayBefore = trayPolygon(unitGeometry(unitOf(g), g.state.scenario.figures)!.tray);
    g.act({ type: 'removeCasualty', side: 'red', figureId: 'pikes1' });
    expect(g.refusal).toBeNull();
    const unit = unitOf(g);
    expect(unit.memberIds).toEqual(ALL.slice(1));
    expect(unit.formation).toEqual({ kind: 'regular', files: 4, ranks: 2, stand: STAND, vacantSlots: [0] });
    for (const id of ALL.slice(1)) expect(at(g, id), id).toEqual(before.get(id));
    const geometry = unitGeometry(unit, g.state.scenario.figures)!;
    expect(geometry.members.every((m) => m.offsetIn < 1e-9)).toBe(true);
    const trayAfter = trayPolygon(geometry.tray);
    trayAfter.forEach((p, i) => { expect(p.x).toBeCloseTo(trayBefore[i]!.x, 9); expect(p.y).toBeCloseTo(trayBefore[i]!.y, 9); });
    // The board's marker: the edge between the empty slot (file 0) and pikes2's (file 1) of the front rank.
    const shapes = standShapes(unit, geometry)!;
    expect(shapes.bases).toHaveLength(4);
    expect(shapes.emptySlots).toHaveLength(1);
    expect(shapes.marker).toHaveLength(1);
    const m = shapes.marker[0]!;
    expect([m.a.x, m.a.y, m.b.x, m.b.y].map((v) => Math.round(v * 1e6) / 1e6)).toEqual([11, 30, 11, 31]);
  });

  it('BS-CAS-3: a base that has lost figures loses the next ones first; with its last figure it leaves and the last base steps into its place', () => {
    const g = losing(2);
    const front = [at(g, 'pikes1'), at(g, 'pikes2')];
    g.act({ type: 'removeCasualty', side: 'red', figureId: 'pikes1' });
    const refused = g.refuse({ type: 'removeCasualty', side: 'red', figureId: 'pikes8' });
    expect([refused.reasonKey, refused.ruleId]).toEqual(['battlesystem.finishBaseFirst', 'BS-CAS-3']);
    expect(refused.params).toEqual({ figureName: 'pikes8', baseFigureName: 'pikes2' });
    g.act({ type: 'removeCasualty', side: 'red', figureId: 'pikes2' });
    expect(g.refusal).toBeNull();
    const unit = unitOf(g);
    expect(unit.memberIds).toEqual(['pikes7', 'pikes8', 'pikes3', 'pikes4', 'pikes5', 'pikes6']);
    expect(unit.formation).toEqual({ kind: 'regular', files: 4, ranks: 2, stand: STAND });
    expect(at(g, 'pikes7')).toEqual(expect.objectContaining({ x: expect.closeTo(front[0]!.x, 9), y: expect.closeTo(front[0]!.y, 9) }));
    expect(at(g, 'pikes8')).toEqual(expect.objectContaining({ x: expect.closeTo(front[1]!.x, 9), y: expect.closeTo(front[1]!.y, 9) }));
    expect(unitGeometry(unit, g.state.scenario.figures)!.members.every((m) => m.offsetIn < 1e-9)).toBe(true);
    expect(g.state.flow.pendingCasualties).toBeNull();
  });

  it('BS-CAS-3: with baseLosses "anyBase" the owner marks figures on any base', () => {
    const g = losing(2, { baseLosses: 'anyBase' });
    g.act({ type: 'removeCasualties', side: 'red', targetIds: ['pikes1', 'pikes8'] });
    expect(g.refusal).toBeNull();
    expect(unitOf(g).formation).toEqual({ kind: 'regular', files: 4, ranks: 2, stand: STAND, vacantSlots: [0, 7] });
    expect(standShapes(unitOf(g), unitGeometry(unitOf(g), g.state.scenario.figures)!)!.marker).toHaveLength(2);
  });

  it('BS-CAS-3: the one-click choice finishes the marked base, then takes whole bases from the rear', () => {
    const fresh = losing(3);
    expect(battlesystemRuleset.sideActions(fresh.state, 'red').find((a) => a.type === 'removeCasualties')?.targetIds).toEqual(['pikes8', 'pikes7', 'pikes6']);
    const marked = losing(4);
    marked.act({ type: 'removeCasualty', side: 'red', figureId: 'pikes3' });
    const offered = battlesystemRuleset.sideActions(marked.state, 'red').find((a) => a.type === 'removeCasualties')!;
    // pikes4 ends base 1; the rear base (pikes7, pikes8) steps into its place, so the rear is then pikes5 and pikes6's.
    expect(offered.targetIds).toEqual(['pikes4', 'pikes6', 'pikes5']);
    marked.act(offered);
    expect(marked.refusal).toBeNull();
    expect(unitOf(marked).memberIds).toEqual(['pikes1', 'pikes2', 'pikes7', 'pikes8']);
    expect(unitOf(marked).formation).toEqual({ kind: 'regular', files: 4, ranks: 1, stand: STAND });
  });

  it('BS-CAS-3 with BS-MISSILE-LOS-1: when no figure the shooters saw is left on the marked base, another base may start', () => {
    const g = losing(2, {}, ['pikes1', 'pikes7', 'pikes8']);
    g.act({ type: 'removeCasualties', side: 'red', targetIds: ['pikes1', 'pikes8'] });
    expect(g.refusal).toBeNull();
    expect(unitOf(g).formation).toEqual({ kind: 'regular', files: 4, ranks: 2, stand: STAND, vacantSlots: [0, 7] });
  });

  it('BS-CAS-3: a change of formation moves whole bases, empty slots and all, and refuses files the bases do not make', () => {
    const g = losing(1);
    g.act({ type: 'removeCasualty', side: 'red', figureId: 'pikes1' });
    const scenario = g.state.scenario;
    const misfit = manoeuvreUnit(scenario, 'pikes', { kind: 'reform', files: 3, ranks: 3 });
    expect(misfit.ok === false && misfit.why).toBe('bases of 2 × 1 figures do not tile 3 files × 3 ranks');
    const column = manoeuvreUnit(scenario, 'pikes', { kind: 'reform', files: 2, ranks: 4 });
    if (!column.ok) throw new Error(column.why);
    expect(column.unit.formation).toEqual({ kind: 'regular', files: 2, ranks: 4, stand: STAND, vacantSlots: [0] });
    const after = scenario.figures.map((f) => {
      const m = column.members.find((x) => x.figureId === f.id);
      return m === undefined ? f : { ...f, x: m.x, y: m.y };
    });
    const geometry = unitGeometry(column.unit, after)!;
    expect(geometry.members.every((m) => m.offsetIn < 1e-9)).toBe(true);
    // pikes2 keeps file 1 of its base in the front rank; pikes3 and pikes4's base is now the second rank.
    expect(geometry.members.map((m) => `${m.figureId}:${m.slot!.rank}/${m.slot!.file}`)).toEqual(
      ['pikes2:0/1', 'pikes3:1/0', 'pikes4:1/1', 'pikes5:2/0', 'pikes6:2/1', 'pikes7:3/0', 'pikes8:3/1']);
  });
});
