import { describe, expect, it } from 'vitest';
import { cameraScreenToWorld, cameraPanBy, cameraZoomAt } from '../store/camera';
import { pinchStep, wheelZoomFactor } from './pinch';

describe('pinchStep', () => {
  it('keeps the table point under the fingers under them', () => {
    const cam = { originXIn: 3, originYIn: -2, pxPerInch: 12 };
    const [pa, pb, na, nb] = [{ x: 100, y: 100 }, { x: 220, y: 160 }, { x: 80, y: 90 }, { x: 300, y: 200 }];
    const step = pinchStep(pa, pb, na, nb);
    const before = cameraScreenToWorld(cam, { x: 160, y: 130 });
    const after = cameraPanBy(cameraZoomAt(cam, step.anchor, step.factor), step.panDx, step.panDy);
    const under = cameraScreenToWorld(after, { x: 190, y: 145 });
    expect(under.x).toBeCloseTo(before.x, 9);
    expect(under.y).toBeCloseTo(before.y, 9);
    expect(step.factor).toBeCloseTo(Math.hypot(220, 110) / Math.hypot(120, 60));
  });

  it('holds the zoom while the fingers are almost on top of each other', () => {
    expect(pinchStep({ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 0, y: 0 }, { x: 50, y: 0 }).factor).toBe(1);
  });
});

describe('wheelZoomFactor', () => {
  it('zooms in on negative deltas, symmetrically, with lines worth 16 px', () => {
    expect(wheelZoomFactor(-100, 0, false)).toBeGreaterThan(1);
    expect(wheelZoomFactor(100, 0, false) * wheelZoomFactor(-100, 0, false)).toBeCloseTo(1);
    expect(wheelZoomFactor(3, 1, false)).toBeCloseTo(wheelZoomFactor(48, 0, false));
    expect(wheelZoomFactor(-10, 0, true)).toBeGreaterThan(wheelZoomFactor(-10, 0, false));
  });
});
