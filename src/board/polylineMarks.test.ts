import { describe, expect, it } from 'vitest';
import { dashPolyline, ladderSegments, polylineTicks } from './polylineMarks';
import type { Segment } from './polylineMarks';

const len = ([a, b]: Segment) => Math.hypot(b.x - a.x, b.y - a.y);

describe('dashPolyline', () => {
  it('cuts a straight line into dashes and gaps', () => {
    const dashes = dashPolyline([{ x: 0, y: 0 }, { x: 10, y: 0 }], false, 1, 1);
    expect(dashes).toHaveLength(5);
    expect(dashes.map(([a]) => a.x)).toEqual([0, 2, 4, 6, 8]);
    for (const d of dashes) expect(len(d)).toBeCloseTo(1);
  });

  it('carries the pattern round corners and closes the ring', () => {
    const square = [{ x: 0, y: 0 }, { x: 1.5, y: 0 }, { x: 1.5, y: 1.5 }, { x: 0, y: 1.5 }];
    const dashes = dashPolyline(square, true, 1, 0.5);
    const drawn = dashes.reduce((s, d) => s + len(d), 0);
    expect(drawn).toBeCloseTo(4); // 6″ of ring, period 1.5 → four full dashes
    expect(dashes.some(([, b]) => b.x === 0 && b.y > 0)).toBe(true);
  });
});

describe('polylineTicks', () => {
  it('marks every inch along the path, across it', () => {
    const ticks = polylineTicks([{ x: 0, y: 0 }, { x: 2.5, y: 0 }, { x: 2.5, y: 2 }], 1, 0.1);
    expect(ticks).toHaveLength(4);
    const mid = ticks.map(([a, b]) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }));
    expect(mid[0]).toEqual({ x: 1, y: 0 });
    expect(mid[2]?.x).toBeCloseTo(2.5);
    expect(mid[2]?.y).toBeCloseTo(0.5);
    expect(mid[3]?.y).toBeCloseTo(1.5);
    for (const t of ticks) expect(len(t)).toBeCloseTo(0.2);
    expect(ticks[0]?.[0].x).toBeCloseTo(1); // perpendicular to the first leg
  });

  it('gives nothing for a path shorter than the spacing', () => {
    expect(polylineTicks([{ x: 0, y: 0 }, { x: 0.5, y: 0 }], 1, 0.1)).toEqual([]);
  });
});

describe('ladderSegments', () => {
  it('draws two rails along the long side and rungs across it', () => {
    const ladder = [{ x: 0, y: 0 }, { x: 0.5, y: 0 }, { x: 0.5, y: 2 }, { x: 0, y: 2 }];
    const segs = ladderSegments(ladder, 0.5);
    expect(segs).toHaveLength(2 + 5);
    const rails = segs.slice(0, 2);
    for (const r of rails) expect(len(r)).toBeCloseTo(2);
    for (const rung of segs.slice(2)) expect(Math.abs(rung[0].y - rung[1].y)).toBeCloseTo(0);
  });
});
