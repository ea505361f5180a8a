/** Morale withdrawal (BP-GAP-14): the home edge, the full Move towards it, stopped short by a wall or the edge, and the start of the turn. */
import { describe, expect, it } from 'vitest';
import type { RollEvent } from '../../../engine/state';
import { gameDriver } from '../../../engine/testing/gameDriver';
import { makeResolveContext } from '../../../engine/resolveContext';
import { fixedDice } from '../../../engine/dice';
import { coverPiece, rect } from '../cover/testCoverScenario';
import type { BpState } from './bpTypes';
import { withBpFigState } from './bpTypes';
import { cm, fighter, flowScenario, flowTestRuleset, group, prussians, startGame } from './testing/flowTestKit';
import { homeEdgeOf, nearestEdgeOf, withdrawGroup } from './withdraw';

const yCm = (s: BpState, id: string) => s.scenario.figures.find((f) => f.id === id)!.y / cm(1);
const xCm = (s: BpState, id: string) => s.scenario.figures.find((f) => f.id === id)!.x / cm(1);
const withdraw = (s: BpState, unitId = 'zGroup') => {
  const { ctx, events } = makeResolveContext(fixedDice([]));
  const r = withdrawGroup(s, unitId, ctx);
  return { ...r, events: events() };
};
const TABLE_CM = 48 * 2.54;
/** The Zouaves' Group in the middle of the south edge's half (their home edge: south), the Prussians' at the north. */
const south = (zy = 100, terrain: object = {}) => ({
  ...flowScenario([...prussians, fighter('zL', 'z', 50, zy, { leader: true }), fighter('z1', 'z', 55, zy), fighter('z2', 'z', 60, zy), fighter('z3', 'z', 65, zy), fighter('zA', 'z', 70, 110)]),
  ...terrain,
});

describe('withdrawal (BP-GAP-14)', () => {
  it('BP-GAP-14: the set-up records each side\'s home edge, the edge nearest its figures; ties go north first', () => {
    const s = startGame({}, [6, 1], south());
    expect(s.flow.homeEdges).toEqual({ p: 'north', z: 'south' });
    // The kit's own table: the Zouaves (x 10–50, y 90 cm) stand nearer the west edge (24 cm) than the south (32 cm).
    expect(startGame({}, [6, 1]).flow.homeEdges).toEqual({ p: 'north', z: 'west' });
    const middle = flowScenario([fighter('a', 'p', TABLE_CM / 2, TABLE_CM / 2), fighter('b', 'z', 110, 60)], []);
    expect([nearestEdgeOf(middle, 'p'), nearestEdgeOf(middle, 'z')]).toEqual(['north', 'east']);
    // An older save without homeEdges reads the edge from where the side stands.
    const { homeEdges: _h, ...old } = s.flow;
    expect(homeEdgeOf({ ...s, flow: old }, 'z')).toBe('south');
  });

  it('BP-GAP-14: a Group withdraws a full Move (10 cm) straight to its edge, the members keeping their offsets', () => {
    const r = withdraw(startGame({}, [6, 1], south()));
    expect(r.lengthIn).toBeCloseTo(cm(10), 9);
    for (const id of ['zL', 'z1', 'z2', 'z3']) expect(yCm(r.state, id)).toBeCloseTo(110, 6);
    expect([xCm(r.state, 'zL'), xCm(r.state, 'z3')]).toEqual([expect.closeTo(50, 6), expect.closeTo(65, 6)]);
    expect(r.events).toEqual([expect.objectContaining({ type: 'blackpowder.event.withdrew', ruleId: 'BP-GAP-14', params: { unitId: 'zGroup', groupName: 'zGroup', lengthCm: 10, edge: 'south' } })]);
  });

  it('BP-GAP-14: a wall in the way stops it short (a plain Move cannot cross level 2)', () => {
    const wall = coverPiece({ id: 'wall', name: 'wall', footprint: rect(0, cm(106), 48, 0.3), heightIn: 1.2, cover: 'hard' });
    const s = startGame({}, [6, 1], south(100, { terrain: [wall] }));
    const r = withdraw(s);
    expect(r.lengthIn).toBeGreaterThan(0);
    expect(r.lengthIn).toBeLessThan(cm(10));
    // It stops with its base centre just short of the wall (a crossing is the centre's entry: movement/obstacleCrossing.ts).
    expect(yCm(r.state, 'zL')).toBeLessThan(106);
    expect(yCm(r.state, 'zL')).toBeGreaterThan(105.8);
  });

  it('BP-GAP-14: at the table edge it stops with the base touching the edge, on the table', () => {
    const near = [fighter('zL', 'z', 50, TABLE_CM - 5, { leader: true }), fighter('z1', 'z', 55, TABLE_CM - 5)];
    const s = startGame({}, [6, 1], flowScenario([...prussians, ...near], [group('zGroup', 'z', ['zL', 'z1'])]));
    const r = withdraw(s);
    expect(yCm(r.state, 'zL')).toBeCloseTo(TABLE_CM - 1.25, 6);
    expect(withdraw(r.state).lengthIn).toBe(0);
  });

  it('BP-GAP-15, BP-DMG-3: riders withdraw twice as far; a wounded horse holds them to a Move', () => {
    const riders = [{ ...fighter('zL', 'z', 50, 80, { leader: true, cavalry: true }), mounted: true }, { ...fighter('z1', 'z', 55, 80, { cavalry: true }), mounted: true }];
    const s = startGame({}, [6, 1], flowScenario([...prussians, ...riders, fighter('zA', 'z', 60, 110)], [group('zGroup', 'z', ['zL', 'z1'])]));
    expect(withdraw(s).lengthIn).toBeCloseTo(cm(20), 9);
    expect(withdraw(withBpFigState(s, 'zL', { horseWounded: true })).lengthIn).toBeCloseTo(cm(10), 9);
  });

  it('BP-GAP-11: a Suppressed member only crawls, and holds the Group to 5 cm', () => {
    const s = withBpFigState(startGame({}, [6, 1], south()), 'z2', { suppressed: true });
    expect(withdraw(s).lengthIn).toBeCloseTo(cm(5), 9);
  });

  it('BP-GAP-14: a Group that fails its morale withdraws at the start of its turn', () => {
    const zTurn = gameDriver(flowTestRuleset, startGame({ initiative: 'scenarioOrder' }, [])).accept({ type: 'endTurn', side: 'p' }).state;
    const shaken = ['pA', 'pB', 'pC'].reduce((t, id) => withBpFigState(t, id, { outOfAction: true }), zTurn);
    const d = gameDriver(flowTestRuleset, shaken).accept({ type: 'endTurn', side: 'z' }, [4]);
    expect(d.state.flow.mustWithdraw).toEqual(['pGroup']);
    expect(d.events.filter((e): e is RollEvent => e.type === 'roll').map((e) => e.purpose)).toEqual(['blackpowder.roll.morale']);
    expect(d.events.find((e) => e.type === 'blackpowder.event.withdrew')?.params).toMatchObject({ unitId: 'pGroup', lengthCm: 8.8 });
    // From y = 10 cm the base (radius 1.25 cm) reaches the north edge after 8.75 cm.
    expect(yCm(d.state, 'pL')).toBeCloseTo(1.25, 6);
  });
});
