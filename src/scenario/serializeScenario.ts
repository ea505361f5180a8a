/**
 * Writing a scenario back out as a format-v2 file (`units` written when the scenario has the field). The output is the canonical long form: every
 * terrain rule field written out (no reliance on the per-kind defaults, which may change), bases as
 * objects, footprints as [x, y] pairs. `parseScenario(serializeScenario(s))` gives back `s`.
 */
import type { BaseShape, Figure, ProfileValue, RulesetId, Scenario, Side, TableSize, Unit } from '../engine/model';
import type { TerrainPiece } from '../los/terrain';
import { regularFormation } from '../engine/unitStands';
import { TERRAIN_RULE_FIELDS } from './terrainDefaults';

export interface TerrainPieceFileV1 extends Omit<TerrainPiece, 'footprint'> {
  readonly footprint: readonly (readonly [number, number])[];
}

export interface FigureFileV1 extends Omit<Figure, 'base'> {
  readonly base: BaseShape;
}

/** The JSON document of format v2, as `serializeScenario` writes it. */
export interface ScenarioFileV2 {
  readonly schemaVersion: 2;
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  readonly victory?: string;
  readonly ruleset: RulesetId;
  readonly table: TableSize;
  readonly terrain: readonly TerrainPieceFileV1[];
  readonly sides: readonly Side[];
  readonly figures: readonly FigureFileV1[];
  readonly units?: readonly Unit[];
  readonly options: Readonly<Record<string, ProfileValue>>;
}

function pieceToFile(p: TerrainPiece): TerrainPieceFileV1 {
  // `slope` may be absent on pieces built in code; the file always says it.
  const rules = Object.fromEntries(TERRAIN_RULE_FIELDS.map((k) => [k, k === 'slope' ? p.slope ?? false : p[k]]));
  return {
    id: p.id,
    kind: p.kind,
    ...(p.name === undefined ? {} : { name: p.name }),
    footprint: p.footprint.map((pt) => [pt.x, pt.y] as const),
    elevationIn: p.elevationIn,
    heightIn: p.heightIn,
    ...(rules as Pick<Required<TerrainPiece>, (typeof TERRAIN_RULE_FIELDS)[number]>),
    ...(p.obstacleLevel === undefined ? {} : { obstacleLevel: p.obstacleLevel }),
    ...(p.woodDensity === undefined ? {} : { woodDensity: p.woodDensity }),
    ...(p.openings === undefined ? {} : { openings: p.openings }),
  };
}

function figureToFile(f: Figure): FigureFileV1 {
  return {
    id: f.id,
    side: f.side,
    name: f.name,
    base: { ...f.base },
    x: f.x,
    y: f.y,
    facingDeg: f.facingDeg,
    standsOn: f.standsOn,
    stance: f.stance,
    mounted: f.mounted,
    ...(f.heightIn === undefined ? {} : { heightIn: f.heightIn }),
    profile: { ...f.profile },
  };
}

function unitToFile(u: Unit): Unit {
  return {
    id: u.id,
    side: u.side,
    name: u.name,
    memberIds: [...u.memberIds],
    formation: u.formation.kind === 'regular' ? regularFormation(u.formation.files, u.formation.ranks, u.formation.stand, u.formation.vacantSlots) : { kind: 'irregular' },
    facingDeg: u.facingDeg,
    profile: { ...u.profile },
  };
}

/** The scenario as a format-v2 JSON document (a plain object, ready for `JSON.stringify`). */
export function serializeScenario(scenario: Scenario): ScenarioFileV2 {
  return {
    schemaVersion: 2,
    id: scenario.id,
    name: scenario.name,
    ...(scenario.description === undefined ? {} : { description: scenario.description }),
    ...(scenario.victory === undefined ? {} : { victory: scenario.victory }),
    ruleset: scenario.ruleset,
    table: { widthIn: scenario.table.widthIn, depthIn: scenario.table.depthIn },
    terrain: scenario.terrain.map(pieceToFile),
    sides: scenario.sides.map((s) => ({ id: s.id, name: s.name, color: s.color })),
    figures: scenario.figures.map(figureToFile),
    ...(scenario.units === undefined ? {} : { units: scenario.units.map(unitToFile) }),
    options: { ...scenario.options },
  };
}

/** The scenario as format-v2 JSON text, indented two spaces. */
export function serializeScenarioText(scenario: Scenario): string {
  return `${JSON.stringify(serializeScenario(scenario), null, 2)}\n`;
}
