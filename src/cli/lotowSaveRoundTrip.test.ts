/**
 * Issue 12, defect 1, through the headless command: a LOTOW game on the demo in which Deputy Hank
 * Tate dismounts and mounts again. The mount names `hank~mount`, a figure the rules made during
 * play; the loader used to check ids against the starting scenario, so `validate` and `replay`
 * refused the game's own save ("actions[…].targetIds[0]: there is no figure "hank~mount"") and
 * nothing could be applied to it. The saves are built with the engine API, as the app writes them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/applyAction';
import { newGame } from '../engine/replay';
import { serializeSave } from '../engine/saveFile';
import type { Action, GameState } from '../engine/state';
import { stateHash } from '../engine/stateHash';
import type { Timeline } from '../engine/timeline';
import { startTimeline, timelineApply } from '../engine/timeline';
import { createShippedRegistry } from '../rules/registry';
import { parseScenarioText } from '../scenario/parseScenario';
import { serializeScenario } from '../scenario/serializeScenario';
import { main } from './main';
import { captureIo } from './testIo';

const lotow = createShippedRegistry().get('lotow')!;
const demo = parseScenarioText(readFileSync('public/scenarios/demo-town.json', 'utf8'));
if (!demo.ok) throw new Error('the demo does not parse');

function apply(tl: Timeline, action: Action): Timeline {
  const r = timelineApply(lotow, tl, action);
  if (!r.ok) throw new Error(r.refusal.message);
  return r.timeline;
}

/** Hank's legal action of `type` now (with its targets, as `actions` would list it). */
function hanks(tl: Timeline, type: string): Action {
  const legal = legalActions(lotow, tl.present, 'hank').find((l) => l.legal && l.action.type === type);
  if (legal === undefined) throw new Error(`Hank has no legal ${type}`);
  return legal.action;
}

const start = newGame(lotow, demo.scenario, {}, 2026);
if (!start.ok) throw new Error('no game');
// The Drop decides who moves first: end phases until the posse is to act.
let tl = startTimeline(start.state);
for (let i = 0; i < 6 && !tl.present.actors.includes('posse'); i++) tl = apply(tl, lotow.sideActions(tl.present, tl.present.actors[0]!)[0]!);
const dismounted = apply(tl, hanks(tl, 'dismount'));
const mount = hanks(dismounted, 'mount');
const remounted = apply(dismounted, mount);

const saveText = (state: GameState) => `${JSON.stringify(serializeSave(state, serializeScenario(demo.scenario)), null, 2)}\n`;
const files = {
  'dismounted.json': saveText(dismounted.present),
  'remounted.json': saveText(remounted.present),
  'mount.json': JSON.stringify(mount),
};

async function run(...argv: string[]) {
  const io = captureIo(files);
  const status = await main(argv, io);
  return { status, out: io.out(), err: io.err() };
}

describe('skirmish on a LOTOW save with a dismount and a mount (issue 12, defect 1)', () => {
  it('the game is what the defect needs: the mount names the horse the dismount put on the table', () => {
    expect(start.state.scenario.figures.map((f) => f.id)).not.toContain('hank~mount');
    expect(dismounted.present.scenario.figures.map((f) => f.id)).toContain('hank~mount');
    expect(mount).toMatchObject({ type: 'mount', figureId: 'hank', targetIds: ['hank~mount'] });
    expect(remounted.present.scenario.figures.find((f) => f.id === 'hank')?.mounted).toBe(true);
  });

  it('validate: OK for the save after the mount (and after the dismount)', async () => {
    const steps = remounted.present.log.length - 1;
    expect(await run('validate', 'remounted.json')).toEqual({
      status: 0, out: `OK: remounted.json (save of Dust Creek, ruleset lotow, ${steps} steps, turn 1)\n`, err: '',
    });
    const after = await run('validate', 'dismounted.json');
    expect(after.status).toBe(0);
    expect(after.out).toMatch(/^OK: dismounted\.json \(save of Dust Creek, ruleset lotow/);
  });

  it('replay: the hash matches; Hank is in the saddle and the riderless horse is gone', async () => {
    const r = await run('replay', 'remounted.json');
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toContain('the hash matches');
    expect(r.out).toContain(`state hash: ${stateHash(remounted.present)}\n`);
    expect(r.out).toMatch(/^ {2}hank "Deputy Hank Tate" at /m);
    expect(r.out).not.toMatch(/^ {2}hank~mount /m);
    // After the dismount alone, the horse is a figure of the posse.
    const before = await run('replay', 'dismounted.json');
    expect(before.status).toBe(0);
    expect(before.out).toMatch(/^ {2}hank~mount "/m);
  });

  it('apply: the mount, naming hank~mount, applied to the save after the dismount gives the save after the mount', async () => {
    const r = await run('apply', 'dismounted.json', 'mount.json');
    expect(r.status).toBe(0);
    const next = JSON.parse(r.out) as { stateHash: string; actions: unknown[] };
    expect(next.stateHash).toBe(stateHash(remounted.present));
    expect(next.actions.at(-1)).toEqual(mount);
  });

  it('apply: a further action after the mount (the first legal one `actions` lists for Marshal Cole); the new save validates and replays', async () => {
    const listed = await run('actions', 'remounted.json', 'cole');
    expect(listed.status).toBe(0);
    const first = listed.out.split('\n')[0]!;
    expect(JSON.parse(first)).toMatchObject({ side: 'posse', figureId: 'cole' });
    const io = captureIo({ ...files, 'action.json': first });
    expect(await main(['apply', 'remounted.json', 'action.json'], io)).toBe(0);
    const next = io.out();
    const steps = (JSON.parse(next) as { actions: unknown[] }).actions.length;
    expect(steps).toBe(remounted.present.log.length);
    const check = captureIo({ 'next.json': next });
    expect(await main(['validate', 'next.json'], check)).toBe(0);
    expect(check.out()).toMatch(/^OK: next\.json \(save of Dust Creek, ruleset lotow/);
    const replayed = captureIo({ 'next.json': next });
    expect(await main(['replay', 'next.json'], replayed)).toBe(0);
    expect(replayed.out()).toContain(`state hash: ${(JSON.parse(next) as { stateHash: string }).stateHash}\n`);
  });
});
