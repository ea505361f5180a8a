/**
 * The BATTLESYSTEM scenario of issue 16 (The Battle of Stony Ford): two armies of seven units —
 * regular pikes and spears, archers and crossbows, irregular skirmishers, lance cavalry — about 300
 * figures on a 72″ × 48″ table with a hill, a dense and a light wood and a walled farm with windows,
 * held to the rules. Written by scripts/gen-bs-scenario.mjs. Listed in Scenarios exactly when its
 * ruleset is installed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../engine/model';
import { figurePlacementProblems } from '../engine/placement';
import { unitGeometry } from '../engine/unitGeometry';
import { newGame } from '../engine/replay';
import { battlesystemRuleset } from '../rules/battlesystem';
import { bsUnitProfileOf, bsUnitProfileProblems } from '../rules/battlesystem/profile/bsUnitProfile';
import { SHIPPED_RULESET_LOADERS } from '../rules/rulesetLoaders';
import { parseScenarioText } from '../scenario/parseScenario';
import { parseScenarioIndex } from '../scenario/scenarioIndex';

const parsed = parseScenarioText(readFileSync('public/scenarios/bs-stony-ford.json', 'utf8'));
if (!parsed.ok) throw new Error(parsed.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
const ford: Scenario = parsed.scenario;

describe('The Battle of Stony Ford (BATTLESYSTEM)', () => {
  it('loads without a warning: two armies, 14 units and about 300 figures on a 72″ × 48″ table, with a description', () => {
    expect(parsed.ok && parsed.warnings).toEqual([]);
    expect(ford.ruleset).toBe('battlesystem');
    expect(ford.table).toEqual({ widthIn: 72, depthIn: 48 });
    expect(ford.units).toHaveLength(14);
    expect(ford.figures.length).toBeGreaterThanOrEqual(280);
    expect(ford.figures.length).toBeLessThanOrEqual(320);
    expect(ford.description?.length).toBeGreaterThan(80);
  });

  it('BS-GAP-03: every unit profile is valid; each army has regular pikes or spears, missile troops, irregular skirmishers and lance cavalry', () => {
    for (const u of ford.units!) expect(bsUnitProfileProblems(u.profile), u.id).toEqual([]);
    for (const side of ford.sides) {
      const profiles = ford.units!.filter((u) => u.side === side.id).map((u) => bsUnitProfileOf(u.profile));
      expect(profiles).toHaveLength(7);
      expect(profiles.some((p) => p.formationAbility === 'regular' && p.weapons.some((w) => w === 'pike' || w === 'spear'))).toBe(true);
      expect(profiles.some((p) => p.ranges !== undefined && p.weapons.some((w) => w === 'longbow' || w === 'crossbow'))).toBe(true);
      expect(profiles.some((p) => p.formationAbility === 'irregular')).toBe(true);
      expect(profiles.some((p) => p.troop === 'cavalry' && p.weapons.includes('lance'))).toBe(true);
    }
  });

  it('BS-GAP-11: every regular unit stands in its slots; every figure is placed legally', () => {
    for (const u of ford.units!) {
      const g = unitGeometry(u, ford.figures);
      expect(g, u.id).not.toBeNull();
      if (u.formation.kind === 'regular') expect(g!.members.every((m) => m.offsetIn < 1e-6), u.id).toBe(true);
    }
    for (const f of ford.figures) expect(figurePlacementProblems(ford, f), f.id).toEqual([]);
  });

  it('BS-MISSILE-LOS-2/3: a hill, a dense and a light wood, and a walled farm with windows', () => {
    const kinds = ford.terrain.map((t) => `${t.kind}:${t.woodDensity ?? ''}${t.openings ?? ''}`);
    expect(kinds).toEqual(expect.arrayContaining(['hill:', 'woods:dense', 'woods:light', 'building:windows', 'wall:']));
  });

  it('starts a game', () => {
    const g = newGame(battlesystemRuleset, ford, {}, 3);
    expect(g.ok).toBe(true);
  });

  it('is listed in Scenarios only once its ruleset is installed', () => {
    const index = parseScenarioIndex(JSON.parse(readFileSync('public/scenarios/index.json', 'utf8')));
    const listed = index.ok && index.entries.some((e) => e.file === 'bs-stony-ford.json');
    const installed = SHIPPED_RULESET_LOADERS.some((l) => l.id === 'battlesystem');
    expect(listed).toBe(installed);
  });
});
