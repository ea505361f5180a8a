/**
 * Outcomes, dice verdicts and names over long games through the store (issue 13, bugs 5–7):
 * every roll purpose and every outcome step of a LOTOW game played to its end and a random SBH game
 * names figures — gone ones included, mounts by their own names — never by a raw id, and every
 * outcome word has its text in English and Russian.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Action } from '../engine/state';
import { autoStep } from '../rules/lotow/testing/lotowGame';
import type { LotowState } from '../rules/lotow/lotowTypes';
import { randomSbhAction } from '../rules/sbh/activation/testing/sbhTestGame';
import { sbhRuleset } from '../rules/sbh';
import type { SbhState } from '../rules/sbh/sbhTypes';
import { selectDiceLog } from './logSelectors';
import type { Label } from './gameSelectors';
import { selectDiceReadings, selectEntryOutcomes, selectResultCard } from './outcomeSelectors';
import { storeWithScenario } from './testStore';

const scenarioJson = (file: string): { figures: { id: string }[] } => JSON.parse(readFileSync(`public/scenarios/${file}`, 'utf8'));
const locale = (lang: string): unknown => JSON.parse(readFileSync(`src/ui/locales/results.${lang}.json`, 'utf8'));
const has = (tree: unknown, key: string): boolean =>
  typeof key.split('.').reduce<unknown>((node, k) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), tree) === 'string';

function play(store: ReturnType<typeof storeWithScenario>, next: (state: never) => Action | undefined, steps: number): number {
  let taken = 0;
  for (let i = 0; i < steps; i++) {
    const s = store.getState();
    s.dismissHandover();
    const state = s.game?.timeline.present;
    if (state === undefined || state.outcome !== null) break;
    const a = next(state as never);
    if (a === undefined) break;
    if (!s.dispatch(a).ok) break;
    taken++;
  }
  return taken;
}

/** Every string a label's params hold, and the names the dice rows list. */
function texts(store: ReturnType<typeof storeWithScenario>): { labels: Label[]; names: string[] } {
  const s = store.getState();
  const labels: Label[] = [];
  const names: string[] = [];
  for (const row of selectDiceLog(s)) {
    labels.push(row.purpose);
    names.push(...row.figureNames);
  }
  for (const r of selectDiceReadings(s).values()) labels.push(r.meaning, ...(r.modifier === null ? [] : [r.modifier]));
  for (const parts of selectEntryOutcomes(s).values()) labels.push(...parts.map((p) => p.label));
  return { labels, names };
}

function expectNoRawIds(store: ReturnType<typeof storeWithScenario>, ids: readonly string[]): void {
  const { labels, names } = texts(store);
  const raw = (v: unknown): boolean => typeof v === 'string' && (ids.includes(v) || v.endsWith('~mount'));
  const bad = [...labels.flatMap((l) => Object.entries(l.params).filter(([, v]) => raw(v)).map(([k, v]) => `${l.key} ${k}=${String(v)}`)), ...names.filter(raw)];
  expect(bad).toEqual([]);
  const outcomeKeys = labels.map((l) => l.key).filter((k) => k.startsWith('results.'));
  expect(outcomeKeys.length).toBeGreaterThan(0);
  for (const lang of ['en', 'ru']) expect(outcomeKeys.filter((k) => !has(locale(lang), k))).toEqual([]);
}

describe('a LOTOW game played to its end (Dust Creek)', () => {
  const json = scenarioJson('demo-town.json');
  const store = storeWithScenario(json, { rulesetId: 'lotow', seed: 3, options: { turnLimit: 8 } });
  const steps = play(store, (s: LotowState) => autoStep(s), 1500);

  it('was played: shots, wounds and casualties', () => {
    expect(steps).toBeGreaterThan(50);
    const purposes = new Set(selectDiceLog(store.getState()).map((r) => r.purpose.key));
    for (const p of ['lotow.drop', 'lotow.shoot.hit', 'lotow.wound']) expect(purposes).toContain(p);
    const outcomeKeys = [...selectEntryOutcomes(store.getState()).values()].flat().map((p) => p.label.key);
    expect(outcomeKeys).toContain('results.lotow.outOfAction');
  });

  it('LOTOW (bug 6): every roll purpose and outcome names its figures, dead or alive, never by id', () => {
    expectNoRawIds(store, json.figures.map((f) => f.id));
  });

  it('LOTOW-GAP-07 (bug 7): every roll a rule compares has its verdict', () => {
    const readings = selectDiceReadings(store.getState());
    for (const row of selectDiceLog(store.getState())) expect(readings.get(row.id), row.purpose.key).toBeDefined();
  });
});

describe('a random SBH game (The Chapel at Elder Hollow)', () => {
  const json = scenarioJson('sbh-elder-hollow.json');
  const store = storeWithScenario(json, { rulesetId: 'sbh', seed: 11 });
  let seed = 7;
  const pick = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const steps = play(store, (s: SbhState) => randomSbhAction(sbhRuleset, s, pick), 600);

  it('SBH (bug 6): every roll purpose and outcome names its figures, never by id', () => {
    expect(steps).toBeGreaterThan(50);
    expectNoRawIds(store, json.figures.map((f) => f.id));
  });

  it('SBH-GAP-02 (bug 7): every roll has its verdict', () => {
    const readings = selectDiceReadings(store.getState());
    for (const row of selectDiceLog(store.getState())) expect(readings.get(row.id), row.purpose.key).toBeDefined();
  });
});

describe('the result card', () => {
  it('LOTOW-GAP-01: follows the last step only — an undo takes it away', () => {
    const store = storeWithScenario(scenarioJson('demo-town.json'), { rulesetId: 'lotow', seed: 3 });
    let card = null;
    for (let i = 0; i < 200 && card === null; i++) {
      play(store, (s: LotowState) => autoStep(s), 1);
      card = selectResultCard(store.getState());
    }
    expect(card).not.toBeNull();
    expect(card!.box).not.toBeNull();
    store.getState().undo();
    expect(selectResultCard(store.getState())).toBeNull();
  });
});
