/**
 * A fluent driver for whole LOTOW games through the shipped ruleset (every family and hook), with
 * the seeded dice of a real game (or faces forced per action through `Action.forcedDice`):
 *
 *   const g = lotowGame(scenario, { seed: 42 });
 *   g.shoot('jack', 'cole').endPhase().fight('jack', [6, 2, 5]);
 *   g.autoPlay();            // a simple deterministic player for both sides, to the end
 *   g.state.outcome; g.hash(); g.replayHash();
 *
 * LOTOW's words on the engine's one driver (engine/testing/gameDriver.ts, which new tests may use
 * directly: `gameDriver(lotowRuleset, { scenario }).select('jack').shootAt('cole', [6, 2])`). Every
 * step is an `applyAction`, so the log replays: `replayHash()` rebuilds the game from the initial
 * scenario, options, seed and the log's steps and hashes it.
 */
import { moveAction } from '../../../engine/intents';
import type { Figure, Scenario } from '../../../engine/model';
import type { Action, GameEvent, Refusal } from '../../../engine/state';
import { gameDriver, legalActionsOf } from '../../../engine/testing/gameDriver';
import { END_PHASE_ACTION, lotowRuleset } from '../index';
import type { LotowState } from '../lotowTypes';

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
    const legal = legalActionsOf(lotowRuleset, state, f.id).find((a) => a.type === wanted);
    if (legal !== undefined) return legal;
  }
  return { type: 'endPhase', side };
}

export function lotowGame(scenario: Scenario, settings: LotowGameSettings = {}): LotowGame {
  // Every step through the engine's driver (engine/testing/gameDriver.ts): forced faces go on the action, so the log replays.
  const g = gameDriver(lotowRuleset, { scenario, options: settings.options ?? {}, seed: settings.seed ?? 1 });
  const game: LotowGame = {
    get state() { return g.state; },
    get events() { return g.events; },
    get refusal() { return g.refusal; },
    act(action, dice) {
      g.act(action, dice);
      return game;
    },
    move(figureId, to, dice) {
      g.select(figureId).moveTo(to.x, to.y, dice);
      return game;
    },
    shoot(shooterId, targetId, dice, params) {
      g.select(shooterId).shootAt(targetId, dice, params);
      return game;
    },
    fight(figureId, dice) {
      g.select(figureId).do('fight', undefined, dice);
      return game;
    },
    endPhase(dice) {
      g.sideAction(END_PHASE_ACTION, dice);
      return game;
    },
    autoPlay(maxActions = 2000) {
      for (let i = 0; i < maxActions && g.state.outcome === null; i++) {
        const a = autoStep(g.state);
        g.act(a);
        if (g.refusal !== null) throw new Error(`autoPlay: ${a.type} by ${a.side} refused: ${g.refusal.message}`);
      }
      return game;
    },
    hash: () => g.hash(),
    replayHash: () => g.replayHash(),
  };
  return game;
}
