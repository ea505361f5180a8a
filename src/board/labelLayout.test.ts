import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LabelRect, LabelRequest } from './labelLayout';
import { figureInitials, keptInside, layoutLabels, rectsOverlap, shortFigureName } from './labelLayout';

// 7 px a character, 14 px high: close enough to 12 px text for the layout's logic.
const measure = (text: string) => ({ w: text.length * 7, h: 14 });
const NO_OBSTACLES = { labels: [], tokens: new Map<string, LabelRect>() };
const req = (id: string, cx: number, cy: number, name: string, priority = 0): LabelRequest =>
  ({ id, cx, cy, radiusPx: 10, texts: [name, shortFigureName(name)], priority });

function expectNoOverlap(rects: readonly LabelRect[]): void {
  for (let i = 0; i < rects.length; i++) {
    for (let j = i + 1; j < rects.length; j++) expect(rectsOverlap(rects[i] as LabelRect, rects[j] as LabelRect)).toBe(false);
  }
}

describe('label layout', () => {
  // A 480 px table with 20 px round it, as the board passes (figureLabels.ts).
  const TABLE = { labels: [], tokens: new Map<string, LabelRect>(), bounds: { x: -20, y: -20, w: 520, h: 520 } };

  it('a long name near the right edge slides left under its token and stays on the table (tablet: "Marshal Wyatt Co…" cut)', () => {
    const { placed } = layoutLabels([req('w', 470, 100, 'Marshal Wyatt Cole')], measure, TABLE);
    const p = placed[0]!;
    expect(p).toMatchObject({ spot: 'below', text: 'Marshal Wyatt Cole' });
    expect(p.x + p.w).toBe(500);
    expect(p.x).toBeLessThan(470);
    expect(p.x + p.w).toBeGreaterThan(470); // still under its token
  });

  it('near the left edge a name slides right; without bounds it is centred as before', () => {
    const left = layoutLabels([req('d', 5, 100, 'Mad Dog Callahan')], measure, TABLE).placed[0]!;
    expect(left.x).toBe(-20);
    const free = layoutLabels([req('d', 5, 100, 'Mad Dog Callahan')], measure, NO_OBSTACLES).placed[0]!;
    expect(free.x).toBe(5 - free.w / 2);
  });

  it('at the bottom edge the name goes above the token rather than off the table', () => {
    const p = layoutLabels([req('k', 200, 495, 'Kid Callahan')], measure, TABLE).placed[0]!;
    expect(p.spot).toBe('above');
    expect(p.y + p.h).toBeLessThanOrEqual(500);
  });

  it('keptInside: a side label may slide up or down only; one wider than the bounds is refused', () => {
    const bounds = { x: 0, y: 0, w: 100, h: 100 };
    expect(keptInside({ x: 80, y: 40, w: 40, h: 14 }, 'right', bounds)).toBeNull();
    expect(keptInside({ x: 20, y: 95, w: 40, h: 14 }, 'right', bounds)).toEqual({ x: 20, y: 86, w: 40, h: 14 });
    expect(keptInside({ x: -10, y: 10, w: 140, h: 14 }, 'below', bounds)).toBeNull();
    expect(keptInside({ x: -10, y: 10, w: 40, h: 14 }, 'below', undefined)).toEqual({ x: -10, y: 10, w: 40, h: 14 });
  });

  it('property: with bounds every placed name lies inside them', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ x: fc.integer({ min: 0, max: 480 }), y: fc.integer({ min: 0, max: 480 }), n: fc.integer({ min: 3, max: 20 }) }), { maxLength: 30 }),
      (figs) => {
        const { placed, hidden } = layoutLabels(figs.map((f, i) => req(`f${i}`, f.x, f.y, 'x'.repeat(f.n))), measure, TABLE);
        expect(placed.length + hidden.length).toBe(figs.length);
        for (const p of placed) {
          expect(p.x).toBeGreaterThanOrEqual(-20);
          expect(p.y).toBeGreaterThanOrEqual(-20);
          expect(p.x + p.w).toBeLessThanOrEqual(500);
          expect(p.y + p.h).toBeLessThanOrEqual(500);
        }
      },
    ));
  });

  it('a lone name goes below its token, in full', () => {
    const { placed, hidden } = layoutLabels([req('a', 100, 100, 'Jack Callahan')], measure, NO_OBSTACLES);
    expect(hidden).toEqual([]);
    expect(placed[0]).toMatchObject({ text: 'Jack Callahan', spot: 'below', textIndex: 0, y: 112 });
  });

  it('two figures side by side: the names never run into each other ("Jack CallahanMad Dog Callahan")', () => {
    const { placed } = layoutLabels([req('jack', 100, 100, 'Jack Callahan'), req('dog', 150, 100, 'Mad Dog Callahan')], measure, NO_OBSTACLES);
    expect(placed).toHaveLength(2);
    expectNoOverlap(placed);
  });

  it('a crowd: names are moved, shortened or hidden, never overlapped, and a label is never dropped silently', () => {
    const names = ['Mira the Archer', 'Hal the Spearman', 'Jory the Spearman', 'Ser Aldric', 'Brother Ewald', 'Tomas the Archer'];
    const requests = names.map((n, i) => req(`f${i}`, 100 + i * 30, 100 + (i % 2) * 12, n));
    const { placed, hidden } = layoutLabels(requests, measure, NO_OBSTACLES);
    expectNoOverlap(placed);
    expect(placed.length + hidden.length).toBe(names.length);
    expect(placed.some((p) => p.textIndex > 0)).toBe(true);
  });

  it('never over another label (a terrain height), and off other tokens when there is room', () => {
    const height = { x: 80, y: 110, w: 40, h: 16 };
    const tokens = new Map<string, LabelRect>([['b', { x: 90, y: 75, w: 20, h: 20 }]]);
    const { placed } = layoutLabels([req('a', 100, 100, 'Hank')], measure, { labels: [height], tokens });
    expect(placed[0]?.spot).toBe('right');
    expect(rectsOverlap(placed[0] as LabelRect, height)).toBe(false);
  });

  it('the hovered or selected figure goes first and keeps its full name', () => {
    const a = req('a', 100, 100, 'Mira the Archer');
    const b = { ...req('b', 105, 100, 'Hal the Spearman'), priority: 2 };
    const { placed } = layoutLabels([a, b], measure, NO_OBSTACLES);
    expect(placed[0]).toMatchObject({ id: 'b', textIndex: 0, spot: 'below' });
  });

  it('property: no two placed labels overlap, whatever the crowd', () => {
    const figureArb = fc.record({ x: fc.integer({ min: 0, max: 400 }), y: fc.integer({ min: 0, max: 300 }), n: fc.integer({ min: 1, max: 20 }) });
    fc.assert(fc.property(fc.array(figureArb, { maxLength: 60 }), (figs) => {
      const requests = figs.map((f, i) => ({ id: `f${i}`, cx: f.x, cy: f.y, radiusPx: 10, texts: ['x'.repeat(f.n), 'x'.repeat(Math.ceil(f.n / 2))], priority: i % 3 }));
      const { placed, hidden } = layoutLabels(requests, measure, NO_OBSTACLES);
      expectNoOverlap(placed);
      expect(placed.length + hidden.length).toBe(figs.length);
    }));
  });

  it('200 labels lay out in a few milliseconds (the fastest of 10 runs: the machine is shared)', () => {
    const requests = Array.from({ length: 200 }, (_, i) => req(`f${i}`, (i * 37) % 900, (i * 53) % 600, `Figure number ${i}`));
    for (let k = 0; k < 3; k++) layoutLabels(requests, measure, NO_OBSTACLES);
    let best = Infinity;
    for (let k = 0; k < 10; k++) {
      const t0 = performance.now();
      layoutLabels(requests, measure, NO_OBSTACLES);
      best = Math.min(best, performance.now() - t0);
    }
    expect(best).toBeLessThan(10);
  });
});

describe('short names and initials', () => {
  it.each([
    ['Mira the Archer', 'Mira', 'M'],
    ['Deputy Hank Tate', 'Hank', 'H'],
    ['Mad Dog Callahan', 'Mad Dog', 'MD'],
    ['Jack Callahan', 'Jack', 'J'],
    ['Ser Aldric', 'Aldric', 'A'],
    ['Old Mossback the Troll', 'Mossback', 'M'],
    ['Grimfang', 'Grimfang', 'G'],
    ['Марк Твен', 'Марк', 'М'],
  ])('%s → %s, %s', (name, short, initials) => {
    expect(shortFigureName(name)).toBe(short);
    expect(figureInitials(name)).toBe(initials);
  });
});
