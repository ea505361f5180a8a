import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parseScenario';
import { scenarioThumbnail } from './scenarioThumbnail';

const load = (file: string) => {
  const r = parseScenario(JSON.parse(readFileSync(`public/scenarios/${file}`, 'utf8')));
  if (!r.ok) throw new Error(file);
  return r.scenario;
};

describe('scenarioThumbnail', () => {
  it('draws the table, every piece by its footprint and every figure in its side\'s colour (Dust Creek)', () => {
    const demo = load('demo-town.json');
    const t = scenarioThumbnail(demo);
    expect(t.viewBox).toBe(`0 0 ${demo.table.widthIn} ${demo.table.depthIn}`);
    expect(t.pieces).toHaveLength(demo.terrain.length);
    expect(t.figures).toHaveLength(demo.figures.length);
    const jack = demo.figures.find((f) => f.id === 'jack')!;
    const side = demo.sides.find((s) => s.id === jack.side)!;
    const dot = t.figures[demo.figures.indexOf(jack)]!;
    expect([dot.cx, dot.cy]).toEqual([Math.round(jack.x * 100) / 100, Math.round(jack.y * 100) / 100]);
    expect(dot.fill.toLowerCase()).toBe(side.color.toLowerCase());
    // Every point lies on the table.
    for (const p of t.pieces) {
      for (const xy of p.points.split(' ')) {
        const [x, y] = xy.split(',').map(Number) as [number, number];
        expect(x).toBeGreaterThanOrEqual(-0.01);
        expect(y).toBeLessThanOrEqual(demo.table.depthIn + 0.01);
      }
    }
  });

  it('is the same for the same scenario, and a dot is never smaller than the minimum (Elder Hollow)', () => {
    const sbh = load('sbh-elder-hollow.json');
    expect(scenarioThumbnail(sbh)).toEqual(scenarioThumbnail(sbh));
    for (const d of scenarioThumbnail(sbh, 1.2).figures) expect(d.r).toBeGreaterThanOrEqual(0.6);
  });
});
