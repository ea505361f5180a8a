/**
 * The lines a LOTOW figure's card shows: move spent, hits waiting for the wound roll, climbs, fights,
 * hidden and the mount's state.
 */
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../engine/dice';
import { newGame } from '../../engine/replay';
import { man, table } from './movement/testing/movementScenarios';
import { lotowFigureStatus } from './lotowFigureStatus';
import { makeLotowRuleset } from './lotowRuleset';
import type { LotowState } from './lotowState';
import { withFigState } from './lotowState';

const ruleset = makeLotowRuleset({ handlers: [], onMovePhaseStart: [], afterAction: [] });

function start(): LotowState {
  const g = newGame(ruleset, table([], [man('jed', 5, 5), { ...man('wyatt', 15, 15), side: 'b' }]), {}, 1, fixedDice([6, 1]));
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
    expect(lotowFigureStatus(s, 'jed').map((l) => l.labelKey)).toEqual([
      'lotow.status.climbing', 'lotow.status.engaged', 'lotow.status.hidden', 'lotow.status.holding',
    ]);
    expect(lotowFigureStatus(s, 'jed')[1]?.params).toEqual({ withFigureIds: ['wyatt'] });
  });

  it('LOTOW-MOUNT-2: a riderless mount says so, and whether it is tethered', () => {
    const s = withFigState(start(), 'wyatt', { riderId: 'jed', tethered: true });
    expect(lotowFigureStatus(s, 'wyatt')).toEqual([
      { labelKey: 'lotow.status.riderless', params: { riderFigureId: 'jed' } },
      { labelKey: 'lotow.status.tethered', params: {} },
    ]);
  });
});
