import { describe, expect, it } from 'vitest';
import type { ScreenBox } from './resultCardPlacement';
import { resultCardPlacement } from './resultCardPlacement';

const square = (x: number, y: number, r = 12): ScreenBox => ({ minX: x - r, minY: y - r, maxX: x + r, maxY: y + r });
const meets = (a: ScreenBox, b: ScreenBox) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
const rectOf = (p: { left: number; top: number }, w: number, h: number): ScreenBox => ({ minX: p.left, minY: p.top, maxX: p.left + w, maxY: p.top + h });

describe('resultCardPlacement: by the figures, on none of them', () => {
  const hal = square(400, 400);

  it('goes above the named figures when nothing is there', () => {
    const p = resultCardPlacement(hal, [], 300, 30, 800, 800);
    expect(p.side).toBe('above');
    expect(p.top + 30).toBeLessThanOrEqual(hal.minY);
    expect(p.left + 150).toBeCloseTo(400, 6); // centred on the box
  });

  it('moves off a figure standing just above them (the enemy Hal broke away from)', () => {
    const urk = square(400, 360);
    const p = resultCardPlacement(hal, [urk], 300, 30, 800, 800);
    expect(meets(rectOf(p, 300, 30), urk)).toBe(false);
    expect(meets(rectOf(p, 300, 30), hal)).toBe(false);
    expect(p.side).toBe('below');
  });

  it('with figures above and below, slides or goes to a side; never onto the named ones', () => {
    const crowd = [square(400, 360), square(400, 440), square(250, 360), square(550, 440)];
    const p = resultCardPlacement(hal, crowd, 200, 30, 800, 800);
    const rect = rectOf(p, 200, 30);
    for (const f of crowd) expect(meets(rect, f)).toBe(false);
    expect(meets(rect, hal)).toBe(false);
  });

  it('stays inside the cell: at the top edge it goes below', () => {
    const top = square(400, 20);
    const p = resultCardPlacement(top, [], 300, 30, 800, 800);
    expect(p.side).toBe('below');
    expect(p.top).toBeGreaterThanOrEqual(4);
    const corner = resultCardPlacement(square(790, 790), [], 300, 30, 800, 800);
    expect(corner.left + 300).toBeLessThanOrEqual(796);
    expect(corner.top + 30).toBeLessThanOrEqual(796);
  });

  it('when every place covers a figure, it covers the least and keeps off the named ones', () => {
    // A cell just big enough, figures everywhere round Hal: the card cannot avoid them all.
    const crowd: ScreenBox[] = [];
    for (let x = 20; x < 200; x += 30) for (let y = 20; y < 200; y += 30) if (Math.hypot(x - 100, y - 100) > 20) crowd.push(square(x, y, 10));
    const p = resultCardPlacement(square(100, 100, 10), crowd, 120, 24, 200, 200);
    expect(meets(rectOf(p, 120, 24), square(100, 100, 10))).toBe(false);
  });
});
