// `node scripts/portFixtures.mjs [gamesPerRuleset]`: the save files that pin today's LOTOW and SBH
// behaviour before the engine's ruleset kit replaces their skeletons (issue 14, item 6). Each game
// is played with the headless command — `new`, then `actions` and `apply` until its step count —
// in process (the commands' own `main`, bundled like scripts/skirmish.mjs: spawning the command
// twice a step would take half an hour), choosing among the legal actions with a seeded generator,
// so the same command writes the same files. Written to src/scenario/fixtures/port/; the test
// src/scenario/portFixtures.test.ts loads and replays each to the hash written in it.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'src/scenario/fixtures/port');
const bundle = join(root, 'node_modules/.cache/port-fixtures/cli.mjs');
const games = Number(process.argv[2] ?? 20);

const { build } = await import('esbuild');
mkdirSync(dirname(bundle), { recursive: true });
await build({
  stdin: { contents: "export { main } from './src/cli/main'; export { createShippedRegistry } from './src/rules/registry';", resolveDir: root, loader: 'ts' },
  bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', outfile: bundle, logLevel: 'error',
});
const { main, createShippedRegistry } = await import(pathToFileURL(bundle).href);
const registry = createShippedRegistry();

/** mulberry32: the script's own seeded choices (the game's dice come from its seed, in the save). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function run(argv) {
  let stdout = '';
  let stderr = '';
  const io = {
    readFile: async (path) => new Uint8Array(readFileSync(path)),
    fileSize: async (path) => readFileSync(path).length,
    stdout: (text) => { stdout += text; },
    stderr: (text) => { stderr += text; },
  };
  const code = await main(argv, io, { registry, newSeed: () => 1 });
  return { code, stdout, stderr };
}

/** Every second game plays with options drawn from the ruleset's own list (each choice of an enum or a boolean). */
function optionArgs(rulesetId, random) {
  const args = [];
  for (const spec of registry.get(rulesetId).options) {
    if (random() < 0.5) continue;
    if (spec.type === 'boolean') args.push('--option', `${spec.key}=${random() < 0.5}`);
    else if (spec.type === 'enum') args.push('--option', `${spec.key}=${spec.choices[Math.floor(random() * spec.choices.length)]}`);
  }
  return args;
}

/** How much more often a type is chosen than one of weight 1: moves close the distance, then shots and fights happen. */
const WEIGHTS = { move: 5, shoot: 8, fight: 8, attack: 8, charge: 6, activate: 4 };

/** The move (a JSON line) whose end is nearest an enemy of the mover, by the positions followed in `at`. */
function closest(lines, at) {
  let best = lines[0];
  let bestIn = Infinity;
  for (const line of lines) {
    const move = JSON.parse(line);
    const end = move.params?.path?.at(-1);
    const me = at.get(move.figureId);
    if (end === undefined || me === undefined) continue;
    for (const other of at.values()) {
      if (other.side === me.side) continue;
      const d = Math.hypot(other.p.x - end.x, other.p.y - end.y);
      if (d < bestIn) { bestIn = d; best = line; }
    }
  }
  return best;
}

const work = mkdtempSync(join(tmpdir(), 'port-fixtures-'));
mkdirSync(out, { recursive: true });
const tables = [['lotow', 'public/scenarios/demo-town.json'], ['sbh', 'public/scenarios/sbh-elder-hollow.json']];
for (const [rulesetId, scenario] of tables) {
  for (let n = 1; n <= games; n++) {
    const random = rng(1000 * n + rulesetId.length);
    const steps = 50 + Math.floor(random() * 151);
    const save = join(work, 'game.json');
    const action = join(work, 'action.json');
    const opts = n % 2 === 0 ? optionArgs(rulesetId, random) : [];
    const started = await run(['new', join(root, scenario), '--seed', String(n * 7919), '--ruleset', rulesetId, ...opts]);
    if (started.code !== 0) throw new Error(`${rulesetId} ${n}: new failed: ${started.stderr}`);
    writeFileSync(save, started.stdout);
    const at = new Map(JSON.parse(started.stdout).scenario.figures.map((f) => [f.id, { side: f.side, p: { x: f.x, y: f.y } }]));
    let taken = 0;
    while (taken < steps) {
      const listed = await run(['actions', save]);
      if (listed.code !== 0) throw new Error(`${rulesetId} ${n}: actions failed: ${listed.stderr}`);
      // The legal actions come first, one JSON a line; the refused ones follow a `refused:` line.
      const lines = listed.stdout.split('\n');
      const end = lines.indexOf('refused:');
      const legal = (end < 0 ? lines : lines.slice(0, end)).filter((l) => l.startsWith('{'));
      if (legal.length === 0) break; // the game is over
      // A type first, then one of its actions: shots and fights are a handful among dozens of moves,
      // and a game should have them.
      const byType = new Map();
      for (const line of legal) {
        const type = JSON.parse(line).type;
        byType.set(type, [...(byType.get(type) ?? []), line]);
      }
      const types = [...byType.keys()];
      const weights = types.map((t) => WEIGHTS[t] ?? 1);
      let pick = random() * weights.reduce((x, w) => x + w, 0);
      let chosen = types.length - 1;
      for (let i = 0; i < types.length; i++) { pick -= weights[i]; if (pick < 0) { chosen = i; break; } }
      const ofType = byType.get(types[chosen]);
      // Moves mostly close on the enemy (where the figures stand is followed from the moves' ends),
      // so the armies meet and fight; now and then any move.
      const line = types[chosen] === 'move' && random() < 0.7 ? closest(ofType, at) : ofType[Math.floor(random() * ofType.length)];
      writeFileSync(action, line);
      const chosenAction = JSON.parse(line);
      const moveEnd = chosenAction.params?.path?.at(-1);
      if (chosenAction.type === 'move' && moveEnd !== undefined && at.has(chosenAction.figureId)) at.get(chosenAction.figureId).p = moveEnd;
      const applied = await run(['apply', save, action]);
      if (applied.code !== 0) throw new Error(`${rulesetId} ${n}: apply refused ${readFileSync(action, 'utf8')}: ${applied.stdout}${applied.stderr}`);
      writeFileSync(save, applied.stdout);
      taken++;
    }
    const name = `${rulesetId}-${String(n).padStart(2, '0')}.save.json`;
    writeFileSync(join(out, name), readFileSync(save));
    console.log(`${name}: ${taken} actions${opts.length > 0 ? `, options ${opts.filter((_, i) => i % 2 === 1).join(' ')}` : ''}`);
  }
}
