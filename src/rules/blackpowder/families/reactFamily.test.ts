/** The react action (BP-REACT-1..5, TV-BP-06/07/08) with forced dice on the react test table. */
import { describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '../../../engine/state';
import { isRollEvent } from '../../../engine/state';
import type { BpState } from '../flow/bpTypes';
import { bpFigStateOf, withBpFigState } from '../flow/bpTypes';
import { cm } from '../flow/testing/flowTestKit';
import { moveTo } from './testing/moveTestingKit';
import { planReact, reactAction } from './reactFamily';
import { reactScenario, reactTestRuleset, startReactGame } from './testing/reactTestingKit';

const at = (s: BpState, id: string) => { const f = s.scenario.figures.find((x) => x.id === id)!; return { x: f.x / cm(1), y: f.y / cm(1) }; };
const ofType = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);
const rolls = (events: readonly GameEvent[], purpose: string) => events.filter(isRollEvent).filter((e) => e.purpose === purpose);
/** pA moves 9 cm straight at zA (the action test 2 > 1): pending. */
const pending = (options: Record<string, unknown> = {}, type = 'move', scenario = reactScenario()) =>
  startReactGame(options, scenario).accept(moveTo('pA', 40, 19, type), [2]);
const react = (reactor: string, mover: string, alongCm: number): Action => reactAction('z', reactor, mover, cm(alongCm));

describe('react — BP-REACT-1', () => {
  it('BP-REACT-1: fires at the chosen point; a Suppressed mover stops there', () => {
    const g = pending();
    expect(g.state.actors).toEqual(['z']);
    g.accept(react('zA', 'pA', 6), [4, 6, 6, 2]);
    const volley = ofType(g.events, 'blackpowder.event.volley')[0]!;
    expect(volley.params).toMatchObject({ required: 12, hits: 1 });
    expect(ofType(g.events, 'blackpowder.event.reaction')[0]!.params).toMatchObject({ actorFigureId: 'zA', moverFigureId: 'pA', alongCm: 6, passed: true });
    expect(ofType(g.events, 'blackpowder.event.moveStopped')[0]!.params).toMatchObject({ moverFigureId: 'pA', alongCm: 6 });
    expect(bpFigStateOf(g.state, 'pA').suppressed).toBe(true);
    expect(at(g.state, 'pA').y).toBeCloseTo(16, 3);
    expect(g.state.flow.pendingMove).toBeNull();
    expect(g.state.actors).toEqual(['p']);
  });

  it('BP-REACT-1: refused out of range at that point, and for a side not asked', () => {
    const g = pending({ rifledLongCm: 50 });
    // The edge distance is 57.5 cm at the start, 50 cm at 7.5 cm along.
    expect(g.refuse(react('zA', 'pA', 2)).reasonKey).toBe('blackpowder.fire.nobodyCanFire');
    expect(planReact(g.state, react('zA', 'pA', 8.5)).ok).toBe(true);
    expect(planReact(g.state, { ...react('zA', 'pA', 8.5), side: 'p' })).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.reaction.notAsked' } });
    expect(planReact(g.state, react('zA', 'pA', 12))).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.reaction.badPoint' } });
    expect(planReact(g.state, react('zA', 'pB', 8.5))).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.reaction.notMover' } });
    const none = startReactGame();
    expect(planReact(none.state, react('zA', 'pA', 1))).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.reaction.nothingPending' } });
  });

  it('BP-REACT-1: not hit, the move goes on from the point and ends where it was going', () => {
    const g = pending();
    g.accept(react('zA', 'pA', 5), [4, 1, 1]);
    expect(g.state.flow.pendingMove?.reactedAtIn).toBeCloseTo(cm(5), 9);
    // zGroup (rifled, in range) may still react: the side stays asked, but not before the point.
    expect(g.state.actors).toEqual(['z']);
    expect(planReact(g.state, react('zGroup', 'pA', 3))).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.reaction.badPoint' } });
    g.accept({ type: 'declineReaction', side: 'z' });
    expect(at(g.state, 'pA').y).toBeCloseTo(19, 3);
    expect(g.state.flow.pendingMove).toBeNull();
  });
});

describe('react — BP-REACT-2/3 (TV-BP-06)', () => {
  it('BP-REACT-2: TV-BP-06 a test of 3 needs > 3: no shot, 1 AP spent', () => {
    const g = pending();
    g.accept(react('zA', 'pA', 5), [3]);
    expect(ofType(g.events, 'blackpowder.event.reaction')[0]!.params).toMatchObject({ passed: false });
    expect(rolls(g.events, 'blackpowder.roll.volley')).toHaveLength(0);
    expect(g.state.flow.ap.z).toBe(2);
    expect(g.state.flow.reacted).toContain('zA');
  });

  it('BP-REACT-3: once per enemy turn — TV-BP-06 the same fighter again is refused; a member of a Group that reacted too', () => {
    const g = pending();
    g.accept(react('zA', 'pA', 5), [3]);
    expect(g.refuse(react('zA', 'pA', 6)).reasonKey).toBe('blackpowder.reaction.once');
    g.accept(reactAction('z', 'zGroup', 'pA', cm(6)), [1]);
    expect(g.state.flow.reacted).toEqual(expect.arrayContaining(['zGroup', 'zL', 'z1', 'z2', 'z3']));
    // Both reactors tried: the side has nothing left, the move completes.
    expect(g.state.flow.pendingMove).toBeNull();
  });

  it('BP-REACT-3: a Group member does not react alone', () => {
    const g = pending();
    expect(g.refuse(react('z1', 'pA', 5)).reasonKey).toBe('blackpowder.action.inGroup');
  });
});

describe('react — BP-REACT-4 (TV-BP-07)', () => {
  it('BP-REACT-4: TV-BP-07 a failed 3 is rerolled after Aim (5 passes); fires aimed; the Aim is lost', () => {
    const g = pending().setUp((s) => withBpFigState(s, 'zA', { aimed: true }));
    g.accept(react('zA', 'pA', 5), [3, 5, 6, 6, 3]);
    expect(rolls(g.events, 'blackpowder.roll.reactionAimReroll')).toHaveLength(1);
    expect(ofType(g.events, 'blackpowder.event.reaction')[0]!.params).toMatchObject({ passed: true });
    // aimed: +1 to the damage test (3 + 1 = 4: Out of Action).
    expect(ofType(g.events, 'blackpowder.event.hitResult')[0]!.params).toMatchObject({ result: 'outOfAction' });
    expect(bpFigStateOf(g.state, 'zA').aimed).toBe(false);
  });

  it('BP-REACT-4: TV-BP-07 second case — the reroll 2 fails: no shot, the Aim still lost, 1 AP spent', () => {
    const g = pending().setUp((s) => withBpFigState(s, 'zA', { aimed: true }));
    g.accept(react('zA', 'pA', 5), [3, 2]);
    expect(rolls(g.events, 'blackpowder.roll.volley')).toHaveLength(0);
    expect(bpFigStateOf(g.state, 'zA').aimed).toBe(false);
    expect(g.state.flow.ap.z).toBe(2);
  });
});

describe('react — BP-REACT-5 (TV-BP-08)', () => {
  // zA 12 cm in front of pA: a running charge ends in contact at y = 19.5 cm.
  const chargeScenario = reactScenario({ weapon: 'smoothbore' }, { x: 40, y: 22 });
  const charge = (): Action => ({ ...moveTo('pA', 40, 19.5, 'charge'), targetIds: ['zA'], params: { path: [{ x: cm(40), y: cm(19.5) }], runningCharge: true } });
  const game = () => startReactGame({ smoothboreEffectiveCm: 5, smoothboreLongCm: 50 }, chargeScenario).accept(charge(), [2]);

  it('BP-REACT-5: TV-BP-08 a charger at Long range counts Effective, no running reroll', () => {
    const g = game();
    expect(g.state.flow.pendingMove?.kind).toBe('charge');
    const p = planReact(g.state, react('zA', 'pA', 0));
    expect(p.ok && p.plan.againstCharger).toBe(true);
    if (!p.ok) return;
    expect(p.plan.terms).toMatchObject({ band: 'effective', required: 9, running: true });
    expect(p.plan.terms.rerolls.regime).toBe('none');
  });

  it('BP-REACT-5: a running mover that does not charge the reactor keeps its band and running reroll', () => {
    const g = startReactGame({ smoothboreEffectiveCm: 5, smoothboreLongCm: 50 }, chargeScenario).accept(moveTo('pA', 30, 12, 'run'), [2]);
    const p = planReact(g.state, react('zA', 'pA', 0));
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.plan.againstCharger).toBe(false);
    expect(p.plan.terms).toMatchObject({ band: 'long', required: 12, running: true });
    expect(p.plan.terms.rerolls.regime).not.toBe('none');
  });

  it('BP-REACT-5: a charge carried to its end sets meleeDue', () => {
    const g = game();
    g.accept({ type: 'declineReaction', side: 'z' });
    expect(g.state.flow.meleeDue).toEqual({ chargerId: 'pA', targetId: 'zA' });
  });
});

describe('react — BP-VOLLEY-5 during a reaction', () => {
  it('BP-VOLLEY-5: a Leader\'s passed save waits; after passHit the move stops (the comrade Suppressed)', () => {
    const g = startReactGame().accept(moveTo('pGroup', 10, 19), [4]);
    expect(g.state.flow.pendingMove?.actorId).toBe('pGroup');
    g.accept(react('zA', 'pL', 5), [4, 6, 6, 6]);
    expect(g.state.flow.pendingSave?.reactionAt).toMatchObject({ sideId: 'z', reactorId: 'zA' });
    expect(g.state.actors).toEqual(['p']);
    expect(g.state.flow.pendingMove).not.toBeNull();
    g.accept({ type: 'passHit', side: 'p', figureId: 'pL', params: { comradeId: 'p1' } }, [2]);
    expect(bpFigStateOf(g.state, 'p1').suppressed).toBe(true);
    expect(g.state.flow.pendingMove).toBeNull();
    expect(ofType(g.events, 'blackpowder.event.moveStopped')).toHaveLength(1);
    expect(at(g.state, 'pL').y).toBeCloseTo(15, 3);
    expect(at(g.state, 'p2').y).toBeCloseTo(15, 3);
  });
});

describe('react — the log', () => {
  it('BP-REACT-1: describe names the reactor, the mover and the point in cm', () => {
    expect(reactTestRuleset.describeAction(pending().state, react('zA', 'pA', 5))).toEqual({ labelKey: 'blackpowder.action.react', params: { actorFigureId: 'zA', targetFigureId: 'pA', alongCm: 5 } });
  });
  it('BP-REACT-1: before the point is picked, describe gives no point (the words ask for one), never 0 cm', () => {
    const s = pending().state;
    const unpicked = { ...react('zA', 'pA', 5), params: {} };
    expect(reactTestRuleset.describeAction(s, unpicked)).toEqual({ labelKey: 'blackpowder.action.react', params: { actorFigureId: 'zA', targetFigureId: 'pA' } });
    const d = reactTestRuleset.describeAction(s, { ...react('zA', 'pA', 5), params: { alongIn: 2.52 } });
    expect(d.params).toMatchObject({ alongCm: 6.4 });
  });
  it('BP-REACT-2: the preview gives the reaction test and the volley odds', () => {
    const pv = reactTestRuleset.previewAction!(pending().state, react('zA', 'pA', 5))!;
    expect(pv.refusal).toBeNull();
    expect(pv.chances[0]).toMatchObject({ labelKey: 'blackpowder.chance.reaction', num: '1', den: '2' });
    expect(pv.chances.filter((c) => c.labelKey === 'blackpowder.chance.hits').length).toBeGreaterThan(1);
    expect(pv.lines[0]).toMatchObject({ labelKey: 'blackpowder.preview.reaction', params: { alongCm: 5, band: 'long' } });
  });
  it('BP-REACT-1: candidates for a reactor all pass the check', () => {
    const s = pending().state;
    const c = reactTestRuleset.candidateActions(s, 'zA');
    expect(c.length).toBeGreaterThan(0);
    for (const a of c) expect(planReact(s, a).ok).toBe(true);
  });
});
