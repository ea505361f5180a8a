/**
 * The woods (SBH-WOOD-2..5, geometry SBH-GAP-13) with the seed's lost diagram rebuilt in code
 * (catalog §4): wood W = x 10–20, y 5–15.
 *   A (blue) outside, not touching the wood or anyone in it;     B (red) inside, its base on the west edge;
 *   C (red) outside, base to base with D;                        D (blue) inside, touching C, within Short of B;
 *   E (red) deep inside;                                          F (blue) inside, more than Short from B.
 * Every figure carries a bow (long band, 18 cm = 7.09″); Short (28 mm) = 7.5 cm = 2.95″.
 */
import { describe, expect, it } from 'vitest';
import { figureInWood, touchesWoodEdge, WOOD_EDGE_SLACK_IN } from './woods';
import type { CombatStateSpec } from './testing/combatTestState';
import { R, accept, archer, combatRuleset, combatState, eventsOf, modLines, rect, refuse, shoot, wood } from './testing/combatTestState';

const W = wood('W', rect(10, 5, 10, 10));
const A = archer({ id: 'A', side: 'blue', x: 6, y: 8 });
const B = archer({ id: 'B', x: 10.4, y: 8 });
const D = archer({ id: 'D', side: 'blue', x: 10.4, y: 11.5 });
const C = archer({ id: 'C', x: 10.4 - 2 * R, y: 11.5 });
const E = archer({ id: 'E', x: 15, y: 10 });
const F = archer({ id: 'F', side: 'blue', x: 16, y: 13.5 });

/** The table with `shooter` activated (its side to play). */
const table = (shooter: string, extra: Partial<CombatStateSpec> = {}) => {
  const side = [A, D, F].some((f) => f.id === shooter) ? 'blue' : 'red';
  return combatState({ figures: [A, B, C, D, E, F], terrain: [W], activated: shooter, side, ...extra });
};

describe('SBH-GAP-13 woods geometry', () => {
  it('SBH-GAP-13: in the wood = base centre inside; touching the edge = within radius + 1 mm of the boundary', () => {
    expect([A, B, C, D, E, F].map((f) => figureInWood(f, W))).toEqual([false, true, false, true, true, true]);
    expect(touchesWoodEdge(B, W)).toBe(true);
    expect(touchesWoodEdge(D, W)).toBe(true);
    expect(touchesWoodEdge(E, W)).toBe(false);
    // The 1 mm slack, exactly: the edge at radius + 1 mm touches, a hair further does not.
    expect(touchesWoodEdge(archer({ id: 'x', x: 10 + R + WOOD_EDGE_SLACK_IN, y: 10 }), W)).toBe(true);
    expect(touchesWoodEdge(archer({ id: 'x', x: 10 + R + WOOD_EDGE_SLACK_IN + 0.001, y: 10 }), W)).toBe(false);
  });
});

describe('SBH-WOOD-2..5 the seed\'s example (L27)', () => {
  it('SBH-WOOD-2 (TV-SBH-01): A outside cannot shoot B inside', () => {
    const s = table('A');
    expect(refuse(s, shoot(s, 'A', 'B'))).toMatchObject({ reasonKey: 'sbh.shoot.intoWood', ruleId: 'SBH-WOOD-2' });
  });

  it('SBH-WOOD-3 (TV-SBH-02): B at the edge shoots A at +1 (ambush)', () => {
    const s = table('B');
    expect(modLines(s, shoot(s, 'B', 'A'))).toEqual(['B ambush +1']);
    const r = accept(s, shoot(s, 'B', 'A'), [3, 3]);
    expect(eventsOf(r.events, 'sbh.combat.rolled')[0]?.params).toMatchObject({ attackerTotal: 6, defenderTotal: 5 });
  });

  it('SBH-WOOD-4 (TV-SBH-03): C outside, base to base with D inside, shoots it at −1 (cover)', () => {
    const s = table('C');
    expect(modLines(s, shoot(s, 'C', 'D'))).toEqual(['C woodContact −1']);
    const r = accept(s, shoot(s, 'C', 'D'), [3, 3]);
    expect(eventsOf(r.events, 'sbh.combat.rolled')[0]?.params).toMatchObject({ attackerTotal: 4, defenderTotal: 5 });
  });

  it('SBH-WOOD-4 (TV-SBH-04): D shooting C gets no ambush bonus; the woods add nothing', () => {
    const s = table('D');
    expect(modLines(s, shoot(s, 'D', 'C'))).toEqual([]);
    expect(accept(s, shoot(s, 'D', 'C'), [3, 3]).events.some((e) => e.type === 'sbh.combat.tie')).toBe(true);
  });

  it('SBH-WOOD-5 (TV-SBH-05): B and D, both in the wood within Short, shoot each other at −1', () => {
    const b = table('B');
    expect(modLines(b, shoot(b, 'B', 'D'))).toEqual(['B bothInWood −1']);
    const d = table('D');
    expect(modLines(d, shoot(d, 'D', 'B'))).toEqual(['D bothInWood −1']);
    expect(eventsOf(accept(d, shoot(d, 'D', 'B'), [4, 3]).events, 'sbh.combat.tie')).toHaveLength(1);
  });

  it('SBH-WOOD-5 (TV-SBH-06): both in the wood beyond Short → no shot', () => {
    const s = table('B');
    expect(refuse(s, shoot(s, 'B', 'F'))).toMatchObject({ reasonKey: 'sbh.shoot.woodBeyondShort', ruleId: 'SBH-WOOD-5' });
  });

  it('SBH-WOOD-3 (TV-SBH-06): a figure deep in the wood cannot shoot out at A', () => {
    const s = table('E');
    expect(refuse(s, shoot(s, 'E', 'A'))).toMatchObject({ reasonKey: 'sbh.shoot.deepInWood', ruleId: 'SBH-WOOD-3' });
  });

  it('SBH-WOOD-2: nor can C shoot F (outside into the wood, no contact)', () => {
    const s = table('C');
    expect(refuse(s, shoot(s, 'C', 'F'))).toMatchObject({ ruleId: 'SBH-WOOD-2' });
  });

  it('SBH-GAP-13: a wood between two figures outside it blocks the shot', () => {
    const west = archer({ id: 'west', x: 7, y: 10 });
    const east = archer({ id: 'east', side: 'blue', x: 23, y: 10 });
    const s = combatState({ figures: [west, east], terrain: [W], activated: 'west' });
    expect(refuse(s, shoot(s, 'west', 'east'))).toMatchObject({ reasonKey: 'sbh.shoot.throughWood', ruleId: 'SBH-GAP-13' });
    const open = combatState({ figures: [west, east], activated: 'west' });
    expect(combatRuleset.check(open, shoot(open, 'west', 'east'))).toBeNull();
  });
});
