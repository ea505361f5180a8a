/**
 * The black-powder skirmish: an applied action's events read as its outcome (engine/outcomeTypes.ts).
 * Each roll gets the number its rule compares and the verdict: an action or reaction test's face
 * against СД (1d6 > SD[k], BP-GAP-03 / BP-REACT-2), a volley's sum against the number needed with
 * the hits it makes (BP-VOLLEY-2; the reroll's faces before and after are the dice log's), a damage
 * test's face with its modifier (BP-DMG-1/2), a save (BP-GAP-10), a rider's location (BP-DMG-3),
 * morale and rally (BP-GAP-14 / -11), the melee's two dice (BP-GAP-12). The rules' own events say
 * what changed: each hit's result, the chain's links (drawn on the board, BP-VOLLEY-4), a save
 * passed on, a move held for reactions or stopped where the mover was hit, a withdrawal, the end.
 */
import { eventFigureIds } from '../../../engine/eventFigureIds';
import type { JsonValue } from '../../../engine/json';
import type { EntryReading, OutcomePart, OutcomeReader, OutcomeWord, RollReading } from '../../../engine/outcomeTypes';
import type { GameEvent } from '../../../engine/state';
import { isRollEvent } from '../../../engine/state';

const K = 'results.blackpowder.';
type Params = Readonly<Record<string, JsonValue>>;
const word = (key: string, params: Params = {}): OutcomeWord => ({ key: K + key, params });
const num = (v: JsonValue | undefined, d = 0): number => (typeof v === 'number' ? v : d);
const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const signed = (n: number): string => (n < 0 ? `\u2212${-n}` : `+${n}`);
const sum = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0);

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
      return {
        total, modifier: modifier === 0 ? null : word('modifier', { value: signed(modifier) }), against: 4,
        verdict: out ? 'passed' : 'failed', meaning: word(out ? 'damageOut' : 'damageSuppressed', { figureId: str(p.figureId) || fig }),
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

function eventPart(e: GameEvent): OutcomePart | null {
  const p = e.params ?? {};
  const step = (key: string, params: Params = {}, tone: OutcomePart['tone'] = 'info'): OutcomePart => ({ word: word(key, params), face: null, tone });
  switch (e.type) {
    case 'blackpowder.event.hitResult': {
      const r = str(p.result);
      return step(r === 'outOfAction' ? 'hitOut' : r === 'suppressed' ? 'hitSuppressed' : 'hitNoEffect', { figureId: str(p.figureId), cover: str(p.cover) }, r === 'noEffect' ? 'info' : 'bad');
    }
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
  const rolls: (RollReading | null)[] = [];
  const parts: OutcomePart[] = [];
  const figureIds = new Set<string>();
  events.forEach((e, i) => {
    for (const id of eventFigureIds(e)) figureIds.add(id);
    if (isRollEvent(e)) {
      const r = bpRollReading(events, i);
      rolls.push(r);
      if (r !== null && !TOLD_BY_EVENTS.has(e.purpose) && r.verdict !== null) {
        parts.push({ word: r.meaning, face: null, faces: e.faces, tone: r.verdict === 'passed' ? 'good' : 'bad' });
      }
      return;
    }
    rolls.push(null);
    const part = eventPart(e);
    if (part !== null) parts.push(part);
  });
  const links = chainLinksOf(events);
  return { rolls, parts, figureIds: [...figureIds], ...(links.length === 0 ? {} : { links }) };
}

export const bpOutcomeReader: OutcomeReader = { read: readBpEvents };
