import { describe, expect, it } from 'vitest';
import { figure } from '../engine/testScenario';
import { figureAtPoint } from './hitTest';

describe('figureAtPoint', () => {
  const a = figure({ id: 'a', x: 5, y: 5 });
  const b = figure({ id: 'b', x: 5.6, y: 5 });
  const cav = figure({ id: 'cav', x: 10, y: 10, facingDeg: 90, base: { shape: 'rect', widthMm: 25, lengthMm: 50 } });

  it('takes the topmost (last drawn) of overlapping figures', () => {
    expect(figureAtPoint([a, b], { x: 5.3, y: 5 })?.id).toBe('b');
    expect(figureAtPoint([b, a], { x: 5.3, y: 5 })?.id).toBe('a');
  });

  it('misses empty table, respects rotation, and grows by the slop', () => {
    expect(figureAtPoint([a, b, cav], { x: 8, y: 8 })).toBeUndefined();
    expect(figureAtPoint([cav], { x: 10.9, y: 10 })?.id).toBe('cav');
    expect(figureAtPoint([cav], { x: 10, y: 10.9 })).toBeUndefined();
    expect(figureAtPoint([a], { x: 5.6, y: 5 })).toBeUndefined();
    expect(figureAtPoint([a], { x: 5.6, y: 5 }, 0.2)?.id).toBe('a');
  });
});
