/**
 * The bundled SBH scenario (issue 7): two warbands of five to eight with valid SBH profiles, woods,
 * a hill, a ruined wall and a hedge on a 36″ table, every figure placed legally, and a game starts
 * on it under the SBH rules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../engine/model';
import { figurePlacementProblems } from '../engine/placement';
import { sbhProfileProblems } from '../rules/sbh/sbhProfile';
import { parseScenarioText } from '../scenario/parseScenario';
import { parseScenarioIndex } from '../scenario/scenarioIndex';
import { createTestStore } from '../store/testing/testStoreDeps';

const text = readFileSync('public/scenarios/sbh-elder-hollow.json', 'utf8');
const parsed = parseScenarioText(text);
if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'));
const hollow: Scenario = parsed.scenario;

describe('The Chapel at Elder Hollow (SBH)', () => {
  it('is listed in the index under SBH', () => {
    const index = parseScenarioIndex(JSON.parse(readFileSync('public/scenarios/index.json', 'utf8')));
    expect(index.ok && index.entries).toContainEqual({ file: 'sbh-elder-hollow.json', id: 'sbh-elder-hollow', name: 'The Chapel at Elder Hollow', ruleset: 'sbh' });
    expect(parsed.ok && parsed.warnings).toEqual([]);
  });

  it('has two warbands of five to eight figures with valid SBH profiles, a leader each and shooters', () => {
    expect(hollow.ruleset).toBe('sbh');
    expect(hollow.table).toEqual({ widthIn: 36, depthIn: 36 });
    expect(hollow.sides).toHaveLength(2);
    for (const side of hollow.sides) {
      const band = hollow.figures.filter((f) => f.side === side.id);
      expect(band.length).toBeGreaterThanOrEqual(5);
      expect(band.length).toBeLessThanOrEqual(8);
      expect(band.filter((f) => f.profile.leader === true)).toHaveLength(1);
      expect(band.some((f) => typeof f.profile.shoot === 'string' && f.profile.shoot !== 'none')).toBe(true);
    }
    for (const f of hollow.figures) expect(sbhProfileProblems(f.profile), f.id).toEqual([]);
    const flags = new Set(hollow.figures.flatMap((f) => Object.entries(f.profile).filter(([, v]) => v === true).map(([k]) => k)));
    expect([...flags].sort()).toEqual(['big', 'coward', 'hero', 'leader', 'steadfast', 'terror']);
  });

  it('has woods (difficult, seen into), a hill to stand on, a ruined wall and a hedge', () => {
    const kind = (k: string) => hollow.terrain.filter((t) => t.kind === k);
    expect(kind('woods')[0]).toMatchObject({ sight: 'area', difficult: true });
    expect(kind('hill')[0]).toMatchObject({ standableTop: true, slope: true });
    expect(kind('wall').length).toBeGreaterThanOrEqual(1);
    expect(kind('hedge')).toHaveLength(1);
  });

  it('places every figure legally by the engine\'s rules', () => {
    for (const f of hollow.figures) expect(figurePlacementProblems(hollow, f), f.id).toEqual([]);
  });

  it('starts as a game under the SBH rules', () => {
    const store = createTestStore();
    expect(store.getState().loadScenario(hollow, 'sbh-elder-hollow.json')).toEqual({ ok: true });
    const present = store.getState().game!.timeline.present;
    expect(present.rulesetId).toBe('sbh');
    expect(present.actors).toHaveLength(1);
    expect(hollow.sides.map((s) => s.id)).toContain(present.actors[0]);
  });
});
