/**
 * LOTOW: an applied action's events read as its outcome (outcomeTypes.ts). Each roll purpose gets
 * the number its rule compares and the verdict, by the rules' own tables and constants; each event
 * that changed the table (a wound, a casualty, backing away, a fall, a part-done climb…) a step.
 * An event that only restates a roll's verdict (`lotow.shoot.event.hit`, `pluckPassed`, `jumped`)
 * adds nothing: the roll's step says it, with its face.
 */
import { faceSum as sum, outcomeWords, paramNumber as num, paramString as str, readEntryEvents, rollTotalPart, signedModifier as signed } from '../../../engine/outcomeReading';
import type { GameEvent, RollEvent } from '../../../engine/state';
import { mountFigureIdOf } from '../mounts/mountModel';
import { climbOutcome, footJumpOutcome, horseJumpOutcome, thrownOutcome } from '../movement/testTables';
import { INTO_MELEE_ENEMY_AT, JAM_FACE } from '../shooting/resolveShot';
import type { EntryReading, OutcomePart, OutcomeWord, RollReading } from '../../../engine/outcomeTypes';

const { word, step } = outcomeWords('results.lotow.');

/** The figure a wound roll is against: the rider's mount (`<rider>~mount`) for a hit on the mount. */
export function woundedBodyId(roll: Pick<RollEvent, 'figureIds' | 'params'>): string {
  const id = roll.figureIds[0] ?? '';
  return roll.params?.part === 'mount' ? mountFigureIdOf(id) : id;
}

/**
 * The figures a roll is for, as the dice log names them: a wound roll on a mount is the mount's
 * (`<rider>~mount`, "Hank's horse"), not the rider's.
 */
export function lotowRollFigureIds(roll: RollEvent): readonly string[] {
  if ((roll.purpose === 'lotow.wound' || roll.purpose === 'lotow.woundSecond') && roll.params?.part === 'mount') return [woundedBodyId(roll)];
  return roll.figureIds;
}

function pass(total: number, against: number | null, ok: boolean, yes: OutcomeWord, no: OutcomeWord, modifier: OutcomeWord | null = null): RollReading {
  return { total, modifier, against, verdict: ok ? 'passed' : 'failed', meaning: ok ? yes : no };
}

/** One roll's reading; `fame` says the Hero's Fame turned this miss into a hit (the next event). */
export function lotowRollReading(roll: RollEvent, fame = false): RollReading | null {
  const face = roll.faces[0] ?? 0;
  const p = roll.params ?? {};
  const atLeast = roll.atLeast ?? null;
  const at = (ok: boolean, yes: OutcomeWord, no: OutcomeWord): RollReading => pass(face, atLeast, ok, yes, no);
  switch (roll.purpose) {
    case 'lotow.shoot.hit': {
      const need = num(p.need, atLeast ?? 7);
      if (fame && face !== 1) return { total: face, modifier: null, against: need, verdict: 'passed', meaning: word('hitFame') };
      return pass(face, need, face !== 1 && face >= need, word('hit'), face === 1 ? word('missJamTest') : word('miss'));
    }
    case 'lotow.shoot.jam':
      return at(face > JAM_FACE, word('noJam'), word('jammed'));
    case 'lotow.shoot.inTheWayPiece':
      return at(face >= num(p.value, 7), word('pastPiece', { pieceName: str(p.pieceName) }), word('stoppedByPiece', { pieceName: str(p.pieceName) }));
    case 'lotow.shoot.inTheWayFigure':
      return at(face >= num(p.value, 7), word('pastFigure', { inTheWayFigureId: str(p.inTheWayFigureId) }), word('hitsFigure', { inTheWayFigureId: str(p.inTheWayFigureId) }));
    case 'lotow.shoot.inTheWayMount': {
      const mount = mountFigureIdOf(str(p.inTheWayFigureId));
      return at(face >= num(p.value, 7), word('pastFigure', { inTheWayFigureId: mount }), word('hitsFigure', { inTheWayFigureId: mount }));
    }
    case 'lotow.shoot.intoMelee':
      return at(face >= INTO_MELEE_ENEMY_AT, word('intoMeleeEnemy'), word('intoMeleeFriend'));
    case 'lotow.shoot.dispute':
      return { total: face, modifier: null, against: null, verdict: null, meaning: word('disputeRoll') };
    case 'lotow.wound':
    case 'lotow.woundSecond': {
      const body = woundedBodyId(roll);
      return at(face >= (atLeast ?? 7), word(roll.purpose === 'lotow.wound' ? 'wounds' : 'woundsSecond', { targetFigureId: body }), word('noWound', { targetFigureId: body }));
    }
    case 'lotow.fortune':
      return at(face >= (atLeast ?? 7), word('fortuneSaves', { figureId: roll.figureIds[0] ?? '' }), word('fortuneFails', { figureId: roll.figureIds[0] ?? '' }));
    case 'lotow.pluck':
    case 'lotow.pluckFigure':
    case 'lotow.looseMount': {
      // 2d6 + Pluck against the target (LOTOW-GAP-09, LOTOW-LOOSE-2): the number compared is the sum with Pluck.
      const pluck = num(p.pluck);
      const total = sum(roll.faces) + pluck;
      const needed = num(p.needed, 13);
      const who = { figureId: roll.figureIds[0] ?? '', sideSideId: str(p.sideSideId) };
      const [yes, no] = roll.purpose === 'lotow.pluck' ? ['holdsFirm', 'breaks'] : roll.purpose === 'lotow.pluckFigure' ? ['standsFirm', 'runsOff'] : ['mountStays', 'mountBolts'];
      return pass(total, needed, total >= needed, word(yes!, who), word(no!, who), word('plusPluck', { value: pluck }));
    }
    case 'lotow.spot':
      return at(face >= (atLeast ?? 7), word('spotted', { targetFigureId: roll.figureIds[1] ?? '' }), word('notSpotted', { targetFigureId: roll.figureIds[1] ?? '' }));
    case 'lotow.mount':
    case 'lotow.saddleUp':
      // LOTOW-MOUNT-3 / LOTOW-SADDLE-1: a 1 fails, a 6 may ride on.
      return pass(face, 2, face !== 1, word(face === 6 ? 'mountsRideOn' : 'mounts'), word(roll.purpose === 'lotow.mount' ? 'mountFails' : 'saddleUpFalls'));
    case 'lotow.jump': {
      const o = footJumpOutcome(face);
      return { total: face, modifier: null, against: 2, verdict: o === 'stumble' ? 'failed' : 'passed', meaning: word(`jump.${o}`) };
    }
    case 'lotow.horseJump': {
      const modifier = num(p.modifier);
      const o = horseJumpOutcome(face, modifier < 0);
      return pass(o.modified, 2, o.clears, word('horseJump.clears'), word(o.thrown ? 'horseJump.throws' : 'horseJump.refuses'), modifier === 0 ? null : word('modifier', { value: signed(modifier) }));
    }
    case 'lotow.climb': {
      const o = climbOutcome(face);
      return { total: face, modifier: null, against: 2, verdict: o === 'fall' ? 'failed' : 'passed', meaning: word(`climb.${o}`) };
    }
    case 'lotow.thrownRider': {
      const o = thrownOutcome(face);
      return { total: face, modifier: null, against: 2, verdict: o === 'knockedFlying' ? 'failed' : 'passed', meaning: word(`thrown.${o}`, { figureId: roll.figureIds[0] ?? '' }) };
    }
    case 'lotow.drop':
      return { total: face, modifier: null, against: null, verdict: null, meaning: word('dropRoll', { sideSideId: str(p.sideSideId) }) };
    case 'lotow.fight.dice':
      // LOTOW-GAP-08: the side's highest die is what counts.
      return { total: Math.max(0, ...roll.faces), modifier: null, against: null, verdict: null, meaning: word('fightBest', { figureId: roll.figureIds[0] ?? '' }) };
    case 'lotow.fight.rollOff':
      return { total: face, modifier: null, against: null, verdict: null, meaning: word('rollOff', { rollerSideId: str(p.rollerSideId) }) };
    case 'lotow.fight.barrier':
      return at(face >= (atLeast ?? 7), word('barrierStrikes'), word('barrierHolds'));
    default:
      return null;
  }
}

/** A non-roll event as a step, or null when a roll's step already says it. */
function eventPart(e: GameEvent): OutcomePart | null {
  const p = e.params ?? {};
  switch (e.type) {
    case 'advantage':
      return step('advantage', { sideSideId: str(p.sideSideId) });
    case 'lotow.fight.won':
      return step('fightWon', { winnerSideId: str(p.winnerSideId) }, 'info', num(p.face));
    case 'lotow.fight.backedAway':
      return step('backsAway', { figureId: str(p.figureId) });
    case 'lotow.fight.trapped':
      return step('trapped', { figureId: str(p.figureId) }, 'bad');
    case 'lotow.fight.noStrikes':
      return step('noStrikes', { figureId: str(p.figureId) });
    case 'lotow.wounded':
    case 'lotow.mountWounded': {
      // The last wound is told by the casualty that follows.
      const left = num(p.wounds) - num(p.taken);
      if (left <= 0) return null;
      const id = e.type === 'lotow.mountWounded' ? mountFigureIdOf(str(p.figureId)) : str(p.figureId);
      return step('woundsLeft', { figureId: id, left }, 'bad');
    }
    case 'lotow.cannotWound':
      return step('cannotWound', { figureId: str(p.figureId), strength: num(p.strength), grit: num(p.grit) });
    case 'lotow.outOfAction':
      return step('outOfAction', { figureId: str(p.figureId) }, 'bad');
    case 'lotow.fled':
      return step('fled', { figureId: str(p.figureId) }, 'bad');
    case 'lotow.mountOutOfAction':
      return step('outOfAction', { figureId: str(p.figureId) }, 'bad');
    case 'lotow.mountKilled':
      return step('mountKilled', { figureId: str(p.figureId) }, 'bad');
    case 'lotow.mountLeftLoose':
      return step('mountLeftLoose', { figureId: str(p.mountFigureId) });
    case 'lotow.shoot.event.struck':
    case 'lotow.shoot.event.struckMount':
      return null;
    case 'lotow.shoot.event.heldFire':
      return step('holdsFire', { figureId: str(p.figureId) });
    case 'lotow.shoot.event.reloaded':
      return step('reloaded', { figureId: str(p.figureId) });
    case 'lotow.shoot.event.cleared':
      return step('cleared', { figureId: str(p.figureId) });
    case 'lotow.shoot.event.disputeVisible':
      return step('disputeVisible', { targetFigureId: str(p.targetFigureId) });
    case 'lotow.shoot.event.disputeHidden':
      return step('disputeHidden', { targetFigureId: str(p.targetFigureId) });
    case 'charged':
      return step('charges', { targetFigureId: str(p.targetFigureId) });
    case 'moved':
      // A move's distance as the rules logged it (LOTOW-GAP-02: the base's path), on the card only
      // (the log line says it); the allowance used and left from the figure's status after the step.
      return { word: word('moved', { figureId: e.figureIds?.[0] ?? '', lengthIn: num(p.lengthIn) }), face: null, tone: 'info', cardOnly: true, status: { figureId: e.figureIds?.[0] ?? '', key: 'lotow.status.moved' } };
    case 'lotow.looseMountBolts':
      // LOTOW-LOOSE-2: how far the failed mount ran (the roll's step says that it bolts).
      return step('mountRuns', { figureId: e.figureIds?.[0] ?? '', distanceIn: num(p.distanceIn) }, 'bad');
    case 'fell':
      return step('falls', { heightIn: num(p.heightIn), hits: num(p.hits) }, num(p.hits) > 0 ? 'bad' : 'info');
    case 'climbing':
      return step('climbingPart', { climbedIn: num(p.climbedIn), ofIn: num(p.ofIn) });
    case 'lotow.sideWipedOut':
      return step('wipedOut', { sideSideId: str(p.sideSideId) }, 'bad');
    case 'lotow.turnLimitReached':
      return step('turnLimit', { turn: num(p.turn) });
    default:
      return null;
  }
}

/** Read an applied LOTOW action's events (see the module comment). */
export function readLotowEvents(events: readonly GameEvent[]): EntryReading {
  return readEntryEvents(events, {
    roll: (e, all, i) => lotowRollReading(e, e.purpose === 'lotow.shoot.hit' && all[i + 1]?.type === 'lotow.shoot.event.fame'),
    // A roll without a pass (the Drop, each fighter's best die) is a step with its number; who won follows.
    rollPart: rollTotalPart,
    eventPart,
  });
}
