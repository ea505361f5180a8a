import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../engine/dice';
import { makeResolveContext } from '../../../engine/resolveContext';
import { withBpFigState } from '../flow/bpTypes';
import { volleyOdds } from '../shooting/volleyOdds';
import { fighter } from '../flow/testing/flowTestKit';
import { act, fireFigures, fireScenario, fireTestRuleset, refusedKey, rollsOf, shoot, startFireGame } from './testing/fireTestingKit';
import { makeShootFamily } from './shootFamily';

const passHit = (comradeId: string, forcedDice?: number[]) =>
  ({ type: 'passHit', side: 'z', figureId: 'zL', params: { comradeId }, ...(forcedDice === undefined ? {} : { forcedDice }) });

describe('the Leader\'s save (BP-VOLLEY-5, BP-GAP-10)', () => {
  it('BP-VOLLEY-5: a passed save waits for the owner, who passes the hit to the comrade he picks', () => {
    const saved = act(startFireGame(), shoot('pGroup', 'zL', [6, 5, 1, 1, 4]));
    expect(rollsOf(saved.events, 'blackpowder.roll.leaderSave')[0]!.faces).toEqual([4]);
    expect(saved.state.flow.pendingSave).toMatchObject({ fromId: 'zL', sideId: 'z', hits: [] });
    expect(saved.state.actors).toEqual(['z']);
    expect(refusedKey(saved.state, shoot('pA', 'z1', [1, 1]))).not.toBeNull();
    expect(refusedKey(saved.state, passHit('pA', [1]))).toBe('blackpowder.save.notComrade');
    const done = act(saved.state, passHit('z3', [1]));
    expect(done.state.figureState.z3!.suppressed).toBe(true);
    expect(done.state.figureState.zL!.suppressed).toBe(false);
    expect(rollsOf(done.events, 'blackpowder.roll.leaderSave')).toEqual([]);
    expect([done.state.flow.pendingSave, done.state.actors]).toEqual([null, ['p']]);
  });
  it('BP-GAP-10: a failed save (below 4) takes the hit', () => {
    const r = act(startFireGame(), shoot('pGroup', 'zL', [6, 5, 1, 1, 3, 4]));
    expect(r.state.figureState.zL!.outOfAction).toBe(true);
    expect(r.state.flow.pendingSave ?? null).toBeNull();
  });
  it('BP-VOLLEY-5: the waiting hit and the rest of the volley go on after the pass', () => {
    // pGroup at zL: 4 dice 24 → 2 hits: zL (saved, passed to z3), then the chain's next (z1).
    const saved = act(startFireGame(), shoot('pGroup', 'zL', [6, 6, 6, 6, 5]));
    expect(saved.state.flow.pendingSave!.hits.map((h) => h.figureId)).toEqual(['z1']);
    const done = act(saved.state, passHit('z3', [1, 5]));
    expect([done.state.figureState.z3!.suppressed, done.state.figureState.z1!.outOfAction]).toEqual([true, true]);
  });
});

describe('Close Order (BP-VOLLEY-6)', () => {
  it('BP-VOLLEY-6: three 5s force one hit on the Leader, no save', () => {
    const s = withBpFigState(startFireGame(), 'zGroup', { closeOrder: true });
    const r = act(s, shoot('pGroup', 'z2', [5, 5, 5, 1, 2]));
    expect(r.events.some((e) => e.type === 'blackpowder.event.closeOrderTriple')).toBe(true);
    expect(rollsOf(r.events, 'blackpowder.roll.leaderSave')).toEqual([]);
    expect(r.state.figureState.zL!.suppressed).toBe(true);
    expect(r.state.figureState.z2!.suppressed).toBe(false);
  });
  it('BP-VOLLEY-6: no triple without Close Order: the hit is on the target', () => {
    const r = act(startFireGame(), shoot('pGroup', 'z2', [5, 5, 5, 1, 2]));
    expect([r.state.figureState.zL!.suppressed, r.state.figureState.z2!.suppressed]).toEqual([false, true]);
  });
});

describe('riders (BP-DMG-3)', () => {
  it('BP-DMG-3: location 1–3 hits the horse: wounded, the rider Suppressed, no damage roll', () => {
    const r = act(startFireGame(), shoot('pA', 'zR', [6, 5, 2]));
    expect(rollsOf(r.events, 'blackpowder.roll.riderLocation')[0]!.faces).toEqual([2]);
    expect(rollsOf(r.events, 'blackpowder.roll.damage')).toEqual([]);
    expect(r.state.figureState.zR).toMatchObject({ horseWounded: true, suppressed: true, outOfAction: false });
  });
  it('BP-DMG-3: 4–6 hits the rider: the damage test', () => {
    const r = act(startFireGame(), shoot('pA', 'zR', [6, 5, 5, 6]));
    expect(r.state.figureState.zR).toMatchObject({ horseWounded: false, outOfAction: true });
  });
});

describe('targets and turns (BP-OBST-2/3, BP-GAP-03)', () => {
  it('BP-OBST-2: a Hidden target cannot be shot, nor offered', () => {
    const s = withBpFigState(startFireGame(), 'zA', { hidden: true });
    expect(refusedKey(s, shoot('pA', 'zA', [6, 6, 1]))).toBe('blackpowder.fire.targetHidden');
    expect(fireTestRuleset.candidateActions(s, 'pA').some((a) => a.params?.targetId === 'zA')).toBe(false);
  });
  it('BP-VOLLEY-3: the target is an enemy miniature: a friend is no target; the inactive side does not shoot', () => {
    expect(refusedKey(startFireGame(), shoot('pA', 'p1'))).toBe('blackpowder.fire.notEnemy');
    expect(refusedKey(startFireGame(), shoot('zA', 'pA', [1, 1], 'z'))).not.toBeNull();
  });
  it('BP-VOLLEY-3: candidates shoot at each visible enemy in action', () => {
    const targets = fireTestRuleset.candidateActions(startFireGame(), 'pGroup').map((a) => a.params?.targetId);
    expect(targets).toContain('z1');
    expect(targets.every((t) => typeof t === 'string' && t.startsWith('z'))).toBe(true);
  });
  it('BP-GAP-03: a failed action test spends and fires nothing', () => {
    const fam = makeShootFamily({ pay: (state) => ({ state, passed: false }) });
    const { ctx, events } = makeResolveContext(fixedDice([]));
    const s = startFireGame();
    const r = fam.resolve(s, shoot('pA', 'zA'), ctx);
    expect([r.state.figureState.pA!.loaded, events()]).toEqual([true, []]);
  });
});

describe('the preview (BP-VOLLEY-2, exact odds)', () => {
  it('BP-VOLLEY-2: the preview\'s odds are the engine\'s exact odds for the pool', () => {
    const s = withBpFigState(startFireGame(), 'p1', { loaded: false });
    const p = fireTestRuleset.previewAction!(s, shoot('pGroup', 'z1'))!;
    expect(p.refusal).toBeNull();
    const odds = volleyOdds({ dice: 3, required: 9, regime: 'none' }).hits;
    expect(p.chances.map((c) => [c.params.hits, c.num, c.den])).toEqual(odds.map((o) => [o.value, o.p.num.toString(), o.p.den.toString()]));
    expect(p.lines.find((l) => l.labelKey === 'blackpowder.preview.cannotFire')!.params).toEqual({ figureId: 'p1', why: 'unloaded' });
  });
  it('BP-VOLLEY-1 / BP-GAP-05 / BP-COVER-1: the volley line gives the band, the cover and the reroll regime as codes the words name', () => {
    const p = fireTestRuleset.previewAction!(startFireGame(), shoot('pA', 'zA'))!;
    expect(p.lines).toEqual([{ labelKey: 'blackpowder.preview.volley', params: { targetFigureId: 'zA', shooters: 1, dice: 2, required: 9, band: 'effective', cover: 'none', regime: 'none' } }]);
  });
  it('BP-GAP-06: a running target adds its line, and the regime says the 5s and 6s are rerolled', () => {
    const s = withBpFigState(startFireGame(), 'zA', { running: { round: 1, until: 'nextActivation' } });
    const p = fireTestRuleset.previewAction!(s, shoot('pA', 'zA'))!;
    expect(p.lines.map((l) => l.labelKey)).toEqual(['blackpowder.preview.volley', 'blackpowder.preview.running']);
    expect(p.lines[0]!.params).toMatchObject({ cover: 'none', regime: 'fivesAndSixes' });
    expect(p.lines[1]!.params).toEqual({ targetFigureId: 'zA' });
  });
  it('BP-GAP-05: a member out of range says how far and the most, in cm to one decimal', () => {
    const s = startFireGame({}, fireScenario([], [...fireFigures(), fighter('zX', 'z', 92, 30)]));
    const p = fireTestRuleset.previewAction!(s, shoot('pGroup', 'zX'))!;
    expect(p.refusal).toBeNull();
    const line = p.lines.find((l) => l.labelKey === 'blackpowder.preview.cannotFireOutOfRange');
    expect(line?.params).toMatchObject({ figureId: 'pL', why: 'outOfRange', maxCm: 80 });
    const distanceCm = line!.params.distanceCm as number;
    expect(distanceCm).toBeGreaterThan(80);
    expect(Math.round(distanceCm * 10)).toBe(distanceCm * 10);
  });
});

describe('split volleys (BP-GAP-09)', () => {
  const split = () => ({
    type: 'shoot', side: 'p', figureId: 'pGroup', params: { targetId: 'z1', split: [{ targetId: 'z1', shooterIds: ['pL'] }, { targetId: 'z3', shooterIds: ['p1', 'p2'] }] }, forcedDice: [1, 1, 1, 1, 1],
  });
  it('BP-VOLLEY-3, BP-GAP-09: a volley split between two targets is two parts, each its own pool (2 + 3 dice), one action', () => {
    const r = act(startFireGame({ splitVolley: true }), split());
    expect(rollsOf(r.events, 'blackpowder.roll.volley').map((v) => v.faces.length)).toEqual([2, 3]);
  });
  it('BP-GAP-09: refused when the option is off', () => {
    expect(refusedKey(startFireGame({ splitVolley: false }), split())).toBe('blackpowder.fire.splitOff');
  });
  it('BP-GAP-09: a save in the first part waits; after the pass the second part fires', () => {
    const action = { type: 'shoot', side: 'p', figureId: 'pGroup', params: { targetId: 'zL', split: [{ targetId: 'zL', shooterIds: ['pL', 'p1'] }, { targetId: 'z3', shooterIds: ['p2'] }] }, forcedDice: [6, 5, 1, 4] };
    const saved = act(startFireGame({ splitVolley: true }), action);
    expect(saved.state.flow.pendingSave!.then).toEqual([{ targetId: 'z3', shooterIds: ['p2'] }]);
    expect(refusedKey(saved.state, passHit('zL', [1]))).toBe('blackpowder.save.self');
    const done = act(saved.state, passHit('z1', [1, 6, 5, 5]));
    expect(rollsOf(done.events, 'blackpowder.roll.volley').map((v) => v.faces)).toEqual([[6, 5]]);
    expect([done.state.figureState.z1!.suppressed, done.state.figureState.z3!.outOfAction, done.state.figureState.p2!.loaded]).toEqual([true, true, false]);
  });
});
