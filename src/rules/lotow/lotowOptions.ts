/**
 * Every choice LOTOW's catalog leaves to the players (ambiguities, house rules, optional rules),
 * as options they see and may change before the game. Defaults follow the catalog.
 */
import { losSamplingOption } from '../../engine/losSampling';
import type { OptionSpec } from '../../engine/ruleset';
import type { ResolvedOptions } from '../../engine/state';
import { optionsReader } from '../../engine/kit/pieceState';

export const LOTOW_OPTIONS: readonly OptionSpec[] = [
  // §6.1 / LOTOW-GAP-04: 1½″ as the seed says (its mounted section: "just as foot figures do", the
  // default since issue 13); ½″ as published. Saves record every option, so older games keep their ½″
  // (and a save that names none replays with ½″: legacyDefault).
  { key: 'freeObstacleMaxIn', kind: 'ambiguity', type: 'enum', default: '1.5', legacyDefault: '0.5', choices: ['0.5', '1.5'], labelKey: 'lotow.option.freeObstacleMaxIn', catalogId: 'LOTOW-GAP-04' },
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
  // ---- Part 2: shooting, fighting, wounds, Pluck ----
  // LOTOW-GAP-07: the house chart (4 + Grit − Strength, 2+..6+) until the published one is entered;
  // `lotrEngine` is the LotR SBG engine's chart (Strength vs Defence), [medium], not confirmed for LotOW.
  { key: 'woundChart', kind: 'houseRule', type: 'enum', default: 'house', choices: ['house', 'lotrEngine'], labelKey: 'lotow.option.woundChart', catalogId: 'LOTOW-GAP-07' },
  // §6.5: several In the Way objects summed to reach ¼ (house rule), or each on its own.
  { key: 'inTheWayQuarter', kind: 'ambiguity', type: 'enum', default: 'sum', choices: ['sum', 'each'], labelKey: 'lotow.option.inTheWayQuarter', catalogId: 'LOTOW-SHOOT-INTHEWAY-2' },
  // §6.4: the friend a shot into melee hits is the nearest to the shooter (house rule) or to the target.
  { key: 'intoMeleeNearestTo', kind: 'ambiguity', type: 'enum', default: 'shooter', choices: ['shooter', 'target'], labelKey: 'lotow.option.intoMeleeNearestTo', catalogId: 'LOTOW-SHOOT-INTOMELEE-1' },
  // §6.6: the horse is In the Way of a shot at its rider always (as written) or only when it hides ¼.
  { key: 'mountInTheWay', kind: 'ambiguity', type: 'enum', default: 'always', choices: ['always', 'quarter'], labelKey: 'lotow.option.mountInTheWay', catalogId: 'LOTOW-SHOOT-MOUNTED-1' },
  // §6.2: the visibility dispute roll as written (1–3 visible) or like the spotting roll (4–6 visible).
  { key: 'disputeRoll', kind: 'ambiguity', type: 'enum', default: 'asWritten', choices: ['asWritten', 'likeSpotting'], labelKey: 'lotow.option.disputeRoll', catalogId: 'LOTOW-SHOOT-LOS-2' },
  // LOTOW-GAP-08 house rules: prone fighters roll one die fewer and lose ties; strikes across a barrier need 4+ to land.
  { key: 'proneFightPenalty', kind: 'houseRule', type: 'boolean', default: true, labelKey: 'lotow.option.proneFightPenalty', catalogId: 'LOTOW-GAP-08' },
  { key: 'barrierStrikes', kind: 'houseRule', type: 'boolean', default: true, labelKey: 'lotow.option.barrierStrikes', catalogId: 'LOTOW-GAP-08' },
  // LOTOW-GAP-09 house rule: 2d6 + Pluck at least this passes a Pluck test.
  { key: 'pluckTarget', kind: 'houseRule', type: 'number', default: 10, min: 2, max: 20, integer: true, labelKey: 'lotow.option.pluckTarget', catalogId: 'LOTOW-GAP-09' },
  // LOTOW-GAP-09: who tests when a posse is down to half — the side once on its best Pluck (its leader's),
  // the whole game riding on it; or each figure on its own Pluck, those that fail leaving the table.
  { key: 'pluckTest', kind: 'houseRule', type: 'enum', default: 'side', choices: ['side', 'eachFigure'], labelKey: 'lotow.option.pluckTest', catalogId: 'LOTOW-GAP-09' },
  // LOTOW-GAP-10 house rule: a Hero spends a Fame point for +1 after seeing a roll — automatically when
  // +1 changes the result (a miss into a hit, a lost fight into a won one), or never.
  { key: 'fame', kind: 'houseRule', type: 'enum', default: 'auto', choices: ['auto', 'never'], labelKey: 'lotow.option.fame', catalogId: 'LOTOW-GAP-10' },
  // LOTOW-GAP-10 house rule: a Fortune point saves a wound on this roll or more.
  { key: 'fortuneSave', kind: 'houseRule', type: 'number', default: 4, min: 2, max: 6, integer: true, labelKey: 'lotow.option.fortuneSave', catalogId: 'LOTOW-GAP-10' },
  // Issue 13 fixes that change what old games' steps rolled: on in new games, off (as they were
  // played) in saves made before the option existed (OptionSpec.legacyDefault).
  // LOTOW-SHOOT-INTHEWAY-4: area terrain with an In the Way value (scrub, cactus) is In the Way for
  // the part of the target seen through it (shooting/areaInTheWay.ts); off: never In the Way.
  { key: 'areaInTheWay', kind: 'option', type: 'boolean', default: true, legacyDefault: false, labelKey: 'lotow.option.areaInTheWay', catalogId: 'LOTOW-SHOOT-INTHEWAY-4' },
  // LOTOW-PRONE-5 / LOTOW-GAP-12: Hidden statuses computed at set-up and after every action, the
  // End phase included (spotting/hidden.ts); off: only after a figure's own actions, as before.
  { key: 'hiddenEveryAction', kind: 'option', type: 'boolean', default: true, legacyDefault: false, labelKey: 'lotow.option.hiddenEveryAction', catalogId: 'LOTOW-PRONE-5' },
  // LOTOW-GAP-02 (movement is path length): a move ends where it was dropped (or snapped into base
  // contact there), costs the path length of the base to that point, and a leap over an obstacle
  // costs the base's own travel (movement/moveEnd.ts); off: the cell's centre and cost, as before.
  { key: 'movePathLength', kind: 'option', type: 'boolean', default: true, legacyDefault: false, labelKey: 'lotow.option.movePathLength', catalogId: 'LOTOW-GAP-02' },
  // LOTOW-MOVE-ONCE (completion, not in the seed or the catalog: the published game, as in the LotR
  // SBG engine): a figure's move is over once another figure has moved (movement/moveOnce.ts).
  // Off: a figure may go on moving after others have, as games before issue 13 did.
  { key: 'moveOnce', kind: 'option', type: 'boolean', default: true, legacyDefault: false, labelKey: 'lotow.option.moveOnce', catalogId: 'LOTOW-MOVE-ONCE' },
  // LOTOW-GAP-11: which placeholder move limits the weapons have (weapons/weaponTable.ts): `playable`
  // (pistol any move, rifle ½, so turn 1 has shots) or `catalog` (the catalog's test placeholders:
  // pistol ½, rifle no move), which games saved before issue 13 were played with.
  { key: 'weaponMoveLimits', kind: 'option', type: 'enum', default: 'playable', legacyDefault: 'catalog', choices: ['playable', 'catalog'], labelKey: 'lotow.option.weaponMoveLimits', catalogId: 'LOTOW-GAP-11' },
  // LOTOW-CLIMB-3 / LOTOW-GAP-05 (issue 13, bug 9): a climb starts, waits part way and ends after a failed
  // test at the foot with the base clear of the face (a ladder's foot not under the level it leads to),
  // so a figure left there stands legally (movement/climbPortals.ts). Off: the base may overlap the
  // face, as games saved before issue 13 were played.
  { key: 'climbFootClear', kind: 'houseRule', type: 'boolean', default: true, legacyDefault: false, labelKey: 'lotow.option.climbFootClear', catalogId: 'LOTOW-CLIMB-3' },
  // LOTOW-GAP-16: the game ends after this turn; 0 = the scenario's `options.turnLimit` (none if it sets none).
  { key: 'turnLimit', kind: 'option', type: 'number', default: 0, min: 0, max: 50, integer: true, labelKey: 'lotow.option.turnLimit', catalogId: 'LOTOW-GAP-16' },
  // LOTOW-PRONE-2 (any visible part of the body counts): line of sight samples reach the outline
  // (engine/losSampling.ts); games saved before it replay with the old 20 centres.
  losSamplingOption('LOTOW-PRONE-2'),
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
  readonly woundChart: 'house' | 'lotrEngine';
  readonly inTheWayQuarter: 'sum' | 'each';
  readonly intoMeleeNearestTo: 'shooter' | 'target';
  readonly mountInTheWay: 'always' | 'quarter';
  readonly disputeRoll: 'asWritten' | 'likeSpotting';
  readonly proneFightPenalty: boolean;
  readonly barrierStrikes: boolean;
  readonly pluckTarget: number;
  readonly pluckTest: 'side' | 'eachFigure';
  readonly fame: 'auto' | 'never';
  readonly fortuneSave: number;
  /** 0 = the scenario's (see turnLimitOf in pluck/). */
  readonly turnLimit: number;
  /** LOTOW-MOVE-ONCE: a figure's move is over once another has moved. */
  readonly moveOnce: boolean;
  /** LOTOW-GAP-11: the weapons' placeholder move limits. */
  readonly weaponMoveLimits: 'playable' | 'catalog';
  readonly areaInTheWay: boolean;
  readonly hiddenEveryAction: boolean;
  /** Moves end at the drop point and cost the base's path length (false: cell centres, as before issue 13). */
  readonly movePathLength: boolean;
  /** A climb's foot with the base clear of the face (issue 13, bug 9). */
  readonly climbFootClear: boolean;
}

/** The resolved options (defaults filled in by the engine) as LotowOptions. */
export function lotowOptions(o: ResolvedOptions): LotowOptions {
  return {
    freeObstacleMaxIn: Number(o.freeObstacleMaxIn ?? '1.5'),
    firstTurnTie: o.firstTurnTie === 'scenarioOrder' ? 'scenarioOrder' : 'reroll',
    climbTestEachTurn: o.climbTestEachTurn !== false,
    fallHits: o.fallHits === 'ceil' ? 'ceil' : 'floor',
    obstacleThicknessCosts: o.obstacleThicknessCosts !== false,
    mayLeaveZone: o.mayLeaveZone !== false,
    looseMounts: o.looseMounts === true,
    controlZoneIn: typeof o.controlZoneIn === 'number' ? o.controlZoneIn : 1,
    woundChart: o.woundChart === 'lotrEngine' ? 'lotrEngine' : 'house',
    inTheWayQuarter: o.inTheWayQuarter === 'each' ? 'each' : 'sum',
    intoMeleeNearestTo: o.intoMeleeNearestTo === 'target' ? 'target' : 'shooter',
    mountInTheWay: o.mountInTheWay === 'quarter' ? 'quarter' : 'always',
    disputeRoll: o.disputeRoll === 'likeSpotting' ? 'likeSpotting' : 'asWritten',
    proneFightPenalty: o.proneFightPenalty !== false,
    barrierStrikes: o.barrierStrikes !== false,
    pluckTarget: typeof o.pluckTarget === 'number' ? o.pluckTarget : 10,
    pluckTest: o.pluckTest === 'eachFigure' ? 'eachFigure' : 'side',
    fame: o.fame === 'never' ? 'never' : 'auto',
    fortuneSave: typeof o.fortuneSave === 'number' ? o.fortuneSave : 4,
    turnLimit: typeof o.turnLimit === 'number' ? o.turnLimit : 0,
    moveOnce: o.moveOnce !== false,
    weaponMoveLimits: o.weaponMoveLimits === 'catalog' ? 'catalog' : 'playable',
    areaInTheWay: o.areaInTheWay !== false,
    hiddenEveryAction: o.hiddenEveryAction !== false,
    movePathLength: o.movePathLength !== false,
    climbFootClear: o.climbFootClear !== false,
  };
}

/** The game's LOTOW options, parsed. */
export const optionsOf = optionsReader(lotowOptions);
