/**
 * The lines a LOTOW figure's card shows: move spent, hits waiting for the wound roll, climbs, fights,
 * hidden and the mount's state; wounds, Fame and Fortune, weapons, shots, fights fought, the mount's wounds.
 */
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../engine/dice';
import type { Figure } from '../../engine/model';
import { newGame } from '../../engine/replay';
import { man, table } from './movement/testing/movementScenarios';
import { lotowFigureStatus } from './lotowFigureStatus';
import { makeLotowRuleset } from './index';
import type { LotowState } from './lotowTypes';
import { withFigState } from './lotowTypes';

const ruleset = makeLotowRuleset({ handlers: [], onMovePhaseStart: [], afterAction: [] });

function start(jed: Partial<Figure> = {}): LotowState {
  const g = newGame(ruleset, table([], [man('jed', 5, 5, jed), { ...man('wyatt', 15, 15), side: 'b' }]), {}, 1, fixedDice([6, 1]));
  if (!g.ok) throw new Error(JSON.stringify(g.problems));
  return g.state;
}

describe('lotowFigureStatus', () => {
  it('says nothing about a fresh figure', () => {
    expect(lotowFigureStatus(start(), 'jed')).toEqual([]);
    expect(ruleset.figureStatus?.(start(), 'nobody')).toEqual([]);
  });

  it('LOTOW-FALL-2: a fallen figure shows its move spent, its move over, and its hits grouped by strength and rule', () => {
    const s = withFigState(start(), 'jed', {
      movedIn: 3, moveOver: true,
      pendingHits: [{ strength: 3, ruleId: 'LOTOW-FALL-2' }, { strength: 3, ruleId: 'LOTOW-FALL-2' }, { strength: 2, ruleId: 'LOTOW-THROWN-1' }],
    });
    expect(lotowFigureStatus(s, 'jed')).toEqual([
      { labelKey: 'lotow.status.moved', params: { usedIn: 3, allowanceIn: 6 } },
      { labelKey: 'lotow.status.moveOver', params: {} },
      { labelKey: 'lotow.status.pendingHits', params: { count: 2, strength: 3, ruleId: 'LOTOW-FALL-2' } },
      { labelKey: 'lotow.status.pendingHits', params: { count: 1, strength: 2, ruleId: 'LOTOW-THROWN-1' } },
    ]);
  });

  it('LOTOW-GAP-05, LOTOW-OBST-2, LOTOW-GAP-12, LOTOW-HOLD-1: a climb under way, a fight, hidden, holding the horse', () => {
    const s = withFigState(start(), 'jed', {
      climbing: { pieceId: 'wall', heightIn: 1.5, direction: 'up' }, engagedWith: ['wyatt'], hidden: true, holding: true,
    });
    // Holding the horse halves his move: the allowance the rules use leads (moveAllowance.ts).
    expect(lotowFigureStatus(s, 'jed').map((l) => l.labelKey)).toEqual([
      'lotow.status.allowance.holding', 'lotow.status.climbing', 'lotow.status.engaged', 'lotow.status.hidden', 'lotow.status.holding',
    ]);
    expect(lotowFigureStatus(s, 'jed')[0]?.params).toEqual({ allowanceIn: 3 });
    expect(lotowFigureStatus(s, 'jed')[2]?.params).toEqual({ withFigureIds: ['wyatt'] });
  });

  it('LOTOW-MOUNT-2: a riderless mount says so, and whether it is tethered', () => {
    const s = withFigState(start(), 'wyatt', { riderId: 'jed', tethered: true });
    expect(lotowFigureStatus(s, 'wyatt')).toEqual([
      { labelKey: 'lotow.status.riderless', params: { riderFigureId: 'jed' } },
      { labelKey: 'lotow.status.tethered', params: {} },
      { labelKey: 'lotow.status.allowance.horse', params: { allowanceIn: 10 } },
    ]);
  });

  it('LOTOW-GAP-07: wounds left of the profile\'s, once it has more than one or has taken any', () => {
    const tough = start({ profile: { wounds: 3 } });
    expect(lotowFigureStatus(tough, 'jed')).toEqual([{ labelKey: 'lotow.status.wounds', params: { left: 3, wounds: 3 } }]);
    expect(lotowFigureStatus(withFigState(tough, 'jed', { woundsTaken: 2 }), 'jed')).toEqual([{ labelKey: 'lotow.status.wounds', params: { left: 1, wounds: 3 } }]);
  });

  it('LOTOW-GAP-10: a Hero\'s Fame and Fortune left', () => {
    const hero = withFigState(start({ profile: { hero: true, fame: 2, fortune: 1 } }), 'jed', { fameUsed: 1, fortuneUsed: 1 });
    expect(lotowFigureStatus(hero, 'jed')).toEqual([{ labelKey: 'lotow.status.heroPoints', params: { fameLeft: 1, fame: 2, fortuneLeft: 0, fortune: 1 } }]);
    expect(lotowFigureStatus(start({ profile: { fame: 2 } }), 'jed')).toEqual([]);
  });

  it('LOTOW-SHOOT-JAM-2, LOTOW-SHOOT-MULTI-1, LOTOW-GAP-08: jammed and unloaded weapons, shots fired of its shots, reloading, a fight fought', () => {
    const s = withFigState(start({ profile: { shots: 2, weapons: 'pistol,rifle' } }), 'jed', {
      weapons: { pistol: { jammed: true, unloaded: true }, rifle: { jammed: false, unloaded: true } }, shotsFired: 1, reloadedThisTurn: true, fought: true,
    });
    expect(lotowFigureStatus(s, 'jed')).toEqual([
      { labelKey: 'lotow.status.weaponJammed', params: { weaponId: 'pistol' } },
      { labelKey: 'lotow.status.weaponUnloaded', params: { weaponId: 'rifle' } },
      { labelKey: 'lotow.status.shotsFired', params: { fired: 1, shots: 2 } },
      { labelKey: 'lotow.status.reloaded', params: {} },
      { labelKey: 'lotow.status.fought', params: {} },
    ]);
  });

  it('LOTOW-SHOOT-MOUNTED-2: the wounds of a rider\'s mount and of a riderless mount', () => {
    const s = withFigState(start({ mounted: true, base: { shape: 'rect', widthMm: 25, lengthMm: 50 } }), 'jed', { mountWoundsTaken: 1 });
    expect(lotowFigureStatus(s, 'jed')).toEqual([
      { labelKey: 'lotow.status.allowance.horse', params: { allowanceIn: 10 } },
      { labelKey: 'lotow.status.mountWounds', params: { left: 0, wounds: 1 } },
    ]);
    const loose = withFigState(start(), 'wyatt', { riderId: 'jed', woundsTaken: 1 });
    expect(lotowFigureStatus(loose, 'wyatt')).toEqual([
      { labelKey: 'lotow.status.riderless', params: { riderFigureId: 'jed' } },
      { labelKey: 'lotow.status.allowance.horse', params: { allowanceIn: 10 } },
      { labelKey: 'lotow.status.mountWounds', params: { left: 0, wounds: 1 } },
    ]);
  });
});
