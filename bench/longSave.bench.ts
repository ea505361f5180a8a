/**
 * Issue 12's figures for long games in the headless command: loading a 20,000-step save costs at
 * most 2 s and 300 MB. The save is the long free-table game on the demo (bench/longGame.ts: moves,
 * an undone and redone move, a roll and an end turn every ten steps), written to a temporary file.
 *
 * What is measured, each in a child process as a player runs it:
 *   `node scripts/skirmish.mjs validate <file>` (what `npm run skirmish` runs, without npm's own
 *   start) — wall time (performance.now() around the run)
 *   and peak memory (the largest resident set of the command's Node processes: bench/peakRss.mjs,
 *   preloaded through NODE_OPTIONS, reports each process's `resourceUsage().maxRSS` at exit).
 * Baseline in the same run: the same command on a 1-step save of the same game (start-up: Node,
 * the bundle, the registry); the load's own cost is the difference. Three runs each,
 * alternating, medians. Then, in this process: `parseSaveText` of the 20,000-step save (parse,
 * validate, replay, hash) against `JSON.parse` of its text, the 100,000-step save (the step limit),
 * and the longest LOTOW game the demo allows (≈ 900 steps: LOTOW's turn limit is at most 50), per step.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, bench, describe } from 'vitest';
import { measure } from './measure';
import { longGameSaveText, lotowLongestDemoSaveText } from './longGame';
import { MAX_SAVE_STEPS } from '../src/engine/saveFile';
import { createShippedRegistry } from '../src/rules/registry';
import { parseSaveText } from '../src/scenario/loadSave';

const STEPS = 20_000;
const registry = createShippedRegistry();
const dir = mkdtempSync(join(tmpdir(), 'skirmish-long-'));
const longText = longGameSaveText(STEPS);
const longFile = join(dir, `long-${STEPS}.skirmish.json`);
const oneFile = join(dir, 'long-1.skirmish.json');
writeFileSync(longFile, longText);
writeFileSync(oneFile, longGameSaveText(1));

const load = (text: string) => {
  const r = parseSaveText(text, registry);
  if (!r.ok) throw new Error(r.problems[0]?.message);
  return r;
};

describe(`loading a ${STEPS}-step save (in this process)`, () => {
  bench('baseline: JSON.parse of the save text', () => { JSON.parse(longText); });
  bench('parseSaveText (parse + validate + replay + hash)', () => { load(longText); }, { time: 0, iterations: 3, warmupTime: 0, warmupIterations: 0 });
});

interface Run {
  readonly ms: number;
  /** The largest peak resident set of the command's Node processes, MB. */
  readonly peakMB: number;
}

/** One run of the headless command on `file`: wall time and peak memory (see the module comment). */
function runCommand(file: string): Run {
  const peaks = join(dir, `peaks-${Math.random().toString(36).slice(2)}.txt`);
  const nodeOptions = [process.env.NODE_OPTIONS ?? '', `--import ${pathToFileURL(resolve('bench/peakRss.mjs')).href}`].join(' ').trim();
  const t0 = performance.now();
  const r = spawnSync('node', ['scripts/skirmish.mjs', 'validate', file], {
    env: { ...process.env, NODE_OPTIONS: nodeOptions, SKIRMISH_PEAK_FILE: peaks }, encoding: 'utf8',
  });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`validate ${file} failed (${r.status}): ${r.stdout}${r.stderr}`);
  const kb = readFileSync(peaks, 'utf8').trim().split('\n').map((line) => Number(line.split(' ')[1]));
  return { ms, peakMB: Math.max(...kb) / 1024 };
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Milliseconds of one call. */
function once(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

afterAll(() => {
  const base: Run[] = [];
  const long: Run[] = [];
  for (let i = 0; i < 3; i++) {
    base.push(runCommand(oneFile));
    long.push(runCommand(longFile));
  }
  const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
  const baseMs = median(base.map((r) => r.ms));
  const longMs = median(long.map((r) => r.ms));
  const baseMB = median(base.map((r) => r.peakMB));
  const longMB = median(long.map((r) => r.peakMB));
  const parse = measure(() => JSON.parse(longText), 5, 300);
  const inProcess = { median: median([once(() => load(longText)), once(() => load(longText)), once(() => load(longText))]) };
  // One run each (seconds long; the code is warm from the loads above, and from building the game).
  const limitText = longGameSaveText(MAX_SAVE_STEPS);
  const atLimit = { median: once(() => load(limitText)) };
  const lotow = lotowLongestDemoSaveText();
  const lotowLoad = { median: once(() => load(lotow.text)) };
  const perStep = (t: number, n: number) => `${((t / n) * 1000).toFixed(0)} µs a step`;
  console.log([
    `long saves (the demo on the free table, moves, undo/redo, rolls and end turns; save ${(longText.length / 1024).toFixed(0)} KB for ${STEPS} steps)`,
    `headless command \`node scripts/skirmish.mjs validate\`, median of 3 (runs: ${long.map((r) => ms(r.ms)).join(', ')} ms):`,
    `  baseline, a 1-step save: ${ms(baseMs)} ms, peak ${baseMB.toFixed(0)} MB`,
    `  the ${STEPS}-step save: ${ms(longMs)} ms, peak ${longMB.toFixed(0)} MB → ${(longMs / baseMs).toFixed(2)}× the baseline's time, `
      + `${(longMB / baseMB).toFixed(2)}× its memory; the load itself ${ms(longMs - baseMs)} ms and ${(longMB - baseMB).toFixed(0)} MB`,
    `  budget 2000 ms and 300 MB → the load ${((longMs - baseMs) / 2000).toFixed(2)}× of the time budget, the whole command ${(longMs / 2000).toFixed(2)}×; peak ${(longMB / 300).toFixed(2)}× of 300 MB`,
    `in this process: parseSaveText ${ms(inProcess.median)} ms (${perStep(inProcess.median, STEPS)}; JSON.parse of the text ${ms(parse.median)} ms → ${(inProcess.median / parse.median).toFixed(0)}×)`,
    `  at the step limit (${MAX_SAVE_STEPS} steps, ${(limitText.length / 2 ** 20).toFixed(1)} MB): ${ms(atLimit.median)} ms (${perStep(atLimit.median, MAX_SAVE_STEPS)}; ${(atLimit.median / inProcess.median).toFixed(1)}× the ${STEPS}-step load for ${MAX_SAVE_STEPS / STEPS}× the steps)`,
    `  LOTOW, the longest demo game (turn limit 50, ${lotow.steps} steps, moves and end phases): ${ms(lotowLoad.median)} ms (${perStep(lotowLoad.median, lotow.steps)}; `
      + `${((lotowLoad.median / lotow.steps) / (inProcess.median / STEPS)).toFixed(0)}× the free table's step: the rules judge every move)`,
  ].join('\n'));
  rmSync(dir, { recursive: true, force: true });
}, 600_000);
