/**
 * SBH: an applied action's events read as its outcome (outcomeTypes.ts). Each roll gets the number
 * its rule compares and the verdict — a Quality test counts the dice at the target face (SBH-GAP-02,
 * a turnover at two failures), a combat die is the die + Combat + modifiers the opposed roll compares
 * (the totals the rules logged in `sbh.combat.rolled` / `sbh.morale.freeAttack`), a morale test
 * counts its failures (SBH-MORALE-1); each event that changed the table (a recoil, a fall, a kill, a
 * flight, a turnover) a step. Events that only restate a roll (`sbh.activated`, `sbh.morale.result`)
 * add a step only for what the roll does not say (the turnover).
 */
import { outcomeWords, paramNumber as num, paramString as str, readEntryEvents, rollFacesPart, signedModifier as signed } from '../../../engine/outcomeReading';
import type { GameEvent } from '../../../engine/state';
import { isRollEvent } from '../../../engine/state';
import type { EntryReading, OutcomePart, OutcomeReader, RollReading } from '../../../engine/outcomeTypes';

const { word, step } = outcomeWords('results.sbh.');

/** The opposed roll's totals logged after the dice at `i` (a combat, or a free attack on a fleeing figure). */
function totalsAfter(events: readonly GameEvent[], i: number): { attacker: number; defender: number } | null {
  for (let j = i + 1; j < events.length; j++) {
    const e = events[j]!;
    if (e.type === 'sbh.combat.rolled') return { attacker: num(e.params?.attackerTotal), defender: num(e.params?.defenderTotal) };
    if (e.type === 'sbh.morale.freeAttack') return { attacker: num(e.params?.attackerTotal), defender: num(e.params?.fleeingTotal) };
    if (isRollEvent(e) && e.purpose === 'sbh.combat.attacker') return null;
  }
  return null;
}

/** An ammunition re-roll follows the attacker's die (SBH-AMMO-1): which die counted is the option `ammoReroll`. */
const rerolled = (events: readonly GameEvent[], i: number): boolean =>
  events.slice(i + 1, i + 3).some((e) => isRollEvent(e) && e.purpose === 'sbh.ammo.reroll');

/** One roll's reading, with the events around it (an opposed roll's totals come after its dice). */
export function sbhRollReading(events: readonly GameEvent[], i: number): RollReading | null {
  const roll = events[i];
  if (roll === undefined || !isRollEvent(roll)) return null;
  const p = roll.params ?? {};
  const face = roll.faces[0] ?? 0;
  const target = roll.atLeast ?? 7;
  switch (roll.purpose) {
    case 'sbh.quality': {
      const successes = roll.faces.filter((f) => f >= target).length;
      const failures = roll.faces.length - successes;
      return {
        total: successes, modifier: null, against: null, verdict: failures >= 2 ? 'failed' : 'passed',
        meaning: word(failures >= 2 ? 'activationTurnover' : 'activation', { figureId: roll.figureIds[0] ?? '', successes, failures }),
      };
    }
    case 'sbh.morale.test': {
      const failures = roll.faces.filter((f) => f < target).length;
      return { total: roll.faces.length - failures, modifier: null, against: null, verdict: failures === 0 ? 'passed' : 'failed', meaning: word(failures === 0 ? 'moralePassed' : 'moraleFailed', { figureId: str(p.figureId) || (roll.figureIds[0] ?? ''), failures }) };
    }
    case 'sbh.charge.quality':
      return { total: face, modifier: null, against: target, verdict: face >= target ? 'passed' : 'failed', meaning: word(face >= target ? 'steadyShot' : 'hesitates', { figureId: roll.figureIds[0] ?? '' }) };
    case 'sbh.combat.attacker':
    case 'sbh.combat.defender': {
      const totals = totalsAfter(events, i);
      const attacker = roll.purpose === 'sbh.combat.attacker';
      const figureId = roll.figureIds[attacker ? 0 : 1] ?? '';
      if (totals === null) return { total: face, modifier: null, against: null, verdict: null, meaning: word('combatDie', { figureId }) };
      const mine = attacker ? totals.attacker : totals.defender;
      const theirs = attacker ? totals.defender : totals.attacker;
      // The modifier is Combat and the situation's; after a re-roll the die that counted is the option's, so none is claimed.
      const modifier = attacker && rerolled(events, i) ? null : word('modifier', { value: signed(mine - face) });
      return {
        total: mine, modifier, against: theirs, opposed: true,
        verdict: mine > theirs ? 'passed' : mine < theirs ? 'failed' : null,
        meaning: word(mine > theirs ? 'combatWins' : mine < theirs ? 'combatLoses' : 'combatTies', { figureId }),
      };
    }
    case 'sbh.ammo.reroll':
      // SBH-AMMO-1: an odd re-roll of the 1 is the last shot.
      return { total: face, modifier: null, against: null, verdict: face % 2 === 1 ? 'failed' : 'passed', meaning: word(face % 2 === 1 ? 'ammoOut' : 'ammoLeft') };
    case 'sbh.firstPlayer':
      return { total: face, modifier: null, against: null, verdict: null, meaning: word('firstPlayerRoll', { rollerSideId: str(p.rollerSideId) }) };
    default:
      return null;
  }
}

/** Rolls whose step the events after them tell better (an opposed roll's totals, the first player). */
const TOLD_BY_EVENTS = new Set(['sbh.combat.attacker', 'sbh.combat.defender', 'sbh.ammo.reroll', 'sbh.firstPlayer']);

function eventPart(e: GameEvent): OutcomePart | null {
  const p = e.params ?? {};
  const fig = { figureId: str(p.figureId) };
  switch (e.type) {
    case 'sbh.activated':
      return p.turnover === true ? step('turnover', {}, 'bad') : null;
    case 'sbh.combat.rolled':
      return step('opposed', { attackerFigureId: str(p.attackerFigureId), attackerTotal: num(p.attackerTotal), defenderFigureId: str(p.defenderFigureId), defenderTotal: num(p.defenderTotal) });
    case 'sbh.morale.freeAttack':
      return step('freeAttack', { attackerFigureId: str(p.attackerFigureId), attackerTotal: num(p.attackerTotal), fleeingFigureId: str(p.fleeingFigureId), fleeingTotal: num(p.fleeingTotal) });
    case 'sbh.combat.tie':
      return step('tie');
    case 'sbh.combat.missed':
      return step('missed');
    case 'sbh.combat.recoiled':
      return step('recoils', fig);
    case 'sbh.combat.fell':
      return step('falls', fig, 'bad');
    case 'sbh.combat.gruesome':
      return step('gruesome', { ...fig, count: num(p.count) }, 'bad');
    case 'sbh.removed.killed':
      return step('killed', fig, 'bad');
    case 'sbh.removed.outOfAction':
      return step('outOfAction', fig, 'bad');
    case 'sbh.removed.fled':
      return step('fledTable', fig, 'bad');
    case 'sbh.morale.fled':
      return step('flees', { ...fig, moves: num(p.moves) }, 'bad');
    case 'sbh.morale.trapped':
      return step('trapped', fig, 'bad');
    case 'sbh.morale.stoodUp':
    case 'sbh.movement.stoodUp':
      return step('standsUp', fig);
    case 'sbh.charge.heroPasses':
      return step('heroPasses', fig);
    case 'sbh.charge.freeShot':
      return step('freeShot', { ...fig, chargerFigureId: str(p.chargerFigureId) });
    case 'sbh.charge.stopped':
      return step('chargeStopped', { chargerFigureId: str(p.chargerFigureId) });
    case 'sbh.charge.meleeWeapon':
      return step('meleeWeapon', fig);
    case 'sbh.movement.charged':
      return step('charges', { targetFigureId: str(p.targetFigureId) });
    case 'sbh.movement.moved':
    case 'sbh.movement.brokeAway':
      // The move's length and stick as the rules logged them (SBH-GAP-05, -09), on the card only: the
      // log line says it already.
      return {
        word: word(e.type === 'sbh.movement.moved' ? 'moved' : 'brokeAway', { figureId: str(p.figureId), lengthIn: num(p.lengthIn), stick: str(p.stick) }),
        face: null, tone: 'info', cardOnly: true,
      };
    case 'sbh.ammo.out':
      return step('outOfAmmo', fig, 'bad');
    case 'sbh.firstPlayer':
      return step('firstPlayer', { sideSideId: str(p.sideSideId) });
    case 'sbh.turnPassed':
      return step('turnPassed', { sideSideId: str(p.sideSideId) });
    case 'sbh.gameEnded':
      return step(p.draw === true ? 'gameDrawn' : 'gameWon', { winnerSideId: str(p.winnerSideId), winnerPoints: num(p.winnerPoints) });
    default:
      return null;
  }
}

/** Read an applied SBH action's events (see the module comment). */
export function readSbhEvents(events: readonly GameEvent[]): EntryReading {
  return readEntryEvents(events, {
    roll: (_, all, i) => sbhRollReading(all, i),
    rollPart: (r, roll) => (TOLD_BY_EVENTS.has(roll.purpose) ? null : rollFacesPart(r, roll)),
    eventPart,
  });
}

/** SBH's outcome reader (Ruleset.outcome). */
export const sbhOutcomeReader: OutcomeReader = { read: readSbhEvents };
