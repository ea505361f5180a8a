/**
 * Fuzzing the two doors for untrusted files (issue 12): 1,000 mutated scenario files and 1,000
 * mutated save files a run, from the bundled scenarios, the test docs, generated scenarios, and
 * saves of every shipped ruleset and the engine's test ruleset (a LOTOW one with a dismount and a
 * mount, so ids made during play are there to damage). Mutations: fields removed, wrong types, huge
 * numbers, changed log entries, ids changed, removed and added (in actions and in the scenario's
 * figures), nesting at, just past and far past MAX_FILE_DEPTH (as values and as text), lists and
 * texts at and past their limits, text cut short, and bytes that are not UTF-8 (through
 * `decodeUtf8`, as the app reads a file). The sizes of whole files at and past MAX_SCENARIO_BYTES,
 * MAX_SAVE_BYTES and MAX_SAVE_STEPS are checked once each, beside the fuzz (20 MB texts, not 1,000
 * of them).
 *
 * What must hold, every time: nothing throws; a rejection has problems, each with a path, a code
 * the format declares (SCENARIO_PROBLEM_CODES, SAVE_PROBLEM_CODES; a save's scenario problems sit
 * under `scenario`) and a message that starts with its path; bad bytes are reported at the first
 * of them; an accepted scenario serialises and parses back to itself; an accepted save's state
 * hash is the hash of an independent replay of its steps, and its next save loads again.
 * Seeds are fixed, so a failure in CI reproduces; fast-check prints the seed and the input.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { legalActions } from '../engine/applyAction';
import type { Scenario } from '../engine/model';
import { newGame, replayGame } from '../engine/replay';
import type { Ruleset } from '../engine/ruleset';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import { MAX_SAVE_STEPS, SAVE_PROBLEM_CODES, serializeSave } from '../engine/saveFile';
import type { GameState } from '../engine/state';
import { canonicalJson, stateHash } from '../engine/stateHash';
import { testScenario } from '../engine/testScenario';
import { legalStream, seededPick } from '../engine/testing/legalStream';
import { TEST_TURN_MODELS, playRandomGame, startTestGame } from '../engine/testing/testGame';
import { testGameScenario, testRuleset } from '../engine/testing/testRuleset';
import type { Timeline } from '../engine/timeline';
import { startTimeline, timelineApply } from '../engine/timeline';
import { undoAction } from '../engine/undoAction';
import { SHIPPED_RULESETS } from '../rules/registry';
import { decodeFileText, decodeUtf8 } from './decodeUtf8';
import type { LoadSaveResult } from './loadSave';
import { MAX_SAVE_BYTES, loadSave, parseSaveText } from './loadSave';
import type { ParseScenarioResult } from './parseScenario';
import { MAX_SCENARIO_BYTES, parseScenario, parseScenarioText } from './parseScenario';
import { SCENARIO_PROBLEM_CODES } from './problems';
import { MAX_FIGURES, MAX_TABLE_IN } from './scenarioSchema';
import { MAX_DESCRIPTION_LENGTH, MAX_ID_LENGTH, MAX_NAME_LENGTH } from './schemaParts';
import { serializeScenario, serializeScenarioText } from './serializeScenario';
import { MAX_FOOTPRINT_POINTS } from './terrainSchema';
import { validScenario } from './testArbitraries';
import { validDoc } from './testDocs';
import type { Json, JsonPath } from './testMutations';
import {
  BAD_UTF8, MAX_DEPTH, VALUE_MUTATIONS, badByteWindow, decodesBefore, deepText, deepenTo, depthOf, mutateAt, nested, pathsOf,
  spliceBytes, utf8, valueAt,
} from './testMutations';

const RUNS = 1000;
const registry = createRulesetRegistry([...SHIPPED_RULESETS, testRuleset as unknown as Ruleset]);
const read = (file: string) => readFileSync(new URL(`../../public/scenarios/${file}`, import.meta.url), 'utf8');
const SCENARIO_CODES = new Set(Object.keys(SCENARIO_PROBLEM_CODES));
const SAVE_CODES = new Set(Object.keys(SAVE_PROBLEM_CODES));

type Problem = { readonly path: string; readonly code: string; readonly message: string };

/** What every problem of a rejection must be; `underScenario`: the path says it is the save's scenario's. */
function expectWellFormed(problems: readonly Problem[], codes: (p: Problem) => ReadonlySet<string>): void {
  expect(problems.length).toBeGreaterThan(0);
  for (const p of problems) {
    expect(typeof p.path === 'string' && p.path.length > 0, `a problem without a path: ${JSON.stringify(p)}`).toBe(true);
    expect(codes(p).has(p.code), `undeclared code "${p.code}" at ${p.path}`).toBe(true);
    expect(p.message.startsWith(`${p.path}: `), `the message does not start with its path: ${JSON.stringify(p)}`).toBe(true);
  }
}

const saveCodes = (p: Problem): ReadonlySet<string> => (p.path === 'scenario' || p.path.startsWith('scenario.') || p.path.startsWith('scenario[') ? new Set([...SAVE_CODES, ...SCENARIO_CODES]) : SAVE_CODES);

// ---- scenario files -------------------------------------------------------------------------

const scenarioBases: readonly Json[] = [
  validDoc() as unknown as Json,
  JSON.parse(read('demo-town.json')) as Json,
  JSON.parse(read('sbh-elder-hollow.json')) as Json,
];

/** A scenario that parsed: what it must do, and the problems of one that did not. */
function checkScenarioResult(r: ParseScenarioResult): 'accepted' | 'rejected' {
  if (!r.ok) {
    expectWellFormed(r.problems, () => SCENARIO_CODES);
    // A rejection lists the file's warnings too, beside at least one error.
    expect(r.problems.some((p) => SCENARIO_PROBLEM_CODES[p.code as keyof typeof SCENARIO_PROBLEM_CODES].severity === 'error')).toBe(true);
    return 'rejected';
  }
  for (const w of r.warnings) expect(SCENARIO_PROBLEM_CODES[w.code as keyof typeof SCENARIO_PROBLEM_CODES]?.severity, w.message).toBe('warning');
  const again = parseScenarioText(serializeScenarioText(r.scenario));
  if (!again.ok) throw new Error(`an accepted scenario does not parse back: ${again.problems.map((p) => p.message).join('; ')}`);
  expect(again.warnings).toEqual([]);
  // Canonical JSON, not toEqual: a file's -0 parses to -0 and is written back as 0, the same number.
  expect(canonicalJson(again.scenario)).toBe(canonicalJson(r.scenario));
  return 'accepted';
}

/** Figures and terrain of a scenario document, for the id mutations. */
const listOf = (doc: Json, key: string): Json[] => {
  const v = valueAt(doc, [key]);
  return Array.isArray(v) ? v : [];
};
const idAt = (doc: Json, key: string, i: number): string => String(valueAt(doc, [key, i, 'id']) ?? 'x');

/** Id mutations of a scenario: duplicated, removed, added, renamed out from under a reference. */
function scenarioIdMutation(doc: Json, r: number): Json {
  const figures = listOf(doc, 'figures');
  const n = Math.max(1, figures.length);
  const i = r % n;
  const j = (r >> 4) % n;
  switch ((r >> 8) % 7) {
    case 0: return mutateAt(doc, ['figures', i, 'id'], () => idAt(doc, 'figures', j)); // a duplicate (or itself)
    case 1: return mutateAt(doc, ['figures', i], () => undefined); // a figure removed
    case 2: return mutateAt(doc, ['figures'], (old) => [...(Array.isArray(old) ? old : []), { ...(figures[i] as object ?? {}), id: 'added' } as Json]); // a copy on top of it
    case 3: return mutateAt(doc, ['figures'], (old) => [...(Array.isArray(old) ? old : []), { id: `f${r}`, side: 'nobody', name: 'New', base: 25, x: 1, y: 1 }]); // an added figure of no side
    case 4: return mutateAt(doc, ['terrain', (r >> 4) % Math.max(1, listOf(doc, 'terrain').length), 'id'], () => `renamed${r % 10}`); // a piece someone stands on may be gone
    case 5: return mutateAt(doc, ['figures', i, 'id'], () => `${idAt(doc, 'figures', j)}~mount`); // the id a dismount makes
    default: return mutateAt(doc, ['figures', i, 'side'], () => 'nobody');
  }
}

/** Lists and texts at and past their limits (cheap ones: the whole-file sizes are checked once). */
function scenarioSizeMutation(doc: Json, r: number): Json {
  const past = r % 2; // 0: at the limit, 1: one past it
  const figures = Math.max(1, listOf(doc, 'figures').length);
  switch ((r >> 1) % 7) {
    case 0: return mutateAt(doc, ['name'], () => 'n'.repeat(MAX_NAME_LENGTH + past));
    case 1: return mutateAt(doc, ['figures', (r >> 4) % figures, 'id'], () => 'i'.repeat(MAX_ID_LENGTH + past));
    case 2: return mutateAt(doc, ['description'], () => 'd'.repeat(MAX_DESCRIPTION_LENGTH + past));
    case 3: return mutateAt(doc, ['table', 'widthIn'], () => MAX_TABLE_IN + past * 0.001);
    case 4: return mutateAt(doc, ['terrain', 0, 'footprint'], () => Array.from({ length: MAX_FOOTPRINT_POINTS + past }, (_, k) => {
      const a = (k / (MAX_FOOTPRINT_POINTS + past)) * 2 * Math.PI;
      return [24 + 3 * Math.cos(a), 18 + 3 * Math.sin(a)];
    }));
    case 5: return mutateAt(doc, ['figures'], () => Array.from({ length: MAX_FIGURES + 1 }, (_, k) => ({ id: `f${k}`, side: 'x', name: 'F', base: 25, x: 1, y: 1 })));
    default: return mutateAt(doc, ['author'], () => 'a'.repeat(200_000)); // a long unknown field: a warning
  }
}

describe('fuzzing scenario files', () => {
  it(`${RUNS.toLocaleString('en')} mutated scenario files: each parses or is rejected with paths and declared codes, none throws`, () => {
    const counts = { accepted: 0, rejected: 0, tooDeep: 0, badEncoding: 0 };
    const base = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...scenarioBases) }, { weight: 1, arbitrary: validScenario.map((s) => serializeScenario(s) as unknown as Json) });
    fc.assert(fc.property(base, fc.nat(), fc.nat(), fc.nat(), fc.nat({ max: 15 }), (doc, a, b, c, kind) => {
      const paths = pathsOf(doc);
      const path = paths[a % paths.length] ?? [];
      let result: ParseScenarioResult;
      if (kind === 0) {
        const text = JSON.stringify(doc);
        result = parseScenarioText(text.slice(0, a % text.length)); // cut short
      } else if (kind <= 5) {
        // Half the value mutations hit a figure or a piece, where most of a file's rules are.
        const pool = kind <= 3 ? paths.filter((p) => p[0] === 'figures' || p[0] === 'terrain') : paths;
        const at = pool[a % Math.max(1, pool.length)] ?? [];
        result = parseScenario(mutateAt(doc, at, (old) => VALUE_MUTATIONS[b % VALUE_MUTATIONS.length]!(old, c)));
      } else if (kind <= 8) {
        // Nesting: just within, at, and just past the limit, as values; far past it, as text.
        const delta = [-1, 0, 1, 2][b % 4]!;
        const deep = kind === 8 ? null : deepenTo(doc, path, MAX_DEPTH + delta, c % 2 === 0 ? 'array' : 'object');
        result = deep === null ? parseScenarioText(deepText(doc, path, [200, 5000][b % 2]!)) : parseScenario(deep);
        const tooDeep = deep === null || depthOf(deep) > MAX_DEPTH;
        if (!result.ok && result.problems.some((p) => p.code === 'tooDeep')) counts.tooDeep++;
        if (tooDeep) expect(!result.ok && result.problems.map((p) => p.code)).toEqual(['tooDeep']);
        else expect(result.ok || result.problems.every((p) => p.code !== 'tooDeep')).toBe(true);
      } else if (kind <= 10) {
        result = parseScenario(scenarioIdMutation(doc, c));
      } else if (kind <= 11) {
        result = parseScenario(scenarioSizeMutation(doc, c));
      } else {
        // The bytes: an invalid sequence spliced in (or a byte-order mark, or a valid é), read as the app reads a file.
        const bytes = utf8(JSON.stringify(doc, null, b % 2 === 0 ? undefined : 1));
        const offset = a % (bytes.length + 1);
        const [what, insert] = kind === 15 ? (b % 2 === 0 ? ['a byte-order mark', [0xef, 0xbb, 0xbf]] as const : ['é', [0xc3, 0xa9]] as const) : BAD_UTF8[b % BAD_UTF8.length]!;
        const damaged = kind === 15 && b % 2 === 0 ? spliceBytes(bytes, 0, insert) : spliceBytes(bytes, offset, insert);
        const decoded = decodeFileText(damaged);
        if (kind === 15) expect(decoded.ok, what).toBe(true);
        if (!decoded.ok) {
          counts.badEncoding++;
          expectWellFormed([decoded.problem], () => SCENARIO_CODES);
          const at = Number(decoded.problem.params?.offset);
          const window = badByteWindow(offset, insert);
          expect(at, `${what} at ${offset}`).toBeGreaterThanOrEqual(window.min);
          expect(at, `${what} at ${offset}`).toBeLessThanOrEqual(window.max);
          expect(decodesBefore(damaged, at)).toBe(true);
          const d = decodeUtf8(damaged);
          expect(!d.ok && d.offset).toBe(at);
          counts.rejected++;
          return;
        }
        result = parseScenarioText(decoded.text);
      }
      counts[checkScenarioResult(result)]++;
    }), { numRuns: RUNS, seed: 1212 });
    expect(counts.accepted + counts.rejected).toBe(RUNS);
    expect(counts.rejected).toBeGreaterThan(RUNS / 2);
    expect(counts.accepted).toBeGreaterThan(RUNS / 20);
    expect(counts.tooDeep).toBeGreaterThan(RUNS / 40);
    expect(counts.badEncoding).toBeGreaterThan(RUNS / 40);
  }, 60_000);
});

// ---- save files ------------------------------------------------------------------------------

interface SaveBase {
  readonly name: string;
  readonly doc: Json;
  /** How often the fuzz starts from it. */
  readonly weight: number;
}

function saveOf(state: GameState, scenario: Scenario): Json {
  return JSON.parse(JSON.stringify(serializeSave(state, serializeScenario(scenario)))) as Json;
}

function parsedFile(file: string): Scenario {
  const r = parseScenarioText(read(file));
  if (!r.ok) throw new Error(file);
  return r.scenario;
}

/** The engine's test ruleset: loadSave.test.ts's game (30 random actions, then an undo). */
function testRulesetSave(): SaveBase {
  const parsed = parseScenario(serializeScenario(testGameScenario(testScenario)));
  if (!parsed.ok) throw new Error('test table');
  const { state, history } = playRandomGame(startTestGame(TEST_TURN_MODELS[2], 11, parsed.scenario), 30, 9);
  const u = undoAction(history, state);
  return { name: 'test ruleset', doc: saveOf(u.ok ? u.state : state, parsed.scenario), weight: 4 };
}

/** LOTOW on the demo: Hank Tate dismounts and mounts again (the actions name `hank~mount`). */
function lotowSave(): SaveBase {
  const lotow = registry.get('lotow')!;
  const demo = parsedFile('demo-town.json');
  const g = newGame(lotow, demo, {}, 2026);
  if (!g.ok) throw new Error('demo');
  let tl: Timeline = startTimeline(g.state);
  const act = (action: unknown) => {
    const r = timelineApply(lotow, tl, action);
    if (!r.ok) throw new Error(r.refusal.message);
    tl = r.timeline;
  };
  for (let i = 0; i < 6 && !tl.present.actors.includes('posse'); i++) act(lotow.sideActions(tl.present, tl.present.actors[0]!)[0]);
  for (const type of ['dismount', 'mount']) act(legalActions(lotow, tl.present, 'hank').find((l) => l.legal && l.action.type === type)!.action);
  act(legalActions(lotow, tl.present, 'cole').find((l) => l.legal && l.action.type === 'move')!.action);
  return { name: 'lotow dismount and mount', doc: saveOf(tl.present, demo), weight: 1 };
}

/** A short random legal stream of `rulesetId` on `scenario`. */
function streamSave(rulesetId: string, scenario: Scenario, steps: number, weight: number): SaveBase {
  const ruleset = registry.get(rulesetId)!;
  let last: GameState | undefined;
  for (const s of legalStream(ruleset, scenario, {}, 5, seededPick(17), { maxSteps: steps })) last = s.timeline.present;
  return { name: `${rulesetId} stream`, doc: saveOf(last!, scenario), weight };
}

const testTable = (() => {
  const r = parseScenario(serializeScenario(testScenario));
  if (!r.ok) throw new Error('test table');
  return r.scenario;
})();
const saveBases: readonly SaveBase[] = [
  testRulesetSave(),
  lotowSave(),
  streamSave('sbh', parsedFile('sbh-elder-hollow.json'), 12, 2),
  streamSave('free', testTable, 15, 3),
];

/** An accepted save must be the game a replay of its steps makes, and its next save must load too. */
function checkSaveResult(r: LoadSaveResult, file: unknown): 'accepted' | 'rejected' {
  if (!r.ok) {
    expectWellFormed(r.problems, saveCodes);
    return 'rejected';
  }
  const f = file as { rulesetId: string; options: unknown; seed: number; actions: []; stateHash: string };
  const replayed = replayGame(registry.get(f.rulesetId)!, r.initialScenario, f.options, f.seed, f.actions);
  if (!replayed.ok) throw new Error(`an accepted save does not replay: ${replayed.refusal.message}`);
  expect(stateHash(r.state)).toBe(stateHash(replayed.state));
  expect(stateHash(r.state)).toBe(f.stateHash);
  const next = parseSaveText(JSON.stringify(serializeSave(r.state, r.initialScenarioJson)), registry);
  if (!next.ok) throw new Error(`the next save of an accepted one does not load: ${next.problems.map((p) => p.message).join('; ')}`);
  expect(stateHash(next.state)).toBe(stateHash(r.state));
  return 'accepted';
}

type Step = { type?: string; figureId?: string; targetIds?: string[]; side?: string };

/** Id mutations in a save: in its actions (figure, targets, side) and in its scenario's figures. */
function saveIdMutation(doc: Json, r: number): Json {
  const actions = (valueAt(doc, ['actions']) ?? []) as Step[];
  const figures = listOf(valueAt(doc, ['scenario']) ?? null, 'figures');
  const ids = figures.map((_, k) => idAt(valueAt(doc, ['scenario']) ?? null, 'figures', k));
  const named = actions.flatMap((a, i) => (typeof a.figureId === 'string' ? [i] : []));
  const i = named.length > 0 ? named[r % named.length]! : 0;
  const other = ids[(r >> 4) % Math.max(1, ids.length)] ?? 'x';
  const made = actions.flatMap((a) => [a.figureId, ...(a.targetIds ?? [])]).find((id) => id !== undefined && !ids.includes(id)) ?? `${other}~mount`;
  switch ((r >> 8) % 9) {
    case 0: return mutateAt(doc, ['actions', i, 'figureId'], () => other); // another figure (maybe the other side's)
    case 1: return mutateAt(doc, ['actions', i, 'figureId'], () => ['ghost', '', 'x'.repeat(201), `${other}~mount`][r % 4]!);
    case 2: return mutateAt(doc, ['actions', i, 'targetIds'], () => [made]); // a figure made during play, maybe before it exists
    case 3: return mutateAt(doc, ['actions', i, 'targetIds'], () => undefined);
    case 4: return mutateAt(doc, ['actions', i, 'figureId'], () => undefined);
    case 5: return mutateAt(doc, ['actions', i, 'side'], (old) => (r % 2 === 0 ? 'nobody' : String(valueAt(doc, ['scenario', 'sides', (r >> 2) % 2, 'id']) ?? old)));
    case 6: return mutateAt(doc, ['scenario', 'figures', (r >> 4) % Math.max(1, figures.length), 'id'], () => `renamed${r % 10}`); // actions name a figure that is gone
    case 7: return mutateAt(doc, ['scenario', 'figures', (r >> 4) % Math.max(1, figures.length)], () => undefined);
    default: return mutateAt(doc, ['scenario', 'figures'], (old) => [...(Array.isArray(old) ? old : []), { ...(figures[0] as object ?? {}), id: `${ids[0] ?? 'x'}~mount`, x: 1, y: 1 } as Json]);
  }
}

/** Lists and texts of a save at and past their limits (the whole-file sizes are checked once). */
function saveSizeMutation(doc: Json, r: number): Json {
  const past = r % 2;
  const append = (step: Json) => mutateAt(doc, ['actions'], (old) => [...(Array.isArray(old) ? old : []), step]);
  const side = String(valueAt(doc, ['scenario', 'sides', 0, 'id']) ?? 'a');
  switch ((r >> 1) % 7) {
    case 0: return append({ type: 'shoot', side, targetIds: Array.from({ length: 100 + past }, () => 'x') });
    case 1: return append({ type: 'roll', side, params: { count: 1, sides: 6 }, forcedDice: Array.from({ length: 200 + past }, () => 3) });
    case 2: return append({ type: 't'.repeat(64 + past), side });
    case 3: return append({ type: 'move', side, figureId: 'f'.repeat(200 + past) });
    case 4: return append({ type: 'move', side, params: { path: Array.from({ length: 64 + past }, (_, k) => ({ x: 1 + k * 0.01, y: 1 })) } });
    case 5: return mutateAt(doc, ['rulesetId'], () => 'r'.repeat(64 + past));
    default: return mutateAt(doc, ['scenario', 'name'], () => 'n'.repeat(MAX_NAME_LENGTH + past));
  }
}

describe('fuzzing save files', () => {
  it(`${RUNS.toLocaleString('en')} mutated save files: each loads or is rejected with paths and declared codes, none throws`, () => {
    const counts = { accepted: 0, rejected: 0, tooDeep: 0, badEncoding: 0, unknownId: 0 };
    // Weighted by cost: a LOTOW load parses the demo and judges lines of sight (~15 ms).
    const base = fc.oneof(...saveBases.map((s) => ({ weight: s.weight, arbitrary: fc.constant(s.name) })));
    fc.assert(fc.property(base, fc.nat(), fc.nat(), fc.nat(), fc.nat({ max: 15 }), (name, a, b, c, kind) => {
      const doc = saveBases.find((s) => s.name === name)!.doc;
      const paths = pathsOf(doc);
      const path: JsonPath = paths[a % paths.length] ?? [];
      let file: unknown;
      let result: LoadSaveResult;
      if (kind === 0) {
        const text = JSON.stringify(doc);
        result = parseSaveText(text.slice(0, a % text.length), registry); // cut short
      } else if (kind <= 5) {
        // Half the value mutations hit the log, where a hand edit does most damage.
        const pool = kind <= 3 ? paths.filter((p) => p[0] === 'actions') : paths;
        file = mutateAt(doc, pool[a % pool.length] ?? [], (old) => VALUE_MUTATIONS[b % VALUE_MUTATIONS.length]!(old, c));
        result = loadSave(file, registry);
      } else if (kind <= 8) {
        const delta = [-1, 0, 1, 2][b % 4]!;
        const deep = kind === 8 ? null : deepenTo(doc, path, MAX_DEPTH + delta, c % 2 === 0 ? 'array' : 'object');
        file = deep ?? undefined;
        result = deep === null ? parseSaveText(deepText(doc, path, [200, 5000][b % 2]!), registry) : loadSave(deep, registry);
        if (!result.ok && result.problems.some((p) => p.code === 'tooDeep')) counts.tooDeep++;
        if (deep === null || depthOf(deep) > MAX_DEPTH) expect(!result.ok && result.problems.map((p) => p.code)).toEqual(['tooDeep']);
        else expect(result.ok || result.problems.every((p) => p.code !== 'tooDeep')).toBe(true);
      } else if (kind <= 10) {
        file = saveIdMutation(doc, c);
        result = loadSave(file, registry);
        if (!result.ok && result.problems.some((p) => p.code === 'unknownId')) counts.unknownId++;
      } else if (kind <= 11) {
        file = saveSizeMutation(doc, c);
        result = loadSave(file, registry);
      } else {
        const bytes = utf8(JSON.stringify(doc, null, b % 2 === 0 ? undefined : 1));
        const offset = a % (bytes.length + 1);
        const insert = kind === 15 ? [0xef, 0xbb, 0xbf] : BAD_UTF8[b % BAD_UTF8.length]![1];
        const damaged = spliceBytes(bytes, kind === 15 ? 0 : offset, insert);
        const decoded = decodeFileText(damaged);
        if (kind === 15) expect(decoded.ok).toBe(true);
        if (!decoded.ok) {
          counts.badEncoding++;
          expectWellFormed([decoded.problem], saveCodes);
          const at = Number(decoded.problem.params?.offset);
          const window = badByteWindow(offset, insert);
          expect(at).toBeGreaterThanOrEqual(window.min);
          expect(at).toBeLessThanOrEqual(window.max);
          expect(decodesBefore(damaged, at)).toBe(true);
          counts.rejected++;
          return;
        }
        file = JSON.parse(decoded.text);
        result = parseSaveText(decoded.text, registry);
      }
      counts[checkSaveResult(result, file)]++;
    }), { numRuns: RUNS, seed: 1213 });
    expect(counts.accepted + counts.rejected).toBe(RUNS);
    expect(counts.rejected).toBeGreaterThan(RUNS / 2);
    expect(counts.accepted).toBeGreaterThan(RUNS / 50);
    expect(counts.tooDeep).toBeGreaterThan(RUNS / 40);
    expect(counts.badEncoding).toBeGreaterThan(RUNS / 40);
    expect(counts.unknownId).toBeGreaterThan(RUNS / 100);
  }, 60_000);
});

// ---- whole files at and past the size limits, once each --------------------------------------

describe('files at and past the size limits', () => {
  /** `text` padded with spaces (and a field of é, two bytes each) to exactly `bytes` bytes of UTF-8. */
  function padTo(doc: Json, bytes: number): string {
    const core = JSON.stringify(mutateAt(doc, ['padding'], () => 'é'.repeat(1000)));
    const have = utf8(core).length;
    return core + ' '.repeat(bytes - have);
  }

  it('a scenario of exactly MAX_SCENARIO_BYTES parses; one byte more is tooLarge with the byte count', () => {
    const doc = validDoc() as unknown as Json;
    const at = padTo(doc, MAX_SCENARIO_BYTES);
    expect(utf8(at).length).toBe(MAX_SCENARIO_BYTES);
    expect(at.length).toBeLessThan(MAX_SCENARIO_BYTES); // the limit counts bytes, not characters
    const ok = parseScenarioText(at);
    expect(ok.ok && ok.warnings.map((w) => w.code)).toEqual(['unknownField']);
    const over = parseScenarioText(`${at} `);
    expect(over.ok || over.problems).toEqual([expect.objectContaining({ path: '(root)', code: 'tooLarge', params: { bytes: MAX_SCENARIO_BYTES + 1, maxBytes: MAX_SCENARIO_BYTES } })]);
    if (!over.ok) expectWellFormed(over.problems, () => SCENARIO_CODES);
  });

  it('a save of exactly MAX_SAVE_BYTES loads; one byte more is tooLarge', () => {
    const { doc } = saveBases[0]!;
    const at = padTo(doc, MAX_SAVE_BYTES);
    expect(utf8(at).length).toBe(MAX_SAVE_BYTES);
    const ok = parseSaveText(at, registry);
    expect(ok.ok && ok.warnings.map((w) => w.code)).toEqual(['unknownField']);
    const over = parseSaveText(`${at} `, registry);
    expect(over.ok || over.problems).toEqual([expect.objectContaining({ path: '(root)', code: 'tooLarge' })]);
    if (!over.ok) expectWellFormed(over.problems, saveCodes);
  }, 30_000);

  it('MAX_SAVE_STEPS steps pass the step limit (and replay until one is refused); one more is tooMany before any replay', () => {
    const { doc } = saveBases[0]!;
    const undos = (n: number) => mutateAt(doc, ['actions'], () => Array.from({ length: n }, () => ({ type: 'engine.undo' })));
    const at = loadSave(undos(MAX_SAVE_STEPS), registry);
    // Nothing to undo at the start: refused at the first step, not by the limit.
    expect(at.ok || at.problems).toEqual([expect.objectContaining({ path: 'actions[0]', code: 'refused' })]);
    const over = loadSave(undos(MAX_SAVE_STEPS + 1), registry);
    expect(over.ok || over.problems).toEqual([expect.objectContaining({ path: 'actions', code: 'tooMany', params: { count: MAX_SAVE_STEPS + 1, max: MAX_SAVE_STEPS } })]);
  });

  it('nesting far past the limit as text, in a scenario and in a save, is tooDeep with an elided path', () => {
    const scenario = parseScenarioText(deepText(validDoc() as unknown as Json, ['figures', 0, 'profile'], 100_000));
    expect(scenario.ok || scenario.problems).toEqual([expect.objectContaining({ code: 'tooDeep', path: expect.stringMatching(/^figures\[0\]\.profile\[0\].*…$/) as unknown })]);
    const save = parseSaveText(deepText(saveBases[1]!.doc, ['actions', 0, 'params'], 100_000), registry);
    expect(save.ok || save.problems).toEqual([expect.objectContaining({ code: 'tooDeep', path: expect.stringMatching(/^actions\[0\]\.params\[0\].*…$/) as unknown })]);
    expect(depthOf(nested(MAX_DEPTH))).toBe(MAX_DEPTH);
  });
});
