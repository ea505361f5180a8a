import { describe, expect, it } from 'vitest';
import type { JsonObject, ScenarioMigration } from './migrations';
import { CURRENT_SCHEMA_VERSION, SCENARIO_MIGRATIONS, V1_TO_V2_UNITS, migrateScenario } from './migrations';
import { parseScenario } from './parseScenario';
import { validDoc } from './testDocs';

/**
 * A made-up version 0, for the mechanism only: the table was `tableIn: [w, d]` and each figure's
 * position was `pos: [x, y]`.
 */
const v0ToV1: ScenarioMigration = {
  name: 'v0-to-v1-table-and-positions',
  fromVersion: 0,
  toVersion: 1,
  migrate: (doc: JsonObject): JsonObject => {
    const { tableIn, figures, ...rest } = doc as { tableIn: [number, number]; figures: { pos: [number, number] }[] };
    return {
      ...rest,
      table: { widthIn: tableIn[0], depthIn: tableIn[1] },
      figures: figures.map(({ pos, ...f }) => ({ ...f, x: pos[0], y: pos[1] })),
    };
  },
};

function v0Doc(): JsonObject {
  const { table, figures, ...rest } = validDoc();
  const t = table as { widthIn: number; depthIn: number };
  return {
    ...rest,
    schemaVersion: 0,
    tableIn: [t.widthIn, t.depthIn],
    figures: figures.map(({ x, y, ...f }) => ({ ...f, pos: [x, y] })),
  };
}

describe('migrations', () => {
  it('ships v1-to-v2-units: version 2 is current', () => {
    expect(CURRENT_SCHEMA_VERSION).toBe(2);
    expect(SCENARIO_MIGRATIONS.map((m) => [m.name, m.fromVersion, m.toVersion])).toEqual([['v1-to-v2-units', 1, 2]]);
  });

  it('v1-to-v2-units: a v1 file loads unchanged (same scenario, no units, no notice)', () => {
    const v1 = { ...validDoc(), schemaVersion: 1 };
    const v2 = { ...validDoc(), schemaVersion: 2 };
    const a = parseScenario(v1);
    const b = parseScenario(v2);
    if (!a.ok || !b.ok) throw new Error('expected both to parse');
    expect(a.scenario).toEqual(b.scenario);
    expect(a.scenario.units).toBeUndefined();
    expect(a.warnings).toEqual([]);
    expect(migrateScenario(v1)).toMatchObject({ ok: true, applied: ['v1-to-v2-units'], noticed: [] });
  });

  it('applies named migrations in order and notes the ones that are not silent', () => {
    const result = parseScenario(v0Doc(), { migrations: [v0ToV1, V1_TO_V2_UNITS] });
    if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
    const direct = parseScenario(validDoc());
    expect(direct.ok && result.scenario).toEqual(direct.ok && direct.scenario);
    expect(result.warnings[0]).toMatchObject({ path: 'schemaVersion', code: 'migrated', params: { from: 0, to: 2, steps: 'v0-to-v1-table-and-positions, v1-to-v2-units' } });
  });

  it('does not mutate the old document', () => {
    const doc = v0Doc();
    const before = JSON.stringify(doc);
    migrateScenario(doc, [v0ToV1, V1_TO_V2_UNITS]);
    expect(JSON.stringify(doc)).toBe(before);
  });

  it('refuses an old version with no migration path, and a future version', () => {
    expect(parseScenario(v0Doc())).toMatchObject({ ok: false, problems: [{ path: 'schemaVersion', code: 'unsupportedVersion', params: { version: 0, supported: '2' } }] });
    expect(migrateScenario({ schemaVersion: 7 }, [v0ToV1])).toMatchObject({ ok: false, problems: [{ code: 'unsupportedVersion' }] });
    expect(migrateScenario({ schemaVersion: 1.5 })).toMatchObject({ ok: false, problems: [{ code: 'wrongType' }] });
  });

  it('reports a migration that throws instead of throwing', () => {
    const result = parseScenario({ schemaVersion: 0 }, { migrations: [v0ToV1, V1_TO_V2_UNITS] });
    expect(result).toMatchObject({ ok: false, problems: [{ path: '(root)', code: 'invalid' }] });
  });
});
