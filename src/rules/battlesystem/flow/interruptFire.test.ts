import { describe, expect, it } from 'vitest';
import type { Manoeuvre } from '../../../engine/manoeuvre';
import { unitMoveAction } from '../../../engine/manoeuvre';
import type { Unit } from '../../../engine/model';
import type { RollEvent } from '../../../engine/state';
import { battlesystemRuleset } from '../bsRuleset';
import type { BsDriver } from '../testing/bsTestGame';
import { atStep, bsGame } from '../testing/bsTestGame';
import { bsPieceStateOf } from './bsTypes';
import { interruptSides } from './interruptFire';

const unit = (g: BsDriver, id: string): Unit => g.state.scenario.units!.find((u) => u.id === id)!;
const move = (g: BsDriver, id: string, m: Manoeuvre) => g.act(unitMoveAction(unit(g, id), m));
const bowsAtPikes = { type: 'fire', side: 'blue', figureId: 'bows', targetIds: ['pikes'] } as const;
const skirmAtBows = { type: 'fire', side: 'red', figureId: 'skirm', targetIds: ['bows'] } as const;
/** Red moves first this round (Step 2), blue second. */
const redMoves = (options: Record<string, unknown> = {}) => atStep(bsGame(undefined, options), 'firstMove', 'red');

describe('interrupt fire (BS-GAP-01 Steps 2–3, BS-MISSILE-1)', () => {
  it('BS-MISSILE-1 BS-GAP-01: while red moves, blue\'s bows shoot at the pikes once they have advanced, and have then fired for the round', () => {
    const g = redMoves();
    expect(g.state.actors).toEqual(['red']);
    // Nothing of red's has moved: blue has no one to shoot at, so it does not act yet.
    g.act(bowsAtPikes);
    expect(g.refusal?.reasonKey).toBe('engine.notYourTurn');
    move(g, 'pikes', { kind: 'advance', distanceIn: 1 });
    expect(g.refusal).toBeNull();
    // Blue may now act beside red: only to fire at a mover, not to end red's step.
    expect(g.state.actors).toEqual(['red', 'blue']);
    g.act({ ...bowsAtPikes, targetIds: ['skirm'] });
    expect(g.refusal?.reasonKey).toBe('battlesystem.notAMover');
    expect(g.refusal?.ruleId).toBe('BS-GAP-01');
    expect(battlesystemRuleset.sideActions(g.state, 'blue')).toEqual([]);
    expect(battlesystemRuleset.describeFlow(g.state).labelKey).toBe('battlesystem.flow.interrupt.firstMove');
    // 5 AD at medium range: 6, 1, 1, 1, 1 → 2 hits; both armour d10s 1: 2 figures removed.
    g.act(bowsAtPikes, [6, 1, 1, 1, 1, 1, 1]);
    const rolls = g.events.filter((e): e is RollEvent => e.type === 'roll');
    expect(g.refusal).toBeNull();
    expect(rolls[0]?.ruleId).toBe('BS-AD-3');
    expect(bsPieceStateOf(g.state, 'bows')).toMatchObject({ fired: true, firedInMove: true });
    // Red removes its casualties; then blue, with nothing left to shoot with, drops out of the actors.
    const pending = g.state.flow.pendingCasualties!;
    expect(pending).toMatchObject({ unitId: 'pikes', sideId: 'red', count: 2 });
    expect(g.state.actors).toEqual(['red']);
    g.act({ type: 'removeCasualties', side: 'red', targetIds: pending.fromFigureIds.slice(-pending.count) });
    expect(g.refusal).toBeNull();
    expect(g.state.actors).toEqual(['red']);
    expect(battlesystemRuleset.describeFlow(g.state).labelKey).toBe('battlesystem.flow.step.firstMove');
    // Step 4: the bows have fired this round.
    const later = atStep(bsGame(), 'missile', 'blue').setUp((s) => ({ ...s, figureState: g.state.figureState }));
    later.act(bowsAtPikes);
    expect(later.refusal?.reasonKey).toBe('battlesystem.firedThisRound');
    expect(later.refusal?.ruleId).toBe('BS-MISSILE-1');
  });

  it('BS-GAP-01: the moving side may not fire in its own movement, and a unit that has not moved is no target', () => {
    const g = redMoves();
    move(g, 'pikes', { kind: 'advance', distanceIn: 1 });
    g.act({ type: 'fire', side: 'red', figureId: 'skirm', targetIds: ['bows'] });
    expect(g.refusal?.reasonKey).toBe('battlesystem.notMissileStep');
    // In blue's movement the red skirmishers may shoot at blue's movers, not at blue's still units.
    const h = atStep(bsGame(), 'secondMove', 'blue');
    expect(interruptSides(h.state)).toEqual([]);
    move(h, 'bows', { kind: 'turn', angleDeg: 90 });
    expect(h.refusal).toBeNull();
    expect(interruptSides(h.state)).toEqual(['red']);
    // The window is open: the javelins are refused only for range (22″ against 9″).
    expect(battlesystemRuleset.check(h.state, skirmAtBows)?.reasonKey).toBe('battlesystem.outOfRange');
  });

  it('BS-GAP-01: with the option off (and in saves from before it) missiles fly only in Step 4', () => {
    const g = redMoves({ interruptFire: 'off' });
    move(g, 'pikes', { kind: 'advance', distanceIn: 1 });
    expect(g.state.actors).toEqual(['red']);
    expect(battlesystemRuleset.check(g.state, bowsAtPikes)?.reasonKey).toBe('battlesystem.notMissileStep');
    expect(battlesystemRuleset.options.find((o) => o.key === 'interruptFire')?.legacyDefault).toBe('off');
  });

  it('BS-GAP-01: while the movers\' owner removes casualties only that side acts; a spent side is no interrupter', () => {
    const g = redMoves();
    move(g, 'pikes', { kind: 'advance', distanceIn: 1 });
    const casualties = g.setUp((s) => ({ ...s, flow: { ...s.flow, pendingCasualties: { unitId: 'pikes', sideId: 'red', count: 1, fromFigureIds: ['pikes-1'], ruleId: 'BS-HITS-1' } } }));
    expect(interruptSides(casualties.state)).toEqual([]);
    const spent = redMoves().setUp((s) => ({ ...s, figureState: { ...s.figureState, bows: { ...bsPieceStateOf(s, 'bows'), fired: true } } }));
    move(spent, 'pikes', { kind: 'advance', distanceIn: 1 });
    expect(spent.state.actors).toEqual(['red']);
  });
});
