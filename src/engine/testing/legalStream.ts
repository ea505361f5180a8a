/**
 * Test support (never shipped): a random legal stream for any ruleset — steps a player could take,
 * each one the rules accept, with undos and redos among them — for property tests that check what
 * must hold after every step (the save loads, a replay gives the same hash…).
 *
 * Each step is one of:
 *   - an undo or a redo (`timelineUndo` / `timelineRedo`; after one, another is likelier, so runs of
 *     them come up; at the end of a game the stream undoes a run of steps and plays on from there);
 *   - one of the acting sides' `sideActions` (end the phase, pass, end the turn);
 *   - an acting figure's move (`moveAction`) to a nearby point: towards the nearest enemy (shots
 *     need range, fights base contact), a friend (a riderless horse), or anywhere; a cell of the
 *     ruleset's `movementArea` where it has one, so the move is one the rules accept;
 *   - one of the figure's (or unit's) `candidateActions` the rules accept, its type chosen first, so a rare
 *     action (a dismount among eight sampled moves) comes up as often as a common one.
 *
 * Cheap by design, because a LOTOW step on the demo costs a millisecond or more (shots judge lines
 * of sight, moves compute a reach): one figure is tried per step (the one that acted last, more
 * often than not: an activation's actions, a dismount then a mount), a second one when it has
 * nothing, then the side's actions, and only then the others. A figure's candidates are judged
 * lazily, by `applyAction` (the very checks `legalActions` runs), a type at a time, until one is
 * accepted — not all of them to take one.
 *
 * Randomness comes only from `pick(n)` (`seededPick` for a reproducible stream); the rules' dice come
 * from the game's seed. Reads the timeline only through its functions and `present`.
 */
import type { Vec2 } from '../../geometry/point';
import type { ApplyOptions } from '../applyAction';
import { moveAction } from '../intents';
import type { Figure, Scenario } from '../model';
import type { ReplayStep } from '../replay';
import { REDO_STEP, UNDO_STEP, newGame } from '../replay';
import type { MovementArea, OptionSpec, Ruleset } from '../ruleset';
import { REACH } from '../ruleset';
import type { Action, GameState, OptionValue } from '../state';
import type { Timeline } from '../timeline';
import { canRedo, canUndo, startTimeline, timelineApply, timelineRedo, timelineUndo } from '../timeline';

/** An index below `n` (n ≥ 1). */
export type Pick = (n: number) => number;

/** A small LCG as a pick source: the same seed gives the same stream. */
export function seededPick(seed: number): Pick {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
}

/** How often each kind of step is tried, in percent of steps. */
export interface StreamWeights {
  /** An undo, after an action. */
  readonly undo: number;
  /** After an undo or a redo: another undo, and a redo (when there is one to take). */
  readonly undoAgain: number;
  readonly redo: number;
  /** A side's action before any figure's. */
  readonly side: number;
  /** A figure's nearby move before its candidates. */
  readonly nearbyMove: number;
}

export const DEFAULT_STREAM_WEIGHTS: StreamWeights = { undo: 5, undoAgain: 25, redo: 35, side: 8, nearbyMove: 60 };

export type StreamStepKind = 'action' | 'undo' | 'redo';

export interface StreamStep<Flow = unknown, FigState = unknown> {
  /** 0-based position of the step in the stream. */
  readonly index: number;
  readonly kind: StreamStepKind;
  /** The step as a save file logs it (the action, `UNDO_STEP` or `REDO_STEP`). */
  readonly step: ReplayStep;
  /** The timeline after the step. */
  readonly timeline: Timeline<Flow, FigState>;
}

export interface LegalStreamSettings {
  readonly maxSteps: number;
  readonly weights?: StreamWeights;
  /** Nearby moves aim at most this far, inches (default 6: a LOTOW move). */
  readonly nearbyIn?: number;
  /** Figures tried before the side's own actions (default 2). */
  readonly figureTries?: number;
  /** Dice for every action (default: the seeded stream in the state). */
  readonly apply?: ApplyOptions;
}

/**
 * Options for a game: each of the ruleset's options at its default half the time, else a random
 * allowed value (numbers: a whole number in range when `integer`, else a quarter step).
 */
export function randomOptions(specs: readonly OptionSpec[], pick: Pick): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const spec of specs) {
    if (pick(2) === 0) continue;
    if (spec.type === 'boolean') out[spec.key] = pick(2) === 0;
    else if (spec.type === 'enum') out[spec.key] = spec.choices[pick(spec.choices.length)]!;
    else {
      const step = spec.integer === true ? 1 : 0.25;
      out[spec.key] = spec.min + step * pick(Math.floor((spec.max - spec.min) / step) + 1);
    }
  }
  return out;
}

/** A new game's timeline; throws naming the set-up problems (a fixture that does not fit). */
export function startStream<Flow, FigState>(ruleset: Ruleset<Flow, FigState>, scenario: Scenario, options: unknown, seed: number): Timeline<Flow, FigState> {
  const g = newGame(ruleset, scenario, options, seed);
  if (!g.ok) throw new Error(`${ruleset.id} cannot set up "${scenario.id}": ${g.problems.map((p) => p.message).join('; ')}`);
  return startTimeline(g.state);
}

function shuffled<T>(items: readonly T[], pick: Pick): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The figure or unit of the last live action in the log, if it named one. */
function lastActingFigure(state: GameState): string | undefined {
  for (let i = state.log.length - 1; i >= 0; i--) {
    const e = state.log[i]!;
    if (e.kind === 'action' && e.undone !== true) return e.action.figureId;
  }
  return undefined;
}

/** Half the base across, inches (round bases; the longer side of others: near enough for aiming). */
const baseRadiusIn = (f: Figure): number => (f.base.shape === 'round' ? f.base.diameterMm : Math.max(f.base.widthMm, f.base.lengthMm)) / 25.4 / 2;

/**
 * A point at most `reachIn` from `figure`: mostly towards the nearest enemy, sometimes any enemy or
 * any other figure, now and then in a random direction; towards a figure, it stops at base contact
 * (`contact`: the aim is that contact point).
 */
function aimPoint(state: GameState, figure: Figure, reachIn: number, pick: Pick): { aim: Vec2; contact: boolean } {
  const others = state.scenario.figures.filter((f) => f.id !== figure.id);
  const dist = (f: Figure) => Math.hypot(f.x - figure.x, f.y - figure.y);
  const enemies = others.filter((f) => f.side !== figure.side).sort((a, b) => dist(a) - dist(b));
  const r = pick(6);
  const towards = r === 0 || others.length === 0 ? undefined
    : r <= 3 && enemies.length > 0 ? enemies[0]
      : r === 4 && enemies.length > 0 ? enemies[pick(enemies.length)]
        : others[pick(others.length)];
  if (towards !== undefined) {
    const d = dist(towards);
    const step = Math.min(reachIn, Math.max(0, d - baseRadiusIn(figure) - baseRadiusIn(towards) - 0.02));
    if (d > 0 && step > 0.05) return { aim: { x: figure.x + ((towards.x - figure.x) / d) * step, y: figure.y + ((towards.y - figure.y) / d) * step }, contact: step < reachIn };
  }
  const angle = (pick(360) * Math.PI) / 180;
  const d = (reachIn * (1 + pick(100))) / 100;
  return { aim: { x: figure.x + d * Math.cos(angle), y: figure.y + d * Math.sin(angle) }, contact: false };
}

/**
 * Nearby moves to try in order. Where the ruleset has a movement area for the figure (the board's
 * shading, which its `check` agrees with cell for cell), a cell of it: the one nearest the aim, or
 * one in four times any cell (a jump, a climb, a fall) — after the aim itself when that is base
 * contact, which is a line rather than a cell (a charge). Without an area, the aim, which the rules
 * may refuse.
 */
function nearbyMoves(ruleset: Ruleset, state: GameState, figure: Figure, reachIn: number, pick: Pick): Action[] {
  const { aim, contact } = aimPoint(state, figure, reachIn, pick);
  const exact = moveAction(figure, [aim]);
  let area: MovementArea | null;
  try {
    area = ruleset.movementArea?.(state, figure.id) ?? null;
  } catch {
    area = null;
  }
  if (area === null) return [exact];
  const cells: { x: number; y: number; surfaceId: string | null }[] = [];
  let nearest: (typeof cells)[number] | undefined;
  let nearestD = Infinity;
  for (const layer of area.layers) {
    for (let i = 0; i < layer.tiers.length; i++) {
      if (layer.tiers[i] === REACH.none) continue;
      const cell = { x: area.originXIn + ((i % area.cols) + 0.5) * area.cellIn, y: area.originYIn + (Math.floor(i / area.cols) + 0.5) * area.cellIn, surfaceId: layer.surfaceId };
      // Not where it stands: a figure that has spent its move still reaches its own cell.
      if (Math.hypot(cell.x - figure.x, cell.y - figure.y) < 0.5) continue;
      cells.push(cell);
      const d = Math.hypot(cell.x - aim.x, cell.y - aim.y);
      if (d < nearestD) {
        nearestD = d;
        nearest = cell;
      }
    }
  }
  const end = pick(4) === 0 && cells.length > 0 ? cells[pick(cells.length)] : nearest;
  const inArea = end === undefined ? [] : [moveAction(figure, [{ x: end.x, y: end.y }], end.surfaceId)];
  return contact ? [exact, ...inArea] : inArea;
}

export type NextStep<Flow, FigState> = Omit<StreamStep<Flow, FigState>, 'index'>;

/**
 * The next legal step from `tl`, applied; undefined when there is none (nothing to undo, and the game
 * is over or the rules accept no action at all).
 */
export function nextLegalStep<Flow, FigState>(
  ruleset: Ruleset<Flow, FigState>,
  tl: Timeline<Flow, FigState>,
  pick: Pick,
  settings: Omit<LegalStreamSettings, 'maxSteps'> = {},
): NextStep<Flow, FigState> | undefined {
  const w = settings.weights ?? DEFAULT_STREAM_WEIGHTS;
  const state = tl.present;
  const undo = (): NextStep<Flow, FigState> | undefined => {
    const r = timelineUndo(tl);
    return r.ok ? { kind: 'undo', step: UNDO_STEP, timeline: r.timeline } : undefined;
  };
  const redo = (): NextStep<Flow, FigState> | undefined => {
    const r = timelineRedo(tl);
    return r.ok ? { kind: 'redo', step: REDO_STEP, timeline: r.timeline } : undefined;
  };
  const lastKind = state.log[state.log.length - 1]?.kind;
  const roll = pick(100);
  if (lastKind === 'undo' || lastKind === 'redo') {
    if (roll < w.undoAgain && canUndo(tl)) return undo();
    if (roll >= w.undoAgain && roll < w.undoAgain + w.redo && canRedo(tl)) return redo();
  } else if (roll < w.undo && canUndo(tl)) return undo();
  if (state.outcome !== null) return canUndo(tl) ? undo() : canRedo(tl) ? redo() : undefined;

  const apply = (action: Action): NextStep<Flow, FigState> | undefined => {
    const r = timelineApply(ruleset, tl, action, settings.apply);
    return r.ok ? { kind: 'action', step: action, timeline: r.timeline } : undefined;
  };
  const sideStep = () => {
    for (const side of shuffled(state.actors, pick)) {
      for (const a of shuffled(ruleset.sideActions(state, side), pick)) {
        const done = apply(a);
        if (done !== undefined) return done;
      }
    }
    return undefined;
  };
  const nearby = pick(100) < w.nearbyMove;
  /** A figure's step (a nearby move, or a candidate); a unit (`figure` undefined) has only candidates. */
  const pieceStep = (id: string, figure: Figure | undefined) => {
    if (nearby && figure !== undefined) {
      for (const move of nearbyMoves(ruleset as unknown as Ruleset, state as GameState, figure, settings.nearbyIn ?? 6, pick)) {
        const done = apply(move);
        if (done !== undefined) return done;
      }
    }
    let candidates: Action[];
    try {
      candidates = ruleset.candidateActions(state, id);
    } catch {
      return undefined; // `legalActions` would call it an internal error: nothing legal.
    }
    for (const type of shuffled([...new Set(candidates.map((a) => a.type))], pick)) {
      for (const a of shuffled(candidates.filter((c) => c.type === type), pick)) {
        const done = apply(a);
        if (done !== undefined) return done;
      }
    }
    return undefined;
  };

  const sideFirst = pick(100) < w.side;
  if (sideFirst) {
    const done = sideStep();
    if (done !== undefined) return done;
  }
  // Units (where the scenario has them) are tried like figures, by their own ids.
  const pieces: { id: string; side: string; figure?: Figure }[] = state.scenario.figures.map((f) => ({ id: f.id, side: f.side, figure: f }));
  for (const u of state.scenario.units ?? []) pieces.push({ id: u.id, side: u.side });
  const acting = shuffled(pieces.filter((p) => state.actors.includes(p.side)), pick);
  const lastId = lastActingFigure(state as GameState);
  const last = acting.find((p) => p.id === lastId);
  const order = last !== undefined && pick(100) < 60 ? [last, ...acting.filter((p) => p !== last)] : acting;
  const tries = settings.figureTries ?? 2;
  for (const p of order.slice(0, tries)) {
    const done = pieceStep(p.id, p.figure);
    if (done !== undefined) return done;
  }
  const side = sideFirst ? undefined : sideStep();
  if (side !== undefined) return side;
  for (const p of order.slice(tries)) {
    const done = pieceStep(p.id, p.figure);
    if (done !== undefined) return done;
  }
  return canUndo(tl) ? undo() : undefined;
}

/**
 * Up to `maxSteps` legal steps from a new game of `scenario` with `options` and `seed` (fewer when
 * no step is left), each yielded with the timeline after it.
 */
export function* legalStream<Flow, FigState>(
  ruleset: Ruleset<Flow, FigState>,
  scenario: Scenario,
  options: unknown,
  seed: number,
  pick: Pick,
  settings: LegalStreamSettings,
): Generator<StreamStep<Flow, FigState>, Timeline<Flow, FigState>> {
  let tl = startStream(ruleset, scenario, options, seed);
  // At the end of a game, undo a run of steps and play on (one undo at a time, the next action
  // would end the game again, and the stream would bounce at its end).
  let rewind = 0;
  for (let index = 0; index < settings.maxSteps; index++) {
    if (tl.present.outcome !== null && rewind === 0) rewind = 1 + pick(30);
    const undone = rewind > 0 && canUndo(tl) ? timelineUndo(tl) : undefined;
    rewind = undone?.ok === true ? rewind - 1 : 0;
    if (undone?.ok === true) {
      tl = undone.timeline;
      yield { index, kind: 'undo', step: UNDO_STEP, timeline: tl };
      continue;
    }
    const next = nextLegalStep(ruleset, tl, pick, settings);
    if (next === undefined) break;
    tl = next.timeline;
    yield { index, ...next };
  }
  return tl;
}
