import { describe, expect, it } from 'vitest';
import { dropSurfaceOf } from './dropSurface';
import { surfaceAt } from './placement';
import type { MovementArea, Ruleset } from './ruleset';
import { startTestGame } from './testing/testGame';
import { testRuleset } from './testing/testRuleset';

/**
 * 1″ cells over the test table's balcony (x 10.5–12, y 5–9): row 0 (y 6–7) reached on the table only,
 * row 1 (y 7–8) on the table and on the balcony; nothing else.
 */
function area(): MovementArea {
  const cols = 3;
  const ground = { surfaceId: null, tiers: Uint8Array.from([1, 1, 1, 1, 1, 1]), costIn: Float32Array.from([1, 1, 1, 1, 1, 1]) };
  const balcony = { surfaceId: 'balcony', tiers: Uint8Array.from([0, 0, 0, 1, 1, 1]), costIn: Float32Array.from([9, 9, 9, 4, 4, 4]) };
  return { figureId: 'a1', allowanceIn: 6, usedIn: 0, cellIn: 1, originXIn: 10, originYIn: 6, cols, rows: 2, layers: [ground, balcony] };
}

const state = startTestGame('activations');
const a1 = state.scenario.figures.find((f) => f.id === 'a1')!;
const base = testRuleset as unknown as Ruleset;

describe('dropSurfaceOf', () => {
  it('a ruleset that answers for itself decides, whatever its area says', () => {
    const own: Ruleset = { ...base, movementArea: () => area(), dropSurface: (_s, id, end) => (id === 'a1' && end.x > 0 ? 'rock' : null) };
    expect(dropSurfaceOf(own, state, 'a1', { x: 11.5, y: 7.5 })).toBe('rock');
  });

  it('with an area: the highest layer reaching the cell (the balcony over the street), the table where only it reaches', () => {
    const withArea: Ruleset = { ...base, movementArea: () => area() };
    expect(dropSurfaceOf(withArea, state, 'a1', { x: 11.5, y: 7.5 })).toBe('balcony');
    expect(dropSurfaceOf(withArea, state, 'a1', { x: 11.5, y: 6.5 })).toBeNull();
  });

  it('past the area, or with no area now, the surface the figure would stand on there, not the table', () => {
    const hill = { x: 8, y: 16 };
    expect(surfaceAt(state.scenario, a1, hill)).toBe('hill');
    expect(dropSurfaceOf({ ...base, movementArea: () => area() }, state, 'a1', hill)).toBe('hill');
    expect(dropSurfaceOf({ ...base, movementArea: () => null }, state, 'a1', hill)).toBe('hill');
    const broken = { ...area(), cellIn: 0 };
    expect(dropSurfaceOf({ ...base, movementArea: () => broken }, state, 'a1', hill)).toBe('hill');
  });

  it('reads the area from the caller when it holds it (a memoised copy), not from the ruleset again', () => {
    let searched = 0;
    const counting: Ruleset = { ...base, movementArea: () => { searched++; return area(); } };
    const held = area();
    expect(dropSurfaceOf(counting, state, 'a1', { x: 11.5, y: 7.5 }, () => held)).toBe('balcony');
    expect(searched).toBe(0);
    expect(dropSurfaceOf(counting, state, 'a1', { x: 11.5, y: 7.5 })).toBe('balcony');
    expect(searched).toBe(1);
  });

  it('without a movement area, or for a figure not on the table, undefined: the ruleset reads the surface itself', () => {
    const { movementArea: _none, ...noArea } = base;
    expect(dropSurfaceOf(noArea as Ruleset, state, 'a1', { x: 8, y: 16 })).toBeUndefined();
    expect(dropSurfaceOf({ ...base, movementArea: () => area() }, state, 'nobody', { x: 8, y: 16 })).toBeUndefined();
  });
});
