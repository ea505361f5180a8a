/**
 * Seeing prone figures, the Hidden status and the spotting roll: LOTOW-PRONE-2, LOTOW-PRONE-5,
 * LOTOW-GAP-12, LOTOW-SPOT-1 (TV-LOTOW-12), LOTOW-SPOT-2 (TV-LOTOW-13).
 *
 * The table: a low wall (0.25″ high, hard cover) along x 10–10.5; the prone target T lies against
 * its east side (base centre x = 10.5 + 0.492 + 0.02). Enemies stand west of the wall, their eyes at
 * 1.0″: over 9″ the wall hides the lower samples of T's 0.3″ body and leaves the top ones visible.
 */
import { describe, expect, it } from 'vitest';
import type { Figure } from '../../../engine/model';
import { isRollEvent } from '../../../engine/state';
import { figStateOf, withFigState } from '../lotowTypes';
import type { LotowState } from '../lotowTypes';
import { newTurnFigState } from '../lotowTypes';
import { dismountHandler } from '../mounts/dismountHandler';
import { FOOT_RADIUS_IN, accept, foot, lotowTestState, piece, rect, refuse, rider, rulesetWith, wall } from '../mounts/testing/lotowTestState';
import { canSee, needsSpotting } from './canSee';
import { isHidden, refreshAllHidden, refreshHidden } from './hidden';
import { proneVisibility } from './proneVisibility';
import { afterMove, revealShooter, spottingAfterAction } from './reveal';
import { spotHandler } from './spotHandler';

const ruleset = rulesetWith([spotHandler, dismountHandler]);
const T = { x: 10.5 + FOOT_RADIUS_IN + 0.02, y: 10 };
const lowWall = wall('wall', rect(10, 0, 0.5, 20), 0.25);
const target = foot({ id: 't', ...T, stance: 'prone' });
const enemies = [foot({ id: 'e1', x: 2, y: 6, side: 'b' }), foot({ id: 'e2', x: 2, y: 10, side: 'b' }), foot({ id: 'e3', x: 2, y: 14, side: 'b' })];

const table = (figures: readonly Figure[], extra: Parameters<typeof lotowTestState>[0] = { figures: [] }): LotowState =>
  refreshAllHidden(lotowTestState({ terrain: [lowWall], ...extra, figures }));
const spot = (observer: string, targetId = 't') => ({ type: 'spot', side: 'b', figureId: observer, targetIds: [targetId] });
const nextTurn = (s: LotowState): LotowState => ({ ...s, figureState: Object.fromEntries(Object.entries(s.figureState).map(([id, fs]) => [id, newTurnFigState(fs)])) });

describe('seeing prone figures', () => {
  it('LOTOW-PRONE-2: a prone figure counts as seen when any of its lying body can be seen', () => {
    const s = table([target, ...enemies]);
    const v = proneVisibility(s, 'e1', 't');
    expect(v.visibleFraction).toBeGreaterThan(0);
    expect(v.visibleFraction).toBeLessThan(1);
    expect(v.behindCover).toBe(true);
    // The same body behind a 1″ wall is out of sight; in the open it is all visible.
    expect(proneVisibility(table([target, ...enemies], { figures: [], terrain: [wall('wall', rect(10, 0, 0.5, 20), 1)] }), 'e1', 't').visibleFraction).toBe(0);
    expect(proneVisibility(table([target, ...enemies], { figures: [], terrain: [] }), 'e1', 't')).toEqual({ visibleFraction: 1, behindCover: false });
  });

  it('LOTOW-PRONE-5: a Hidden prone figure sees over its cover as if standing, while its body stays low for the enemy', () => {
    // A figure of side b lies against the east side of a 0.5″ wall; its enemy tg stands 9″ west.
    const lying = foot({ id: 'o', ...T, stance: 'prone', side: 'b' });
    const raw = lotowTestState({ terrain: [wall('wall', rect(10, 0, 0.5, 20), 0.5)], figures: [lying, foot({ id: 'tg', x: 2, y: 10 })] });
    expect(proneVisibility(raw, 'o', 'tg').visibleFraction).toBe(0); // its own eye, 0.25″ up, is below the wall
    const s = refreshHidden(raw, 'o');
    expect(figStateOf(s, 'o').hidden).toBe(true);
    expect(proneVisibility(s, 'o', 'tg').visibleFraction).toBe(1); // peeking: the standing eye, 1.0″
    expect(proneVisibility(s, 'tg', 'o').visibleFraction).toBe(0);
  });
});

describe('the Hidden status', () => {
  it('LOTOW-GAP-12: prone behind cover and not fully visible is Hidden; standing, in the open or seen whole from a flank is not', () => {
    expect(isHidden(table([target, ...enemies]), 't')).toBe(true);
    expect(isHidden(table([{ ...target, stance: 'standing' }, ...enemies]), 't')).toBe(false);
    expect(isHidden(table([target, ...enemies], { figures: [], terrain: [] }), 't')).toBe(false);
    expect(isHidden(table([target, ...enemies, foot({ id: 'f', x: 20, y: 10, side: 'b' })]), 't')).toBe(false);
  });

  it('LOTOW-GAP-12: with no enemy fighter on the table (a riderless mount does not look) nobody is hidden', () => {
    expect(isHidden(table([target]), 't')).toBe(false);
    const s = accept(ruleset, table([target, rider({ id: 'b1', x: 2, y: 10, side: 'b' })], { figures: [], side: 'b', terrain: [lowWall] }), { type: 'dismount', side: 'b', figureId: 'b1' }).state;
    const onlyMount = { ...s, scenario: { ...s.scenario, figures: s.scenario.figures.filter((f) => f.id !== 'b1') } };
    expect(isHidden(onlyMount, 't')).toBe(false);
  });

  it('LOTOW-GAP-12: refreshAllHidden records the status, and clears it when the figure stands', () => {
    const s = table([target, ...enemies]);
    expect(figStateOf(s, 't').hidden).toBe(true);
    const stood = refreshAllHidden({ ...s, scenario: { ...s.scenario, figures: s.scenario.figures.map((f) => (f.id === 't' ? { ...f, stance: 'standing' as const } : f)) } });
    expect(figStateOf(stood, 't').hidden).toBe(false);
  });
});

describe('spotting rolls', () => {
  it('LOTOW-SPOT-1 (TV-LOTOW-12): E1, E2, E3 roll 2, 4, 6 — E2 and E3 may see and target it, E1 may not', () => {
    let s = table([target, ...enemies], { figures: [], phase: 'shoot', side: 'b' });
    for (const e of ['e1', 'e2', 'e3']) expect(needsSpotting(s, e, 't')).toBe(true);
    const faces: Record<string, number> = { e1: 2, e2: 4, e3: 6 };
    for (const e of ['e1', 'e2', 'e3']) {
      const r = accept(ruleset, s, spot(e), [faces[e]!]);
      const roll = r.events.find(isRollEvent)!;
      expect(roll).toMatchObject({ faces: [faces[e]], purpose: 'lotow.spot', ruleId: 'LOTOW-SPOT-1', atLeast: 4, figureIds: [e, 't'] });
      s = r.state;
    }
    expect(figStateOf(s, 't')).toMatchObject({ spottedBy: ['e2', 'e3'], unspottedBy: ['e1'] });
    expect([canSee(s, 'e1', 't'), canSee(s, 'e2', 't'), canSee(s, 'e3', 't')]).toEqual([false, true, true]);
  });

  it('LOTOW-SPOT-1: each enemy rolls at most once per turn; next turn it may roll again', () => {
    const s = table([target, ...enemies], { figures: [], phase: 'shoot', side: 'b' });
    const after = accept(ruleset, s, spot('e1'), [3]).state;
    expect(refuse(ruleset, after, spot('e1'))).toMatchObject({ reasonKey: 'lotow.alreadySpotted', ruleId: 'LOTOW-SPOT-1' });
    const spotted = accept(ruleset, s, spot('e1'), [5]).state;
    expect(refuse(ruleset, spotted, spot('e1')).reasonKey).toBe('lotow.alreadySpotted');
    expect(canSee(nextTurn(spotted), 'e1', 't')).toBe(false);
    expect(accept(ruleset, nextTurn(after), spot('e1'), [4]).state.figureState.t?.spottedBy).toEqual(['e1']);
  });

  it('LOTOW-SPOT-1: refused outside the Shoot phase, for a friend, for a figure that is not hidden, and for an enemy that sees none of it', () => {
    const building = piece({ id: 'house', footprint: rect(3, 17, 2, 5), heightIn: 4, impassable: true, cover: 'hard', sight: 'solid' });
    const blind = foot({ id: 'e4', x: 1.5, y: 19.5, side: 'b' });
    const s = table([target, ...enemies, blind], { figures: [], phase: 'shoot', side: 'b', terrain: [lowWall, building] });
    expect(refuse(ruleset, { ...s, flow: { ...s.flow, phase: 'move' } }, spot('e1')).reasonKey).toBe('lotow.wrongPhase');
    expect(refuse(ruleset, s, spot('e1', 'e2')).reasonKey).toBe('lotow.notAnEnemy');
    expect(refuse(ruleset, table([{ ...target, stance: 'standing' }, ...enemies], { figures: [], phase: 'shoot', side: 'b' }), spot('e1'))).toMatchObject({ reasonKey: 'lotow.notHidden', ruleId: 'LOTOW-GAP-12' });
    expect(proneVisibility(s, 'e4', 't').visibleFraction).toBe(0);
    expect(refuse(ruleset, s, spot('e4'))).toMatchObject({ reasonKey: 'lotow.notVisible', ruleId: 'LOTOW-SPOT-1' });
    expect(canSee(s, 'e4', 't')).toBe(false);
  });

  it('LOTOW-SPOT-1: candidates offer a roll against each Hidden enemy', () => {
    const s = table([target, ...enemies], { figures: [], phase: 'shoot', side: 'b' });
    expect(spotHandler.candidates(s, 'e1')).toEqual([spot('e1')]);
    expect(spotHandler.candidates(s, 't')).toEqual([]);
    expect(spotHandler.describe(s, spot('e1'))).toEqual({ labelKey: 'lotow.action.spot', params: { figureId: 'e1', targetFigureId: 't' } });
  });
});

describe('a hidden shooter gives itself away', () => {
  // A stands 5″ from T (edge to edge), B 8″ away, 30° round.
  const span = 2 * FOOT_RADIUS_IN;
  const a = foot({ id: 'A', x: T.x - (5 + span), y: 10, side: 'b' });
  const b = foot({ id: 'B', x: T.x - (8 + span) * Math.cos(Math.PI / 6), y: 10 + (8 + span) * Math.sin(Math.PI / 6), side: 'b' });

  it('LOTOW-SPOT-2 (TV-LOTOW-13): after it shoots, A (5″) no longer counts it hidden, this turn and later; B (8″) still needs a spotting roll', () => {
    const s = table([target, a, b], { figures: [], phase: 'shoot', side: 'b' });
    expect(isHidden(s, 't')).toBe(true);
    expect([needsSpotting(s, 'A', 't'), needsSpotting(s, 'B', 't')]).toEqual([true, true]);
    const shot = revealShooter(s, 't');
    expect(figStateOf(shot, 't').revealedTo).toEqual(['A']);
    expect([canSee(shot, 'A', 't'), canSee(shot, 'B', 't')]).toEqual([true, false]);
    expect(refuse(ruleset, shot, spot('A'))).toMatchObject({ reasonKey: 'lotow.revealed', ruleId: 'LOTOW-SPOT-2' });
    expect(accept(ruleset, shot, spot('B'), [4]).state.figureState.t?.spottedBy).toEqual(['B']);
    expect(canSee(nextTurn(shot), 'A', 't')).toBe(true);
    // A figure that is not hidden gives nothing away.
    const open = table([{ ...target, stance: 'standing' }, a, b]);
    expect(revealShooter(open, 't')).toBe(open);
  });

  it('LOTOW-GAP-12: the revealed status ends when it moves at least 1″ and is still Hidden', () => {
    const shot = revealShooter(table([target, a, b]), 't');
    expect(figStateOf(afterMove(shot, 't', 0.5), 't').revealedTo).toEqual(['A']);
    expect(figStateOf(afterMove(shot, 't', 1), 't').revealedTo).toEqual([]);
    // The ruleset's hook reads the move spent this turn.
    const crawled = withFigState(shot, 't', { movedIn: 1.2 });
    expect(figStateOf(spottingAfterAction(crawled, { type: 'move', side: 'a', figureId: 't', params: { path: [T] } }), 't').revealedTo).toEqual([]);
    expect(figStateOf(spottingAfterAction(crawled, { type: 'endPhase', side: 'a' }), 't').revealedTo).toEqual(['A']);
  });
});
