import { describe, expect, it } from 'vitest';
import type { GameEvent, RollEvent } from '../../../engine/state';
import { coverPiece, rect } from '../cover/testCoverScenario';
import { withBpFigState } from '../flow/bpTypes';
import { cm } from '../flow/testing/flowTestKit';
import { act, fireScenario, shoot, startFireGame } from '../families/testing/fireTestingKit';
import { readBpEvents } from './bpOutcome';

const keyOf = (k: string): string => `results.blackpowder.${k}`;
/** The steps that name `figureId` (in any `…figureId` param). */
const partsNaming = (events: readonly GameEvent[], figureId: string) =>
  readBpEvents(events).parts.filter((p) => Object.entries(p.word.params).some(([k, v]) => /figureId$/i.test(k) && v === figureId));
const damageReading = (events: readonly GameEvent[]) => {
  const r = readBpEvents(events);
  return r.rolls[events.findIndex((e) => e.type === 'roll' && (e as RollEvent).purpose === 'blackpowder.roll.damage')];
};

describe('the result card: one step per hit (BP-DMG-1/2, BP-DMG-3)', () => {
  it('BP-DMG-1: in the open, the hit is one step with the damage face and its result; the test makes no step of its own', () => {
    const r = act(startFireGame(), shoot('pA', 'zA', [6, 5, 4]));
    const steps = partsNaming(r.events, 'zA');
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ word: { key: keyOf('hitDamage'), params: { figureId: 'zA', face: 4, result: 'outOfAction' } }, face: null, tone: 'bad' });
    expect(steps[0]!.faces).toBeUndefined();
    expect(readBpEvents(r.events).parts.map((p) => p.word.key)).not.toContain(keyOf('damageOut'));
  });

  it('BP-DMG-2: in soft cover the step shows the face, the −1 and the modified number (3 −1 = 2 → Suppressed)', () => {
    const hedge = coverPiece({ id: 'hedge', footprint: rect(cm(44), cm(36), cm(12), cm(1)), heightIn: 0.5, cover: 'soft' });
    // The volley 6, 5 (both rerolled in cover) → 6, 4 = 10: one hit; the damage 3, −1 for soft cover.
    const r = act(startFireGame({}, fireScenario([hedge])), shoot('pA', 'zA', [6, 5, 6, 4, 3]));
    expect(r.state.figureState.zA!.suppressed).toBe(true);
    const steps = partsNaming(r.events, 'zA');
    expect(steps).toHaveLength(1);
    expect(steps[0]!.word).toEqual({ key: keyOf('hitDamageModified'), params: { figureId: 'zA', face: 3, modifier: '\u22121', total: 2, result: 'suppressed' } });
    expect(damageReading(r.events)).toMatchObject({ total: 2, modifier: { key: keyOf('modifier'), params: { value: '\u22121' } }, meaning: { key: keyOf('damageSuppressed') } });
  });

  it('BP-GAP-11: a second suppression reads as Out of Action, on the card and in the dice line', () => {
    const s = withBpFigState(startFireGame(), 'zA', { suppressed: true });
    const r = act(s, shoot('pA', 'zA', [6, 5, 2]));
    expect(r.state.figureState.zA!.outOfAction).toBe(true);
    expect(partsNaming(r.events, 'zA').map((p) => p.word)).toEqual([{ key: keyOf('hitDamage'), params: { figureId: 'zA', face: 2, result: 'outOfAction' } }]);
    expect(damageReading(r.events)).toMatchObject({ total: 2, verdict: 'failed', meaning: { key: keyOf('damageOut'), params: { figureId: 'zA' } } });
  });

  it('BP-DMG-3: a hit on the horse is one step, with no damage face', () => {
    const r = act(startFireGame(), shoot('pA', 'zR', [6, 5, 2]));
    expect(partsNaming(r.events, 'zR').map((p) => p.word)).toEqual([{ key: keyOf('hitHorse'), params: { figureId: 'zR', result: 'suppressed' } }]);
  });

  it('BP-VOLLEY-4: a volley of three hits along the chain: one step for each fighter hit', () => {
    const r = act(startFireGame(), shoot('pGroup', 'z2', [6, 6, 6, 6, 6, 6, 2, 3, 1]));
    const hits = readBpEvents(r.events).parts.filter((p) => p.word.key.startsWith(keyOf('hit')));
    const ids = hits.map((p) => p.word.params.figureId);
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(readBpEvents(r.events).parts.filter((p) => p.word.key === keyOf('damageSuppressed') || p.word.key === keyOf('damageOut'))).toEqual([]);
  });

  it('BP-GAP-12: a melee\'s loser is one step with his damage test; a tied melee\'s Suppressed fighter the result alone', () => {
    const damage: RollEvent = { type: 'roll', sides: 6, faces: [5], purpose: 'blackpowder.roll.damage', ruleId: 'BP-DMG-1', figureIds: ['zA'], atLeast: 4, params: { figureId: 'zA', modifier: 0 } };
    const lost: GameEvent = { type: 'blackpowder.event.meleeResult', ruleId: 'BP-DMG-1', figureIds: ['zA'], params: { figureId: 'zA', result: 'outOfAction', horse: false } };
    const tie: GameEvent = { type: 'blackpowder.event.meleeResult', ruleId: 'BP-GAP-12', figureIds: ['pA'], params: { figureId: 'pA', result: 'suppressed', horse: false } };
    const r = readBpEvents([damage, lost, tie]);
    expect(r.parts.map((p) => p.word)).toEqual([
      { key: keyOf('hitDamage'), params: { figureId: 'zA', face: 5, result: 'outOfAction' } },
      { key: keyOf('hitEffect'), params: { figureId: 'pA', result: 'suppressed' } },
    ]);
    expect(r.rolls[0]).toMatchObject({ total: 5, meaning: { key: keyOf('damageOut') } });
  });

  it('BP-VOLLEY-2: the volley\'s hits are a step with its faces (words without a number-agreeing noun: `hits: n`)', () => {
    const r = act(startFireGame(), shoot('pA', 'zA', [6, 5, 4]));
    const volley = readBpEvents(r.events).parts.find((p) => p.word.key === keyOf('volleyHits'));
    expect(volley).toMatchObject({ word: { params: { hits: 1, required: 9 } }, faces: [6, 5] });
  });
});
