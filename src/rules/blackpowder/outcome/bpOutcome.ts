/**
 * The black-powder skirmish: an applied action's events read as its outcome (engine/outcomeTypes.ts).
 * Each roll gets the number its rule compares and the verdict: an action or reaction test's face
 * against СД (1d6 > SD[k], BP-GAP-03 / BP-REACT-2), a volley's sum against the number needed with
 * the hits it makes (BP-VOLLEY-2; the reroll's faces before and after are the dice log's), a damage
 * test's face with its modifier (BP-DMG-1/2), a save (BP-GAP-10), a rider's location (BP-DMG-3),
 * morale and rally (BP-GAP-14 / -11), the melee's two dice (BP-GAP-12). The rules' own events say
 * what changed: each hit's result, the chain's links (drawn on the board, BP-VOLLEY-4), a save
 * passed on, a move held for reactions or stopped where the mover was hit, a withdrawal, the end.
 *
 * One step per hit: the hit's event (`hitResult`, a melee's `meleeResult`) told with the damage
 * test that decided it ("Girard: damage 3 −1 = 2 → Suppressed"), the test making no step of its
 * own; its dice line's meaning is the hit's result (a second suppression is Out, BP-GAP-11).
 */
import { faceSum as sum, outcomeWords, paramNumber as num, paramString as str, readEntryEvents, rollFacesPart, signedModifier as signed } from '../../../engine/outcomeReading';
import type { EntryReading, OutcomePart, OutcomeReader, OutcomeWord, RollReading } from '../../../engine/outcomeTypes';
import type { GameEvent, RollEvent } from '../../../engine/state';
import { isRollEvent } from '../../../engine/state';

const { word, step } = outcomeWords('results.blackpowder.');

/** A d6 against a threshold (`atLeast`): passed when the face reaches it. */
function threshold(face: number, atLeast: number, pass: OutcomeWord, fail: OutcomeWord): RollReading {
  const ok = face >= atLeast;
  return { total: face, modifier: null, against: atLeast, verdict: ok ? 'passed' : 'failed', meaning: ok ? pass : fail };
}

/** The volley's final faces: the reroll's when one follows the first roll. */
function volleyFinal(events: readonly GameEvent[], i: number): { faces: readonly number[]; rerollIndex: number | null } {
  const first = events[i];
  const next = events[i + 1];
  if (next !== undefined && isRollEvent(next) && next.purpose === 'blackpowder.roll.volleyReroll') return { faces: next.faces, rerollIndex: i + 1 };
  return { faces: first !== undefined && isRollEvent(first) ? first.faces : [], rerollIndex: null };
}

const HIT_EVENTS = new Set(['blackpowder.event.hitResult', 'blackpowder.event.meleeResult']);
const DAMAGE = 'blackpowder.roll.damage';

/** The result of the hit a damage test at `events[i]` decided: the next hit event for its figure, or null. */
function hitResultAfter(events: readonly GameEvent[], i: number, figureId: string): string | null {
  for (let j = i + 1; j < events.length; j++) {
    const e = events[j]!;
    if (isRollEvent(e) && e.purpose === DAMAGE && (str(e.params?.figureId) || e.figureIds[0]) === figureId) return null;
    if (HIT_EVENTS.has(e.type) && str(e.params?.figureId) === figureId) return str(e.params?.result) || null;
  }
  return null;
}

const DAMAGE_MEANING: Readonly<Record<string, string>> = { outOfAction: 'damageOut', suppressed: 'damageSuppressed', noEffect: 'damageNoEffect' };

/** One roll's reading, with the events around it. */
export function bpRollReading(events: readonly GameEvent[], i: number): RollReading | null {
  const roll = events[i];
  if (roll === undefined || !isRollEvent(roll)) return null;
  const p = roll.params ?? {};
  const face = roll.faces[0] ?? 0;
  const fig = roll.figureIds[0] ?? '';
  switch (roll.purpose) {
    case 'blackpowder.roll.actionTest':
      return threshold(face, roll.atLeast ?? 7, word('actionPassed', { actorFigureId: str(p.actorFigureId), k: num(p.k) }), word('actionFailed', { actorFigureId: str(p.actorFigureId), k: num(p.k) }));
    case 'blackpowder.roll.reaction':
    case 'blackpowder.roll.reactionAimReroll':
      return threshold(face, roll.atLeast ?? 7, word('reactionPassed', { actorFigureId: str(p.actorFigureId) }), word('reactionFailed', { actorFigureId: str(p.actorFigureId) }));
    case 'blackpowder.roll.volley':
    case 'blackpowder.roll.volleyReroll': {
      const firstIndex = roll.purpose === 'blackpowder.roll.volley' ? i : i - 1;
      const first = events[firstIndex];
      const required = num((first !== undefined && isRollEvent(first) ? first.params?.required : undefined) ?? p.required, 9);
      const { faces, rerollIndex } = volleyFinal(events, firstIndex);
      // The first roll of a rerolled volley is not the sum that counts: it says so, the reroll reads it.
      if (rerollIndex !== null && i === firstIndex) return { total: sum(roll.faces), modifier: null, against: null, verdict: null, meaning: word('volleyBeforeReroll') };
      const total = sum(faces);
      const hits = Math.floor(total / Math.max(1, required));
      return { total, modifier: null, against: required, verdict: hits > 0 ? 'passed' : 'failed', meaning: word('volleyHits', { hits, required }) };
    }
    case 'blackpowder.roll.damage': {
      const modifier = num(p.modifier);
      const total = face + modifier;
      const out = total >= 4;
      const figureId = str(p.figureId) || fig;
      const result = hitResultAfter(events, i, figureId);
      return {
        total, modifier: modifier === 0 ? null : word('modifier', { value: signed(modifier) }), against: 4,
        verdict: out ? 'passed' : 'failed', meaning: word(DAMAGE_MEANING[result ?? ''] ?? (out ? 'damageOut' : 'damageSuppressed'), { figureId }),
      };
    }
    case 'blackpowder.roll.leaderSave':
      return threshold(face, roll.atLeast ?? num(p.saveOn, 4), word('saved', { figureId: str(p.figureId) || fig }), word('notSaved', { figureId: str(p.figureId) || fig }));
    case 'blackpowder.roll.riderLocation':
      return { total: face, modifier: null, against: null, verdict: null, meaning: word(face <= 3 ? 'horseHit' : 'riderHit', { figureId: str(p.figureId) || fig }) };
    case 'blackpowder.roll.morale':
      return threshold(face, roll.atLeast ?? 7, word('moralePassed', { groupName: str(p.groupName) }), word('moraleFailed', { groupName: str(p.groupName) }));
    case 'blackpowder.roll.rally':
      return threshold(face, roll.atLeast ?? 7, word('rallied', { figureId: str(p.figureId) || fig }), word('notRallied', { figureId: str(p.figureId) || fig }));
    case 'blackpowder.roll.initiative':
      return { total: face, modifier: null, against: null, verdict: null, meaning: word('initiativeRoll', { rollerSideId: str(p.rollerSideId) }) };
    case 'blackpowder.roll.melee': {
      const modifier = num(p.modifier);
      return { total: face + modifier, modifier: modifier === 0 ? null : word('modifier', { value: signed(modifier) }), against: null, verdict: null, meaning: word('meleeDie', { figureId: str(p.figureId) || fig }) };
    }
    default:
      return null;
  }
}

/** Each hit event paired with the damage test that decided it (the last one for its figure before it). */
function damageOfHits(events: readonly GameEvent[]): Map<GameEvent, RollEvent> {
  const pending = new Map<string, RollEvent>();
  const out = new Map<GameEvent, RollEvent>();
  for (const e of events) {
    if (isRollEvent(e) && e.purpose === DAMAGE) pending.set(str(e.params?.figureId) || (e.figureIds[0] ?? ''), e);
    else if (HIT_EVENTS.has(e.type)) {
      const id = str(e.params?.figureId);
      const roll = pending.get(id);
      if (roll !== undefined) {
        out.set(e, roll);
        pending.delete(id);
      }
    }
  }
  return out;
}

/**
 * A hit's one step: the damage test's face, its modifier and the modified number when they differ
 * (BP-DMG-1/2), the horse hit (BP-DMG-3) or the result alone (a tied melee), then the result.
 */
function hitPart(e: GameEvent, damage: RollEvent | undefined): OutcomePart {
  const p = e.params ?? {};
  const result = str(p.result) || 'noEffect';
  const figureId = str(p.figureId);
  const tone = result === 'noEffect' ? 'info' : 'bad';
  if (damage !== undefined) {
    const face = damage.faces[0] ?? 0;
    const modifier = num(damage.params?.modifier);
    return modifier === 0
      ? step('hitDamage', { figureId, face, result }, tone)
      : step('hitDamageModified', { figureId, face, modifier: signed(modifier), total: face + modifier, result }, tone);
  }
  return step(p.horse === true ? 'hitHorse' : 'hitEffect', { figureId, result }, tone);
}

function eventPart(e: GameEvent, damage: ReadonlyMap<GameEvent, RollEvent>): OutcomePart | null {
  const p = e.params ?? {};
  switch (e.type) {
    case 'blackpowder.event.hitResult':
    case 'blackpowder.event.meleeResult':
      return hitPart(e, damage.get(e));
    case 'blackpowder.event.hitSaved':
      return step('hitSaved', { figureId: str(p.figureId) }, 'good');
    case 'blackpowder.event.hitPassed':
      return step('hitPassed', { figureId: str(p.figureId), comradeFigureId: str(p.comradeFigureId) });
    case 'blackpowder.event.hitLost':
      return step('hitLost', { figureId: str(p.figureId) });
    case 'blackpowder.event.closeOrderTriple':
      return step('closeOrderTriple', { figureId: str(p.figureId) }, 'bad');
    case 'blackpowder.event.volleyLost':
      return step('volleyLost', { targetFigureId: str(p.targetFigureId) });
    case 'blackpowder.moved':
      return { word: word('moved', { actorFigureId: str(p.actorFigureId), lengthCm: Math.round(num(p.lengthCm) * 10) / 10 }), face: null, tone: 'info', cardOnly: true };
    case 'blackpowder.movePending':
      return step('movePending', { actorFigureId: str(p.actorFigureId) });
    case 'blackpowder.reactionDeclined':
      return step('reactionDeclined', { sideSideId: str(p.sideSideId) });
    case 'blackpowder.morale.withdraw':
      return step('mustWithdraw', { groupName: str(p.groupName) }, 'bad');
    default:
      return null;
  }
}

/** The chain's links (BP-VOLLEY-4), in order, for the board to draw. */
export function chainLinksOf(events: readonly GameEvent[]): { fromFigureId: string; toFigureId: string; order: number; ruleId: string }[] {
  const links: { fromFigureId: string; toFigureId: string; order: number; ruleId: string }[] = [];
  let order = 0;
  for (const e of events) {
    if (e.type !== 'blackpowder.event.chainLink') continue;
    order += 1;
    const from = str(e.params?.fromFigureId);
    if (from !== '') links.push({ fromFigureId: from, toFigureId: str(e.params?.figureId), order, ruleId: e.ruleId ?? 'BP-VOLLEY-4' });
  }
  return links;
}

/** Rolls whose step the events after them tell (the volley's hits are in the roll's own reading). */
const TOLD_BY_EVENTS = new Set(['blackpowder.roll.initiative', 'blackpowder.roll.melee']);

export function readBpEvents(events: readonly GameEvent[]): EntryReading {
  const damage = damageOfHits(events);
  const toldByHit = new Set<GameEvent>(damage.values());
  const reading = readEntryEvents(events, {
    roll: (_, all, i) => bpRollReading(all, i),
    // A roll with no pass (a rider's location, a volley before its reroll) makes no step of its own;
    // nor does a damage test: its hit's step tells it.
    rollPart: (r, roll) => (TOLD_BY_EVENTS.has(roll.purpose) || r.verdict === null || toldByHit.has(roll) ? null : rollFacesPart(r, roll)),
    eventPart: (e) => eventPart(e, damage),
  });
  const links = chainLinksOf(events);
  return { ...reading, ...(links.length === 0 ? {} : { links }) };
}

export const bpOutcomeReader: OutcomeReader = { read: readBpEvents };
