/**
 * Every choice LOTOW's catalog leaves to the players (ambiguities, house rules, optional rules),
 * as options they see and may change before the game. Defaults follow the catalog.
 */
import type { OptionSpec } from '../../engine/ruleset';
import type { ResolvedOptions } from '../../engine/state';

export const LOTOW_OPTIONS: readonly OptionSpec[] = [
  // §6.1 / LOTOW-GAP-04: ½″ as published; 1½″ as the seed literally says.
  { key: 'freeObstacleMaxIn', kind: 'ambiguity', type: 'enum', default: '0.5', choices: ['0.5', '1.5'], labelKey: 'lotow.option.freeObstacleMaxIn', catalogId: 'LOTOW-GAP-04' },
  // LOTOW-GAP-01 house rule: a tie for the Advantage on turn 1.
  { key: 'firstTurnTie', kind: 'houseRule', type: 'enum', default: 'reroll', choices: ['reroll', 'scenarioOrder'], labelKey: 'lotow.option.firstTurnTie', catalogId: 'LOTOW-GAP-01' },
  // LOTOW-GAP-05 house rule: roll the climb test in every Move phase of a long climb.
  { key: 'climbTestEachTurn', kind: 'houseRule', type: 'boolean', default: true, labelKey: 'lotow.option.climbTestEachTurn', catalogId: 'LOTOW-GAP-05' },
  // LOTOW-GAP-06 house rule: hits for a fall of a fractional height: ⌊height⌋ (or rounded up).
  { key: 'fallHits', kind: 'houseRule', type: 'enum', default: 'floor', choices: ['floor', 'ceil'], labelKey: 'lotow.option.fallHits', catalogId: 'LOTOW-GAP-06' },
  // LOTOW-GAP-04 house rule: the obstacle's own thickness counts against the move after a jump.
  { key: 'obstacleThicknessCosts', kind: 'houseRule', type: 'boolean', default: true, labelKey: 'lotow.option.obstacleThicknessCosts', catalogId: 'LOTOW-GAP-04' },
  // LOTOW-GAP-03 house rule: a figure starting its move in an enemy zone may leave it.
  { key: 'mayLeaveZone', kind: 'houseRule', type: 'boolean', default: true, labelKey: 'lotow.option.mayLeaveZone', catalogId: 'LOTOW-GAP-03' },
  // LOTOW-LOOSE-1: an optional rule, off by default.
  { key: 'looseMounts', kind: 'option', type: 'boolean', default: false, labelKey: 'lotow.option.looseMounts', catalogId: 'LOTOW-LOOSE-1' },
  // LOTOW-GAP-02 [high]: the control zone's radius, inches.
  { key: 'controlZoneIn', kind: 'option', type: 'number', default: 1, min: 0, max: 3, labelKey: 'lotow.option.controlZoneIn', catalogId: 'LOTOW-GAP-03' },
];

/** The options a LOTOW game reads, typed. */
export interface LotowOptions {
  readonly freeObstacleMaxIn: number;
  readonly firstTurnTie: 'reroll' | 'scenarioOrder';
  readonly climbTestEachTurn: boolean;
  readonly fallHits: 'floor' | 'ceil';
  readonly obstacleThicknessCosts: boolean;
  readonly mayLeaveZone: boolean;
  readonly looseMounts: boolean;
  readonly controlZoneIn: number;
}

/** The resolved options (defaults filled in by the engine) as LotowOptions. */
export function lotowOptions(o: ResolvedOptions): LotowOptions {
  return {
    freeObstacleMaxIn: Number(o.freeObstacleMaxIn ?? '0.5'),
    firstTurnTie: o.firstTurnTie === 'scenarioOrder' ? 'scenarioOrder' : 'reroll',
    climbTestEachTurn: o.climbTestEachTurn !== false,
    fallHits: o.fallHits === 'ceil' ? 'ceil' : 'floor',
    obstacleThicknessCosts: o.obstacleThicknessCosts !== false,
    mayLeaveZone: o.mayLeaveZone !== false,
    looseMounts: o.looseMounts === true,
    controlZoneIn: typeof o.controlZoneIn === 'number' ? o.controlZoneIn : 1,
  };
}
