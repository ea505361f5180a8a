/**
 * Format v2 units end to end: a regular and an irregular unit parse, serialise and parse back the
 * same; a save whose scenario has units loads to the same hash; a v1 scenario and its v2 rewrite
 * give games of the same hash (old saves keep verifying).
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../engine/replay';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import { serializeSave } from '../engine/saveFile';
import { stateHash } from '../engine/stateHash';
import { testScenario } from '../engine/testScenario';
import { testGameScenario, testRuleset } from '../engine/testing/testRuleset';
import { loadSave } from './loadSave';
import { parseScenario } from './parseScenario';
import { serializeScenario } from './serializeScenario';
import { validDoc } from './testDocs';

const SLOT_IN = 25 / 25.4;

/** validDoc plus four red figures in a regular 2 × 2 unit facing north and an irregular blue one. */
function unitDoc(): Record<string, unknown> {
  const d = validDoc();
  for (let k = 0; k < 4; k++) {
    d.figures.push({ id: `u${k + 1}`, side: 'red', name: `Foot ${k + 1}`, base: 25, x: 20 + ((k % 2) + 0.5) * SLOT_IN, y: 28 + (Math.floor(k / 2) + 0.5) * SLOT_IN });
  }
  return {
    ...d,
    schemaVersion: 2,
    units: [
      { id: 'foot', side: 'red', name: 'Foot', memberIds: ['u1', 'u2', 'u3', 'u4'], formation: { kind: 'regular', files: 2, ranks: 2 }, profile: { morale: 7 } },
      { id: 'scouts', side: 'blue', name: 'Scouts', memberIds: ['b1'], formation: { kind: 'irregular' }, facingDeg: -90 },
    ],
  };
}

describe('units in the scenario format (v2)', () => {
  it('parse → serialise → parse gives the same scenario, units and all', () => {
    const first = parseScenario(unitDoc());
    if (!first.ok) throw new Error(first.problems.map((p) => p.message).join('\n'));
    expect(first.warnings).toEqual([]);
    expect(first.scenario.units).toEqual([
      { id: 'foot', side: 'red', name: 'Foot', memberIds: ['u1', 'u2', 'u3', 'u4'], formation: { kind: 'regular', files: 2, ranks: 2 }, facingDeg: 0, profile: { morale: 7 } },
      { id: 'scouts', side: 'blue', name: 'Scouts', memberIds: ['b1'], formation: { kind: 'irregular' }, facingDeg: 270, profile: {} },
    ]);
    const file = serializeScenario(first.scenario);
    expect(file.schemaVersion).toBe(2);
    const again = parseScenario(JSON.parse(JSON.stringify(file)));
    expect(again.ok && again.scenario).toStrictEqual(first.scenario);
  });

  it('a v1 file and its v2 rewrite are the same scenario, so a game of either has the same hash', () => {
    const v1 = parseScenario(serializeScenario(testGameScenario(testScenario)));
    if (!v1.ok) throw new Error('the test scenario must parse');
    const asV1 = { ...serializeScenario(v1.scenario), schemaVersion: 1 };
    const fromV1 = parseScenario(asV1);
    if (!fromV1.ok) throw new Error('the v1 form must parse');
    const a = newGame(testRuleset, fromV1.scenario, {}, 5);
    const b = newGame(testRuleset, v1.scenario, {}, 5);
    expect(a.ok && b.ok && stateHash(a.state)).toBe(b.ok && stateHash(b.state));
    expect(fromV1.scenario).not.toHaveProperty('units');
  });

  it('a save whose scenario has units loads and verifies its hash', () => {
    const parsed = parseScenario(serializeScenario(testGameScenario(testScenario)));
    if (!parsed.ok) throw new Error('the test scenario must parse');
    const side = parsed.scenario.sides[0]!.id;
    const memberIds = parsed.scenario.figures.filter((f) => f.side === side).map((f) => f.id);
    const withUnits = parseScenario(serializeScenario({ ...parsed.scenario, units: [{ id: 'band', side, name: 'Band', memberIds, formation: { kind: 'irregular' }, facingDeg: 45, profile: { moveIn: 4 } }] }));
    if (!withUnits.ok) throw new Error(withUnits.problems.map((p) => p.message).join('\n'));
    // The ruleset checks the unit's profile, with its path.
    const bare = newGame(testRuleset, { ...withUnits.scenario, units: withUnits.scenario.units!.map((u) => ({ ...u, profile: {} })) }, {}, 9);
    expect(bare.ok ? [] : bare.problems.map((p) => `${p.path} ${p.code}`)).toEqual(['units[0].profile.moveIn missing']);
    const game = newGame(testRuleset, withUnits.scenario, {}, 9);
    if (!game.ok) throw new Error('the game must start');
    const save = JSON.parse(JSON.stringify(serializeSave(game.state, serializeScenario(withUnits.scenario)))) as unknown;
    const loaded = loadSave(save, createRulesetRegistry([testRuleset]));
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('\n'));
    expect(stateHash(loaded.state)).toBe(stateHash(game.state));
    expect(loaded.state.scenario.units).toEqual(withUnits.scenario.units);
  });
});
