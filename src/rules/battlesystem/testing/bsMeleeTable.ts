/**
 * Test support (never shipped): small tables for melee tests, 48″ × 36″, open ground unless pieces
 * are given. Units are laid out with `regularUnit` (bsTestScenario.ts) on 1″ square bases; the
 * profiles below are the catalog's examples' troops. A game on such a table is started at Step 6
 * with `inMelee` (the round's order red, blue).
 */
import type { TerrainPiece } from '../../../los/terrain';
import type { Figure, Scenario, Unit } from '../../../engine/model';
import type { BsState } from '../flow/bsTypes';
import type { BsDriver } from './bsTestGame';
import { atStep, bsGame } from './bsTestGame';
import { SQUARE_INCH_BASE } from './bsTestScenario';

export const SPEAR_PROFILE = { ad: '8', ar: 6, hits: 1, mvIn: 6, ml: 12, level: 1, size: 'M', formationAbility: 'regular', troop: 'infantry', weapons: 'spear' };
export const SWORD_PROFILE = { ad: '8', ar: 6, hits: 1, mvIn: 6, ml: 12, level: 1, size: 'M', formationAbility: 'regular', troop: 'infantry', weapons: 'shortSword' };
export const LANCER_PROFILE = { ad: '[12]8', ar: 5, hits: 2, mvIn: 18, ml: 13, level: 2, size: 'L', formationAbility: 'regular', troop: 'cavalry', weapons: 'lance,sword' };

export function irregularUnit(id: string, side: string, name: string, at: readonly { x: number; y: number }[], facingDeg: number, profile: Unit['profile']): { unit: Unit; members: Figure[] } {
  const members = at.map((p, k): Figure => ({
    id: `${id}${k + 1}`, side, name: `${id}${k + 1}`, x: p.x, y: p.y, facingDeg, base: SQUARE_INCH_BASE, standsOn: null, stance: 'standing', mounted: false, profile: {},
  }));
  return { unit: { id, side, name, memberIds: members.map((m) => m.id), formation: { kind: 'irregular' }, facingDeg, profile }, members };
}

export function meleeTable(parts: readonly { unit: Unit; members: Figure[] }[], terrain: readonly TerrainPiece[] = []): Scenario {
  return {
    schemaVersion: 1, id: 'bs-melee-test', name: 'BATTLESYSTEM melee test table', ruleset: 'battlesystem',
    table: { widthIn: 48, depthIn: 36 }, terrain,
    sides: [{ id: 'red', name: 'Red', color: '#c03030' }, { id: 'blue', name: 'Blue', color: '#3050c0' }],
    figures: parts.flatMap((p) => p.members), units: parts.map((p) => p.unit), options: {},
  };
}

/** A game on `scenario` at Step 6 (order red, blue), with `patch` applied to the state (charges, statuses…). */
export function inMelee(scenario: Scenario, options: Record<string, unknown> = {}, patch: (s: BsState) => BsState = (s) => s, seed = 7): BsDriver {
  return atStep(bsGame(scenario, options, seed), 'melee', 'red').setUp((s: BsState) => {
    const p = patch(s);
    return { ...p, actors: ['red', 'blue'] };
  });
}
