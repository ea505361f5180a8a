/**
 * Issue 12's save defects, each as it was found: a test that failed on the code before the fix.
 *   - Defect 1: a LOTOW game stopped loading after a dismount and a mount (the loader checked each
 *     action's ids against the starting scenario; the rules make `<rider>~mount` during play).
 *   - Defect 2: a save with an unknown field nested 5,000 levels deep loaded with a warning, then
 *     every save of the game after it overflowed the stack.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/applyAction';
import { newGame } from '../engine/replay';
import { serializeSave } from '../engine/saveFile';
import type { GameState } from '../engine/state';
import { stateHash } from '../engine/stateHash';
import type { Timeline } from '../engine/timeline';
import { startTimeline, timelineApply } from '../engine/timeline';
import { createShippedRegistry } from '../rules/registry';
import { MAX_FILE_DEPTH } from './jsonDepth';
import { loadSave, parseSaveText } from './loadSave';
import { parseScenario, parseScenarioText } from './parseScenario';
import { serializeScenario } from './serializeScenario';

const registry = createShippedRegistry();
const lotow = registry.get('lotow')!;
const demo = parseScenarioText(readFileSync('public/scenarios/demo-town.json', 'utf8'));
if (!demo.ok) throw new Error('the demo does not parse');
const demoJson = serializeScenario(demo.scenario);

/** The figure's first legal action of `type` (with its targets), applied; throws when there is none. */
function act(tl: Timeline, figureId: string, type: string): Timeline {
  const legal = legalActions(lotow, tl.present, figureId).find((l) => l.legal && l.action.type === type);
  if (legal === undefined) throw new Error(`${figureId} has no legal ${type}`);
  const r = timelineApply(lotow, tl, legal.action);
  if (!r.ok) throw new Error(r.refusal.message);
  return r.timeline;
}

const saveText = (state: GameState, scenarioJson: unknown = demoJson): string => JSON.stringify(serializeSave(state, scenarioJson));

describe('issue 12, defect 1: a LOTOW game loads after a dismount and a mount', () => {
  const start = newGame(lotow, demo.scenario, {}, 2026);
  if (!start.ok) throw new Error('no game');
  // The Drop decides who moves first; play until Hank's side is the one to act.
  let tl = startTimeline(start.state);
  for (let i = 0; i < 6 && !tl.present.actors.includes('posse'); i++) {
    const side = tl.present.actors[0]!;
    const r = timelineApply(lotow, tl, lotow.sideActions(tl.present, side)[0]!);
    if (!r.ok) throw new Error(r.refusal.message);
    tl = r.timeline;
  }
  const dismounted = act(tl, 'hank', 'dismount');
  const remounted = act(dismounted, 'hank', 'mount');

  it('the riderless horse is a figure made during play, named by the mount action', () => {
    expect(start.state.scenario.figures.some((f) => f.id === 'hank~mount')).toBe(false);
    expect(dismounted.present.scenario.figures.some((f) => f.id === 'hank~mount')).toBe(true);
    const mount = remounted.present.log[remounted.present.log.length - 1]!;
    expect(mount.kind === 'action' && mount.action.targetIds).toEqual(['hank~mount']);
  });

  it('the save after the dismount and after the mount loads, with the same hash', () => {
    for (const state of [dismounted.present, remounted.present]) {
      const loaded = parseSaveText(saveText(state), registry);
      if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
      expect(stateHash(loaded.state)).toBe(stateHash(state));
    }
  });

  it('an action naming a figure that does not exist yet is still refused, at its field', () => {
    const file = JSON.parse(saveText(remounted.present)) as { actions: { type: string; targetIds?: string[] }[] };
    const i = file.actions.findIndex((a) => a.type === 'dismount');
    // Move the mount before the dismount: then the horse is not on the table yet.
    const mount = file.actions.pop()!;
    file.actions.splice(i, 0, mount);
    const loaded = loadSave(file, registry);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.problems).toContainEqual(expect.objectContaining({ path: `actions[${i}].targetIds[0]`, code: 'unknownId' }));
  });
});

describe('issue 12, defect 2: deep nesting is refused at the door; unknown fields are dropped, not carried', () => {
  const deepArray = (levels: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < levels; i++) v = [v];
    return v;
  };
  const start = newGame(lotow, demo.scenario, {}, 7);
  if (!start.ok) throw new Error('no game');

  it('a save with 5,000 nested arrays inside the scenario is refused with its path, as text and as JSON', () => {
    // Written as text: JSON.stringify itself overflows on such a value (which is the defect).
    const text = saveText(start.state).replace('"scenario":{', `"scenario":{"x":${'['.repeat(5000)}1${']'.repeat(5000)},`);
    expect(text.length).toBeGreaterThan(10_000);
    for (const loaded of [parseSaveText(text, registry), loadSave(JSON.parse(text), registry)]) {
      expect(loaded.ok).toBe(false);
      if (!loaded.ok) {
        expect(loaded.problems).toHaveLength(1);
        expect(loaded.problems[0]).toMatchObject({ code: 'tooDeep', params: { maxDepth: MAX_FILE_DEPTH } });
        expect(loaded.problems[0]!.path).toMatch(/^scenario\.x\[0\]\[0\].*…$/);
      }
    }
  });

  it('a scenario file nested too deep is refused with its path', () => {
    const r = parseScenario({ ...demoJson, figures: [{ ...demoJson.figures[0], notes: deepArray(200) }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]).toMatchObject({ code: 'tooDeep', path: expect.stringMatching(/^figures\[0\]\.notes\[0\]/) as unknown });
  });

  it('nesting within the limit still loads; the unknown field is warned of and gone from the next save', () => {
    const file = JSON.parse(saveText(start.state)) as Record<string, unknown>;
    file.scenario = { ...(file.scenario as object), x: deepArray(20) };
    const loaded = loadSave(file, registry);
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
    expect(loaded.warnings).toContainEqual(expect.objectContaining({ path: 'scenario.x', code: 'unknownField' }));
    expect(loaded.initialScenarioJson).not.toHaveProperty('x');
    const next = JSON.parse(JSON.stringify(serializeSave(loaded.state, loaded.initialScenarioJson))) as { scenario: object };
    expect(next.scenario).not.toHaveProperty('x');
    expect(loadSave(next, registry)).toMatchObject({ ok: true, warnings: [] });
  });
});

describe('issue 12: a game that used forced dice is marked', () => {
  it('the save says so, and loading it warns at the first such action', () => {
    const start = newGame(lotow, demo.scenario, {}, 9);
    if (!start.ok) throw new Error('no game');
    const side = start.state.actors[0]!;
    const fair = timelineApply(lotow, startTimeline(start.state), lotow.sideActions(start.state, side)[0]!);
    if (!fair.ok) throw new Error(fair.refusal.message);
    expect(JSON.parse(saveText(fair.timeline.present))).not.toHaveProperty('forcedDice');
    expect(parseSaveText(saveText(fair.timeline.present), registry)).toMatchObject({ ok: true, warnings: [] });

    const next = fair.timeline.present;
    const arranged = timelineApply(lotow, fair.timeline, { ...lotow.sideActions(next, next.actors[0]!)[0]!, forcedDice: [6, 1, 6, 1] });
    if (!arranged.ok) throw new Error(arranged.refusal.message);
    const text = saveText(arranged.timeline.present);
    expect(JSON.parse(text)).toMatchObject({ forcedDice: true });
    const loaded = parseSaveText(text, registry);
    expect(loaded.ok && loaded.warnings).toContainEqual(expect.objectContaining({ path: 'actions[1]', code: 'forcedDice', params: { index: 1, count: 1 } }));
    // Taking the mark out of the file hides nothing: the warning comes from the actions.
    const unmarked = { ...(JSON.parse(text) as Record<string, unknown>) };
    delete unmarked.forcedDice;
    const again = loadSave(unmarked, registry);
    expect(again.ok && again.warnings.map((w) => w.code)).toContain('forcedDice');
  });
});
