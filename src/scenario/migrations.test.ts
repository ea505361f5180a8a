import { describe, expect, it } from 'vitest';
import type { JsonObject, ScenarioMigration } from './migrations';
import { CURRENT_SCHEMA_VERSION, SCENARIO_MIGRATIONS, migrateScenario } from './migrations';
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
  it('ships no migrations yet: version 1 is the first format', () => {
    expect(CURRENT_SCHEMA_VERSION).toBe(1);
    expect(SCENARIO_MIGRATIONS).toEqual([]);
  });

  it('applies a named migration in order and notes it as a warning', () => {
    const result = parseScenario(v0Doc(), { migrations: [v0ToV1] });
    if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
    const direct = parseScenario(validDoc());
    expect(direct.ok && result.scenario).toEqual(direct.ok && direct.scenario);
    expect(result.warnings[0]).toMatchObject({ path: 'schemaVersion', code: 'migrated', params: { from: 0, to: 1, steps: 'v0-to-v1-table-and-positions' } });
  });

  it('does not mutate the old document', () => {
    const doc = v0Doc();
    const before = JSON.stringify(doc);
    migrateScenario(doc, [v0ToV1]);
    expect(JSON.stringify(doc)).toBe(before);
  });

  it('refuses an old version with no migration path, and a future version', () => {
    expect(parseScenario(v0Doc())).toMatchObject({ ok: false, problems: [{ path: 'schemaVersion', code: 'unsupportedVersion', params: { version: 0, supported: '1' } }] });
    expect(migrateScenario({ schemaVersion: 7 }, [v0ToV1])).toMatchObject({ ok: false, problems: [{ code: 'unsupportedVersion' }] });
    expect(migrateScenario({ schemaVersion: 1.5 })).toMatchObject({ ok: false, problems: [{ code: 'wrongType' }] });
  });

  it('reports a migration that throws instead of throwing', () => {
    const result = parseScenario({ schemaVersion: 0 }, { migrations: [v0ToV1] });
    expect(result).toMatchObject({ ok: false, problems: [{ path: '(root)', code: 'invalid' }] });
  });
});
