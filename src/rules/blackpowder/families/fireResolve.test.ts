import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/state';
import type { TerrainPiece } from '../../../los/terrain';
import { coverPiece, rect } from '../cover/testCoverScenario';
import type { BpState } from '../flow/bpTypes';
import { withBpFigState } from '../flow/bpTypes';
import { cm } from '../flow/testing/flowTestKit';
import { act, fireScenario, refusedKey, rollsOf, shoot, startFireGame } from './testing/fireTestingKit';

const piece = (id: string, cover: 'soft' | 'hard', p: Partial<TerrainPiece> = {}): TerrainPiece =>
  coverPiece({ id, footprint: rect(cm(44), cm(36), cm(12), cm(1)), heightIn: 0.5, cover, ...p });
const hedge = piece('hedge', 'soft');
const wall = piece('wall', 'hard');
const wood = piece('wood', 'hard', { footprint: rect(cm(46), cm(36), cm(8), cm(8)), heightIn: 3, sight: 'area' });
const withCover = (...t: TerrainPiece[]): BpState => startFireGame({}, fireScenario(t));
const event = (events: readonly GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);

describe('volleys (BP-VOLLEY-1/2)', () => {
  it('BP-VOLLEY-1/2: a lone shot rolls 2d6, hits = ⌊sum ÷ 9⌋', () => {
    const r = act(startFireGame(), shoot('pA', 'zA', [6, 5, 4]));
    const [volley] = rollsOf(r.events, 'blackpowder.roll.volley');
    expect(volley!.faces).toEqual([6, 5]);
    expect(event(r.events, 'blackpowder.event.volley')[0]!.params).toMatchObject({ dice: 2, sum: 11, required: 9, hits: 1 });
    expect(r.state.figureState.zA!.outOfAction).toBe(true);
  });
  it('BP-VOLLEY-1: a Group of three rolls N + 1 = 4 dice; 8 is no hit', () => {
    const r = act(startFireGame(), shoot('pGroup', 'z1', [2, 2, 2, 2]));
    expect(rollsOf(r.events, 'blackpowder.roll.volley')[0]!.faces).toHaveLength(4);
    expect(event(r.events, 'blackpowder.event.volley')[0]!.params).toMatchObject({ shooters: 3, hits: 0 });
    expect(rollsOf(r.events, 'blackpowder.roll.damage')).toHaveLength(0);
  });
  it('BP-GAP-05: a Long target needs 12 (the worst band of the counted shooters)', () => {
    const r = act(startFireGame(), shoot('pA', 'zF', [6, 5]));
    expect(event(r.events, 'blackpowder.event.volley')[0]!.params).toMatchObject({ required: 12, hits: 0 });
  });
  it('BP-VOLLEY-1: shooters that cannot fire are left out (Suppressed, unloaded), the rest roll', () => {
    let s = withBpFigState(startFireGame(), 'p1', { suppressed: true });
    s = withBpFigState(s, 'p2', { loaded: false });
    const r = act(s, shoot('pGroup', 'z1', [1, 1]));
    expect(rollsOf(r.events, 'blackpowder.roll.volley')[0]!.faces).toHaveLength(2);
    expect(r.state.figureState.p2!.loaded).toBe(false);
    expect(r.state.figureState.p1!.loaded).toBe(true);
  });
});

describe('rerolls (BP-SHOOT-REROLL-1..3)', () => {
  it('BP-SHOOT-REROLL-1: against cover every 5 and 6 is rerolled once; the log shows before and after', () => {
    const r = act(withCover(hedge), shoot('pA', 'zA', [5, 6, 3, 6, 1]));
    const re = rollsOf(r.events, 'blackpowder.roll.volleyReroll')[0]!;
    expect(re.rerolled).toEqual({ before: [5, 6], indices: [0, 1] });
    expect(re.faces).toEqual([3, 6]);
    expect(re.ruleId).toBe('BP-SHOOT-REROLL-1');
    expect(event(r.events, 'blackpowder.event.volley')[0]!.params).toMatchObject({ sum: 9, hits: 1 });
  });
  it('BP-GAP-06: against a running target every 5 and 6 is rerolled', () => {
    const s = withBpFigState(startFireGame(), 'zA', { running: { round: 1, until: 'endOfOwnTurn' } });
    const r = act(s, shoot('pA', 'zA', [5, 1, 2]));
    expect(rollsOf(r.events, 'blackpowder.roll.volleyReroll')[0]!.rerolled).toEqual({ before: [5, 1], indices: [0] });
  });
  it('BP-SHOOT-REROLL-2: aimed, only 6s are rerolled', () => {
    const s = withBpFigState(withCover(hedge), 'pA', { aimed: true });
    const r = act(s, shoot('pA', 'zA', [5, 6, 1]));
    const re = rollsOf(r.events, 'blackpowder.roll.volleyReroll')[0]!;
    expect([re.rerolled, re.faces, re.ruleId]).toEqual([{ before: [5, 6], indices: [1] }, [5, 1], 'BP-SHOOT-REROLL-2']);
    expect(r.state.figureState.pA!.aimed).toBe(false);
  });
  it('BP-SHOOT-REROLL-1: no cover, not running: nothing rerolled', () => {
    expect(rollsOf(act(startFireGame(), shoot('pA', 'zA', [5, 6, 1])).events, 'blackpowder.roll.volleyReroll')).toEqual([]);
  });
});

describe('loading (BP-GAP-05)', () => {
  it('BP-GAP-05: firing unloads; a second shot is refused until reloaded', () => {
    const s = act(startFireGame(), shoot('pA', 'z1', [1, 1])).state;
    expect(s.figureState.pA!.loaded).toBe(false);
    expect(refusedKey(s, shoot('pA', 'z2', [1, 1]))).toBe('blackpowder.fire.nobodyCanFire');
    expect(refusedKey(withBpFigState(s, 'pA', { loaded: true }), shoot('pA', 'z2', [1, 1]))).toBeNull();
  });
});

describe('the chain (BP-VOLLEY-4)', () => {
  it('BP-VOLLEY-4: hits go on along the chain, each link ≤ 8 cm', () => {
    const r = act(startFireGame(), shoot('pGroup', 'z1', [6, 6, 6, 6, 1, 1]));
    const links = event(r.events, 'blackpowder.event.chainLink').map((e) => e.params!);
    expect(links.map((l) => l.figureId)).toEqual(['z1', 'z2']);
    for (const l of links) expect(l.distanceCm as number).toBeLessThanOrEqual(8);
    expect([r.state.figureState.z1!.suppressed, r.state.figureState.z2!.suppressed]).toEqual([true, true]);
  });
});

describe('damage through the resolve (BP-DMG-1/2, BP-GAP-13, TV-BP-09)', () => {
  const cases: [string, TerrainPiece[], boolean, number[], 'suppressed' | 'outOfAction', number][] = [
    ['roll 4 behind a stone wall (−2) → Suppressed', [wall], false, [6, 3, 6, 4], 'suppressed', -2],
    ['roll 6 behind a hedge (−1), aimed (+1) → Out', [hedge], true, [5, 4, 6], 'outOfAction', 0],
    ['roll 3, aimed (+1) → Out', [], true, [5, 4, 3], 'outOfAction', 1],
    ['roll 4 in a wood (−2) → Suppressed', [wood], false, [6, 3, 6, 4], 'suppressed', -2],
    ['roll 1 in soft cover → 0 → Suppressed (clamp)', [hedge], false, [6, 3, 6, 1], 'suppressed', -1],
  ];
  it.each(cases)('TV-BP-09: %s', (_name, terrain, aimed, dice, result, modifier) => {
    const s = withBpFigState(withCover(...terrain), 'pA', { aimed });
    const r = act(s, shoot('pA', 'zA', dice));
    const damage = rollsOf(r.events, 'blackpowder.roll.damage');
    expect(damage.map((d) => d.params?.modifier)).toEqual([modifier]);
    expect(r.state.figureState.zA![result]).toBe(true);
  });
  it('BP-GAP-11: Suppressed twice is Out of Action, in the casualty ledger', () => {
    const s = withBpFigState(startFireGame(), 'zA', { suppressed: true });
    const r = act(s, shoot('pA', 'zA', [6, 5, 1]));
    expect(r.state.figureState.zA).toMatchObject({ outOfAction: true, suppressed: false });
    expect((r.state.flow as { casualties?: unknown[] }).casualties).toEqual([{ figureId: 'zA', sideId: 'z', name: 'zA', turn: 1, ruleId: 'BP-GAP-11' }]);
  });
});
