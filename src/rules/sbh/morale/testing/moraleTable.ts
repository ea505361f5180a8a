/**
 * Test support for the morale family (never shipped): a bare 36″ × 36″ table, figures with SBH
 * profiles, a game started through the SBH set-up (scenario order: no roll-off), and a dice context
 * with forced faces so a hook can be run directly.
 */
import { fixedDice } from '../../../../engine/dice';
import type { Figure, Scenario } from '../../../../engine/model';
import { newGame } from '../../../../engine/replay';
import { makeResolveContext } from '../../../../engine/resolveContext';
import type { ResolveContext } from '../../../../engine/ruleset';
import type { GameEvent } from '../../../../engine/state';
import type { TerrainPiece } from '../../../../los/terrain';
import { queueMorale } from '../../casualties';
import type { SbhState } from '../../sbhTypes';
import type { MoraleTest } from '../../sbhTypes';
import { moraleAfterResolve } from '../moraleAfterResolve';
import { sbhGameEnd } from '../gameEnd';
import { moraleTestRuleset } from './moraleTestRuleset';

export { moraleTestRuleset };

/** 25 mm round bases: 0.984″ across. */
export const BASE_IN = 25 / 25.4;

export const sbhFigure = (p: Partial<Figure> & Pick<Figure, 'id' | 'x' | 'y'>, profile: Record<string, number | string | boolean> = {}): Figure => ({
  side: 'a', name: p.id, base: { shape: 'round', diameterMm: 25 }, facingDeg: 0, standsOn: null,
  stance: 'standing', mounted: false, ...p, profile: { quality: 3, combat: 3, points: 10, ...profile },
});

export const piece = (p: Partial<TerrainPiece> & Pick<TerrainPiece, 'id' | 'kind' | 'footprint'>): TerrainPiece => ({
  elevationIn: 0, heightIn: 2, cover: 'none', inTheWay: null, difficult: false, impassable: false, climbable: false,
  hasLadder: false, hasDoors: false, sight: 'none', standableTop: false, slope: false, ...p,
});

export const rect = (x: number, y: number, w: number, h: number) => [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }];

export function tableOf(figures: readonly Figure[], terrain: readonly TerrainPiece[] = [], options: Scenario['options'] = {}): Scenario {
  return {
    schemaVersion: 1, id: 'sbh-morale-test', name: 'Morale test table', ruleset: 'sbh',
    table: { widthIn: 36, depthIn: 36 }, terrain: [...terrain],
    sides: [{ id: 'a', name: 'Alpha', color: '#aa0000' }, { id: 'b', name: 'Bravo', color: '#0000aa' }],
    figures: [...figures], options,
  };
}

export function startGame(figures: readonly Figure[], options: Record<string, unknown> = {}, terrain: readonly TerrainPiece[] = [], scenarioOptions: Scenario['options'] = {}): SbhState {
  const r = newGame(moraleTestRuleset, tableOf(figures, terrain, scenarioOptions), { firstPlayer: 'scenarioOrder', ...options }, 7);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.state;
}

export const test = (figureId: string, reasonKey = 'sbh.morale.why.leaderKilled'): MoraleTest => ({ figureId, reasonKey, ruleId: 'SBH-GAP-08' });

/** Queue `tests` and run the morale hook (then the game-end hook) with forced faces. */
export function rollQueued(state: SbhState, tests: readonly MoraleTest[], faces: readonly number[]): { state: SbhState; events: GameEvent[]; ctx: ResolveContext } {
  const { ctx, events } = makeResolveContext(fixedDice(faces));
  const queued = queueMorale(state, tests);
  const action = { type: 'test.queue', side: 'a' };
  let next = moraleAfterResolve(queued, action, ctx);
  next = sbhGameEnd(next, action, ctx);
  return { state: next, events: events(), ctx };
}
