import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readoutPlacement, readoutTransformForHeight } from './readoutPlacement';

const camera = { originXIn: 0, originYIn: 0, pxPerInch: 10 };
const viewport = { widthPx: 800, heightPx: 600 };

describe('readoutPlacement', () => {
  it('sits above and right of its point when the point is well inside the board', () => {
    expect(readoutPlacement(camera, viewport, { x: 20, y: 30 })).toMatchObject({ left: 200, top: 300, flip: false, below: false });
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
    expect(above.below).toBe(true);
  });

  it('bug 12: the label never reaches past the cell\'s right edge (under the side panel): it wraps in the room there is', () => {
    fc.assert(fc.property(fc.double({ min: -20, max: 100, noNaN: true }), fc.double({ min: -20, max: 80, noNaN: true }), (x, y) => {
      const r = readoutPlacement(camera, viewport, { x, y });
      if (r.flip) expect(r.left - 14 - r.maxWidthPx).toBeGreaterThanOrEqual(8 - 1e-9);
      else expect(r.left + 14 + r.maxWidthPx).toBeLessThanOrEqual(800 - 8 + 1e-9);
    }), { examples: [[48.2000000001, 0]] });
    // 150 px from the right edge: the left has more room, so the label goes there, wrapped at 340 px.
    expect(readoutPlacement(camera, viewport, { x: 65, y: 30 })).toMatchObject({ flip: true, maxWidthPx: 340 });
  });

  it('touch: the label sits well above the fingertip, not beside it', () => {
    const mouse = readoutPlacement(camera, viewport, { x: 20, y: 30 });
    const touch = readoutPlacement(camera, viewport, { x: 20, y: 30 }, { touch: true });
    expect(mouse.transform).toBe('translate(14px, calc(-100% - 10px))');
    expect(touch.transform).toBe('translate(14px, calc(-100% - 56px))');
  });
});

describe('readoutTransformForHeight', () => {
  it('a tall wrapped label goes below its point near the top, and is pinned inside when it fits neither way', () => {
    const near = readoutPlacement(camera, viewport, { x: 20, y: 10 });
    expect(readoutTransformForHeight(near, 40, viewport)).toBe('translate(14px, -50px)');
    expect(readoutTransformForHeight(near, 120, viewport)).toBe('translate(14px, 10px)');
    const tiny = { widthPx: 800, heightPx: 200 };
    const mid = readoutPlacement(camera, tiny, { x: 20, y: 10 });
    expect(readoutTransformForHeight(mid, 190, tiny)).toBe('translate(14px, -92px)');
  });
});
