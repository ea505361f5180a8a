import { describe, expect, it } from 'vitest';
import { DiceTestError } from '../../../engine/dice';
import type { RollEvent, SetupLogEntry } from '../../../engine/state';
import { isRollEvent } from '../../../engine/state';
import { activeSideOf, apOf } from './flowAccess';
import { flowScenario, group, prussians, startGame, zouaves } from './testing/flowTestKit';

const setupEvents = (s: ReturnType<typeof startGame>) => (s.log[0] as SetupLogEntry).events;
const rolls = (s: ReturnType<typeof startGame>) => setupEvents(s).filter(isRollEvent);

describe('the set-up (BP-GAP-02, BP-GAP-03)', () => {
  it('BP-GAP-02: a d6 roll-off, the higher side is active first: Prussians 3, Zouaves 5 → the Zouaves go first', () => {
    const s = startGame({}, [3, 5]);
    expect(s.flow.order).toEqual(['z', 'p']);
    expect(activeSideOf(s.flow)).toBe('z');
    expect(s.actors).toEqual(['z']);
    expect([s.turn, s.flow.round, s.flow.hadTurn]).toEqual([1, 1, []]);
    expect(rolls(s)).toEqual([
      expect.objectContaining({ purpose: 'blackpowder.roll.initiative', ruleId: 'BP-GAP-02', faces: [3], params: { rollerSideId: 'p', round: 1, rollOff: 1 } }) as RollEvent,
      expect.objectContaining({ purpose: 'blackpowder.roll.initiative', ruleId: 'BP-GAP-02', faces: [5], params: { rollerSideId: 'z', round: 1, rollOff: 1 } }) as RollEvent,
    ]);
    expect(setupEvents(s)).toContainEqual({ type: 'blackpowder.initiative', ruleId: 'BP-GAP-02', params: { firstSideId: 'z', round: 1 } });
  });

  it('BP-GAP-02: a tie is rolled again, every roll logged: 4–4, then 6–2 → the Prussians', () => {
    const s = startGame({}, [4, 4, 6, 2]);
    expect(s.flow.order).toEqual(['p', 'z']);
    expect(rolls(s).map((r) => [r.faces[0], r.params?.rollOff])).toEqual([[4, 1], [4, 1], [6, 2], [2, 2]]);
  });

  it('BP-GAP-02: option scenarioOrder rolls no die: the scenario\'s first side goes first', () => {
    const s = startGame({ initiative: 'scenarioOrder' }, []);
    expect(s.flow.order).toEqual(['p', 'z']);
    expect(rolls(s)).toEqual([]);
  });

  it('BP-GAP-02: option rollOffOnce rolls before the first round', () => {
    expect(startGame({ initiative: 'rollOffOnce' }, [1, 2]).flow.order).toEqual(['z', 'p']);
    expect(() => startGame({ initiative: 'rollOffOnce' }, [])).toThrow(DiceTestError);
  });

  it('BP-GAP-03: the Prussians get 2 AP per Group and lone fighter: 1 Group + 3 lone = 8 AP; the Zouaves, not yet played, 0', () => {
    const s = startGame({}, [6, 1]);
    expect(apOf(s.flow, 'p')).toBe(8);
    expect(apOf(s.flow, 'z')).toBe(0);
  });

  it('BP-GAP-03: the Zouaves first: 1 Group + 1 lone = 4 AP; option apPerUnit 3 → 6 AP', () => {
    expect(apOf(startGame({}, [1, 6]).flow, 'z')).toBe(4);
    expect(apOf(startGame({ apPerUnit: 3 }, [1, 6]).flow, 'z')).toBe(6);
  });

  it('BP-GAP-03: a unit of the scenario is one actor, however many members: two Prussian Groups + 0 lone = 4 AP', () => {
    const scenario = flowScenario([...prussians, ...zouaves], [group('pGroup', 'p', ['pL', 'p1', 'p2']), group('pRest', 'p', ['pA', 'pB', 'pC'])]);
    expect(apOf(startGame({}, [6, 1], scenario).flow, 'p')).toBe(4);
  });

  it('BP-GAP-05: every figure and every Group starts fresh: weapons loaded, not Suppressed, hidden or running; no actions, no reactions', () => {
    const s = startGame({}, [6, 1]);
    expect(Object.keys(s.figureState).sort()).toEqual([...prussians, ...zouaves].map((f) => f.id).concat(['pGroup', 'zGroup']).sort());
    for (const fs of Object.values(s.figureState)) {
      expect(fs).toEqual({ suppressed: false, outOfAction: false, aimed: false, loaded: true, running: null, hidden: false, horseWounded: false, closeOrder: false });
    }
    expect(s.flow).toMatchObject({ actorTurns: {}, reacted: [], pendingMove: null, mustWithdraw: [], startingFighters: { p: 6, z: 5 } });
    expect(s.outcome).toBeNull();
  });
});
