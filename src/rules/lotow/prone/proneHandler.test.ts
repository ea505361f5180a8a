/**
 * Lying down and standing up (LOTOW-PRONE-1, -3) and what lying down takes away (LOTOW-PRONE-6).
 */
import { describe, expect, it } from 'vitest';
import { moverOf } from '../lotowMover';
import { figStateOf } from '../lotowTypes';
import { figureOf } from '../../../engine/kit/pieceState';
import { optionsOf } from '../lotowOptions';
import { dismountHandler } from '../mounts/dismountHandler';
import { accept, foot, lotowTestState, refuse, rider, rulesetWith } from '../mounts/testing/lotowTestState';
import { proneHandler } from './proneHandler';
import { hasControlZone, proneChargeRefusal } from './proneRestrictions';

const ruleset = rulesetWith([proneHandler, dismountHandler]);
const goProne = (figureId: string) => ({ type: 'goProne', side: 'a', figureId });
const standUp = (figureId: string) => ({ type: 'standUp', side: 'a', figureId });
const leftIn = (s: ReturnType<typeof lotowTestState>, id: string): number => moverOf(figureOf(s, id)!, figStateOf(s, id), optionsOf(s)).allowanceIn - figStateOf(s, id).movedIn;

describe('prone', () => {
  it('LOTOW-PRONE-1 (TV-LOTOW-09): a 6″ figure that walked 3″ may lie down; it costs the other half and ends its move', () => {
    const s = lotowTestState({ figures: [foot({ id: 'a1', x: 5, y: 5 })], figureState: { a1: { movedIn: 3 } } });
    const { state, events } = accept(ruleset, s, goProne('a1'));
    expect(figureOf(state, 'a1')!.stance).toBe('prone');
    expect(figStateOf(state, 'a1')).toMatchObject({ movedIn: 6, moveOver: true });
    expect(events).toContainEqual(expect.objectContaining({ type: 'lotow.wentProne', ruleId: 'LOTOW-PRONE-1' }));
  });

  it('LOTOW-PRONE-1 (TV-LOTOW-09): after 3.5″ lying down is refused, with the reason and the rule', () => {
    const s = lotowTestState({ figures: [foot({ id: 'a1', x: 5, y: 5 })], figureState: { a1: { movedIn: 3.5 } } });
    const r = refuse(ruleset, s, goProne('a1'));
    expect(r).toMatchObject({ reasonKey: 'lotow.halfMoveNeeded', ruleId: 'LOTOW-PRONE-1', params: { movedIn: 3.5, costIn: 3, allowanceIn: 6 } });
    expect(r.message).toMatch(/— LOTOW-PRONE-1$/);
  });

  it('LOTOW-PRONE-1: only a fighter on foot, standing, in the Move phase, whose move is not over may lie down', () => {
    const figures = [foot({ id: 'a1', x: 5, y: 5 }), foot({ id: 'a2', x: 8, y: 5, stance: 'prone' }), rider({ id: 'a3', x: 12, y: 5 })];
    const s = lotowTestState({ figures });
    expect(refuse(ruleset, s, goProne('a2')).reasonKey).toBe('lotow.alreadyProne');
    expect(refuse(ruleset, s, goProne('a3')).reasonKey).toBe('lotow.footOnly');
    expect(refuse(ruleset, lotowTestState({ figures, figureState: { a1: { moveOver: true } } }), goProne('a1')).reasonKey).toBe('lotow.moveOver');
    expect(refuse(ruleset, lotowTestState({ figures, phase: 'shoot' }), goProne('a1')).reasonKey).toBe('lotow.wrongPhase');
  });

  it('LOTOW-PRONE-3 (TV-LOTOW-10): a prone 6″ figure stands up for 3″ and may then move 3″', () => {
    const s = lotowTestState({ figures: [foot({ id: 'a1', x: 5, y: 5, stance: 'prone' })] });
    const { state } = accept(ruleset, s, standUp('a1'));
    expect(figureOf(state, 'a1')!.stance).toBe('standing');
    expect(figStateOf(state, 'a1')).toMatchObject({ movedIn: 3, moveOver: false });
    expect(leftIn(state, 'a1')).toBe(3);
  });

  it('LOTOW-PRONE-3: after crawling 2″ standing leaves 1″; with half the move gone it is refused; a figure that fell this turn stays down', () => {
    const prone = foot({ id: 'a1', x: 5, y: 5, stance: 'prone' });
    expect(leftIn(accept(ruleset, lotowTestState({ figures: [prone], figureState: { a1: { movedIn: 2 } } }), standUp('a1')).state, 'a1')).toBe(1);
    // Holding a horse halves the move (LOTOW-HOLD-1): 3″, so standing costs 1.5″ and 2″ crawled is too much.
    expect(refuse(ruleset, lotowTestState({ figures: [prone], figureState: { a1: { movedIn: 2, holding: true } } }), standUp('a1'))).toMatchObject({ reasonKey: 'lotow.halfMoveNeeded', ruleId: 'LOTOW-PRONE-3' });
    expect(refuse(ruleset, lotowTestState({ figures: [prone], figureState: { a1: { moveOver: true } } }), standUp('a1')).reasonKey).toBe('lotow.moveOver');
    expect(refuse(ruleset, lotowTestState({ figures: [foot({ id: 'a1', x: 5, y: 5 })] }), standUp('a1')).reasonKey).toBe('lotow.notProne');
  });

  it('LOTOW-PRONE-3: standing up ends the revealed status (LOTOW-GAP-12: a new hiding place starts afresh)', () => {
    const s = lotowTestState({ figures: [foot({ id: 'a1', x: 5, y: 5, stance: 'prone' })], figureState: { a1: { revealedTo: ['b1'], hidden: true } } });
    expect(figStateOf(accept(ruleset, s, standUp('a1')).state, 'a1')).toMatchObject({ revealedTo: [], hidden: false });
  });

  it('LOTOW-PRONE-6: a prone figure has no control zone and cannot charge; standing it has both', () => {
    const s = lotowTestState({ figures: [foot({ id: 'a1', x: 5, y: 5, stance: 'prone' }), foot({ id: 'a2', x: 8, y: 5 })] });
    expect(hasControlZone(s, 'a1')).toBe(false);
    expect(proneChargeRefusal(s, 'a1')).toMatchObject({ reasonKey: 'lotow.proneNoCharge', ruleId: 'LOTOW-PRONE-6' });
    expect(hasControlZone(s, 'a2')).toBe(true);
    expect(proneChargeRefusal(s, 'a2')).toBeNull();
  });

  it('LOTOW-LOOSE-2: a riderless mount has no control zone', () => {
    const s = lotowTestState({ figures: [rider({ id: 'a1', x: 5, y: 5 })] });
    const { state } = accept(ruleset, s, { type: 'dismount', side: 'a', figureId: 'a1' });
    expect(hasControlZone(state, 'a1~mount')).toBe(false);
    expect(hasControlZone(state, 'a1')).toBe(true);
  });

  it('candidates: a standing foot figure may lie down, a prone one stand up, a rider neither', () => {
    const s = lotowTestState({ figures: [foot({ id: 'a1', x: 5, y: 5 }), foot({ id: 'a2', x: 8, y: 5, stance: 'prone' }), rider({ id: 'a3', x: 12, y: 5 })] });
    expect(proneHandler.candidates(s, 'a1').map((a) => a.type)).toEqual(['goProne']);
    expect(proneHandler.candidates(s, 'a2').map((a) => a.type)).toEqual(['standUp']);
    expect(proneHandler.candidates(s, 'a3')).toEqual([]);
    expect(proneHandler.describe(s, goProne('a1'))).toEqual({ labelKey: 'lotow.action.goProne', params: { figureId: 'a1' } });
  });
});
