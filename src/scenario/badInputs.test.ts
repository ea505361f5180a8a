/**
 * One bad input per row: each must fail with exactly one problem, at the right path, with the right
 * code and plain words that name the path.
 */
import { describe, expect, it } from 'vitest';
import type { ParseScenarioResult } from './parseScenario';
import { decodeFileText } from './decodeUtf8';
import { parseScenario, parseScenarioText } from './parseScenario';
import { SCENARIO_PROBLEM_CODES } from './problems';
import { validDoc } from './testDocs';

type Doc = ReturnType<typeof validDoc>;
const edit = (change: (d: Doc) => void): ParseScenarioResult => {
  const d = validDoc();
  change(d);
  return parseScenario(d);
};
/** Four red 25 mm figures in a regular 2 × 2 unit `foot`, front-left corner (20, 28), facing north (format v2). */
const withUnit = (change: (d: Doc, units: Record<string, unknown>[]) => void) => edit((d) => {
  const slotIn = 25 / 25.4;
  d.schemaVersion = 2;
  for (let k = 0; k < 4; k++) {
    d.figures.push({ id: `u${k + 1}`, side: 'red', name: `Foot ${k + 1}`, base: 25, x: 20 + ((k % 2) + 0.5) * slotIn, y: 28 + (Math.floor(k / 2) + 0.5) * slotIn });
  }
  const units: Record<string, unknown>[] = [{ id: 'foot', side: 'red', name: 'Foot', memberIds: ['u1', 'u2', 'u3', 'u4'], formation: { kind: 'regular', files: 2, ranks: 2 } }];
  d.units = units;
  change(d, units);
});
const fig = (d: Doc, i: number) => d.figures[i] as Record<string, unknown>;
const piece = (d: Doc, i: number) => d.terrain[i] as Record<string, unknown>;

const cases: [string, () => ParseScenarioResult, string, string, string][] = [
  ['text that is not JSON', () => parseScenarioText('{\n  "id": }'), '(root)', 'notJson', 'line 2, column 9'],
  ['a file over 5 MB', () => parseScenarioText(`"${'x'.repeat(6 * 1024 * 1024)}"`), '(root)', 'tooLarge', 'the limit is 5 MB'],
  ['bytes that are not UTF-8 (read by the CLI or the app)', () => {
    const read = decodeFileText(Uint8Array.from([0x7b, 0x22, 0x69, 0xe4, 0x22, 0x7d])); // {"i\xe4"}: a Latin-1 ä
    return read.ok ? parseScenarioText(read.text) : { ok: false, problems: [read.problem] };
  }, '(root)', 'badEncoding', 'byte 0xE4 at offset 3'],
  ['arrays nested 5,000 deep (issue 12: accepted, then every save overflowed the stack)', () => parseScenarioText(`{"schemaVersion": 1, "x": ${'['.repeat(5000)}1${']'.repeat(5000)}}`),
    'x[0][0][0][0][0][0][0]…', 'tooDeep', 'nested more than 64 levels deep'],
  ['not an object', () => parseScenario([1, 2]), '(root)', 'wrongType', 'expected a JSON object, got a list'],
  ['no schemaVersion', () => edit((d) => { delete d.schemaVersion; }), 'schemaVersion', 'missing', 'required but missing'],
  ['a version from the future', () => edit((d) => { d.schemaVersion = 3; }), 'schemaVersion', 'unsupportedVersion', 'version 3 is not supported'],
  ['a missing coordinate', () => edit((d) => { delete fig(d, 1).x; }), 'figures[1].x', 'missing', 'required but missing'],
  ['a coordinate as text', () => edit((d) => { fig(d, 0).x = '5'; }), 'figures[0].x', 'wrongType', 'expected number, got "5"'],
  ['a ruleset id that is not an id', () => edit((d) => { d.ruleset = 'Warhammer 40k'; }), 'ruleset', 'badFormat', 'a ruleset id'],
  ['an unknown base shape', () => edit((d) => { fig(d, 0).base = { shape: 'hex', diameterMm: 25 }; }), 'figures[0].base.shape', 'badEnum', '"hex" is not one of: round, oval, rect'],
  ['an unknown terrain kind', () => edit((d) => { piece(d, 2).kind = 'lava'; }), 'terrain[2].kind', 'badEnum', '"lava" is not one of: building'],
  ['an In the Way roll of 6+', () => edit((d) => { piece(d, 2).inTheWay = 6; }), 'terrain[2].inTheWay', 'badEnum', '6 is not one of: 3, 4, 5'],
  ['a table too large', () => edit((d) => { d.table = { widthIn: 300, depthIn: 36 }; }), 'table.widthIn', 'outOfRange', '300 is out of range (1–240″)'],
  ['a base too small (shorthand)', () => edit((d) => { fig(d, 0).base = 5; }), 'figures[0].base.diameterMm', 'outOfRange', '5 is out of range (10–200 mm)'],
  ['a negative height', () => edit((d) => { piece(d, 0).heightIn = -1; }), 'terrain[0].heightIn', 'outOfRange', '-1 is out of range (0–100″)'],
  ['an empty id', () => edit((d) => { d.id = ''; }), 'id', 'badLength', 'must be 1–100 characters long'],
  ['a colour by name', () => edit((d) => { (d.sides as Record<string, unknown>[])[0]!.color = 'red'; }), 'sides[0].color', 'badFormat', '"red" is not a #rrggbb colour'],
  ['a profile key with a space', () => edit((d) => { fig(d, 0).profile = { 'fight value': 3 }; }), 'figures[0].profile["fight value"]', 'badFormat', 'is not a name of letters'],
  // JSON.parse makes `__proto__` an own key, as a file does (an object literal would set the prototype).
  ['a profile key __proto__ (zod used to drop it silently)', () => edit((d) => { fig(d, 0).profile = JSON.parse('{"fight": 3, "__proto__": 4}'); }), 'figures[0].profile.__proto__', 'badFormat', '"__proto__" is not a name of letters'],
  ['an options key __proto__ (zod used to drop it silently)', () => edit((d) => { d.options = JSON.parse('{"__proto__": {"turnLimit": 3}}'); }), 'options.__proto__', 'badFormat', '"__proto__" is not a name of letters'],
  ['an options key with a newline: quoted, so the path stays on one line', () => edit((d) => { d.options = { 'a\nb': 1 }; }), 'options["a\\nb"]', 'badFormat', '"a\\nb" is not a name of letters'],
  ['a profile value that is a list', () => edit((d) => { fig(d, 0).profile = { fight: [3] }; }), 'figures[0].profile.fight', 'wrongType', 'expected number, text or true/false, got a list'],
  ['a malformed point', () => edit((d) => { piece(d, 0).footprint = [[10, 10], [16, 10, 2], [16, 16]]; }), 'terrain[0].footprint[1]', 'wrongType', 'expected [x, y] or {"x": x, "y": y}'],
  ['too many figures', () => edit((d) => { d.figures = Array.from({ length: 1001 }, (_, i) => ({ id: `f${i}`, side: 'red', name: 'F', base: 25, x: 1, y: 1 })); }), 'figures', 'tooMany', '1001 entries, at most 1000 allowed'],
  ['a footprint of two points', () => edit((d) => { piece(d, 0).footprint = [[10, 10], [16, 10]]; }), 'terrain[0].footprint', 'tooFew', '2 entries, at least 3 needed'],
  ['both footprint and rect', () => edit((d) => { piece(d, 0).rect = { x: 1, y: 1, w: 2, h: 2 }; }), 'terrain[0].rect', 'conflict', 'give only one of footprint, rect'],
  ['neither footprint nor rect', () => edit((d) => { delete piece(d, 0).footprint; }), 'terrain[0].footprint', 'missing', 'required but missing: give footprint or rect'],
  ['a duplicate figure id', () => edit((d) => { fig(d, 1).id = 'r1'; }), 'figures[1].id', 'duplicateId', '"r1" is already the id of figures[0]'],
  ['a figure of an unknown side', () => edit((d) => { fig(d, 0).side = 'green'; }), 'figures[0].side', 'unknownSide', '"green" is not one of the sides (red, blue)'],
  ['standing on a piece that does not exist', () => edit((d) => { fig(d, 2).standsOn = 'mesa'; }), 'figures[2].standsOn', 'unknownPiece', 'there is no terrain piece "mesa"'],
  ['standing on a wall', () => edit((d) => { fig(d, 2).standsOn = 'wall'; }), 'figures[2].standsOn', 'notStandable', '"wall" (wall) has no top to stand on'],
  ['standing on a hill from afar', () => edit((d) => { fig(d, 2).x = 26; }), 'figures[2].standsOn', 'notOverPiece', 'the base centre (26, 13) is not over "hill"'],
  ['off the east edge', () => edit((d) => { fig(d, 0).x = 52; }), 'figures[0].x', 'offTable', '52 is off the 48″ table: the base reaches 52.49″, past the east edge'],
  ['over the north edge', () => edit((d) => { fig(d, 0).y = 0.2; }), 'figures[0].y', 'offTable', '0.2 is off the table: the base reaches -0.29″, past the north edge'],
  ['two bases overlapping', () => edit((d) => { fig(d, 1).y = 5.5; }), 'figures[1]', 'overlapsFigure', '"Red Two" (r2) overlaps "Red One" (r1, figures[0])'],
  ['a figure inside the house', () => edit((d) => { fig(d, 0).x = 12; fig(d, 0).y = 12; }), 'figures[0]', 'insideImpassable', '"Red One" (r1) stands inside "House" (house), which is impassable'],
  ['a bow-tie footprint', () => edit((d) => { piece(d, 0).footprint = [[10, 10], [16, 16], [16, 10], [10, 16]]; }), 'terrain[0].footprint', 'badPolygon', 'is not a simple polygon'],
  ['a solid wall of no height', () => edit((d) => { piece(d, 2).heightIn = 0; }), 'terrain[2].heightIn', 'zeroHeight', '"wall" blocks sight (sight "solid") but has no height'],
  ['a piece beyond the table', () => edit((d) => { piece(d, 1).rect = { x: 44, y: 10, w: 8, h: 6 }; fig(d, 2).x = 46; }), 'terrain[1].footprint', 'pieceOffTable', 'reaches beyond the 48″ × 36″ table'],
  ['a unit naming a figure that does not exist', () => withUnit((_d, u) => { (u[0]!.memberIds as string[])[1] = 'ghost'; }), 'units[0].memberIds[1]', 'unknownMember', 'there is no figure "ghost"'],
  ['a unit member of another side', () => withUnit((d) => { fig(d, 4).side = 'blue'; }), 'units[0].memberIds[1]', 'memberOfOtherSide', '"u2" is on side "blue", the unit on "red"'],
  ['a figure in two units', () => withUnit((_d, u) => { u.push({ id: 'skirmish', side: 'red', name: 'S', memberIds: ['r1', 'u1'], formation: { kind: 'irregular' } }); }), 'units[1].memberIds[1]', 'memberInTwoUnits', '"u1" is already a member at units[0].memberIds[0]'],
  ['a duplicate unit id', () => withUnit((_d, u) => { u.push({ id: 'foot', side: 'red', name: 'S', memberIds: ['r1'], formation: { kind: 'irregular' } }); }), 'units[1].id', 'duplicateId', '"foot" is already the id of units[0]'],
  ['a unit with a figure\'s id', () => withUnit((_d, u) => { u[0]!.id = 'r2'; }), 'units[0].id', 'duplicateId', '"r2" is already the id of figures[1]'],
  ['a regular formation too small for its members', () => withUnit((_d, u) => { u[0]!.formation = { kind: 'regular', files: 1, ranks: 3 }; }), 'units[0].formation', 'formationMismatch', '1 files × 3 ranks hold 3, not 4 members'],
  ['a regular formation with an empty rank', () => withUnit((_d, u) => { u[0]!.formation = { kind: 'regular', files: 2, ranks: 3 }; }), 'units[0].formation', 'formationMismatch', '4 members 2 abreast fill 2 ranks, not 3'],
  ['BS-CAS-3: bases that do not tile the formation', () => withUnit((_d, u) => { u[0]!.formation = { kind: 'regular', files: 2, ranks: 2, stand: { files: 3, ranks: 1 } }; }), 'units[0].formation', 'standMismatch', 'bases of 3 × 1 figures do not tile 2 files × 2 ranks'],
  ['BS-CAS-3: slots that are not whole bases', () => withUnit((_d, u) => { u[0]!.formation = { kind: 'regular', files: 2, ranks: 2, stand: { files: 2, ranks: 1 }, vacantSlots: [1] }; }), 'units[0].formation', 'standMismatch', '5 slots are not whole bases of 2 figures'],
  ['BS-CAS-3: an empty slot beyond the unit', () => withUnit((_d, u) => { u[0]!.formation = { kind: 'regular', files: 2, ranks: 3, stand: { files: 2, ranks: 1 }, vacantSlots: [1, 9] }; }), 'units[0].formation.vacantSlots', 'badVacantSlot', 'slot 9 is not one of the unit\'s 6 slots'],
  ['BS-CAS-3: a base with every slot empty', () => withUnit((_d, u) => { u[0]!.formation = { kind: 'regular', files: 2, ranks: 3, stand: { files: 2, ranks: 1 }, vacantSlots: [0, 1] }; }), 'units[0].formation.vacantSlots', 'badVacantSlot', 'every slot of base 1 is empty'],
  ['a member out of its slot', () => withUnit((d) => { fig(d, 6).x = (fig(d, 6).x as number) + 1; }), 'units[0].memberIds[3]', 'outOfSlot', '"u4" stands 0.75″ from the centre of its slot (rank 2, file 2); at most 0.5″'],
];

describe('each bad input gets its own code, path and message', () => {
  it.each(cases)('%s', (_name, run, path, code, words) => {
    const result = run();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => `${p.path} ${p.code}`)).toEqual([`${path} ${code}`]);
    const problem = result.problems[0]!;
    expect(problem.message.startsWith(`${path}: `)).toBe(true);
    expect(problem.message).toContain(words);
    expect(Object.keys(SCENARIO_PROBLEM_CODES)).toContain(problem.code);
    const declared = SCENARIO_PROBLEM_CODES[problem.code as keyof typeof SCENARIO_PROBLEM_CODES].params as readonly string[];
    for (const key of Object.keys(problem.params ?? {})) expect(declared).toContain(key);
  });

  it('covers every error code the parser can raise', () => {
    const raised = new Set(cases.map((c) => c[3]));
    const notRaisedByParser = ['fetchFailed', 'urlNotAllowed', 'invalid', 'unknownField', 'closedPolygon', 'migrated'];
    for (const [code, info] of Object.entries(SCENARIO_PROBLEM_CODES)) {
      if (info.severity === 'error' && !notRaisedByParser.includes(code)) expect(raised, code).toContain(code);
    }
  });

  it('reports every problem of a file, not just the first', () => {
    const result = edit((d) => { fig(d, 0).x = 52; fig(d, 1).side = 'green'; piece(d, 0).footprint = [[10, 10], [16, 16], [16, 10], [10, 16]]; });
    expect(result.ok || result.problems.map((p) => p.code)).toEqual(['badPolygon', 'unknownSide', 'offTable']);
  });
});
