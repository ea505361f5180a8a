import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parseScenario, parseScenarioText } from './parseScenario';
import { serializeScenario, serializeScenarioText } from './serializeScenario';
import { validScenario } from './testArbitraries';

describe('serializeScenario', () => {
  it('round-trips every generated valid scenario: parse(serialize(s)) equals s', () => {
    fc.assert(fc.property(validScenario, (s) => {
      const result = parseScenario(serializeScenario(s));
      if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
      expect(result.warnings).toEqual([]);
      expect(result.scenario).toStrictEqual(s);
    }), { numRuns: 150 });
  });

  it('round-trips through text too', () => {
    fc.assert(fc.property(validScenario, (s) => {
      const result = parseScenarioText(serializeScenarioText(s));
      expect(result.ok && result.scenario).toStrictEqual(s);
    }), { numRuns: 30 });
  });

  it('writes the long form: every rule field, bases as objects, footprints as pairs', () => {
    const text = readFileSync(new URL('../../public/scenarios/demo-town.json', import.meta.url), 'utf8');
    const demo = parseScenarioText(text);
    if (!demo.ok) throw new Error('demo must parse');
    const file = serializeScenario(demo.scenario);
    expect(file.terrain[0]).toEqual({
      id: 'main-street', kind: 'road', name: 'Main Street', footprint: [[20, 0], [27, 0], [27, 48], [20, 48]],
      elevationIn: 0, heightIn: 0, cover: 'none', inTheWay: null, difficult: false, impassable: false, climbable: false,
      hasLadder: false, hasDoors: false, sight: 'none', standableTop: false, slope: false,
    });
    expect(file.figures[0]?.base).toEqual({ shape: 'round', diameterMm: 25 });
    const again = parseScenario(file);
    expect(again.ok && again.scenario).toStrictEqual(demo.scenario);
  });

  it('BP-GAP-08: a piece\'s explicit obstacleLevel loads, is written back and round-trips; a piece without it gains no key', () => {
    const text = readFileSync('public/scenarios/demo-town.json', 'utf8');
    const json = JSON.parse(text) as { terrain: Record<string, unknown>[] };
    json.terrain[1] = { ...json.terrain[1], obstacleLevel: 2 };
    const parsed = parseScenario(json);
    if (!parsed.ok) throw new Error('must parse');
    expect(parsed.scenario.terrain[1]?.obstacleLevel).toBe(2);
    expect('obstacleLevel' in parsed.scenario.terrain[0]!).toBe(false);
    const file = serializeScenario(parsed.scenario);
    expect(file.terrain[1]?.obstacleLevel).toBe(2);
    expect('obstacleLevel' in file.terrain[0]!).toBe(false);
    expect(parseScenario(file)).toMatchObject({ ok: true, scenario: parsed.scenario });
  });

  it('BP-GAP-08: an obstacleLevel other than 1, 2 or 3 is a problem at its path', () => {
    const json = JSON.parse(readFileSync('public/scenarios/demo-town.json', 'utf8')) as { terrain: Record<string, unknown>[] };
    json.terrain[1] = { ...json.terrain[1], obstacleLevel: 4 };
    const parsed = parseScenario(json);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.map((p) => p.path)).toContain('terrain[1].obstacleLevel');
  });

  it('BS-MISSILE-LOS-3: a wood\'s woodDensity and a building\'s openings load, are written back and round-trip; a bad value is a problem at its path', () => {
    const json = JSON.parse(readFileSync('public/scenarios/demo-town.json', 'utf8')) as { terrain: Record<string, unknown>[] };
    json.terrain[0] = { ...json.terrain[0], openings: 'windows' };
    json.terrain[1] = { ...json.terrain[1], woodDensity: 'light' };
    const parsed = parseScenario(json);
    if (!parsed.ok) throw new Error('must parse');
    expect(parsed.scenario.terrain[0]?.openings).toBe('windows');
    expect(parsed.scenario.terrain[1]?.woodDensity).toBe('light');
    expect('openings' in parsed.scenario.terrain[2]!).toBe(false);
    const file = serializeScenario(parsed.scenario);
    expect(file.terrain[0]?.openings).toBe('windows');
    expect(parseScenario(file)).toMatchObject({ ok: true, scenario: parsed.scenario });
    json.terrain[1] = { ...json.terrain[1], woodDensity: 'thick' };
    const bad = parseScenario(json);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.map((p) => p.path)).toContain('terrain[1].woodDensity');
  });
});
