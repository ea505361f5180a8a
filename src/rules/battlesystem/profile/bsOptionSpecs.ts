/**
 * Every choice the BATTLESYSTEM catalog (shared/rules/battlesystem.md) leaves to the players that
 * this part of the ruleset reads — its house rules BS-GAP-01/04/08/09/10/13/16/17/18/19, the reading of BS-CAS-3 and the §6
 * ambiguities 1, 4 and 7 — as options they see and may change in New game. Defaults are the
 * catalog's house rules. `bsOptions` reads the resolved options as the rules use them (inches).
 * Part 2 adds melee's and morale's: §6 items 5, 6 and 10, BS-GAP-05/14/16 and whether Steps 6–7 are fought.
 */
import { losSamplingOption } from '../../../engine/losSampling';
import type { OptionSpec } from '../../../engine/ruleset';
import type { ResolvedOptions } from '../../../engine/state';

const label = (key: string): string => `battlesystem.option.${key}`;
const num = (key: string, def: number, min: number, max: number, catalogId: string, integer = false): OptionSpec =>
  ({ key, kind: 'houseRule', type: 'number', default: def, min, max, ...(integer ? { integer: true } : {}), labelKey: label(key), catalogId });

export const BS_OPTIONS: readonly OptionSpec[] = [
  // BS-GAP-01: the side with the higher initiative d10 chooses who moves first (house rule), or simply moves first.
  // Added after the first BATTLESYSTEM saves: a save that does not name it was played with the winner moving first.
  { key: 'initiativeChoice', kind: 'houseRule', type: 'enum', default: 'winnerChooses', legacyDefault: 'winnerFirst', choices: ['winnerChooses', 'winnerFirst'], labelKey: label('initiativeChoice'), catalogId: 'BS-GAP-01' },
  // BS-GAP-01 Steps 2–3: enemy missile units that have not fired may shoot at the side moving now (house rule), or
  // missiles fly only in Step 4. Added after the first BATTLESYSTEM saves: a save that does not name it had no interrupt fire.
  { key: 'interruptFire', kind: 'houseRule', type: 'enum', default: 'movers', legacyDefault: 'off', choices: ['movers', 'off'], labelKey: label('interruptFire'), catalogId: 'BS-GAP-01' },
  // BS-GAP-04: a facing change costs this share of MV; difficult terrain lets a unit move this share; a
  // formation change takes the whole move; a charge multiplies MV by these.
  num('facingChangeFraction', 0.5, 0, 1, 'BS-GAP-04'),
  num('difficultFraction', 0.5, 0.1, 1, 'BS-GAP-04'),
  // BS-GAP-04: a regular unit's advance pays the difficult share for the inches where a member is in difficult terrain
  // (house rule), or every manoeuvre pays it whole when the unit starts there. A save that does not name it was played so.
  { key: 'difficultAlong', kind: 'houseRule', type: 'enum', default: 'movePaths', legacyDefault: 'manoeuvreStart', choices: ['movePaths', 'advancePath', 'manoeuvreStart'], labelKey: label('difficultAlong'), catalogId: 'BS-GAP-04' },
  { key: 'formationChangeWholeTurn', kind: 'houseRule', type: 'boolean', default: true, labelKey: label('formationChangeWholeTurn'), catalogId: 'BS-GAP-04' },
  num('chargeInfantry', 1.5, 1, 3, 'BS-GAP-04'),
  num('chargeCavalry', 2, 1, 3, 'BS-GAP-04'),
  // BS-GAP-04: what stops a charge is what its tray sweeps turning along its run (house rule), or the hull of where it
  // starts and ends. A save that does not name it was played with the hull of the two ends.
  { key: 'chargeSweep', kind: 'houseRule', type: 'enum', default: 'turning', legacyDefault: 'ends', choices: ['turning', 'ends'], labelKey: label('chargeSweep'), catalogId: 'BS-GAP-04' },
  // BS-CAS-3: on bases of several figures the casualty marker is moved along one base, so a base that has lost figures
  // loses the next ones first (house reading), or the owner marks figures on any base. No older unit had such bases.
  { key: 'baseLosses', kind: 'houseRule', type: 'enum', default: 'oneBaseAtATime', choices: ['oneBaseAtATime', 'anyBase'], labelKey: label('baseLosses'), catalogId: 'BS-CAS-3' },
  // BS-GAP-08: a d20 AD scores this many hits on 13–20.
  num('d20HighHits', 4, 1, 6, 'BS-GAP-08', true),
  // BS-GAP-09: AD factors multiplied and rounded up once (house rule), or rounded up after each.
  { key: 'factorCombining', kind: 'houseRule', type: 'enum', default: 'multiplyOnce', choices: ['multiplyOnce', 'roundEach'], labelKey: label('factorCombining'), catalogId: 'BS-GAP-09' },
  // BS-GAP-10: a volley's AD shared between AR groups in proportion to their visible figures, or evenly.
  { key: 'missileSplit', kind: 'houseRule', type: 'enum', default: 'proportional', choices: ['proportional', 'evenly'], labelKey: label('missileSplit'), catalogId: 'BS-GAP-10' },
  // BS-GAP-13: dense and light woods on one line add up (dense/2 + light/6 ≥ 1 blocks), or block only apart.
  { key: 'woodsMixing', kind: 'houseRule', type: 'enum', default: 'combined', choices: ['combined', 'separate'], labelKey: label('woodsMixing'), catalogId: 'BS-GAP-13' },
  // BS-GAP-13: a wood the shooter or target stands in counts from its base edge (house rule), or from its centre.
  // Added with initiativeChoice: a save that does not name it counted woods from base centres.
  { key: 'woodsFrom', kind: 'houseRule', type: 'enum', default: 'baseEdge', legacyDefault: 'centre', choices: ['baseEdge', 'centre'], labelKey: label('woodsFrom'), catalogId: 'BS-GAP-13' },
  // BS-GAP-16: the army that destroys this share of the enemy's starting figures wins; the game may end after a round.
  num('victoryPercent', 50, 10, 100, 'BS-GAP-16', true),
  { key: 'turnLimit', kind: 'option', type: 'number', default: 0, min: 0, max: 50, integer: true, labelKey: label('turnLimit'), catalogId: 'BS-GAP-16' },
  // BS-GAP-17: each band includes its upper limit (house rule), or a target exactly at it is in the next band.
  { key: 'rangeBoundary', kind: 'houseRule', type: 'enum', default: 'inclusive', choices: ['inclusive', 'exclusive'], labelKey: label('rangeBoundary'), catalogId: 'BS-GAP-17' },
  // BS-GAP-18: a fractional height difference rounded up (house rule) or down, for the range bonus.
  { key: 'heightRounding', kind: 'houseRule', type: 'enum', default: 'up', choices: ['up', 'down'], labelKey: label('heightRounding'), catalogId: 'BS-GAP-18' },
  // BS-GAP-19: the shooters are higher than the target when their mean base is this many inches above its.
  num('higherThresholdIn', 1, 0.1, 6, 'BS-GAP-19'),
  // §6.1: other units block sight (as we read the garbled sentence), or missile troops fire over them.
  { key: 'unitsBlockLos', kind: 'ambiguity', type: 'enum', default: 'block', choices: ['block', 'fireOver'], labelKey: label('unitsBlockLos'), catalogId: 'BS-MISSILE-LOS-2' },
  // §6.4: hits beyond what the visible figures can take are lost: visible figures × Hits − carried (house rule), or visible figures.
  { key: 'wastedHitsCap', kind: 'ambiguity', type: 'enum', default: 'figuresTimesHits', choices: ['figuresTimesHits', 'figures'], labelKey: label('wastedHitsCap'), catalogId: 'BS-MISSILE-LOS-1' },
  // §6.7: of the missile AR bonuses only the best counts (as written), or they add up.
  { key: 'missileBonuses', kind: 'ambiguity', type: 'enum', default: 'bestOnly', choices: ['bestOnly', 'allAdd'], labelKey: label('missileBonuses'), catalogId: 'BS-MISSILE-AR-5' },
  losSamplingOption('BS-MISSILE-LOS-1'),
  // BS-GAP-01 Steps 6–7: melee is fought and morale checked (part 2), or both are passed through. Added with melee:
  // a save that does not name it was played before melee existed, with Steps 6–7 passed through.
  { key: 'meleeMorale', kind: 'houseRule', type: 'enum', default: 'fought', legacyDefault: 'passedThrough', choices: ['fought', 'passedThrough'], labelKey: label('meleeMorale'), catalogId: 'BS-GAP-01' },
  // BS-GAP-14: both units with melee advantage: they cancel (house rule), or the round's initiative winner strikes first.
  { key: 'bothAdvantage', kind: 'houseRule', type: 'enum', default: 'cancel', choices: ['cancel', 'initiative'], labelKey: label('bothAdvantage'), catalogId: 'BS-GAP-14' },
  // §6.6: a unit touched on its flank and its rear takes only the larger penalty, +4 (house rule), or both, +6.
  { key: 'flankAndRear', kind: 'ambiguity', type: 'enum', default: 'largerOnly', choices: ['largerOnly', 'add'], labelKey: label('flankAndRear'), catalogId: 'BS-MELEE-AR-6' },
  // §6.10: the second-rank figures that attack are those directly behind an attacking figure (house rule), or diagonally too.
  { key: 'secondRankAdjacent', kind: 'ambiguity', type: 'enum', default: 'behind', choices: ['behind', 'diagonal'], labelKey: label('secondRankAdjacent'), catalogId: 'BS-MELEE-FORM-3' },
  // §6.5: a pike unit's third rank attacks at 0.5 AD as the second does (our reading), or not at all.
  { key: 'thirdRankPikes', kind: 'ambiguity', type: 'enum', default: 'half', choices: ['half', 'none'], labelKey: label('thirdRankPikes'), catalogId: 'BS-MELEE-FORM-4' },
  // BS-GAP-05: a unit that loses this share of its figures in a round checks morale; a rally's pass lifts it one step or to good.
  num('moraleQuarterPercent', 25, 1, 100, 'BS-GAP-05', true),
  { key: 'rallyTo', kind: 'houseRule', type: 'enum', default: 'oneStep', choices: ['oneStep', 'good'], labelKey: label('rallyTo'), catalogId: 'BS-GAP-05' },
  // BS-GAP-16: a routing unit's figures count as lost for victory (house rule: "routs or destroys"), or only destroyed figures.
  // Added with melee: a save that does not name it counted destroyed figures only.
  { key: 'victoryCounts', kind: 'houseRule', type: 'enum', default: 'routedOrDestroyed', legacyDefault: 'destroyed', choices: ['routedOrDestroyed', 'destroyed'], labelKey: label('victoryCounts'), catalogId: 'BS-GAP-16' },
];

export interface BsOptions {
  readonly initiativeChoice: 'winnerChooses' | 'winnerFirst';
  readonly interruptFire: 'movers' | 'off';
  readonly facingChangeFraction: number;
  readonly difficultFraction: number;
  readonly difficultAlong: 'movePaths' | 'advancePath' | 'manoeuvreStart';
  readonly formationChangeWholeTurn: boolean;
  readonly chargeInfantry: number;
  readonly chargeCavalry: number;
  readonly chargeSweep: 'turning' | 'ends';
  readonly baseLosses: 'oneBaseAtATime' | 'anyBase';
  readonly d20HighHits: number;
  readonly factorCombining: 'multiplyOnce' | 'roundEach';
  readonly missileSplit: 'proportional' | 'evenly';
  readonly woodsMixing: 'combined' | 'separate';
  readonly woodsFrom: 'baseEdge' | 'centre';
  readonly victoryPercent: number;
  readonly turnLimit: number;
  readonly rangeBoundary: 'inclusive' | 'exclusive';
  readonly heightRounding: 'up' | 'down';
  readonly higherThresholdIn: number;
  readonly unitsBlockLos: 'block' | 'fireOver';
  readonly wastedHitsCap: 'figuresTimesHits' | 'figures';
  readonly missileBonuses: 'bestOnly' | 'allAdd';
  readonly meleeMorale: 'fought' | 'passedThrough';
  readonly bothAdvantage: 'cancel' | 'initiative';
  readonly flankAndRear: 'largerOnly' | 'add';
  readonly secondRankAdjacent: 'behind' | 'diagonal';
  readonly thirdRankPikes: 'half' | 'none';
  readonly moraleQuarterPercent: number;
  readonly rallyTo: 'oneStep' | 'good';
  readonly victoryCounts: 'routedOrDestroyed' | 'destroyed';
}

const oneOf = <T extends string>(v: unknown, choices: readonly T[], fallback: T): T =>
  ((choices as readonly unknown[]).includes(v) ? (v as T) : fallback);

/** The resolved options (defaults filled in by the engine) as the rules read them. */
export function bsOptions(o: ResolvedOptions): BsOptions {
  const n = (key: string, fallback: number): number => {
    const v = o[key];
    return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
  };
  return {
    initiativeChoice: oneOf(o.initiativeChoice, ['winnerChooses', 'winnerFirst'] as const, 'winnerChooses'),
    interruptFire: oneOf(o.interruptFire, ['movers', 'off'] as const, 'movers'),
    facingChangeFraction: n('facingChangeFraction', 0.5),
    difficultFraction: n('difficultFraction', 0.5),
    difficultAlong: oneOf(o.difficultAlong, ['movePaths', 'advancePath', 'manoeuvreStart'] as const, 'movePaths'),
    formationChangeWholeTurn: o.formationChangeWholeTurn !== false,
    chargeInfantry: n('chargeInfantry', 1.5),
    chargeCavalry: n('chargeCavalry', 2),
    chargeSweep: oneOf(o.chargeSweep, ['turning', 'ends'] as const, 'turning'),
    baseLosses: oneOf(o.baseLosses, ['oneBaseAtATime', 'anyBase'] as const, 'oneBaseAtATime'),
    d20HighHits: n('d20HighHits', 4),
    factorCombining: oneOf(o.factorCombining, ['multiplyOnce', 'roundEach'] as const, 'multiplyOnce'),
    missileSplit: oneOf(o.missileSplit, ['proportional', 'evenly'] as const, 'proportional'),
    woodsMixing: oneOf(o.woodsMixing, ['combined', 'separate'] as const, 'combined'),
    woodsFrom: oneOf(o.woodsFrom, ['baseEdge', 'centre'] as const, 'baseEdge'),
    victoryPercent: n('victoryPercent', 50),
    turnLimit: n('turnLimit', 0),
    rangeBoundary: oneOf(o.rangeBoundary, ['inclusive', 'exclusive'] as const, 'inclusive'),
    heightRounding: oneOf(o.heightRounding, ['up', 'down'] as const, 'up'),
    higherThresholdIn: n('higherThresholdIn', 1),
    unitsBlockLos: oneOf(o.unitsBlockLos, ['block', 'fireOver'] as const, 'block'),
    wastedHitsCap: oneOf(o.wastedHitsCap, ['figuresTimesHits', 'figures'] as const, 'figuresTimesHits'),
    missileBonuses: oneOf(o.missileBonuses, ['bestOnly', 'allAdd'] as const, 'bestOnly'),
    meleeMorale: oneOf(o.meleeMorale, ['fought', 'passedThrough'] as const, 'fought'),
    bothAdvantage: oneOf(o.bothAdvantage, ['cancel', 'initiative'] as const, 'cancel'),
    flankAndRear: oneOf(o.flankAndRear, ['largerOnly', 'add'] as const, 'largerOnly'),
    secondRankAdjacent: oneOf(o.secondRankAdjacent, ['behind', 'diagonal'] as const, 'behind'),
    thirdRankPikes: oneOf(o.thirdRankPikes, ['half', 'none'] as const, 'half'),
    moraleQuarterPercent: n('moraleQuarterPercent', 25),
    rallyTo: oneOf(o.rallyTo, ['oneStep', 'good'] as const, 'oneStep'),
    victoryCounts: oneOf(o.victoryCounts, ['routedOrDestroyed', 'destroyed'] as const, 'routedOrDestroyed'),
  };
}
