/**
 * Every action button names the action to take, and its target (issue 13, bug 10: a refused break
 * away read "A figure broke away from melee", the log's sentence). Walks every action the figure
 * panel and the play bar offer — legal and refused, for every figure — in states of the bundled
 * LOTOW and SBH scenarios (the Move, Shoot and Fight phases; SBH before and after an activation, and
 * in melee), in English and Russian, and holds each button to: a button key of its own
 * (`actionButton.…`, placeholders filled), not the log's sentence, no raw placeholder, and the name
 * of each figure the action targets or is about (every `…FigureId(s)` label param but the actor's:
 * the enemy a break away leaves, the charger a reaction answers).
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../engine/state';
import { parseScenario } from '../scenario/parseScenario';
import { selectFigureActions } from '../store/figureActionSelectors';
import type { Label } from '../store/gameSelectors';
import { selectSideActions } from '../store/gameSelectors';
import type { createSkirmishStore } from '../store/store';
import { createTestStore } from '../store/testing/testStoreDeps';
import { i18n } from './i18n';
import { actionButtonKeys, actionButtonText, labelParams, labelText } from './messageText';
import { translateFirst } from './translate';
import { selectScenario } from '../store/scenarioSelectors';

type Store = ReturnType<typeof createSkirmishStore>;
interface Offered { readonly state: string; readonly action: Action; readonly label: Label; readonly refused: boolean }

function fileScenario(path: string, edit: (json: { figures: { id: string; x: number; y: number }[] }) => void = () => {}) {
  const json = JSON.parse(readFileSync(path, 'utf8')) as { figures: { id: string; x: number; y: number }[] };
  edit(json);
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.scenario;
}

const place = (id: string, x: number, y: number) => (json: { figures: { id: string; x: number; y: number }[] }) => {
  const f = json.figures.find((g) => g.id === id)!;
  f.x = x;
  f.y = y;
};

function start(path: string, rulesetId: string, edit?: Parameters<typeof fileScenario>[1], options: Record<string, string | number | boolean> = {}): Store {
  const s = createTestStore();
  const started = s.getState().loadScenario(fileScenario(path, edit), 'test', { rulesetId, seed: 7, options });
  if (!started.ok) throw new Error(JSON.stringify(started.problems));
  s.getState().dismissHandover();
  return s;
}

const phaseOf = (s: Store): unknown => (s.getState().game!.timeline.present.flow as { phase?: unknown }).phase;

/** End phases (LOTOW) until the flow is in `phase`. */
function untilPhase(s: Store, phase: string): void {
  for (let i = 0; i < 12 && phaseOf(s) !== phase; i++) {
    const side = s.getState().game!.timeline.present.actors[0]!;
    const r = s.getState().dispatch({ type: 'endPhase', side });
    if (!r.ok) throw new Error(r.refusal.message);
    s.getState().dismissHandover();
  }
  expect(phaseOf(s)).toBe(phase);
}

/** What every figure (selected in turn) and the play bar offer now. */
function offered(s: Store, state: string): Offered[] {
  const out: Offered[] = [];
  for (const f of selectScenario(s.getState())!.figures) {
    s.getState().select(f.id);
    for (const a of selectFigureActions(s.getState())?.actions ?? []) out.push({ state, action: a.action, label: a.label, refused: a.refusal !== null });
  }
  s.getState().select(null);
  for (const g of selectSideActions(s.getState())) for (const a of g.actions) out.push({ state, action: a.action, label: a.label, refused: a.refusal !== null });
  return out;
}

/** Activate with these faces (one die each): [6, 6, 6] gives three actions, [6] one. */
function activate(s: Store, figureId: string, faces: number[] = [6, 6, 6]): void {
  const f = selectScenario(s.getState())!.figures.find((g) => g.id === figureId)!;
  s.getState().forceDice(faces);
  const r = s.getState().dispatch({ type: 'activate', side: f.side, figureId, params: { dice: faces.length } });
  if (!r.ok) throw new Error(r.refusal.message);
  s.getState().dismissHandover();
}

const DEMO = 'public/scenarios/demo-town.json';
const SBH = 'public/scenarios/sbh-elder-hollow.json';

function everyOffer(): Offered[] {
  const out: Offered[] = [];
  // LOTOW: the Move phase (mounted figures: dismount…), the Shoot phase, and a fight (Pete against Cole).
  const lotow = start(DEMO, 'lotow');
  out.push(...offered(lotow, 'lotow move'));
  untilPhase(lotow, 'shoot');
  out.push(...offered(lotow, 'lotow shoot'));
  const fight = start(DEMO, 'lotow', place('pete', 45.5 - 0.99, 14));
  out.push(...offered(fight, 'lotow move, in contact'));
  untilPhase(fight, 'fight');
  out.push(...offered(fight, 'lotow fight'));
  // SBH: before any activation, after one (move, shoot, charge…), and in melee (break away, attack, power blow).
  const sbh = start(SBH, 'sbh', undefined, { firstPlayer: 'scenarioOrder' });
  out.push(...offered(sbh, 'sbh start'));
  activate(sbh, 'mira');
  out.push(...offered(sbh, 'sbh activated'));
  const melee = start(SBH, 'sbh', place('urk', 15, 30 - 0.99), { firstPlayer: 'scenarioOrder' });
  activate(melee, 'hal');
  out.push(...offered(melee, 'sbh melee'));
  // One action left: the break away (2 actions) and the power blow are refused (the bug's instance).
  const short = start(SBH, 'sbh', place('urk', 15, 30 - 0.99), { firstPlayer: 'scenarioOrder' });
  activate(short, 'hal', [6]);
  out.push(...offered(short, 'sbh melee, one action'));
  // A charge at an archer (Snikt): his answer, shoot the charger or take up a melee weapon, names Hal.
  const charged = start(SBH, 'sbh', place('snikt', 15, 25), { firstPlayer: 'scenarioOrder' });
  activate(charged, 'hal');
  const charge = charged.getState().dispatch({ type: 'move', side: 'lantern', figureId: 'hal', params: { path: [{ x: 15, y: 25 + 0.98 }] } });
  if (!charge.ok) throw new Error(charge.refusal.message);
  charged.getState().dismissHandover();
  out.push(...offered(charged, 'sbh charged archer'));
  return out;
}

const offers = everyOffer();

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('action buttons name the action and its target (issue 13, bug 10)', () => {
  it('the walk finds the actions it is about: shots, fights, break away, activations, side actions', () => {
    const types = new Set(offers.map((o) => o.action.type));
    for (const t of ['shoot', 'fight', 'endPhase', 'activate', 'breakAway', 'attack', 'endTurn', 'reactShoot', 'reactMelee']) expect(types, t).toContain(t);
    expect(offers.some((o) => o.refused)).toBe(true);
    expect(offers.some((o) => o.action.type === 'breakAway' && o.refused)).toBe(true);
  });

  for (const lng of ['en', 'ru'] as const) {
    it(`${lng}: every button has its own words, not the log's, no raw placeholder, and names each target`, async () => {
      await i18n.changeLanguage(lng);
      const names = new Map<string, string>();
      for (const path of [DEMO, SBH]) for (const f of fileScenario(path).figures) names.set(f.id, f.name);
      const bad: string[] = [];
      // Each label as the rules give it, and with its lengths unknown (what a describe gives when it
      // cannot plan the move: the refused break away of the bug) — the button still has its own words.
      const unplanned = (label: Label): Label => ({ key: label.key, params: Object.fromEntries(Object.entries(label.params).map(([k, v]) => [k, k.endsWith('In') ? null : v])) });
      for (const o of offers.flatMap((x) => [x, { ...x, state: `${x.state}, unplanned`, label: unplanned(x.label) }])) {
        const button = actionButtonText(i18n, o.label);
        const own = translateFirst(i18n, actionButtonKeys(o.label), labelParams(i18n, o.label), '\u0000');
        const where = `${o.state}: ${o.action.type}${o.refused ? ' (refused)' : ''} "${button}"`;
        if (own === '\u0000') bad.push(`${where}: no actionButton key (${o.label.key})`);
        if (button === labelText(i18n, o.label)) bad.push(`${where}: the log's sentence`);
        if (/\{\{|\$t\(|undefined|null|NaN/.test(button)) bad.push(`${where}: raw text`);
        for (const id of o.action.targetIds ?? []) {
          if (!button.includes(names.get(id) ?? id)) bad.push(`${where}: does not name ${names.get(id) ?? id}`);
        }
        // Every other figure the label names (the charger a reaction answers, the enemies a break
        // away leaves: figures the action is about without targeting them) shows on the button too.
        for (const [k, v] of Object.entries(o.label.params)) {
          if (k === 'figureId' || k === 'moverFigureId' || !/FigureIds?$/.test(k) || typeof v !== 'string' || v === '') continue;
          if (!button.includes(v)) bad.push(`${where}: does not name ${v} (${k})`);
        }
        // A break away names the enemies it leaves: in the melee states, Urk alone touches Hal.
        if (o.action.type === 'breakAway' && o.state.startsWith('sbh melee') && !button.includes(names.get('urk')!)) bad.push(`${where}: does not name ${names.get('urk')!}, the enemy it leaves`);
      }
      expect(bad).toEqual([]);
    });
  }
});
