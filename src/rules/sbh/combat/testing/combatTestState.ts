/**
 * Hand-built SBH tables for the combat tests (not shipped): two sides (red plays, blue answers),
 * figures on 25 mm round bases with an SBH profile, terrain, options and figure states as given,
 * an activation under way when asked — without rolling activations to get there — and a ruleset
 * with only the combat handlers behind the real router (no morale hook rolling extra dice).
 */
import { stepDriver } from '../../../../engine/testing/gameDriver';
import type { Applied as EngineApplied } from '../../../../engine/testing/gameDriver';
import type { Vec2 } from '../../../../geometry/point';
import type { Figure, Scenario } from '../../../../engine/model';
import { resolveOptions } from '../../../../engine/options';
import type { Ruleset } from '../../../../engine/ruleset';
import { rngFromSeed } from '../../../../engine/rng';
import type { Action, GameEvent } from '../../../../engine/state';
import type { TerrainPiece } from '../../../../los/terrain';
import { SBH_OPTIONS } from '../../sbhOptions';
import { makeSbhRuleset } from '../../index';
import type { SbhState } from '../../sbhTypes';
import { withFigState } from '../../sbhTypes';
import type { PendingReaction, SbhFigState, SbhFlow } from '../../sbhTypes';
import { freshSbhFigState } from '../../sbhTypes';
import { combatHandlers } from '..';

/** Radius of a 25 mm round base, inches (0.492). */
export const R = 25 / 25.4 / 2;

export const rect = (x: number, y: number, w: number, h: number): Vec2[] => [
  { x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h },
];

export const piece = (p: Partial<TerrainPiece> & Pick<TerrainPiece, 'id' | 'footprint' | 'heightIn'>): TerrainPiece => ({
  kind: 'other', elevationIn: 0, cover: 'none', inTheWay: null, difficult: false, impassable: false, climbable: false,
  hasLadder: false, hasDoors: false, sight: 'none', standableTop: false, slope: false, ...p,
});

export const wood = (id: string, footprint: Vec2[]): TerrainPiece => piece({ id, name: id, kind: 'woods', footprint, heightIn: 3, cover: 'soft', sight: 'area', difficult: true });
export const wall = (id: string, footprint: Vec2[], heightIn: number): TerrainPiece => piece({ id, name: id, kind: 'wall', footprint, heightIn, cover: 'hard', inTheWay: 4, sight: 'solid' });
export const hill = (id: string, footprint: Vec2[], heightIn: number): TerrainPiece => piece({ id, name: id, kind: 'hill', footprint, heightIn, sight: 'solid', standableTop: true, slope: true });

/** A figure (side red unless given), Quality 4, Combat 2. */
export const fig = (p: Partial<Figure> & Pick<Figure, 'id' | 'x' | 'y'> & { profile?: Figure['profile'] }): Figure => ({
  side: 'red', name: p.id, base: { shape: 'round', diameterMm: 25 }, facingDeg: 0, standsOn: null,
  stance: 'standing', mounted: false, ...p, profile: { quality: 4, combat: 2, ...p.profile },
});

/** An archer: a long-band bow. */
export const archer = (p: Partial<Figure> & Pick<Figure, 'id' | 'x' | 'y'>): Figure => fig({ ...p, profile: { shoot: 'long', ...p.profile } });

export interface CombatStateSpec {
  readonly figures: readonly Figure[];
  readonly terrain?: readonly TerrainPiece[];
  readonly options?: Record<string, unknown>;
  readonly figureState?: Readonly<Record<string, Partial<SbhFigState>>>;
  /** The figure being activated (of the side to play) and its actions left. */
  readonly activated?: string;
  readonly actionsLeft?: number;
  readonly pending?: PendingReaction;
  readonly tableIn?: number;
  /** The side whose turn it is (default red). */
  readonly side?: 'red' | 'blue';
}

export function combatState(spec: CombatStateSpec): SbhState {
  const scenario: Scenario = {
    schemaVersion: 1, id: 'sbh-combat-test', name: 'SBH combat test table', ruleset: 'sbh',
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
    order: ['red', 'blue'], active: spec.side === 'blue' ? 1 : 0, turnover: false, pendingReaction: spec.pending ?? null, pendingMorale: [], casualties: [],
    activation: spec.activated === undefined ? null : { figureId: spec.activated, dice: 3, successes: spec.actionsLeft ?? 3, failures: 0, actionsLeft: spec.actionsLeft ?? 3, attacked: false },
    startingCounts: { red: count('red'), blue: count('blue') }, startingPoints: { red: count('red'), blue: count('blue') }, halvedSides: [],
  };
  const actors = spec.pending !== undefined ? [spec.figures.find((f) => f.id === spec.pending?.targetId)?.side ?? 'red'] : [spec.side ?? 'red'];
  let state: SbhState = {
    schemaVersion: 1, rulesetId: 'sbh', options: resolved.options, seed: 1, scenario, turn: 1, actors, flow,
    figureState: Object.fromEntries(spec.figures.map((f) => [f.id, freshSbhFigState()])), rng: rngFromSeed(1), log: [], outcome: null,
  };
  for (const [id, patch] of Object.entries(spec.figureState ?? {})) state = withFigState(state, id, patch);
  return state;
}

export const combatRuleset = makeSbhRuleset({ handlers: combatHandlers, afterResolve: [], sideActions: () => [] }) as Ruleset<SbhFlow, SbhFigState>;

const sideOf = (state: SbhState, id: string): string => state.scenario.figures.find((f) => f.id === id)?.side ?? 'red';

export const attack = (state: SbhState, figureId: string, targetId: string, powerBlow = false): Action => ({
  type: 'attack', side: sideOf(state, figureId), figureId, targetIds: [targetId], ...(powerBlow ? { params: { powerBlow: true } } : {}),
});
export const shoot = (state: SbhState, figureId: string, targetId: string, aimed = false): Action => ({
  type: 'shoot', side: sideOf(state, figureId), figureId, targetIds: [targetId], ...(aimed ? { params: { aimed: true } } : {}),
});
export const react = (state: SbhState, type: 'reactShoot' | 'reactMelee', figureId: string): Action => ({ type, side: sideOf(state, figureId), figureId });

export type Applied = EngineApplied<SbhFlow, SbhFigState>;
export const { act, accept, refuse } = stepDriver(combatRuleset);

/** The events of one type. */
export const eventsOf = (events: readonly GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);

/** The preview's modifier lines as "figureId reason value". */
export function modLines(state: SbhState, action: Action): string[] {
  const p = combatRuleset.previewAction?.(state, action);
  return (p?.lines ?? []).filter((l) => l.labelKey === 'sbh.combat.line.mod').map((l) => `${String(l.params.figureId)} ${String(l.params.reason)} ${String(l.params.value)}`);
}
