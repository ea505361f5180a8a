import { describe, expect, it } from 'vitest';
import { startTestGame } from '../testing/testGame';
import { testUnitScenario } from '../testing/testUnitScenario';
import { testGameScenario } from '../testing/testRuleset';
import { testScenario } from '../testScenario';
import type { CasualtyEntry, LedgerFlow } from './casualtyLedger';
import { casualtiesOf, casualtyEntry, withCasualty, withoutFigure } from './casualtyLedger';

interface Entry extends CasualtyEntry { readonly counts: boolean }

describe('casualtyLedger', () => {
  it('casualtyEntry records who, whose, the turn and the rule', () => {
    const s = { ...startTestGame('activations'), turn: 3 };
    const b1 = s.scenario.figures.find((f) => f.id === 'b1')!;
    expect(casualtyEntry(s, b1, 'X-1')).toEqual({ figureId: 'b1', sideId: 'b', name: b1.name, turn: 3, ruleId: 'X-1' });
  });

  it('a flow with no ledger (an older save) reads as empty; withCasualty appends oldest first', () => {
    const s: { flow: LedgerFlow<Entry> & { other: number } } = { flow: { other: 1 } };
    expect(casualtiesOf(s)).toEqual([]);
    const e1: Entry = { figureId: 'x', sideId: 'a', name: 'X', turn: 1, ruleId: 'R', counts: true };
    const e2: Entry = { ...e1, figureId: 'y', counts: false };
    const two = withCasualty(withCasualty(s, e1), e2);
    expect(casualtiesOf(two)).toEqual([e1, e2]);
    expect(two.flow.other).toBe(1);
    expect(casualtiesOf(s)).toEqual([]);
  });

  it('withoutFigure takes the figure and its state off and keeps a scenario without units so', () => {
    const s = startTestGame('activations');
    const out = withoutFigure(s, 'b1');
    expect(out.scenario.figures.map((f) => f.id)).not.toContain('b1');
    expect(out.scenario.figures).toHaveLength(s.scenario.figures.length - 1);
    expect(out.figureState.b1).toBeUndefined();
    expect(s.figureState.b1).toBeDefined();
    expect('units' in out.scenario).toBe('units' in s.scenario);
  });

  it('withoutFigure drops a member from its unit, slot order kept, other units untouched', () => {
    const s = startTestGame('activations', 1, testGameScenario(testUnitScenario(testScenario)));
    const unit = s.scenario.units!.find((u) => u.memberIds.length >= 3)!;
    const gone = unit.memberIds[1]!;
    const out = withoutFigure(s, gone);
    const after = out.scenario.units!.find((u) => u.id === unit.id)!;
    expect(after.memberIds).toEqual(unit.memberIds.filter((id) => id !== gone));
    for (const u of s.scenario.units!) if (u.id !== unit.id) expect(out.scenario.units!.find((x) => x.id === u.id)).toBe(u);
  });
});
