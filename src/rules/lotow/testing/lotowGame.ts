/**
 * A fluent driver for whole LOTOW games through the shipped ruleset (every family and hook), with
 * the seeded dice of a real game (or faces forced per action through `Action.forcedDice`):
 *
 *   const g = lotowGame(scenario, { seed: 42 });
 *   g.shoot('jack', 'cole').endPhase().fight('jack', [6, 2, 5]);
 *   g.autoPlay();            // a simple deterministic player for both sides, to the end
 *   g.state.outcome; g.hash(); g.replayHash();
 *
 * Every step is an `applyAction`, so the log replays: `replayHash()` rebuilds the game from the
 * initial scenario, options, seed and the log's steps and hashes it.
 */
import { applyAction, legalActions } from '../../../engine/applyAction';
import { moveAction } from '../../../engine/intents';
import type { Figure, Scenario } from '../../../engine/model';
import { newGame, replayGame, stepsOfLog } from '../../../engine/replay';
import type { Action, GameEvent, Refusal } from '../../../engine/state';
import { stateHash } from '../../../engine/stateHash';
import { lotowRuleset } from '../index';
import type { LotowState } from '../lotowState';

export interface LotowGame {
  readonly state: LotowState;
  /** Events of the last accepted action. */
  readonly events: readonly GameEvent[];
  /** The refusal of the last action, or null when it was accepted. */
  readonly refusal: Refusal | null;
  /** Apply any action (the side defaults to the acting side); `dice` forces its faces. */
  act(action: Omit<Action, 'side'> & { side?: string }, dice?: number[]): LotowGame;
  move(figureId: string, to: { x: number; y: number }, dice?: number[]): LotowGame;
  shoot(shooterId: string, targetId: string, dice?: number[], params?: Record<string, string>): LotowGame;
  fight(figureId: string, dice?: number[]): LotowGame;
  endPhase(dice?: number[]): LotowGame;
  /** Both sides play by `autoStep` until the game ends or `maxActions` actions have been taken. */
  autoPlay(maxActions?: number): LotowGame;
  hash(): string;
  /** The hash of the game rebuilt from its log (must equal `hash()`). */
  replayHash(): string;
}

export interface LotowGameSettings {
  readonly seed?: number;
  readonly options?: Record<string, unknown>;
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.hypot(a.x - b.x, a.y - b.y);
/** Half the base across, inches (round bases; the longer side of others — near enough for a bot). */
const baseRadiusIn = (f: Figure): number => (f.base.shape === 'round' ? f.base.diameterMm : Math.max(f.base.widthMm, f.base.lengthMm)) / 25.4 / 2;

/**
 * The next action of a plain player: in the Move phase each figure that has not moved charges the
 * nearest enemy into base contact when the rules allow it, or else steps up to 3″ straight at it
 * (so it may still fire a ½-move weapon); in the Shoot phase the
 * first legal shot of any figure; in the Fight phase the first legal fight; else it ends the phase.
 */
export function autoStep(state: LotowState): Action {
  const side = state.actors[0] ?? '';
  const own = state.scenario.figures.filter((f) => f.side === side);
  const enemies = state.scenario.figures.filter((f) => f.side !== side && f.profile.riderless !== true);
  const phase = state.flow.phase;
  for (const f of own) {
    if (phase === 'move') {
      const fs = state.figureState[f.id];
      if (fs === undefined || fs.moveStart !== null || fs.moveOver) continue;
      const nearest = [...enemies].sort((a, b) => dist(f, a) - dist(f, b))[0];
      if (nearest === undefined) continue;
      const d = dist(f, nearest);
      // A charge into base contact when the enemy is near enough (the rules refuse what is not allowed).
      const contactIn = baseRadiusIn(f) + baseRadiusIn(nearest) + 0.02;
      if (d - contactIn <= 6) {
        const charge = moveAction(f, [{ x: nearest.x - ((nearest.x - f.x) / d) * contactIn, y: nearest.y - ((nearest.y - f.y) / d) * contactIn }]);
        if (lotowRuleset.check(state, charge) === null) return charge;
      }
      const step = Math.min(3, Math.max(0, d - 2));
      if (step < 0.25) continue;
      const to = { x: f.x + ((nearest.x - f.x) / d) * step, y: f.y + ((nearest.y - f.y) / d) * step };
      const a = moveAction(f, [to]);
      if (lotowRuleset.check(state, a) === null) return a;
      continue;
    }
    const wanted = phase === 'shoot' ? 'shoot' : 'fight';
    const legal = legalActions(lotowRuleset, state, f.id).find((l) => l.legal && l.action.type === wanted);
    if (legal !== undefined) return legal.action;
  }
  return { type: 'endPhase', side };
}

export function lotowGame(scenario: Scenario, settings: LotowGameSettings = {}): LotowGame {
  const seed = settings.seed ?? 1;
  const options = settings.options ?? {};
  const g = newGame(lotowRuleset, scenario, options, seed);
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  let state: LotowState = g.state;
  let events: readonly GameEvent[] = [];
  let refused: Refusal | null = null;

  const figure = (id: string) => {
    const f = state.scenario.figures.find((x) => x.id === id);
    if (f === undefined) throw new Error(`no figure ${id} on the table`);
    return f;
  };
  const run = (a: Action): void => {
    const r = applyAction(lotowRuleset, state, a);
    if (r.ok) {
      state = r.state;
      events = r.events;
      refused = null;
    } else {
      refused = r.refusal;
    }
  };

  const game: LotowGame = {
    get state() { return state; },
    get events() { return events; },
    get refusal() { return refused; },
    act(action, dice) {
      const a: Action = { ...action, side: action.side ?? state.actors[0] ?? '', ...(dice === undefined ? {} : { forcedDice: dice }) };
      run(a);
      return game;
    },
    move(figureId, to, dice) {
      const f = figure(figureId);
      return game.act({ ...moveAction(f, [to]), side: f.side }, dice);
    },
    shoot(shooterId, targetId, dice, params) {
      return game.act({ type: 'shoot', side: figure(shooterId).side, figureId: shooterId, targetIds: [targetId], ...(params === undefined ? {} : { params }) }, dice);
    },
    fight(figureId, dice) {
      return game.act({ type: 'fight', side: figure(figureId).side, figureId }, dice);
    },
    endPhase(dice) {
      return game.act({ type: 'endPhase' }, dice);
    },
    autoPlay(maxActions = 2000) {
      for (let i = 0; i < maxActions && state.outcome === null; i++) {
        const a = autoStep(state);
        run(a);
        if (refused !== null) throw new Error(`autoPlay: ${a.type} by ${a.side} refused: ${refused.message}`);
      }
      return game;
    },
    hash: () => stateHash(state),
    replayHash() {
      const r = replayGame(lotowRuleset, scenario, options, seed, stepsOfLog(state.log));
      if (!r.ok) throw new Error(`replay failed at ${r.atIndex}: ${r.refusal.message}`);
      return stateHash(r.state);
    },
  };
  return game;
}
