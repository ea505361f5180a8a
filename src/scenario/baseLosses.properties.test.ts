/**
 * BS-CAS-3 over random losses: a unit on bases of several figures losing figures one by one, in
 * any order the rules allow, always fits its formation, keeps every member in its slot, has at
 * most one marked base when bases lose one at a time, and loads back as the engine left it
 * (whatever the engine applied, the loader loads).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../engine/model';
import { unitGeometry } from '../engine/unitGeometry';
import { formationFitProblem, membersOnPartlyLostBases, slotsPerStand, standOf } from '../engine/unitStands';
import { removableNext } from '../rules/battlesystem/casualties/removeCasualtyFamily';
import type { BsState } from '../rules/battlesystem/flow/bsTypes';
import { atStep, bsGame } from '../rules/battlesystem/testing/bsTestGame';
import { PIKE_PROFILE, bsTestScenario, regularUnit } from '../rules/battlesystem/testing/bsTestScenario';
import { parseScenario } from './parseScenario';
import { serializeScenario } from './serializeScenario';

function onBases(sf: number, sr: number, abreast: number, deep: number): Scenario {
  const base = bsTestScenario();
  const files = sf * abreast;
  const ranks = sr * deep;
  const unit = regularUnit('pikes', 'red', 'Pikes', files, ranks, 0, { frontLeft: { x: 4, y: 26 } }, PIKE_PROFILE, files * ranks, { files: sf, ranks: sr });
  return { ...base, figures: [...base.figures.filter((f) => !f.id.startsWith('pikes')), ...unit.members], units: base.units!.map((u) => (u.id === 'pikes' ? unit.unit : u)) };
}

describe('BS-CAS-3: random losses on bases of several figures', () => {
  it('property: every loss leaves a formation that fits, members in their slots, one marked base at most, and a scenario the loader reads back', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 }),
      fc.constantFrom('oneBaseAtATime', 'anyBase'), fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
      (sf, sr, abreast, deep, baseLosses, picks) => {
        const scenario = onBases(sf, sr, abreast, deep);
        const ids = scenario.units!.find((u) => u.id === 'pikes')!.memberIds;
        const g = atStep(bsGame(scenario, { baseLosses, victoryPercent: 100 }), 'missile', 'blue').setUp((s: BsState) => ({
          ...s, actors: ['red'], flow: { ...s.flow, pendingCasualties: { unitId: 'pikes', sideId: 'red', count: ids.length, fromFigureIds: ids, ruleId: 'BS-MISSILE-LOS-1' } },
        }));
        for (const pick of picks) {
          const pending = g.state.flow.pendingCasualties;
          if (pending === null) break;
          const next = removableNext(g.state, pending);
          g.act({ type: 'removeCasualty', side: 'red', figureId: next[pick % next.length]! });
          expect(g.refusal).toBeNull();
          const unit = g.state.scenario.units!.find((u) => u.id === 'pikes')!;
          if (unit.memberIds.length === 0) break;
          expect(unit.formation.kind === 'regular' && formationFitProblem(unit.formation, unit.memberIds.length)).toBeNull();
          expect(unitGeometry(unit, g.state.scenario.figures)!.members.every((m) => m.offsetIn < 1e-6)).toBe(true);
          if (baseLosses === 'oneBaseAtATime' && unit.formation.kind === 'regular') {
            expect(membersOnPartlyLostBases(unit.formation, unit.memberIds).length).toBeLessThan(slotsPerStand(standOf(unit.formation)));
          }
          const reread = parseScenario(JSON.parse(JSON.stringify(serializeScenario(g.state.scenario))) as unknown);
          expect(reread.ok && reread.scenario).toEqual(g.state.scenario);
        }
      },
    ), { numRuns: 60 });
  });
});
