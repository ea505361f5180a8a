/**
 * The black-powder scenario of issue 15 (The Farm at La Croix, 1870): a Group and lone fighters a
 * side, a few riders, a house, a walled garden, hedges, a wood and a road on a 120 × 90 cm table,
 * held to the rules. It is listed in Scenarios exactly when its ruleset is installed (a player would
 * otherwise be offered the free table): the last test fails if one changes without the other.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cmToInches, inchesToCm } from '../geometry/units';
import type { Scenario } from '../engine/model';
import { figurePlacementProblems } from '../engine/placement';
import { obstacleLevel } from '../rules/blackpowder/cover/obstacleLevel';
import { groupLeaderId, groupProblems } from '../rules/blackpowder/groups/bpGroup';
import { cohesionOf } from '../rules/blackpowder/groups/cohesion';
import { bpProfileOf, bpProfileProblems } from '../rules/blackpowder/profile/bpProfile';
import { SHIPPED_RULESET_LOADERS } from '../rules/rulesetLoaders';
import { parseScenarioText } from '../scenario/parseScenario';
import { parseScenarioIndex } from '../scenario/scenarioIndex';

const parsed = parseScenarioText(readFileSync('public/scenarios/bp-ferme-de-la-croix.json', 'utf8'));
if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'));
const farm: Scenario = parsed.scenario;
const COHESION = { memberIn: cmToInches(8), leaderIn: cmToInches(16) };

describe('The Farm at La Croix, 1870 (black-powder skirmish)', () => {
  it('loads without a warning: Prussians and Zouaves on a 120 × 90 cm table, with a description and victory conditions', () => {
    expect(parsed.ok && parsed.warnings).toEqual([]);
    expect(farm.ruleset).toBe('blackpowder');
    expect(inchesToCm(farm.table.widthIn)).toBeCloseTo(121.9, 1);
    expect(farm.sides.map((s) => s.name)).toEqual(['Prussians', 'Zouaves']);
    expect(farm.description?.length).toBeGreaterThan(50);
    expect(farm.victory).toMatch(/Out of Action/);
  });

  it('BP-GAP-07: each side has one Group of a Leader and four fighters, in cohesion (8 cm / 16 cm), and lone fighters and riders', () => {
    expect(groupProblems(farm)).toEqual([]);
    for (const side of farm.sides) {
      const groups = (farm.units ?? []).filter((u) => u.side === side.id);
      expect(groups).toHaveLength(1);
      const group = groups[0]!;
      expect(group.memberIds).toHaveLength(5);
      const cohesion = cohesionOf(farm, group.memberIds, groupLeaderId(farm, group), COHESION);
      expect(cohesion.breaks, group.name).toEqual([]);
      const grouped = new Set(group.memberIds);
      const lone = farm.figures.filter((f) => f.side === side.id && !grouped.has(f.id));
      expect(lone.length).toBeGreaterThanOrEqual(3);
      expect(lone.filter((f) => bpProfileOf(f).cavalry)).toHaveLength(2);
    }
  });

  it('every profile is valid (СД as "1/2/3"), every figure placed legally', () => {
    for (const f of farm.figures) {
      expect(bpProfileProblems(f.profile), f.id).toEqual([]);
      expect(figurePlacementProblems(farm, f), f.id).toEqual([]);
    }
  });

  it('BP-GAP-08: obstacles of all three levels (garden walls 2, orchard wall 3, roadside hedge and paddock fence 1); the wood and house give hard cover (BP-DMG-2)', () => {
    const piece = (id: string) => farm.terrain.find((t) => t.id === id)!;
    expect(['garden-n', 'garden-e', 'garden-s', 'garden-w', 'hedge-field'].map((id) => obstacleLevel(piece(id)))).toEqual([2, 2, 2, 2, 2]);
    expect(obstacleLevel(piece('orchard-wall'))).toBe(3);
    expect([obstacleLevel(piece('hedge-road')), obstacleLevel(piece('paddock'))]).toEqual([1, 1]);
    expect([piece('bois').cover, piece('farmhouse').cover, piece('hedge-road').cover]).toEqual(['hard', 'hard', 'soft']);
    expect(piece('farmhouse')).toMatchObject({ impassable: false, hasDoors: true });
  });

  it('is listed in Scenarios only once its ruleset is installed', () => {
    const index = parseScenarioIndex(JSON.parse(readFileSync('public/scenarios/index.json', 'utf8')));
    const listed = index.ok && index.entries.some((e) => e.file === 'bp-ferme-de-la-croix.json');
    const installed = SHIPPED_RULESET_LOADERS.some((l) => l.id === 'blackpowder');
    expect(listed).toBe(installed);
  });
});
