import { describe, expect, it } from 'vitest';
import { unitGeometry } from '../../../engine/unitGeometry';
import { battlesystemRuleset } from '../bsRuleset';
import type { BsState, PendingCasualties } from '../flow/bsTypes';
import { regularUnit, PIKE_PROFILE, bsTestScenario } from '../testing/bsTestScenario';
import type { BsDriver } from '../testing/bsTestGame';
import { atStep, bsGame } from '../testing/bsTestGame';

function withPending(g: BsDriver, pending: PendingCasualties): BsDriver {
  return g.setUp((s: BsState) => ({ ...s, actors: [pending.sideId], flow: { ...s.flow, pendingCasualties: pending } }));
}
const allPikes = Array.from({ length: 8 }, (_, k) => `pikes${k + 1}`);

describe('removing casualties (BS-CAS-1/2)', () => {
  it('BS-CAS-1: the owner removes casualties from anywhere; the rear rank steps into the gap', () => {
    const g = withPending(atStep(bsGame(), 'missile', 'blue'), { unitId: 'pikes', sideId: 'red', count: 2, fromFigureIds: allPikes, ruleId: 'BS-MISSILE-LOS-1' });
    const offered = battlesystemRuleset.sideActions(g.state, 'red').find((a) => a.type === 'removeCasualties');
    expect(offered?.targetIds).toEqual(['pikes8', 'pikes7']);
    const front = g.state.scenario.figures.find((f) => f.id === 'pikes1')!;
    g.act({ type: 'removeCasualty', side: 'red', figureId: 'pikes1' });
    expect(g.refusal).toBeNull();
    const sc = g.state.scenario;
    expect(sc.figures.some((f) => f.id === 'pikes1')).toBe(false);
    const moved = sc.figures.find((f) => f.id === 'pikes8')!;
    expect(moved.x).toBeCloseTo(front.x, 9);
    expect(moved.y).toBeCloseTo(front.y, 9);
    const pikes = sc.units!.find((u) => u.id === 'pikes')!;
    expect(pikes.memberIds[0]).toBe('pikes8');
    expect(pikes.formation).toEqual({ kind: 'regular', files: 4, ranks: 2 });
    expect(unitGeometry(pikes, sc.figures)!.members.every((m) => m.offsetIn < 1e-9)).toBe(true);
    expect(g.state.flow.pendingCasualties?.count).toBe(1);
    expect(g.state.flow.casualties?.map((c) => c.figureId)).toEqual(['pikes1']);
    g.act({ type: 'removeCasualties', side: 'red', targetIds: ['pikes7'] });
    expect(g.refusal).toBeNull();
    expect(g.state.flow.pendingCasualties).toBeNull();
    expect(g.state.actors).toEqual(['blue']);
  });

  it('BS-MISSILE-LOS-1: casualties come only from the target figures the shooters saw', () => {
    const g = withPending(atStep(bsGame(), 'missile', 'blue'), { unitId: 'pikes', sideId: 'red', count: 1, fromFigureIds: ['pikes1', 'pikes2'], ruleId: 'BS-MISSILE-LOS-1' });
    expect(g.refuse({ type: 'removeCasualty', side: 'red', figureId: 'pikes8' }).reasonKey).toBe('battlesystem.casualtyNotSeen');
    expect(battlesystemRuleset.sideActions(g.state, 'red').find((a) => a.type === 'removeCasualties')?.targetIds).toEqual(['pikes2']);
    expect(g.refuse({ type: 'removeCasualties', side: 'red', targetIds: ['pikes1', 'pikes2'] }).reasonKey).toBe('battlesystem.tooManyCasualties');
  });

  it('BS-CAS-1: while casualties wait only their owner acts, and only to remove them', () => {
    const g = withPending(atStep(bsGame(), 'missile', 'blue'), { unitId: 'pikes', sideId: 'red', count: 1, fromFigureIds: allPikes, ruleId: 'BS-MISSILE-LOS-1' });
    expect(g.state.actors).toEqual(['red']);
    expect(g.refuse({ type: 'endStep', side: 'red' }).reasonKey).toBe('battlesystem.casualtiesFirst');
  });

  it('TV-BS-08: a 6 × 3 unit taking 5 casualties may lose them from the rear, from both rear ranks and the front, or all from the front', () => {
    const base = bsTestScenario();
    const big = regularUnit('pikes', 'red', 'Pikes', 6, 3, 0, { frontLeft: { x: 10, y: 30 } }, PIKE_PROFILE);
    const s = { ...base, figures: [...base.figures.filter((f) => !f.id.startsWith('pikes')), ...big.members], units: base.units!.map((u) => (u.id === 'pikes' ? big.unit : u)) };
    const all = big.unit.memberIds;
    const choices = [
      ['pikes18', 'pikes17', 'pikes16', 'pikes15', 'pikes14'],
      ['pikes18', 'pikes17', 'pikes12', 'pikes11', 'pikes1'],
      ['pikes1', 'pikes2', 'pikes3', 'pikes4', 'pikes5'],
    ];
    for (const ids of choices) {
      const g = withPending(atStep(bsGame(s), 'missile', 'blue'), { unitId: 'pikes', sideId: 'red', count: 5, fromFigureIds: all, ruleId: 'BS-MISSILE-LOS-1' });
      g.act({ type: 'removeCasualties', side: 'red', targetIds: ids });
      expect(g.refusal).toBeNull();
      const unit = g.state.scenario.units!.find((u) => u.id === 'pikes')!;
      expect(unit.memberIds).toHaveLength(13);
      expect(unit.formation).toEqual({ kind: 'regular', files: 6, ranks: 3 });
      expect(unitGeometry(unit, g.state.scenario.figures)!.members.every((m) => m.offsetIn < 1e-9)).toBe(true);
    }
  });
});
