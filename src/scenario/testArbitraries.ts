/**
 * A fast-check generator of valid scenarios, for round-trip properties (not API).
 * Validity by construction: terrain pieces are star-shaped polygons each in its own cell of the
 * northern half; loose figures stand on a 2.5″ grid in the southern half (no terrain there); some
 * figures stand on the centre of a standable piece in the north; irregular units (format v2) group
 * a side's loose figures.
 */
import fc from 'fast-check';
import type { BaseShape, Figure, Scenario, Side } from '../engine/model';
import { STANCES } from '../engine/model';
import type { TerrainPiece } from '../los/terrain';
import { COVER_KINDS, SIGHT_KINDS, TERRAIN_KINDS } from '../los/terrain';

const finite = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((v) => (Object.is(v, -0) ? 0 : v));
const key = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,8}$/);
const scalar = fc.oneof(fc.integer({ min: -99, max: 99 }), fc.string({ maxLength: 12 }), fc.boolean(), finite(-10, 10));
// fc.dictionary makes null-prototype objects; the parser returns plain ones.
const record = fc.dictionary(key, scalar, { maxKeys: 5 }).map((d) => ({ ...d }));
const text = fc.string({ minLength: 1, maxLength: 30 });
const base: fc.Arbitrary<BaseShape> = fc.oneof(
  fc.integer({ min: 20, max: 40 }).map((d) => ({ shape: 'round' as const, diameterMm: d })),
  fc.tuple(fc.constantFrom('oval' as const, 'rect' as const), fc.integer({ min: 20, max: 30 }), fc.integer({ min: 20, max: 50 }))
    .map(([shape, widthMm, lengthMm]) => ({ shape, widthMm, lengthMm })),
);

function starAround(cx: number, cy: number, maxR: number) {
  return fc.integer({ min: 4, max: 9 }).chain((n) =>
    fc.tuple(fc.array(finite(0.2, 0.8), { minLength: n, maxLength: n }), fc.array(finite(maxR * 0.5, maxR), { minLength: n, maxLength: n }))
      .map(([jit, radii]) => jit.map((j, i) => {
        const a = ((i + j) * 2 * Math.PI) / n;
        return { x: cx + (radii[i] as number) * Math.cos(a), y: cy + (radii[i] as number) * Math.sin(a) };
      })));
}

const pieceRules = fc.record({
  kind: fc.constantFrom(...TERRAIN_KINDS),
  name: fc.option(text, { nil: undefined }),
  elevationIn: finite(0, 3),
  heightIn: finite(0, 6),
  cover: fc.constantFrom(...COVER_KINDS),
  inTheWay: fc.constantFrom(3 as const, 4 as const, 5 as const, null),
  difficult: fc.boolean(), impassable: fc.boolean(), climbable: fc.boolean(),
  hasLadder: fc.boolean(), hasDoors: fc.boolean(),
  sight: fc.constantFrom(...SIGHT_KINDS),
  standableTop: fc.boolean(),
  slope: fc.boolean(),
}).map((r) => (r.sight === 'solid' && r.heightIn === 0 ? { ...r, heightIn: 1 } : r)); // a solid piece needs a height

const figureFields = fc.record({
  name: text, base, facingDeg: finite(0, 359.99), stance: fc.constantFrom(...STANCES), mounted: fc.boolean(),
  heightIn: fc.option(finite(0.5, 3), { nil: undefined }), profile: record, sideIndex: fc.nat(),
});

export const validScenario: fc.Arbitrary<Scenario> = fc
  .record({ w: fc.integer({ min: 24, max: 72 }), d: fc.integer({ min: 24, max: 72 }), sideCount: fc.integer({ min: 1, max: 3 }) })
  .chain(({ w, d, sideCount }) => {
    const cols = 3;
    const cellW = w / cols;
    const cellH = d / 4; // two rows of terrain cells in the northern half
    const cells = Array.from({ length: cols * 2 }, (_, k) => ({ cx: cellW * ((k % cols) + 0.5), cy: cellH * (Math.floor(k / cols) + 0.5) }));
    const maxR = Math.min(cellW, cellH) * 0.45;
    const gridCols = Math.floor(w / 2.5);
    const gridRows = Math.floor(d / 2 / 2.5);
    return fc.record({
      id: text, name: text, description: fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
      // Installed or not: the format takes any well-formed id (the registry says which are installed).
      ruleset: fc.constantFrom('lotow', 'sbh', 'free', 'blackpowder', 'battlesystem'),
      sides: fc.tuple(...Array.from({ length: sideCount }, () => fc.tuple(text, fc.stringMatching(/^#[0-9a-f]{6}$/)))),
      pieces: fc.array(fc.tuple(fc.nat(cells.length - 1), pieceRules), { maxLength: cells.length })
        .chain((specs) => fc.tuple(...specs.map(([c, rules]) => {
          const cell = cells[c] as { cx: number; cy: number };
          return starAround(cell.cx, cell.cy, maxR).map((footprint) => ({ cell: c, rules, footprint }));
        }))),
      loose: fc.uniqueArray(fc.nat(gridCols * gridRows - 1), { maxLength: 15 }).chain((slots) =>
        fc.tuple(...slots.map((s) => figureFields.map((f) => ({ ...f, slot: s }))))),
      perched: fc.array(figureFields, { maxLength: 6 }),
      options: record,
      // Format v2: per side, maybe an irregular unit of its loose figures; `units` absent, empty or listed.
      units: fc.option(fc.array(fc.record({ take: fc.boolean(), name: text, facingDeg: finite(0, 359.99), profile: record }), { maxLength: 3 }), { nil: undefined }),
    }).map((g): Scenario => {
      const usedCells = new Set<number>();
      const terrain: TerrainPiece[] = [];
      const cellOf = new Map<string, { cx: number; cy: number }>();
      g.pieces.forEach((p, i) => {
        if (usedCells.has(p.cell)) return; // one piece per cell keeps pieces apart
        usedCells.add(p.cell);
        cellOf.set(`t${i}`, cells[p.cell] as { cx: number; cy: number });
        const { name, ...rules } = p.rules;
        terrain.push({ id: `t${i}`, ...(name === undefined ? {} : { name }), footprint: p.footprint, ...rules });
      });
      const sides: Side[] = g.sides.map(([name, color], i) => ({ id: `s${i}`, name, color }));
      const toFigure = (f: (typeof g.perched)[number] & { slot?: number }, id: string, x: number, y: number, standsOn: string | null): Figure => {
        const { sideIndex, heightIn, slot: _slot, ...rest } = f;
        return { id, side: `s${sideIndex % sides.length}`, x, y, standsOn, ...rest, ...(heightIn === undefined ? {} : { heightIn }) };
      };
      const figures = g.loose.map((f, i) =>
        toFigure(f, `f${i}`, 2.5 * ((f.slot % gridCols) + 0.5), d / 2 + 2.5 * (Math.floor(f.slot / gridCols) + 0.5), null));
      const standable = terrain.filter((t) => t.standableTop);
      g.perched.forEach((f, i) => {
        const piece = standable[i];
        if (piece === undefined) return;
        const cell = cellOf.get(piece.id) as { cx: number; cy: number };
        figures.push(toFigure(f, `p${i}`, cell.cx, cell.cy, piece.id));
      });
      const units = g.units?.flatMap((spec, i) => {
        const side = sides[i];
        const memberIds = figures.filter((f) => f.standsOn === null && f.side === side?.id).map((f) => f.id);
        if (!spec.take || side === undefined || memberIds.length === 0) return [];
        return [{ id: `u${i}`, side: side.id, name: spec.name, memberIds, formation: { kind: 'irregular' as const }, facingDeg: spec.facingDeg, profile: spec.profile }];
      });
      return {
        schemaVersion: 1, id: g.id, name: g.name, ...(g.description === undefined ? {} : { description: g.description }),
        ruleset: g.ruleset, table: { widthIn: w, depthIn: d }, terrain, sides, figures,
        ...(units === undefined ? {} : { units }), options: g.options,
      };
    });
  });
