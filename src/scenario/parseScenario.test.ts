import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseScenario, parseScenarioText } from './parseScenario';
import { utf8ByteLength } from './readJsonText';
import { validDoc } from './testDocs';

function parsed(doc: unknown) {
  const result = parseScenario(doc);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return result;
}

describe('parseScenario: a valid file', () => {
  it('takes any well-formed ruleset id: which rulesets are installed is the registry\'s to say (issue 14, item 7)', () => {
    for (const id of ['lotow', 'sbh', 'blackpowder', 'battlesystem', 'warhammer', 'my-house-rules-2']) {
      expect(parsed({ ...validDoc(), ruleset: id }).scenario.ruleset).toBe(id);
    }
    for (const id of ['', 'LOTOW', 'lotow rules', '2nd-edition', 'x'.repeat(41)]) {
      const r = parseScenario({ ...validDoc(), ruleset: id });
      expect(!r.ok && r.problems.map((p) => [p.path, p.code])).toEqual([['ruleset', 'badFormat']]);
    }
  });

  it('fills the defaults: figure fields, options, and terrain rules per kind', () => {
    const { scenario, warnings } = parsed(validDoc());
    expect(warnings).toEqual([]);
    expect(scenario.options).toEqual({});
    expect(scenario.figures[0]).toEqual({
      id: 'r1', side: 'red', name: 'Red One', base: { shape: 'round', diameterMm: 25 }, x: 5, y: 5,
      facingDeg: 0, standsOn: null, stance: 'standing', mounted: false, profile: {},
    });
    expect(scenario.terrain[0]).toMatchObject({ kind: 'building', cover: 'hard', impassable: true, sight: 'solid', hasDoors: true, elevationIn: 0 });
    expect(scenario.terrain[2]).toMatchObject({ kind: 'wall', cover: 'hard', inTheWay: 4, sight: 'solid', climbable: false, impassable: false });
    expect(scenario.terrain[1]).toMatchObject({ kind: 'hill', standableTop: true, cover: 'none' });
  });

  it('turns rect shorthand and {x,y} points into footprints', () => {
    const { scenario } = parsed(validDoc());
    expect(scenario.terrain[1]?.footprint).toEqual([{ x: 30, y: 10 }, { x: 38, y: 10 }, { x: 38, y: 16 }, { x: 30, y: 16 }]);
    expect(scenario.terrain[2]?.footprint[1]).toEqual({ x: 28, y: 20 });
    expect(scenario.terrain[1]).not.toHaveProperty('rect');
  });

  it('lets a file override a kind default', () => {
    const doc = validDoc();
    doc.terrain[2] = { ...doc.terrain[2], cover: 'soft', inTheWay: null, climbable: true };
    expect(parsed(doc).scenario.terrain[2]).toMatchObject({ cover: 'soft', inTheWay: null, climbable: true });
  });

  it('normalises facing into [0, 360)', () => {
    const doc = validDoc();
    doc.figures[0] = { ...doc.figures[0], facingDeg: -90 };
    doc.figures[1] = { ...doc.figures[1], facingDeg: 450 };
    const { scenario } = parsed(doc);
    expect(scenario.figures[0]?.facingDeg).toBe(270);
    expect(scenario.figures[1]?.facingDeg).toBe(90);
  });

  it('warns about, and ignores, unknown fields', () => {
    const doc = { ...validDoc(), author: 'me' };
    doc.figures[0] = { ...doc.figures[0], colour: 'red' };
    const { scenario, warnings } = parsed(doc);
    expect(warnings.map((w) => [w.path, w.code])).toEqual([['figures[0].colour', 'unknownField'], ['author', 'unknownField']]);
    expect(scenario).not.toHaveProperty('author');
    expect(scenario.figures[0]).not.toHaveProperty('colour');
  });

  it('drops a repeated closing point with a warning', () => {
    const doc = validDoc();
    doc.terrain[0] = { ...doc.terrain[0], footprint: [[10, 10], [16, 10], [16, 16], [10, 16], [10, 10]] };
    const { scenario, warnings } = parsed(doc);
    expect(scenario.terrain[0]?.footprint).toHaveLength(4);
    expect(warnings).toEqual([expect.objectContaining({ path: 'terrain[0].footprint', code: 'closedPolygon' })]);
  });

  it('does not change its input', () => {
    const doc = validDoc();
    const before = JSON.stringify(doc);
    parseScenario({ ...doc, extra: 1 });
    expect(JSON.stringify(doc)).toBe(before);
  });
});

describe('parseScenario never throws', () => {
  it('for any JSON-like value', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      const result = parseScenario(value);
      expect(typeof result.ok).toBe('boolean');
    }));
  });

  it('for mangled versions of a valid file', () => {
    const paths = ['id', 'table', 'terrain', 'figures', 'sides', 'options', 'ruleset', 'name'];
    fc.assert(fc.property(fc.constantFrom(...paths), fc.anything(), (key, value) => {
      const result = parseScenario({ ...validDoc(), [key]: value });
      if (!result.ok) for (const p of result.problems) expect(p.message.startsWith(`${p.path}: `)).toBe(true);
    }));
  });

  it('for a getter that throws and for a cycle', () => {
    const hostile = validDoc();
    Object.defineProperty(hostile, 'name', { enumerable: true, get: () => { throw new Error('boom'); } });
    expect(parseScenario(hostile).ok).toBe(false);
    const cyclic: Record<string, unknown> = validDoc();
    cyclic.options = cyclic;
    expect(parseScenario(cyclic).ok).toBe(false);
  });
});

describe('parseScenarioText', () => {
  it('parses a valid text, with or without a byte-order mark', () => {
    expect(parseScenarioText(JSON.stringify(validDoc())).ok).toBe(true);
    expect(parseScenarioText(`\ufeff${JSON.stringify(validDoc(), null, 2)}`).ok).toBe(true);
  });

  it('reports a syntax error with its line and column', () => {
    const text = '{\n  "schemaVersion": 1,\n  "id": "x"\n  "name": "y"\n}';
    expect(parseScenarioText(text)).toEqual({
      ok: false,
      problems: [{
        path: '(root)', code: 'notJson',
        message: '(root): not valid JSON at line 4, column 3: expected "," or "}", found "\\""',
        params: { line: 4, column: 3, reason: 'expected "," or "}", found "\\""' },
      }],
    });
  });

  it('refuses more than 5 MB', () => {
    const text = `{"pad": "${'x'.repeat(5 * 1024 * 1024)}"}`;
    const result = parseScenarioText(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatchObject({ code: 'tooLarge', params: { bytes: text.length, maxBytes: 5 * 1024 * 1024 } });
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8ByteLength('a')).toBe(1);
    expect(utf8ByteLength('″')).toBe(3);
    expect(utf8ByteLength('é')).toBe(2);
    expect(utf8ByteLength('🤠')).toBe(4);
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => {
      expect(utf8ByteLength(s)).toBe(Buffer.byteLength(s, 'utf8'));
    }));
  });
});
