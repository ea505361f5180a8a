import { describe, expect, it } from 'vitest';
import { readoutPlacement } from './readoutPlacement';

const camera = { originXIn: 0, originYIn: 0, pxPerInch: 10 };
const viewport = { widthPx: 800, heightPx: 600 };

describe('readoutPlacement', () => {
  it('sits at its point when the point is well inside the board', () => {
    expect(readoutPlacement(camera, viewport, { x: 20, y: 30 })).toEqual({ left: 200, top: 300, flip: false });
  });

  it('flips to the left near the right edge', () => {
    expect(readoutPlacement(camera, viewport, { x: 70, y: 30 }).flip).toBe(true);
  });

  it('stays inside the board when its point is off screen', () => {
    const far = readoutPlacement(camera, viewport, { x: 500, y: 900 });
    expect(far.left).toBeLessThanOrEqual(800);
    expect(far.top).toBeLessThanOrEqual(600);
    expect(far.flip).toBe(true);
    const above = readoutPlacement(camera, viewport, { x: -50, y: -50 });
    expect(above.left).toBeGreaterThanOrEqual(0);
    expect(above.top).toBeGreaterThanOrEqual(80);
  });
});
