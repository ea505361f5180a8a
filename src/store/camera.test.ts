import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cameraFitTable, cameraIsFitted, cameraPanBy, cameraScreenToWorld, cameraWorldToScreen, cameraZoomAt, MAX_PX_PER_INCH,
} from './camera';

const finite = fc.double({ min: -500, max: 500, noNaN: true });
const cameraArb = fc.record({
  originXIn: finite, originYIn: finite, pxPerInch: fc.double({ min: 2, max: 200, noNaN: true }),
});

describe('camera', () => {
  it('screen → world → screen is the identity', () => {
    fc.assert(fc.property(cameraArb, finite, finite, (cam, x, y) => {
      const back = cameraWorldToScreen(cam, cameraScreenToWorld(cam, { x, y }));
      expect(back.x).toBeCloseTo(x, 6);
      expect(back.y).toBeCloseTo(y, 6);
    }));
  });

  it('zoom keeps the world point under the pointer where it was', () => {
    fc.assert(fc.property(cameraArb, finite, finite, fc.double({ min: 0.5, max: 2, noNaN: true }), (cam, x, y, f) => {
      const before = cameraScreenToWorld(cam, { x, y });
      const after = cameraScreenToWorld(cameraZoomAt(cam, { x, y }, f), { x, y });
      expect(after.x).toBeCloseTo(before.x, 6);
      expect(after.y).toBeCloseTo(before.y, 6);
    }));
  });

  it('zoom is clamped', () => {
    const cam = cameraZoomAt({ originXIn: 0, originYIn: 0, pxPerInch: 150 }, { x: 0, y: 0 }, 10);
    expect(cam.pxPerInch).toBe(MAX_PX_PER_INCH);
  });

  it('panning by 100 px moves the table 100 px on screen', () => {
    const cam = { originXIn: 0, originYIn: 0, pxPerInch: 10 };
    const p = cameraWorldToScreen(cameraPanBy(cam, 100, -50), { x: 0, y: 0 });
    expect(p).toEqual({ x: 100, y: -50 });
  });

  it('fit centres a 48″ table in a 1000×500 viewport', () => {
    const cam = cameraFitTable({ widthIn: 48, depthIn: 48 }, { widthPx: 1000, heightPx: 500 }, 10);
    expect(cam.pxPerInch).toBeCloseTo(480 / 48);
    const centre = cameraWorldToScreen(cam, { x: 24, y: 24 });
    expect(centre.x).toBeCloseTo(500);
    expect(centre.y).toBeCloseTo(250);
  });

  it('a fitted camera is known as fitted until the player pans or zooms', () => {
    const table = { widthIn: 48, depthIn: 48 };
    const viewport = { widthPx: 980, heightPx: 620 };
    const fit = cameraFitTable(table, viewport);
    expect(cameraIsFitted(fit, table, viewport)).toBe(true);
    expect(cameraIsFitted(cameraPanBy(fit, 3, 0), table, viewport)).toBe(false);
    expect(cameraIsFitted(cameraZoomAt(fit, { x: 100, y: 100 }, 1.1), table, viewport)).toBe(false);
    // The same camera is no longer the fit once the viewport changes size.
    expect(cameraIsFitted(fit, table, { widthPx: 724, heightPx: 560 })).toBe(false);
  });
});
