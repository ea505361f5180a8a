/**
 * Every choice SBH's catalog leaves to the players, as options they see and may change.
 */
import { losSamplingOption } from '../../engine/losSampling';
import type { OptionSpec } from '../../engine/ruleset';
import type { ResolvedOptions } from '../../engine/state';
import { optionsReader } from '../../engine/kit/pieceState';

export const SBH_OPTIONS: readonly OptionSpec[] = [
  // SBH-GAP-04: the figure scale sets the sticks (25/28 mm: 7.5 / 12 / 18 cm; 15 mm: 5 / 8 / 12 cm).
  { key: 'figureScale', kind: 'option', type: 'enum', default: '28mm', choices: ['28mm', '15mm'], labelKey: 'sbh.option.figureScale', catalogId: 'SBH-GAP-04' },
  // SBH-GAP-02: "1 always fails, 6 always succeeds" (some summaries), default on.
  { key: 'naturalOnesAndSixes', kind: 'option', type: 'boolean', default: true, labelKey: 'sbh.option.naturalOnesAndSixes', catalogId: 'SBH-GAP-02' },
  // SBH-AMMO-1: the optional ammunition rule, off by default.
  { key: 'ammunition', kind: 'option', type: 'boolean', default: false, labelKey: 'sbh.option.ammunition', catalogId: 'SBH-AMMO-1' },
  // SBH-GAP-12 house rule: the original 1 stays the attack's die (the re-roll decides only the ammunition) — or the re-roll replaces it.
  { key: 'ammoReroll', kind: 'houseRule', type: 'enum', default: 'keepOne', choices: ['keepOne', 'replace'], labelKey: 'sbh.option.ammoReroll', catalogId: 'SBH-GAP-12' },
  // SBH-GAP-06 [to verify]: a beaten, not doubled loser recoils when the winner's die is odd and falls when even — or the reverse.
  { key: 'recoilOn', kind: 'houseRule', type: 'enum', default: 'odd', choices: ['odd', 'even'], labelKey: 'sbh.option.recoilOn', catalogId: 'SBH-GAP-06' },
  // SBH-GAP-07: the modifier per range band beyond the weapon's (published values to be checked).
  { key: 'longRangePenalty', kind: 'houseRule', type: 'number', default: 1, min: 0, max: 3, integer: true, labelKey: 'sbh.option.longRangePenalty', catalogId: 'SBH-GAP-07' },
  // SBH-GAP-15 house rule: a standing figure in melee that fails morale flees, each enemy in contact getting a free attack first.
  { key: 'fleeFromMelee', kind: 'houseRule', type: 'boolean', default: true, labelKey: 'sbh.option.fleeFromMelee', catalogId: 'SBH-GAP-15' },
  // Who plays first: a d6 roll-off each game, or the scenario's side order.
  { key: 'firstPlayer', kind: 'houseRule', type: 'enum', default: 'rollOff', choices: ['rollOff', 'scenarioOrder'], labelKey: 'sbh.option.firstPlayer', catalogId: 'SBH-GAP-03' },
  // SBH-GAP-14: the game ends when a warband is down to this share of its starting figures (0 = only when wiped out); the scenario's `options.sbhEndAtPercent` when left at its default.
  { key: 'endAtPercent', kind: 'option', type: 'number', default: 0, min: 0, max: 90, integer: true, labelKey: 'sbh.option.endAtPercent', catalogId: 'SBH-GAP-14' },
  // SBH-COVER-1 (only a wholly hidden target cannot be shot): line of sight samples reach the outline
  // (engine/losSampling.ts); games saved before it replay with the old 20 centres.
  losSamplingOption('SBH-COVER-1'),
];

export interface SbhOptions {
  readonly figureScale: '28mm' | '15mm';
  readonly naturalOnesAndSixes: boolean;
  readonly ammunition: boolean;
  readonly ammoReroll: 'keepOne' | 'replace';
  readonly recoilOn: 'odd' | 'even';
  readonly longRangePenalty: number;
  readonly fleeFromMelee: boolean;
  readonly firstPlayer: 'rollOff' | 'scenarioOrder';
  readonly endAtPercent: number;
}

export function sbhOptions(o: ResolvedOptions): SbhOptions {
  return {
    figureScale: o.figureScale === '15mm' ? '15mm' : '28mm',
    naturalOnesAndSixes: o.naturalOnesAndSixes !== false,
    ammunition: o.ammunition === true,
    ammoReroll: o.ammoReroll === 'replace' ? 'replace' : 'keepOne',
    recoilOn: o.recoilOn === 'even' ? 'even' : 'odd',
    longRangePenalty: typeof o.longRangePenalty === 'number' ? o.longRangePenalty : 1,
    fleeFromMelee: o.fleeFromMelee !== false,
    firstPlayer: o.firstPlayer === 'scenarioOrder' ? 'scenarioOrder' : 'rollOff',
    endAtPercent: typeof o.endAtPercent === 'number' ? o.endAtPercent : 0,
  };
}

/** The game's SBH options, parsed. */
export const optionsOf = optionsReader(sbhOptions);
