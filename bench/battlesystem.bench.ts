/**
 * BATTLESYSTEM missile fire and unit movement (issue 16's figures) on the scenario's own table, The
 * Battle of Stony Ford (public/scenarios/bs-stony-ford.json: 14 units, 304 figures, a hill, two
 * woods, a walled farm). Run with `npm run bench`; only this file: `npx vitest bench --run bench/battlesystem.bench.ts`.
 *
 * The Baron's longbowmen (10 × 2) are moved 18″ north before the game, so the Free Companies'
 * crossbowmen (10 × 2) stand 14″ away (medium range) across open ground.
 *   - the missile preview: everything a player sees before the volley — each shooter's rank, arc
 *     and sight to every target figure in its arc (the LOS core's crossings), the range, the AR
 *     groups and their modifiers, the exact distribution of figures removed (`previewAction`);
 *     budget 10 ms median. Baseline in the same run: the same shooter–target pairs as plain
 *     `lineOfSight` queries without crossings (the geometry alone); the ratio is baseline ÷ ours.
 *   - the rules' check of a 40-figure unit's 2″ advance (the Company Pikes, 10 × 4: every member's
 *     place and the cost; an allowed one, so all 40 are judged — at 3″ the front rank meets the
 *     slingers and the check stops at the first member), what the board asks per pointer move while
 *     dragging a unit; the browser probe's BATTLESYSTEM drag figure (bench/browser.probe.ts) includes it.
 * Benchmarks are not tests: nothing here asserts a time.
 */
import { readFileSync } from 'node:fs';
import { afterAll, bench, describe } from 'vitest';
import { measure } from './measure';
import type { Timing } from './measure';
import { unitMoveAction } from '../src/engine/manoeuvre';
import type { Scenario } from '../src/engine/model';
import { newGame } from '../src/engine/replay';
import { gameLosScene } from '../src/engine/losScene';
import { lineOfSight } from '../src/los/lineOfSight';
import { battlesystemRuleset } from '../src/rules/battlesystem';
import type { BsState } from '../src/rules/battlesystem/flow/bsTypes';
import { parseScenarioText } from '../src/scenario/parseScenario';

const parsed = parseScenarioText(readFileSync('public/scenarios/bs-stony-ford.json', 'utf8'));
if (!parsed.ok) throw new Error('the scenario must load');
const bowIds = new Set(parsed.scenario.units!.find((u) => u.id === 'b-bow')!.memberIds);
const scenario: Scenario = { ...parsed.scenario, figures: parsed.scenario.figures.map((f) => (bowIds.has(f.id) ? { ...f, y: f.y - 18 } : f)) };
const started = newGame(battlesystemRuleset, scenario, {}, 1);
if (!started.ok) throw new Error('the game must start');
const base = started.state as unknown as BsState;
const missile: BsState = { ...base, actors: ['baron'], flow: { ...base.flow, step: 'missile', active: 'baron', order: ['baron', 'free'] } };
const moving: BsState = { ...base, actors: ['free'], flow: { ...base.flow, step: 'firstMove', active: 'free', order: ['free', 'baron'] } };
const fire = { type: 'fire', side: 'baron', figureId: 'b-bow', targetIds: ['f-xbow'] };
const pikes = moving.scenario.units!.find((u) => u.id === 'f-pike')!;
const advance = unitMoveAction(pikes, { kind: 'advance', distanceIn: 2 });
const shooters = [...bowIds];
const targets = scenario.units!.find((u) => u.id === 'f-xbow')!.memberIds;
const scene = gameLosScene(missile);

const preview = () => battlesystemRuleset.previewAction!(missile as never, fire);
const plainPairs = () => {
  let seen = 0;
  for (const s of shooters) for (const t of targets) if (lineOfSight(scene, s, t, { withRays: false, withCrossings: false }).visible) seen++;
  return seen;
};
const check = () => battlesystemRuleset.check(moving as never, advance);

describe('BATTLESYSTEM on Stony Ford (14 units, 304 figures)', () => {
  bench('baseline: 200 plain lineOfSight pairs', () => { plainPairs(); });
  bench('missile preview: 20 longbowmen at 20 crossbowmen', () => { preview(); });
  bench('check of a 40-figure unit\'s advance', () => { check(); });
});

afterAll(() => {
  const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toFixed(3));
  const p = preview();
  const rows: [string, Timing, string][] = [];
  const basePairs = measure(plainPairs, 30, 600);
  const ours = measure(preview, 30, 600);
  rows.push([`baseline: ${shooters.length * targets.length} plain lineOfSight pairs`, basePairs, '']);
  rows.push(['missile preview (20 at 20, exact odds)', ours, `budget 10 ms; ratio ${(basePairs.median / ours.median).toFixed(2)}; ${p?.chances.length ?? 0} outcomes, refusal ${p?.refusal?.reasonKey ?? 'none'}`]);
  rows.push(['check of a 40-figure unit\'s 2″ advance', measure(check, 30, 600), `verdict ${check()?.reasonKey ?? 'allowed'}`]);
  console.log([
    `battlesystem (Stony Ford, ${scenario.units!.length} units, ${scenario.figures.length} figures; median and p95 by performance.now())`,
    `${'case'.padEnd(46)} ${'median ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'runs'.padStart(6)}`,
    ...rows.map(([name, t, note]) => `${name.padEnd(46)} ${ms(t.median).padStart(9)} ${ms(t.p95).padStart(9)} ${String(t.runs).padStart(6)}  ${note}`),
  ].join('\n'));
});
