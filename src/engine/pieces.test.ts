import { describe, expect, it } from 'vitest';
import { actionActorIds, pieceFigures, pieceOf, unitOfFigure } from './pieces';
import { testScenario } from './testScenario';
import { testGameScenario } from './testing/testRuleset';
import { testUnitScenario } from './testing/testUnitScenario';

const scenario = testUnitScenario(testGameScenario(testScenario));

describe('pieces: figures and units by one set of ids', () => {
  it('ENGINE-PIECE-1: an id names a figure or a unit, with its side and name', () => {
    expect(pieceOf(scenario, 'b2')).toMatchObject({ kind: 'figure', side: 'b', name: 'b2' });
    expect(pieceOf(scenario, 'ub')).toMatchObject({ kind: 'unit', side: 'b', name: 'UB' });
    expect(pieceOf(scenario, 'nobody')).toBeUndefined();
    expect(pieceOf(testScenario, 'ua')).toBeUndefined();
  });

  it('ENGINE-PIECE-2: a unit stands for its members in slot order; a member knows its unit', () => {
    const ua = pieceOf(scenario, 'ua')!;
    expect(pieceFigures(scenario, ua).map((f) => f.id)).toEqual(['ua1', 'ua2', 'ua3', 'ua4', 'ua5', 'ua6']);
    expect(unitOfFigure(scenario, 'ua5')?.id).toBe('ua');
    expect(unitOfFigure(scenario, 'a1')).toBeUndefined();
  });

  it('ENGINE-PIECE-3: the actors of an action are figureId then actorIds, each once', () => {
    expect(actionActorIds({ figureId: 'ua1', actorIds: ['ua2', 'ua3'] })).toEqual(['ua1', 'ua2', 'ua3']);
    expect(actionActorIds({ actorIds: ['ua', 'ub'] })).toEqual(['ua', 'ub']);
    expect(actionActorIds({})).toEqual([]);
  });
});
