/**
 * A break away's label names the enemies it leaves (issue 13, bug 10: the button read "Break away
 * 4.7″ (2 actions)", the issue asks for "Break away from Urk"). The enemies are read from the state
 * before the action (`fromFigureIds`), whether the move can be planned or not; the label is data
 * only: what the action does on replay is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { breakAwayCandidates } from './movementHandler';
import { R, breakAway, fig, moveRuleset, moveState } from './testing/moveTestState';

const touching = 2 * R - 0.01;

describe('break away labels (SBH-GAP-05)', () => {
  it('SBH-GAP-05: the offered break away names the enemy in contact, with its length', () => {
    const state = moveState({
      figures: [fig({ id: 'hal', x: 10, y: 10 }), fig({ id: 'urk', side: 'blue', x: 10, y: 10 - touching }), fig({ id: 'far', side: 'blue', x: 30, y: 30 })],
      activated: 'hal',
    });
    const [offer] = breakAwayCandidates(state, 'hal');
    expect(offer).toBeDefined();
    const d = moveRuleset.describeAction(state, offer!);
    expect(d.labelKey).toBe('sbh.action.breakAway');
    expect(d.params).toMatchObject({ moverFigureId: 'hal', fromFigureIds: ['urk'] });
    expect(d.params?.lengthIn).toBeGreaterThan(0);
  });

  it('SBH-GAP-05: a break away from two enemies names both; one that cannot be planned still names them', () => {
    const state = moveState({
      figures: [
        fig({ id: 'hal', x: 10, y: 10 }),
        fig({ id: 'urk', side: 'blue', x: 10, y: 10 - touching }),
        fig({ id: 'borg', side: 'blue', x: 10 + touching, y: 10 }),
      ],
      activated: 'hal',
      actionsLeft: 1,
    });
    // Off the table: the plan fails, the label keeps the enemies and leaves the length out.
    const d = moveRuleset.describeAction(state, breakAway(state, 'hal', { x: -5, y: 10 }));
    expect(d.params).toMatchObject({ moverFigureId: 'hal', lengthIn: null });
    expect([...(d.params?.fromFigureIds as string[])].sort()).toEqual(['borg', 'urk']);
  });

  it('SBH-GAP-05: a plain move names no enemy to break away from', () => {
    const state = moveState({ figures: [fig({ id: 'hal', x: 10, y: 10 }), fig({ id: 'urk', side: 'blue', x: 20, y: 20 })], activated: 'hal' });
    const d = moveRuleset.describeAction(state, { type: 'move', side: 'red', figureId: 'hal', params: { path: [{ x: 10, y: 14 }] } });
    expect(d.labelKey).toBe('sbh.action.move');
    expect(d.params).not.toHaveProperty('fromFigureIds');
  });
});
