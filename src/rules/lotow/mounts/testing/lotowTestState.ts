/**
 * Small hand-built LOTOW game states for the prone, spotting and mount tests (not shipped): a table,
 * figures with a LotOW profile, the phase and side to act, options and figure states as given —
 * without playing the Drop and the phases to get there.
 */
import type { Vec2 } from '../../../../geometry/point';
import type { Applied as EngineApplied } from '../../../../engine/testing/gameDriver';
import { stepDriver } from '../../../../engine/testing/gameDriver';
import type { Figure, Scenario } from '../../../../engine/model';
import { resolveOptions } from '../../../../engine/options';
import type { ResolveContext, Ruleset } from '../../../../engine/ruleset';
import { rngFromSeed } from '../../../../engine/rng';
import type { Action, GameEvent, Refusal } from '../../../../engine/state';
import type { TerrainPiece } from '../../../../los/terrain';
import { LOTOW_OPTIONS } from '../../lotowOptions';
import { makeLotowRuleset } from '../../index';
import type { LotowActionHandler, LotowState } from '../../lotowTypes';
import { withFigState } from '../../lotowTypes';
import type { LotowFigState, LotowFlow, LotowPhase } from '../../lotowTypes';
import { freshFigState } from '../../lotowTypes';

export const PROFILE = { shoot: 4, fight: 3, strength: 3, grit: 3, attacks: 1, wounds: 1, pluck: 4, moveIn: 6 } as const;

/** A 25 × 50 mm mounted base, inches: 0.984 × 1.969. */
export const MOUNTED_BASE = { shape: 'rect', widthMm: 25, lengthMm: 50 } as const;
/** Radius of a 25 mm round base, inches. */
export const FOOT_RADIUS_IN = 25 / 25.4 / 2;

export const rect = (x: number, y: number, w: number, h: number): Vec2[] => [
  { x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h },
];

export const piece = (p: Partial<TerrainPiece> & Pick<TerrainPiece, 'id' | 'footprint' | 'heightIn'>): TerrainPiece => ({
  kind: 'other', elevationIn: 0, cover: 'none', inTheWay: null, difficult: false, impassable: false, climbable: false,
  hasLadder: false, hasDoors: false, sight: 'none', standableTop: false, slope: false, ...p,
});

/** A wall: a barrier that blocks sight and gives hard cover. */
export const wall = (id: string, footprint: Vec2[], heightIn: number): TerrainPiece =>
  piece({ id, kind: 'wall', footprint, heightIn, cover: 'hard', inTheWay: 4, sight: 'solid' });

/** A foot fighter (side a unless given) on a 25 mm base. */
export const foot = (p: Partial<Figure> & Pick<Figure, 'id' | 'x' | 'y'>): Figure => ({
  side: 'a', name: p.id, base: { shape: 'round', diameterMm: 25 }, facingDeg: 0, standsOn: null,
  stance: 'standing', mounted: false, profile: { ...PROFILE }, ...p,
});

/** A mounted fighter on a horse (10″), facing north unless given. */
export const rider = (p: Partial<Figure> & Pick<Figure, 'id' | 'x' | 'y'>): Figure =>
  foot({ base: MOUNTED_BASE, mounted: true, ...p, profile: { ...PROFILE, mount: 'horse', ...p.profile } });

export interface TestStateSpec {
  readonly figures: readonly Figure[];
  readonly terrain?: readonly TerrainPiece[];
  readonly phase?: LotowPhase;
  /** The side acting now (default: the first side). */
  readonly side?: string;
  readonly options?: Record<string, unknown>;
  readonly figureState?: Readonly<Record<string, Partial<LotowFigState>>>;
  readonly tableIn?: number;
}

export function lotowTestState(spec: TestStateSpec): LotowState {
  const sides = ['a', 'b', 'c'].filter((s) => spec.figures.some((f) => f.side === s) || s !== 'c');
  const scenario: Scenario = {
    schemaVersion: 1, id: 'lotow-h-test', name: 'LOTOW test table', ruleset: 'lotow',
    table: { widthIn: spec.tableIn ?? 24, depthIn: spec.tableIn ?? 24 },
    terrain: [...(spec.terrain ?? [])],
    sides: sides.map((id) => ({ id, name: id.toUpperCase(), color: '#888888' })),
    figures: [...spec.figures],
    options: {},
  };
  const resolved = resolveOptions(LOTOW_OPTIONS, spec.options ?? {});
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.problems));
  const side = spec.side ?? 'a';
  const flow: LotowFlow = { advantage: side, order: [side, ...sides.filter((s) => s !== side)], phase: spec.phase ?? 'move', active: 0 };
  let state: LotowState = {
    schemaVersion: 1, rulesetId: 'lotow', options: resolved.options, seed: 1, scenario, turn: 1, actors: [side], flow,
    figureState: Object.fromEntries(spec.figures.map((f) => [f.id, freshFigState()])), rng: rngFromSeed(1), log: [], outcome: null,
  };
  for (const [id, patch] of Object.entries(spec.figureState ?? {})) state = withFigState(state, id, patch);
  return state;
}

/** A ruleset with only these handlers (the router's phase check included). */
export const rulesetWith = (handlers: readonly LotowActionHandler[]): Ruleset<LotowFlow, LotowFigState> =>
  makeLotowRuleset({ handlers, onMovePhaseStart: [], afterAction: [] });

export type Applied = EngineApplied<LotowFlow, LotowFigState>;

/** Apply `action` with forced dice faces (engine/testing/gameDriver.ts `stepDriver`). */
export const act = (ruleset: Ruleset<LotowFlow, LotowFigState>, state: LotowState, action: Action, faces: readonly number[] = []): Applied =>
  stepDriver(ruleset).act(state, action, faces);

/** Apply and expect it accepted. */
export const accept = (ruleset: Ruleset<LotowFlow, LotowFigState>, state: LotowState, action: Action, faces: readonly number[] = []): { state: LotowState; events: readonly GameEvent[] } =>
  stepDriver(ruleset).accept(state, action, faces);

/** Apply and expect it refused; the refusal. */
export const refuse = (ruleset: Ruleset<LotowFlow, LotowFigState>, state: LotowState, action: Action): Refusal =>
  stepDriver(ruleset).refuse(state, action);

export interface FallCall { readonly figureId: string; readonly heightIn: number; readonly ruleId: string }

/**
 * A stand-in for movement's `applyFall` (movement/falls.ts): records each call and does what
 * LOTOW-FALL-2 says for a fall over 2″ (prone, one S3 hit per whole inch, move over).
 */
export function recordingFall(): { applyFall: (s: LotowState, id: string, h: number, ctx: ResolveContext, ruleId: string) => LotowState; calls: FallCall[] } {
  const calls: FallCall[] = [];
  return {
    calls,
    applyFall(s, id, heightIn, _ctx, ruleId) {
      calls.push({ figureId: id, heightIn, ruleId });
      if (heightIn <= 2) return s;
      const hits = Array.from({ length: Math.floor(heightIn) }, () => ({ strength: 3, ruleId: 'LOTOW-FALL-2' }));
      const prone = { ...s, scenario: { ...s.scenario, figures: s.scenario.figures.map((f) => (f.id === id ? { ...f, stance: 'prone' as const } : f)) } };
      return withFigState(prone, id, { pendingHits: hits, moveOver: true });
    },
  };
}
