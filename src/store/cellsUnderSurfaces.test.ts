import { describe, expect, it } from 'vitest';
import type { MovementArea } from '../engine/ruleset';
import { piece, rect, man, table } from '../rules/lotow/movement/testing/movementScenarios';
import { cellsUnderSurfaces } from './cellsUnderSurfaces';

// A balcony over x 2–4 (floating at 2.8″) on a 6 × 1 strip of 1″ cells from the table's corner.
const scenario = table([piece({ id: 'balcony', kind: 'balcony', footprint: rect(2, 0, 2, 1), elevationIn: 2.8, heightIn: 0.2, standableTop: true })], [man('m', 0.5, 0.5)]);
const layer = (surfaceId: string | null, tiers: number[]) => ({ surfaceId, tiers: Uint8Array.from(tiers), costIn: Float32Array.from(tiers.map((t) => (t === 0 ? Infinity : 1))) });
const area = (layers: MovementArea['layers']): MovementArea => ({ figureId: 'm', allowanceIn: 6, usedIn: 0, cellIn: 1, originXIn: 0, originYIn: 0, cols: 6, rows: 1, layers });

describe('cells where a drop ends under a raised surface', () => {
  it('LOTOW-CLIMB-4: the street under the balcony, where the balcony is out of reach, and nowhere else', () => {
    // The street reaches every cell; the balcony only its cell at x 3–4 (by the ladder's head, say).
    expect(Array.from(cellsUnderSurfaces(area([layer(null, [1, 1, 1, 1, 1, 1]), layer('balcony', [0, 0, 0, 2, 0, 0])]), scenario))).toEqual([0, 0, 1, 0, 0, 0]);
    // Nothing reaches a cell: no mark (the shading is empty there too).
    expect(Array.from(cellsUnderSurfaces(area([layer(null, [1, 1, 0, 1, 1, 1])]), scenario))).toEqual([0, 0, 0, 1, 0, 0]);
    // A figure on the balcony: the balcony's own cells are on it, not under it.
    expect(Array.from(cellsUnderSurfaces(area([layer(null, [0, 0, 0, 0, 0, 0]), layer('balcony', [0, 0, 1, 1, 0, 0])]), scenario))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
