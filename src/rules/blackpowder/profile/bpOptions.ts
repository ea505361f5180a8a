/**
 * Every choice the black-powder catalog (shared/rules/blackpowder.md) leaves to the players — its
 * house rules BP-GAP-01..15 and the §6 ambiguities 2, 3, 5 and 6 — as options they see and may
 * change in New game. Defaults are the catalog's house rules. Distances are given in centimetres,
 * as a player of this ruleset reads them; `bpOptions` converts them to inches, the core's unit,
 * and scales them for 15 mm figures (BP-GAP-01: halve every distance).
 */
import type { Inches } from '../../../geometry/units';
import type { BpOptions } from './bpOptionsType';
import { cmToInches } from '../../../geometry/units';
import { losSamplingOption } from '../../../engine/losSampling';
import type { OptionSpec } from '../../../engine/ruleset';
import type { ResolvedOptions } from '../../../engine/state';
import { optionsReader } from '../../../engine/kit/pieceState';

const cm = (key: string, def: number, min: number, max: number, catalogId: string): OptionSpec =>
  ({ key, kind: 'houseRule', type: 'number', default: def, min, max, labelKey: `blackpowder.option.${key}`, catalogId });
const whole = (key: string, def: number, min: number, max: number, catalogId: string): OptionSpec =>
  ({ key, kind: 'houseRule', type: 'number', default: def, min, max, integer: true, labelKey: `blackpowder.option.${key}`, catalogId });
const label = (key: string): string => `blackpowder.option.${key}`;

/** BP-VOLLEY-4 (the seed's own number, not an option): a chain link is at most 8 cm. */
export const CHAIN_LINK_CM = 8;

export type { BpOptions } from './bpOptionsType';

export const BP_OPTIONS: readonly OptionSpec[] = [
  // BP-GAP-01 [lead]: distances as written for 28 mm; for 15 mm figures every distance is halved.
  { key: 'figureScale', kind: 'houseRule', type: 'enum', default: '28mm', choices: ['28mm', '15mm'], labelKey: label('figureScale'), catalogId: 'BP-GAP-01' },
  // BP-GAP-02: who is active — a d6 roll-off every round (house rule), once at the start, or the scenario's order.
  { key: 'initiative', kind: 'houseRule', type: 'enum', default: 'rollOffEachRound', choices: ['rollOffEachRound', 'rollOffOnce', 'scenarioOrder'], labelKey: label('initiative'), catalogId: 'BP-GAP-02' },
  // BP-GAP-03: AP = this × (own Groups + lone fighters); the k-th action costs k AP (`rising`) or 1 (`flat`);
  // a failed action test ends the fighter's or Group's actions for the turn.
  whole('apPerUnit', 2, 1, 6, 'BP-GAP-03'),
  { key: 'actionCost', kind: 'houseRule', type: 'enum', default: 'rising', choices: ['rising', 'flat'], labelKey: label('actionCost'), catalogId: 'BP-GAP-03' },
  { key: 'failEndsActions', kind: 'houseRule', type: 'boolean', default: true, labelKey: label('failEndsActions'), catalogId: 'BP-GAP-03' },
  // BP-GAP-04: an infantry Move, cm (Run doubles it); crossing a level-1 obstacle costs infantry this much.
  cm('moveCm', 10, 2, 30, 'BP-GAP-04'),
  cm('levelOneCrossCm', 2, 0, 10, 'BP-GAP-04'),
  // BP-GAP-05: range bands (cm: Effective up to, Long up to) and the numbers needed to hit.
  cm('rifledEffectiveCm', 40, 5, 200, 'BP-GAP-05'),
  cm('rifledLongCm', 80, 5, 300, 'BP-GAP-05'),
  cm('smoothboreEffectiveCm', 25, 5, 200, 'BP-GAP-05'),
  cm('smoothboreLongCm', 50, 5, 300, 'BP-GAP-05'),
  whole('effectiveNeeds', 9, 2, 36, 'BP-GAP-05'),
  whole('longNeeds', 12, 2, 36, 'BP-GAP-05'),
  // BP-GAP-06: a runner counts as running until it next activates (house rule), or to the end of its own turn.
  { key: 'runningUntil', kind: 'houseRule', type: 'enum', default: 'nextActivation', choices: ['nextActivation', 'endOfOwnTurn'], labelKey: label('runningUntil'), catalogId: 'BP-GAP-06' },
  // BP-GAP-07: Group cohesion — every member within this of another member, and of the Leader.
  cm('cohesionMemberCm', 8, 1, 40, 'BP-GAP-07'),
  cm('cohesionLeaderCm', 16, 1, 80, 'BP-GAP-07'),
  // BP-GAP-07: Close Order needs every member in base contact in one or two ranks (house rule), or only cohesion.
  { key: 'closeOrderNeeds', kind: 'houseRule', type: 'enum', default: 'contactRanks', choices: ['contactRanks', 'cohesion'], labelKey: label('closeOrderNeeds'), catalogId: 'BP-GAP-07' },
  // BP-GAP-08: obstacle heights (28 mm): level 2 from this height, level 3 from this height.
  cm('obstacleLevel2Cm', 2, 0.1, 20, 'BP-GAP-08'),
  cm('obstacleLevel3Cm', 4, 0.1, 40, 'BP-GAP-08'),
  // BP-GAP-09: a Group may split its volley into two sub-volleys (each 2d6 for its first shooter + 1d6 per extra).
  { key: 'splitVolley', kind: 'houseRule', type: 'boolean', default: true, labelKey: label('splitVolley'), catalogId: 'BP-GAP-09' },
  // BP-GAP-10: a Leader or special figure passes a hit on with this roll or more on d6.
  whole('leaderSave', 4, 2, 6, 'BP-GAP-10'),
  // BP-GAP-11: a Suppressed fighter crawls at most this far; Suppressed again is Out of Action; a Group
  // whose Leader is Suppressed or Out cannot volley.
  cm('suppressedCrawlCm', 5, 0, 20, 'BP-GAP-11'),
  { key: 'suppressedTwiceOut', kind: 'houseRule', type: 'boolean', default: true, labelKey: label('suppressedTwiceOut'), catalogId: 'BP-GAP-11' },
  { key: 'leaderDownNoVolley', kind: 'houseRule', type: 'boolean', default: true, labelKey: label('leaderDownNoVolley'), catalogId: 'BP-GAP-11' },
  // BP-GAP-12: a tied melee — both Suppressed (house rule), or both roll again.
  { key: 'meleeTie', kind: 'houseRule', type: 'enum', default: 'bothSuppressed', choices: ['bothSuppressed', 'reroll'], labelKey: label('meleeTie'), catalogId: 'BP-GAP-12' },
  // BP-GAP-12 (the catalog is silent): a Suppressed fighter charged fights at −1 (our reading), or not at all (it loses).
  { key: 'meleeSuppressed', kind: 'houseRule', type: 'enum', default: 'minusOne', choices: ['minusOne', 'noFight'], labelKey: label('meleeSuppressed'), catalogId: 'BP-GAP-12' },
  // BP-GAP-13: a modified damage roll below 1 — Suppressed like 1–3 (house rule), or no effect.
  { key: 'damageBelowOne', kind: 'houseRule', type: 'enum', default: 'suppressed', choices: ['suppressed', 'noEffect'], labelKey: label('damageBelowOne'), catalogId: 'BP-GAP-13' },
  // BP-GAP-14: Groups test morale once their side has lost this percentage of its fighters (half).
  whole('moraleLossPercent', 50, 10, 100, 'BP-GAP-14'),
  // BP-GAP-14 (DECISION, flow/roundLimit.ts): the game ends after this round, more enemies put out winning; 0 = the scenario's `options.roundLimit` (none if it sets none).
  { key: 'roundLimit', kind: 'option', type: 'number', default: 0, min: 0, max: 50, integer: true, labelKey: label('roundLimit'), catalogId: 'BP-GAP-14' },
  // BP-GAP-15: cavalry move this many times an infantry Move and add this when charging in melee.
  whole('cavalryMoveMultiplier', 2, 1, 3, 'BP-GAP-15'),
  whole('cavalryChargeBonus', 1, 0, 3, 'BP-GAP-15'),
  // §6.2: the Close Order triple (three 5s or three 6s) is counted on the final dice, after the forced rerolls (house rule), or on the first dice.
  { key: 'closeOrderTripleOn', kind: 'ambiguity', type: 'enum', default: 'final', choices: ['final', 'first'], labelKey: label('closeOrderTripleOn'), catalogId: 'BP-VOLLEY-6' },
  // §6.3: fire at a charger drops only the running reroll (as written: false), or the cover reroll too.
  { key: 'chargeIgnoresCover', kind: 'ambiguity', type: 'boolean', default: false, labelKey: label('chargeIgnoresCover'), catalogId: 'BP-REACT-5' },
  // §6.5: after a horse is hit, further hits go to the rider for the rest of the game (house rule) or that volley only.
  { key: 'horseWoundScope', kind: 'ambiguity', type: 'enum', default: 'game', choices: ['game', 'volley'], labelKey: label('horseWoundScope'), catalogId: 'BP-DMG-3' },
  // §6.6: each chain link is measured from the previous link (as we read "по цепочке") or from the first target.
  { key: 'chainFrom', kind: 'ambiguity', type: 'enum', default: 'previousLink', choices: ['previousLink', 'target'], labelKey: label('chainFrom'), catalogId: 'BP-VOLLEY-4' },
  // BP-REACT-1: the reacting player is asked only when a reaction is possible, or at every enemy move.
  { key: 'reactionPrompt', kind: 'option', type: 'enum', default: 'whenPossible', choices: ['whenPossible', 'everyMove'], labelKey: label('reactionPrompt'), catalogId: 'BP-REACT-1' },
  // BP-OBST-2 (hidden = not visible at all): line of sight samples reach the outline (engine/losSampling.ts).
  losSamplingOption('BP-OBST-2'),
];

const oneOf = <T extends string>(v: unknown, choices: readonly T[], fallback: T): T =>
  ((choices as readonly unknown[]).includes(v) ? (v as T) : fallback);

/** The resolved options (defaults filled in by the engine) as BpOptions. */
export function bpOptions(o: ResolvedOptions): BpOptions {
  const num = (key: string, fallback: number): number => {
    const v = o[key];
    return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
  };
  const figureScale = oneOf(o.figureScale, ['28mm', '15mm'] as const, '28mm');
  const scale = figureScale === '15mm' ? 0.5 : 1;
  const dist = (key: string, fallbackCm: number): Inches => cmToInches(num(key, fallbackCm) * scale);
  const band = (effKey: string, effCm: number, longKey: string, longCm: number) => {
    const effectiveIn = dist(effKey, effCm);
    const longIn = dist(longKey, longCm);
    return { effectiveIn, longIn: longIn < effectiveIn ? effectiveIn : longIn };
  };
  const level2In = dist('obstacleLevel2Cm', 2);
  const level3In = dist('obstacleLevel3Cm', 4);
  return {
    figureScale,
    initiative: oneOf(o.initiative, ['rollOffEachRound', 'rollOffOnce', 'scenarioOrder'] as const, 'rollOffEachRound'),
    apPerUnit: num('apPerUnit', 2),
    actionCost: oneOf(o.actionCost, ['rising', 'flat'] as const, 'rising'),
    failEndsActions: o.failEndsActions !== false,
    moveIn: dist('moveCm', 10),
    levelOneCrossIn: dist('levelOneCrossCm', 2),
    rifled: band('rifledEffectiveCm', 40, 'rifledLongCm', 80),
    smoothbore: band('smoothboreEffectiveCm', 25, 'smoothboreLongCm', 50),
    effectiveNeeds: num('effectiveNeeds', 9),
    longNeeds: num('longNeeds', 12),
    runningUntil: oneOf(o.runningUntil, ['nextActivation', 'endOfOwnTurn'] as const, 'nextActivation'),
    cohesionMemberIn: dist('cohesionMemberCm', 8),
    cohesionLeaderIn: dist('cohesionLeaderCm', 16),
    closeOrderNeeds: oneOf(o.closeOrderNeeds, ['contactRanks', 'cohesion'] as const, 'contactRanks'),
    obstacleLevels: { level2In, level3In: level3In < level2In ? level2In : level3In },
    splitVolley: o.splitVolley !== false,
    leaderSave: num('leaderSave', 4),
    suppressedCrawlIn: dist('suppressedCrawlCm', 5),
    suppressedTwiceOut: o.suppressedTwiceOut !== false,
    leaderDownNoVolley: o.leaderDownNoVolley !== false,
    meleeTie: oneOf(o.meleeTie, ['bothSuppressed', 'reroll'] as const, 'bothSuppressed'),
    meleeSuppressed: oneOf(o.meleeSuppressed, ['minusOne', 'noFight'] as const, 'minusOne'),
    damageBelowOne: oneOf(o.damageBelowOne, ['suppressed', 'noEffect'] as const, 'suppressed'),
    moraleLossPercent: num('moraleLossPercent', 50),
    roundLimit: num('roundLimit', 0),
    cavalryMoveMultiplier: num('cavalryMoveMultiplier', 2),
    cavalryChargeBonus: num('cavalryChargeBonus', 1),
    closeOrderTripleOn: oneOf(o.closeOrderTripleOn, ['final', 'first'] as const, 'final'),
    chargeIgnoresCover: o.chargeIgnoresCover === true,
    horseWoundScope: oneOf(o.horseWoundScope, ['game', 'volley'] as const, 'game'),
    chainFrom: oneOf(o.chainFrom, ['previousLink', 'target'] as const, 'previousLink'),
    reactionPrompt: oneOf(o.reactionPrompt, ['whenPossible', 'everyMove'] as const, 'whenPossible'),
    chainLinkIn: cmToInches(CHAIN_LINK_CM * scale),
  };
}

/** The game's black-powder options, parsed. */
export const optionsOf = optionsReader(bpOptions);
