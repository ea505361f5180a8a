/**
 * Core costs of dragging on a crowded table (200 figures, 100 terrain pieces): the legality check and
 * the ruler run once per pointer move. The baseline in the same group is the cheapest honest check —
 * centre distances to every other figure, no terrain — so the printed ratio says what the exact base
 * and terrain geometry costs on top. Run with `npm run bench`.
 */
import { bench, describe } from 'vitest';
import { parseScenario } from '../src/scenario/parseScenario';
import { placementProblems, surfaceAt } from '../src/engine/placement';
import { polylineLength } from '../src/geometry/polyline';
import { bigScenarioJson } from './bigScenario';

const parsed = parseScenario(bigScenarioJson(200, 100));
if (!parsed.ok) throw new Error(`bench scenario invalid: ${parsed.problems.slice(0, 3).map((p) => p.message).join('; ')}`);
const scenario = parsed.scenario;
const mover = scenario.figures[0]!;
let step = 0;
const nextPoint = () => {
  step = (step + 1) % 1000;
  return { x: 5 + (step % 50) * 1.7, y: 5 + Math.floor(step / 50) * 3.1 };
};

describe('one pointer move on a crowded table (200 figures, 100 pieces)', () => {
  bench('baseline: centre distances to every figure', () => {
    const p = nextPoint();
    let hits = 0;
    for (const f of scenario.figures) if (f.id !== mover.id && Math.hypot(f.x - p.x, f.y - p.y) < 1) hits++;
    if (hits < 0) throw new Error('unreachable');
  });
  bench('surfaceAt + placementProblems + ruler length', () => {
    const p = nextPoint();
    const standsOn = surfaceAt(scenario, mover, p);
    placementProblems(scenario, mover.id, p, standsOn);
    polylineLength([{ x: mover.x, y: mover.y }, { x: 10, y: 10 }, p]);
  });
});

describe('loading a scenario', () => {
  bench('baseline: JSON round trip of the crowded table', () => {
    JSON.parse(JSON.stringify(bigScenarioJson(200, 100)));
  });
  bench('parse and validate the crowded table', () => {
    parseScenario(bigScenarioJson(200, 100));
  });
});
