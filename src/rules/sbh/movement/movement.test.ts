/**
 * SBH movement, rule by rule (SBH-GAP-04, -05, -09, -10, SBH-WOOD-1, break away), on small
 * hand-built tables. 28 mm sticks: Short 7.5 cm = 2.953″, Medium 12 cm = 4.724″, Long 18 cm = 7.087″.
 */
import { describe, expect, it } from 'vitest';
import { placementProblems } from '../../../engine/placement';
import { footprintDistanceToFootprint } from '../../../geometry/footprint';
import { figureFootprint } from '../../../engine/figureGeometry';
import { stickIn } from '../sticks';
import { figStateOf } from '../sbhTypes';
import { sbhMovementArea } from './movementArea';
import { movementHandler } from './movementHandler';
import { stickLineOf } from './stickLine';
import { accept, act, at, breakAway, building, fig, hill, move, moveRuleset, moveState, piece, R, rect, refuse, standUp, wood } from './testing/moveTestState';

const SHORT = 7.5 / 2.54;
const MEDIUM = 12 / 2.54;

describe('SBH-GAP-04 measuring sticks', () => {
  it('SBH-GAP-04: 25/28 mm sticks are 7.5 / 12 / 18 cm, 15 mm sticks 5 / 8 / 12 cm, in inches inside', () => {
    expect(stickIn('28mm', 'short')).toBeCloseTo(2.9528, 4);
    expect(stickIn('28mm', 'medium')).toBeCloseTo(4.7244, 4);
    expect(stickIn('28mm', 'long')).toBeCloseTo(7.0866, 4);
    expect(stickIn('15mm', 'short')).toBeCloseTo(1.9685, 4);
    expect(stickIn('15mm', 'medium')).toBeCloseTo(3.1496, 4);
    expect(stickIn('15mm', 'long')).toBeCloseTo(4.7244, 4);
  });

  it('SBH-GAP-04: the status line shows the move stick in cm and inches at the game\'s scale', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10, y: 10 }), fig({ id: 'rider', x: 20, y: 10, profile: { move: 'long' } })] });
    expect(stickLineOf(s, 'hero')).toEqual({ labelKey: 'sbh.status.stick', params: { stick: 'medium', cm: 12, lengthIn: 4.72 } });
    expect(stickLineOf(s, 'rider')).toEqual({ labelKey: 'sbh.status.stick', params: { stick: 'long', cm: 18, lengthIn: 7.09 } });
    const small = moveState({ figures: [fig({ id: 'hero', x: 10, y: 10 })], options: { figureScale: '15mm' } });
    expect(stickLineOf(small, 'hero')).toEqual({ labelKey: 'sbh.status.stick', params: { stick: 'medium', cm: 8, lengthIn: 3.15 } });
  });

  it('SBH-GAP-04: a Medium mover goes up to 12 cm, to the exact drop point; beyond is refused with the stick and the length', () => {
    // Figures stand at cell centres (multiples of 0.25″ plus 0.125″).
    const s = moveState({ figures: [fig({ id: 'hero', x: 10.125, y: 10.125 })], activated: 'hero' });
    const r = accept(s, move(s, 'hero', { x: 14.6, y: 10.125 }));
    expect(at(r.state, 'hero')).toMatchObject({ x: 14.6, y: 10.125 });
    const refusal = refuse(s, move(s, 'hero', { x: 14.9, y: 10.125 }));
    expect(refusal).toMatchObject({ reasonKey: 'sbh.move.tooFar', ruleId: 'SBH-GAP-04', params: { stick: 'medium', maxIn: expect.closeTo(4.724, 3), lengthIn: 4.775 } });
    expect(refusal.message).toBe('cannot move: hero moves medium (4.7″); this is 4.8″ — SBH-GAP-04');
    expect(sbhMovementArea(s, 'hero')!.allowanceIn).toBeCloseTo(MEDIUM, 6);
  });

  it('SBH-GAP-04: a refusal just past the stick prints the digits that differ, never "4.7″; this is 4.7″"', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10.125, y: 10.125 })], activated: 'hero' });
    // The drop is 4.737″ away: past the 4.724″ stick, and both are 4.7″ at one decimal.
    const refusal = refuse(s, move(s, 'hero', { x: 14.62, y: 11.62 }));
    expect(refusal).toMatchObject({ reasonKey: 'sbh.move.tooFar', params: { maxIn: expect.closeTo(4.724409, 6), lengthIn: expect.closeTo(4.737093, 6) } });
    expect(refusal.message).toBe('cannot move: hero moves medium (4.72″); this is 4.74″ — SBH-GAP-04');
  });

  it('SBH-GAP-04: a drop within the stick is accepted for its own length, though its cell centre lies beyond (issue 13, bug 3)', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10.125, y: 10.125 })], activated: 'hero' });
    // 4.675″ is within 4.724″, but its cell's centre is 4.75″ away: the drop is judged, not the cell.
    const r = accept(s, move(s, 'hero', { x: 14.8, y: 10.125 }));
    expect(at(r.state, 'hero').x).toBeCloseTo(14.8, 9);
    expect(r.events.find((e) => e.type === 'sbh.movement.moved')).toMatchObject({ params: { lengthIn: 4.675 } });
    // Just beyond the stick: refused with the drop's own length.
    expect(refuse(s, move(s, 'hero', { x: 14.9, y: 10.125 }))).toMatchObject({ reasonKey: 'sbh.move.tooFar', params: { lengthIn: expect.closeTo(4.775, 3) } });
  });

  it('SBH-GAP-04: the figure scale option changes the stick (15 mm Medium = 8 cm)', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10.125, y: 10.125 })], activated: 'hero', options: { figureScale: '15mm' } });
    expect(act(s, move(s, 'hero', { x: 13.1, y: 10.125 })).ok).toBe(true);
    expect(refuse(s, move(s, 'hero', { x: 13.4, y: 10.125 }))).toMatchObject({ reasonKey: 'sbh.move.tooFar', params: { maxIn: expect.closeTo(3.15, 2) } });
  });

  it('SBH-GAP-04: a Long mover (a horse) goes 18 cm', () => {
    const s = moveState({ figures: [fig({ id: 'rider', x: 10.125, y: 10.125, profile: { move: 'long' } })], activated: 'rider' });
    expect(act(s, move(s, 'rider', { x: 10.125, y: 17.125 })).ok).toBe(true);
    expect(refuse(s, move(s, 'rider', { x: 10.125, y: 17.375 }))).toMatchObject({ reasonKey: 'sbh.move.tooFar', params: { stick: 'long', maxIn: expect.closeTo(7.087, 3) } });
  });
});

describe('SBH-GAP-05 one action, one straight move', () => {
  it('SBH-GAP-05: a move costs one action; the last one ends the activation', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10, y: 10 }), fig({ id: 'mate', x: 20, y: 20 }), fig({ id: 'orc', side: 'blue', x: 30, y: 30 })], activated: 'hero', actionsLeft: 2 });
    const r1 = accept(s, move(s, 'hero', { x: 12, y: 10 }));
    expect(r1.state.flow.activation).toMatchObject({ figureId: 'hero', actionsLeft: 1 });
    expect(r1.events.find((e) => e.type === 'sbh.movement.moved')).toMatchObject({ ruleId: 'SBH-GAP-05', params: { figureId: 'hero', lengthIn: 2, stick: 'medium', difficult: false } });
    const r2 = accept(r1.state, move(r1.state, 'hero', { x: 14, y: 10 }));
    expect(r2.state.flow.activation).toBeNull();
    expect(figStateOf(r2.state, 'hero').activated).toBe(true);
  });

  it('SBH-GAP-05: a path with waypoints is refused: one action moves in a straight line', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10, y: 10 })], activated: 'hero' });
    expect(refuse(s, move(s, 'hero', { x: 11, y: 11 }, { x: 12, y: 10 }))).toMatchObject({ reasonKey: 'sbh.move.straight', ruleId: 'SBH-GAP-05', message: 'one action moves in a straight line — SBH-GAP-05' });
  });

  it('SBH-GAP-05: the straight line may not run through impassable terrain or another base, nor end off the table', () => {
    const s = moveState({
      figures: [fig({ id: 'hero', x: 10.125, y: 10.125 }), fig({ id: 'friend', x: 10.125, y: 12.625 })],
      terrain: [building('the barn', rect(11, 8, 1, 4))],
      activated: 'hero',
    });
    // East through the barn: refused, though walking round it would be short enough.
    expect(refuse(s, move(s, 'hero', { x: 13.625, y: 10.125 }))).toMatchObject({ reasonKey: 'sbh.move.terrain', params: { pieceName: 'the barn' } });
    // South through a friend's base.
    expect(refuse(s, move(s, 'hero', { x: 10.125, y: 14.125 }))).toMatchObject({ reasonKey: 'sbh.move.base', params: { otherFigureId: 'friend' } });
    // Past the friend's base, clear of it.
    expect(act(s, move(s, 'hero', { x: 8.625, y: 12.625 })).ok).toBe(true);
    const edge = moveState({ figures: [fig({ id: 'hero', x: 2.125, y: 10.125 })], activated: 'hero' });
    expect(refuse(edge, move(edge, 'hero', { x: 0.375, y: 10.125 }))).toMatchObject({ reasonKey: 'sbh.move.offTable' });
  });

  it('SBH-GAP-05: a figure in base contact with an enemy may not simply move', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10, y: 10 }), fig({ id: 'orc', side: 'blue', x: 10 + 2 * R + 0.01, y: 10 })], activated: 'hero' });
    expect(refuse(s, move(s, 'hero', { x: 8, y: 10 }))).toMatchObject({ reasonKey: 'sbh.move.inMelee', ruleId: 'SBH-GAP-05' });
    expect(sbhMovementArea(s, 'hero')).toBeNull();
  });

  it('SBH-GAP-05: the end is a legal placement where the figure stands after it (the engine\'s placement check agrees)', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10.125, y: 10.125 }), fig({ id: 'friend', x: 13.125, y: 10.125 })], activated: 'hero' });
    // Snug against the friend's base (its cell's centre is clear of it too).
    const r = accept(s, move(s, 'hero', { x: 13.125 - 2 * R - 0.001, y: 10.125 }));
    expect(at(r.state, 'hero').x).toBeCloseTo(13.125 - 2 * R - 0.001, 9);
    expect(placementProblems(r.state.scenario, 'hero', at(r.state, 'hero'))).toEqual([]);
  });

  it('SBH-GAP-05: onto a hill, and the area has the hill\'s layer', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10, y: 10 })], terrain: [hill('knoll', rect(12, 8, 4, 4))], activated: 'hero' });
    const r = accept(s, move(s, 'hero', { x: 13, y: 10 }));
    expect(at(r.state, 'hero').standsOn).toBe('knoll');
    expect(sbhMovementArea(s, 'hero')!.layers.map((l) => l.surfaceId)).toEqual([null, 'knoll']);
  });

  it('SBH-GAP-05: no area outside the figure\'s activation or with no action left', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10, y: 10 }), fig({ id: 'other', x: 20, y: 10 })], activated: 'hero', actionsLeft: 1 });
    expect(sbhMovementArea(s, 'other')).toBeNull();
    expect(sbhMovementArea(moveState({ figures: [fig({ id: 'hero', x: 10, y: 10 })] }), 'hero')).toBeNull();
    expect(sbhMovementArea(s, 'hero')).not.toBeNull();
    expect(refuse(s, move(s, 'other', { x: 21, y: 10 }))).toMatchObject({ reasonKey: 'sbh.notActivated' });
  });
});

describe('SBH-GAP-09 and SBH-WOOD-1: difficult ground and woods', () => {
  const woodAt = wood('the wood', rect(12, 6, 6, 8));

  it('SBH-WOOD-1 / SBH-GAP-09: a Medium move into a wood is one stick shorter: Short', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10, y: 10 })], terrain: [woodAt], activated: 'hero' });
    // 2.9″ east ends in the wood: within Short.
    const r = accept(s, move(s, 'hero', { x: 12.9, y: 10 }));
    expect(r.events.find((e) => e.type === 'sbh.movement.moved')).toMatchObject({ ruleId: 'SBH-GAP-09', params: { stick: 'short', difficult: true } });
    // 4″ east: in the open it would be fine (Medium), through the wood it is beyond Short.
    expect(refuse(s, move(s, 'hero', { x: 14, y: 10 }))).toMatchObject({ reasonKey: 'sbh.move.tooFarDifficult', ruleId: 'SBH-GAP-09', params: { stick: 'short', maxIn: expect.closeTo(2.953, 3) } });
    expect(act(s, move(s, 'hero', { x: 10, y: 14 })).ok).toBe(true); // 4″ south, clear of the wood
  });

  it('SBH-WOOD-1: woods are difficult even when the piece\'s difficult field is off', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10, y: 10 })], terrain: [wood('w', rect(12, 6, 6, 8), { difficult: false })], activated: 'hero' });
    expect(refuse(s, move(s, 'hero', { x: 14, y: 10 }))).toMatchObject({ reasonKey: 'sbh.move.tooFarDifficult' });
  });

  it('SBH-GAP-09: any difficult piece shortens the stick; a line whose centre stays out of it does not', () => {
    const scrub = piece({ id: 'scrub', name: 'scrub', kind: 'scrub', footprint: rect(11, 8.5, 1, 2), heightIn: 1, difficult: true });
    const s = moveState({ figures: [fig({ id: 'hero', x: 10.125, y: 8.125 })], terrain: [scrub], activated: 'hero' });
    expect(refuse(s, move(s, 'hero', { x: 14.125, y: 9.625 }))).toMatchObject({ reasonKey: 'sbh.move.tooFarDifficult' });
    // Due east the base brushes the scrub, but the centre's line stays out: no penalty.
    expect(act(s, move(s, 'hero', { x: 14.125, y: 8.125 })).ok).toBe(true);
  });

  it('SBH-GAP-09: Long → Medium through a wood; Short stays Short', () => {
    const rider = moveState({ figures: [fig({ id: 'rider', x: 10, y: 10, profile: { move: 'long' } })], terrain: [woodAt], activated: 'rider' });
    expect(act(rider, move(rider, 'rider', { x: 10 + MEDIUM - 0.01, y: 10 })).ok).toBe(true);
    expect(refuse(rider, move(rider, 'rider', { x: 10 + MEDIUM + 0.2, y: 10 }))).toMatchObject({ params: { stick: 'medium' } });
    const dwarf = moveState({ figures: [fig({ id: 'dwarf', x: 10, y: 10, profile: { move: 'short' } })], terrain: [woodAt], activated: 'dwarf' });
    expect(act(dwarf, move(dwarf, 'dwarf', { x: 10 + SHORT - 0.01, y: 10 })).ok).toBe(true);
    expect(refuse(dwarf, move(dwarf, 'dwarf', { x: 10 + SHORT + 0.2, y: 10 }))).toMatchObject({ params: { stick: 'short' } });
  });

  it('SBH-GAP-09: the area is one stick shorter through the wood, cell for cell', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10.125, y: 10.125 })], terrain: [woodAt], activated: 'hero' });
    const area = sbhMovementArea(s, 'hero')!;
    const table = area.layers[0]!;
    const cell = (x: number, y: number) => Math.floor((y - area.originYIn) / area.cellIn) * area.cols + Math.floor((x - area.originXIn) / area.cellIn);
    expect(table.tiers[cell(12.875, 10.125)]).toBe(1); // 2.75″ east, in the wood
    expect(table.tiers[cell(13.375, 10.125)]).toBe(0); // 3.25″ east, in the wood: beyond Short
    expect(table.tiers[cell(10.125, 14.625)]).toBe(1); // 4.5″ south, in the open
    expect(table.costIn[cell(10.125, 14.625)]).toBeCloseTo(4.5, 5);
  });
});

describe('SBH-GAP-10 fallen figures stand up', () => {
  it('SBH-GAP-10: a fallen figure cannot move until it stands; standing up costs one action', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10, y: 10, stance: 'prone' })], activated: 'hero', actionsLeft: 2, figureState: { hero: { fallen: true } } });
    expect(refuse(s, move(s, 'hero', { x: 12, y: 10 }))).toMatchObject({ reasonKey: 'sbh.move.fallen', ruleId: 'SBH-GAP-10' });
    expect(sbhMovementArea(s, 'hero')).toBeNull();
    expect(moveRuleset.candidateActions(s, 'hero')).toContainEqual(standUp(s, 'hero'));
    const r = accept(s, standUp(s, 'hero'));
    expect(figStateOf(r.state, 'hero').fallen).toBe(false);
    expect(at(r.state, 'hero').stance).toBe('standing');
    expect(r.state.flow.activation).toMatchObject({ actionsLeft: 1 });
    expect(r.events.find((e) => e.type === 'sbh.movement.stoodUp')).toMatchObject({ ruleId: 'SBH-GAP-10' });
    expect(act(r.state, move(r.state, 'hero', { x: 12, y: 10 })).ok).toBe(true);
  });

  it('SBH-GAP-10: a standing figure does not stand up; a bound one cannot move', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10, y: 10 }), fig({ id: 'tied', x: 20, y: 10 })], activated: 'hero' });
    expect(refuse(s, standUp(s, 'hero'))).toMatchObject({ reasonKey: 'sbh.move.notFallen' });
    const b = moveState({ figures: [fig({ id: 'tied', x: 20, y: 10 })], activated: 'tied', figureState: { tied: { bound: true } } });
    expect(refuse(b, move(b, 'tied', { x: 21, y: 10 }))).toMatchObject({ reasonKey: 'sbh.move.bound', ruleId: 'SBH-GAP-10' });
  });
});

describe('SBH-GAP-05 breaking away (2 actions)', () => {
  const engaged = (actionsLeft = 3) => moveState({
    figures: [fig({ id: 'hero', x: 10, y: 10 }), fig({ id: 'orc', side: 'blue', x: 10 + 2 * R + 0.01, y: 10 })],
    activated: 'hero', actionsLeft,
  });

  it('SBH-GAP-05: a figure in contact breaks away for two actions, ending out of contact', () => {
    const s = engaged();
    const r = accept(s, breakAway(s, 'hero', { x: 6, y: 10 }));
    expect(at(r.state, 'hero')).toMatchObject({ x: 6, y: 10 });
    expect(r.state.flow.activation).toMatchObject({ actionsLeft: 1 });
    expect(r.events.find((e) => e.type === 'sbh.movement.brokeAway')).toBeDefined();
    expect(footprintDistanceToFootprint(figureFootprint(at(r.state, 'hero')), figureFootprint(at(r.state, 'orc')))).toBeGreaterThan(0.05);
  });

  it('SBH-GAP-05: breaking away must end out of contact, within the stick, and needs two actions', () => {
    const s = engaged();
    // Sliding round the orc keeps touching it.
    expect(refuse(s, breakAway(s, 'hero', { x: 10, y: 10.2 }))).toMatchObject({ reasonKey: 'sbh.move.stillInContact', params: { enemyFigureId: 'orc' } });
    expect(refuse(s, breakAway(s, 'hero', { x: 4, y: 10 }))).toMatchObject({ reasonKey: 'sbh.move.tooFar' });
    expect(refuse(engaged(1), breakAway(engaged(1), 'hero', { x: 7, y: 10 }))).toMatchObject({ reasonKey: 'sbh.notEnoughActions' });
    const free = moveState({ figures: [fig({ id: 'hero', x: 10, y: 10 })], activated: 'hero' });
    expect(refuse(free, breakAway(free, 'hero', { x: 7, y: 10 }))).toMatchObject({ reasonKey: 'sbh.move.notInMelee' });
  });

  it('SBH-GAP-05: the break-away candidate goes straight away from the enemy, and is legal', () => {
    const s = engaged();
    const cands = movementHandler.candidates(s, 'hero').filter((a) => a.type === 'breakAway');
    expect(cands).toHaveLength(1);
    expect(act(s, cands[0]!).ok).toBe(true);
    const to = (cands[0]!.params!.path as { x: number; y: number }[])[0]!;
    expect(to.y).toBeCloseTo(10, 3);
    expect(to.x).toBeLessThan(10);
    expect(movementHandler.describe(s, cands[0]!)).toMatchObject({ labelKey: 'sbh.action.breakAway', params: { moverFigureId: 'hero', stick: 'medium' } });
  });
});

describe('describing moves', () => {
  it('SBH-GAP-05: the log names the mover, the length and the stick', () => {
    const s = moveState({ figures: [fig({ id: 'hero', x: 10, y: 10 })], activated: 'hero' });
    expect(movementHandler.describe(s, move(s, 'hero', { x: 12.4, y: 13.2 }))).toEqual({ labelKey: 'sbh.action.move', params: { moverFigureId: 'hero', lengthIn: 4, stick: 'medium' } });
    expect(movementHandler.describe(s, move(s, 'hero', { x: 30, y: 30 }))).toEqual({ labelKey: 'sbh.action.move', params: { moverFigureId: 'hero', lengthIn: null, stick: null } });
  });
});
