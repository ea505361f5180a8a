import { describe, expect, it } from 'vitest';
import { figure } from '../engine/testScenario';
import { figureAtPoint } from './hitTest';
import { MIN_TOKEN_PX, tokenScaleFactor } from './tokenScale';

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

  it('at a far zoom a base is hit where its token is drawn: never under MIN_TOKEN_PX across', () => {
    // 25 mm ≈ 0.98″: at 10 px/in the token is drawn 22 px across, so 1″ from the centre is on it.
    const k = tokenScaleFactor(a.base, 10);
    expect(k * 0.984 * 10).toBeCloseTo(MIN_TOKEN_PX, 1);
    expect(figureAtPoint([a], { x: 6, y: 5 })).toBeUndefined();
    expect(figureAtPoint([a], { x: 6, y: 5 }, 0, 10)?.id).toBe('a');
    expect(figureAtPoint([a], { x: 6.2, y: 5 }, 0, 10)).toBeUndefined();
    // Close up the base is drawn to scale and hit to scale.
    expect(tokenScaleFactor(a.base, 40)).toBe(1);
    expect(figureAtPoint([a], { x: 6, y: 5 }, 0, 40)).toBeUndefined();
  });
});
