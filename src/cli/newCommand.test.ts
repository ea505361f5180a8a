import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../engine/replay';
import type { SaveFileV1 } from '../engine/saveFile';
import { serializeSave } from '../engine/saveFile';
import { createShippedRegistry } from '../rules/registry';
import { parseScenario, parseScenarioText } from '../scenario/parseScenario';
import { serializeScenario } from '../scenario/serializeScenario';
import { main } from './main';
import { captureIo } from './testIo';

const DEMO = 'public/scenarios/demo-town.json';
const demoJson = JSON.parse(readFileSync(DEMO, 'utf8')) as Record<string, unknown>;
const files = {
  'frostgrave.json': JSON.stringify({ ...demoJson, ruleset: 'frostgrave' }),
  'broken.json': JSON.stringify({ ...demoJson, table: { widthIn: -1, depthIn: 36 } }),
};

async function run(argv: string[], newSeed?: () => number) {
  const io = captureIo(files);
  const status = await main(argv, io, newSeed === undefined ? {} : { newSeed });
  return { status, out: io.out(), err: io.err() };
}

/** What the app writes for a new game (store/gameSlice.ts loadScenario), by the engine's API. */
function appSave(file: string, rulesetId: string, options: Record<string, string | number | boolean>, seed: number): SaveFileV1 {
  const parsed = parseScenarioText(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error('scenario must parse');
  const json = serializeScenario(parsed.scenario);
  const reparsed = parseScenario(json);
  if (!reparsed.ok) throw new Error('reparse');
  const game = newGame(createShippedRegistry().get(rulesetId)!, reparsed.scenario, options, seed);
  if (!game.ok) throw new Error(game.problems[0]!.message);
  return serializeSave(game.state, json);
}

describe('skirmish new', () => {
  it('writes the save the app writes for a new game (the scenario\'s own ruleset), the seed on stderr; it validates', async () => {
    const r = await run(['new', DEMO, '--seed', '42']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.out)).toEqual(appSave(DEMO, 'lotow', {}, 42));
    expect(r.err).toBe('new game of Dust Creek (ruleset lotow, seed 42); start it again with --seed 42\n');
    const io = captureIo({ 'game.json': r.out });
    expect(await main(['validate', 'game.json'], io)).toBe(0);
    expect(io.out()).toBe('OK: game.json (save of Dust Creek, ruleset lotow, 0 steps, turn 1)\n');
  });

  it('without --seed: a fresh seed from newSeed, printed so the game can be started again', async () => {
    const r = await run(['new', DEMO], () => 3_000_000_001);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.out) as SaveFileV1).seed).toBe(3_000_000_001);
    expect(r.err).toContain('seed 3000000001); start it again with --seed 3000000001');
    const again = await run(['new', DEMO, '--seed=3000000001']);
    expect(again.out).toBe(r.out);
    // No seed source (a caller that passes none): ask for one.
    expect(await run(['new', DEMO])).toMatchObject({ status: 2, out: '', err: expect.stringContaining('no seed: give --seed N') });
  });

  it('--option values typed by the ruleset\'s OptionSpec: numbers, booleans, choices', async () => {
    const r = await run(['new', DEMO, '--seed', '1', '--option', 'turnLimit=3', '--option=looseMounts=true', '--option', 'fallHits=ceil', '--option', 'controlZoneIn=1.5']);
    expect(r.status).toBe(0);
    const save = JSON.parse(r.out) as SaveFileV1;
    expect(save.options).toMatchObject({ turnLimit: 3, looseMounts: true, fallHits: 'ceil', controlZoneIn: 1.5, woundChart: 'house' });
    expect(save).toEqual(appSave(DEMO, 'lotow', { turnLimit: 3, looseMounts: true, fallHits: 'ceil', controlZoneIn: 1.5 }, 1));
    expect(r.err).toContain('(ruleset lotow, seed 1, turnLimit=3 looseMounts=true fallHits=ceil controlZoneIn=1.5)');
  });

  it.each<[string, string[], string]>([
    ['an option the ruleset does not have, with the ones it has', ['--option', 'fog=true'], '--option "fog=true": ruleset "lotow" has no option "fog"; the options of ruleset "lotow":\n  freeObstacleMaxIn       0.5 | 1.5 (default 1.5)\n'],
    ['__proto__ is just an unknown option', ['--option', '__proto__=1'], '--option "__proto__=1": ruleset "lotow" has no option "__proto__"'],
    ['a boolean that is not true or false', ['--option', 'looseMounts=yes'], '--option "looseMounts=yes": looseMounts is true or false'],
    ['a number that is not a number', ['--option', 'turnLimit=three'], '--option "turnLimit=three": turnLimit is a whole number 0–50'],
    ['an empty number', ['--option', 'turnLimit='], '--option "turnLimit=": turnLimit is a whole number 0–50'],
    ['a number out of range', ['--option', 'turnLimit=99'], '--option "turnLimit=99": options.turnLimit: 99 is out of range (0–50, whole numbers)'],
    ['a choice not offered', ['--option', 'fallHits=round'], '--option "fallHits=round": options.fallHits: "round" is not one of: floor, ceil'],
    ['no "="', ['--option', 'turnLimit'], '--option "turnLimit": write it key=value'],
    ['an option given twice', ['--option', 'turnLimit=2', '--option', 'turnLimit=3'], '--option "turnLimit=3": turnLimit is given twice'],
    ['a ruleset not installed, with the installed ones', ['--ruleset', 'warhammer'], '--ruleset "warhammer": no such ruleset is installed (installed: battlesystem, blackpowder, free, lotow, sbh)'],
    ['a seed below 0', ['--seed', '-1'], '--seed "-1": the seed is a whole number 0–4294967295'],
    ['a seed above 32 bits', ['--seed', '4294967296'], '--seed "4294967296": the seed is a whole number 0–4294967295'],
    ['a seed with a fraction', ['--seed', '1.5'], '--seed "1.5": the seed is a whole number 0–4294967295'],
    ['two seeds', ['--seed', '1', '--seed', '2'], '--seed is given 2 times'],
    ['--seed with no value', ['--seed'], '--seed needs a value'],
  ])('a wrong command line: %s → exit 2, said what is wrong, nothing on stdout', async (_name, extra, words) => {
    const argv = ['new', DEMO, ...(extra.includes('--seed') ? [] : ['--seed', '5']), ...extra];
    const r = await run(argv);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.startsWith(`error: ${words}`), r.err).toBe(true);
    expect(r.err).toContain('usage: npm run skirmish -- new <scenario.json> [--seed N] [--ruleset ID] [--option key=value …]');
  });

  it('--ruleset chooses the rules: the free table, with its own options', async () => {
    const r = await run(['new', DEMO, '--seed', '9', '--ruleset', 'free', '--option', 'oneMovePerTurn=false']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.out)).toEqual(appSave(DEMO, 'free', { oneMovePerTurn: false }, 9));
  });

  it('a scenario whose rules are not installed is played on the free table, as in the app, and said so', async () => {
    const r = await run(['new', 'frostgrave.json', '--seed', '4']);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.out) as SaveFileV1).rulesetId).toBe('free');
    expect(r.err).toContain('note: ruleset "frostgrave" is not installed; the game is played on the free table ("free"); choose another with --ruleset\n');
  });

  it('a scenario with problems, or profiles the chosen rules refuse: every problem with its path, exit 1', async () => {
    let r = await run(['new', 'broken.json', '--seed', '1']);
    expect(r).toMatchObject({ status: 1, out: '' });
    expect(r.err).toMatch(/^table\.widthIn: -1 is out of range/);
    expect(r.err).toContain('error: broken.json is not a valid scenario (1 problem)');
    r = await run(['new', DEMO, '--seed', '1', '--ruleset', 'sbh']);
    expect(r).toMatchObject({ status: 1, out: '' });
    expect(r.err).toMatch(/^figures\[0\]\.profile\.quality: required but missing/m);
    expect(r.err).toMatch(/error: public\/scenarios\/demo-town\.json cannot start a game of ruleset "sbh" \(\d+ problems\)\n$/);
  });

  it('a missing scenario file: exit 1', async () => {
    const r = await run(['new', 'nowhere.json', '--seed', '1']);
    expect(r).toEqual({ status: 1, out: '', err: 'error: cannot read nowhere.json: no such file\n' });
  });
});

describe('playing a whole game from the terminal: new, then actions and apply until it ends', () => {
  it('LOTOW on the demo, turn limit 1: every step legal, the game ends, the last save replays to its hash', async () => {
    const disk: Record<string, string> = {};
    const step = async (...argv: string[]) => {
      const io = captureIo(disk);
      const status = await main(argv, io);
      return { status, out: io.out(), err: io.err() };
    };
    const started = await step('new', DEMO, '--seed', '11', '--option', 'turnLimit=1');
    expect(started.status).toBe(0);
    disk['game.json'] = started.out;
    let steps = 0;
    for (; steps < 40; steps++) {
      const listed = await step('actions', 'game.json');
      expect(listed.status).toBe(0);
      if (listed.err.startsWith('game over:')) break;
      const legal = listed.out.split('refused:\n')[0]!.trimEnd().split('\n');
      // The side's own actions (End phase…) come after its figures': always a way to move the game on.
      disk['step.json'] = legal.at(-1)!;
      expect(JSON.parse(disk['step.json']!)).toMatchObject({ type: 'endPhase' });
      const applied = await step('apply', 'game.json', 'step.json');
      expect(applied.status, applied.err).toBe(0);
      disk['game.json'] = applied.out;
    }
    expect(steps).toBeGreaterThan(0);
    expect(steps).toBeLessThan(40);
    const replayed = await step('replay', 'game.json');
    expect(replayed.status).toBe(0);
    expect(replayed.out).toMatch(/^game over: /m);
    expect(replayed.out).toContain('the hash matches');
  }, 60_000);
});
