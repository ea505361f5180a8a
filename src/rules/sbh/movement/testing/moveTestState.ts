/**
 * Hand-built SBH tables for the movement tests (not shipped): two sides (red plays, blue waits),
 * figures on 25 mm round bases, terrain and options as given, an activation under way when asked
 * (no activation roll needed), and a ruleset with only the movement handler behind the real router.
 */
import { stepDriver } from '../../../../engine/testing/gameDriver';
import type { Applied as EngineApplied } from '../../../../engine/testing/gameDriver';
import { moveAction } from '../../../../engine/intents';
import type { Figure, Scenario } from '../../../../engine/model';
import { resolveOptions } from '../../../../engine/options';
import type { Ruleset } from '../../../../engine/ruleset';
import { rngFromSeed } from '../../../../engine/rng';
import type { Action } from '../../../../engine/state';
import type { Vec2 } from '../../../../geometry/point';
import type { TerrainPiece } from '../../../../los/terrain';
import { SBH_OPTIONS } from '../../sbhOptions';
import { makeSbhRuleset } from '../../index';
import type { SbhState } from '../../sbhTypes';
import { withFigState } from '../../sbhTypes';
import type { SbhFigState, SbhFlow } from '../../sbhTypes';
import { freshSbhFigState } from '../../sbhTypes';
import { movementHandler } from '../movementHandler';
import { sbhMovementArea } from '../movementArea';

/** Radius of a 25 mm round base, inches (0.492). */
export const R = 25 / 25.4 / 2;

export const rect = (x: number, y: number, w: number, h: number): Vec2[] => [
  { x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h },
];

export const piece = (p: Partial<TerrainPiece> & Pick<TerrainPiece, 'id' | 'footprint' | 'heightIn'>): TerrainPiece => ({
  kind: 'other', elevationIn: 0, cover: 'none', inTheWay: null, difficult: false, impassable: false, climbable: false,
  hasLadder: false, hasDoors: false, sight: 'none', standableTop: false, slope: false, ...p,
});

/** A wood as a scenario would load it (kind woods: difficult, sight through its area). */
export const wood = (id: string, footprint: Vec2[], over: Partial<TerrainPiece> = {}): TerrainPiece =>
  piece({ id, name: id, kind: 'woods', footprint, heightIn: 3, cover: 'soft', sight: 'area', difficult: true, ...over });
export const building = (id: string, footprint: Vec2[]): TerrainPiece =>
  piece({ id, name: id, kind: 'building', footprint, heightIn: 4, cover: 'hard', sight: 'solid', impassable: true });
export const hill = (id: string, footprint: Vec2[], heightIn = 1): TerrainPiece =>
  piece({ id, name: id, kind: 'hill', footprint, heightIn, sight: 'solid', standableTop: true, slope: true });

/** A figure (side red unless given), Quality 4, Combat 2, moving Medium unless its profile says. */
export const fig = (p: Partial<Figure> & Pick<Figure, 'id' | 'x' | 'y'>): Figure => ({
  side: 'red', name: p.id, base: { shape: 'round', diameterMm: 25 }, facingDeg: 0, standsOn: null,
  stance: 'standing', mounted: false, ...p, profile: { quality: 4, combat: 2, ...p.profile },
});

export interface MoveStateSpec {
  readonly figures: readonly Figure[];
  readonly terrain?: readonly TerrainPiece[];
  readonly options?: Record<string, unknown>;
  readonly figureState?: Readonly<Record<string, Partial<SbhFigState>>>;
  /** The figure being activated (red's) and its actions left. */
  readonly activated?: string;
  readonly actionsLeft?: number;
  readonly tableIn?: number;
}

export function moveState(spec: MoveStateSpec): SbhState {
  const scenario: Scenario = {
    schemaVersion: 1, id: 'sbh-move-test', name: 'SBH movement test table', ruleset: 'sbh',
    table: { widthIn: spec.tableIn ?? 36, depthIn: spec.tableIn ?? 36 },
    terrain: [...(spec.terrain ?? [])],
    sides: [{ id: 'red', name: 'Red', color: '#aa2222' }, { id: 'blue', name: 'Blue', color: '#2222aa' }],
    figures: [...spec.figures],
    options: {},
  };
  const resolved = resolveOptions(SBH_OPTIONS, { firstPlayer: 'scenarioOrder', ...spec.options });
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.problems));
  const count = (s: string) => spec.figures.filter((f) => f.side === s).length;
  const flow: SbhFlow = {
    order: ['red', 'blue'], active: 0, turnover: false, pendingReaction: null, pendingMorale: [], casualties: [],
    activation: spec.activated === undefined ? null : { figureId: spec.activated, dice: 3, successes: spec.actionsLeft ?? 3, failures: 0, actionsLeft: spec.actionsLeft ?? 3, attacked: false },
    startingCounts: { red: count('red'), blue: count('blue') }, startingPoints: { red: count('red'), blue: count('blue') }, halvedSides: [],
  };
  let state: SbhState = {
    schemaVersion: 1, rulesetId: 'sbh', options: resolved.options, seed: 1, scenario, turn: 1, actors: ['red'], flow,
    figureState: Object.fromEntries(spec.figures.map((f) => [f.id, freshSbhFigState()])), rng: rngFromSeed(1), log: [], outcome: null,
  };
  for (const [id, patch] of Object.entries(spec.figureState ?? {})) state = withFigState(state, id, patch);
  return state;
}

export const moveRuleset = makeSbhRuleset({ handlers: [movementHandler], afterResolve: [], movementArea: sbhMovementArea, sideActions: () => [] }) as Ruleset<SbhFlow, SbhFigState>;

const sideOf = (state: SbhState, id: string): string => state.scenario.figures.find((f) => f.id === id)?.side ?? 'red';

/** A move of `figureId` to `to` (one point: a straight move), or along several points. */
export const move = (state: SbhState, figureId: string, ...path: Vec2[]): Action => moveAction({ id: figureId, side: sideOf(state, figureId) }, path);
export const standUp = (state: SbhState, figureId: string): Action => ({ type: 'standUp', side: sideOf(state, figureId), figureId });
export const breakAway = (state: SbhState, figureId: string, to: Vec2): Action => ({ type: 'breakAway', side: sideOf(state, figureId), figureId, params: { path: [{ x: to.x, y: to.y }] } });

export type Applied = EngineApplied<SbhFlow, SbhFigState>;
export const { act, accept, refuse } = stepDriver(moveRuleset);

export const at = (state: SbhState, id: string): Figure => state.scenario.figures.find((f) => f.id === id)!;
