import { describe, expect, it } from 'vitest';
import type { BsState } from './bsTypes';
import { bsGame } from '../testing/bsTestGame';
import { bsOutcome } from './victory';
import { withBsPieceState } from './bsTypes';

/** The test game's start (red: 8 pikes + 4 skirmishers; blue: 10 bows) with `lost` figures of each side taken off. */
function afterLosses(lost: Readonly<Record<string, number>>, round = 1): BsState {
  const s = bsGame().state;
  const gone = new Set<string>();
  for (const [side, n] of Object.entries(lost)) s.scenario.figures.filter((f) => f.side === side).slice(0, n).forEach((f) => gone.add(f.id));
  return { ...s, flow: { ...s.flow, round }, scenario: { ...s.scenario, figures: s.scenario.figures.filter((f) => !gone.has(f.id)) } };
}

describe('the end of the battle (BS-GAP-16)', () => {
  const rules = { victoryPercent: 50, turnLimit: 0 };

  it('BS-GAP-16: the army that destroys half the enemy\'s starting figures wins; one fewer and the battle goes on', () => {
    expect(afterLosses({ blue: 4, red: 5 }).flow.startingFigures).toEqual({ red: 12, blue: 10 });
    expect(bsOutcome(afterLosses({ blue: 4, red: 5 }), rules)).toBeNull();
    expect(bsOutcome(afterLosses({ blue: 5 }), rules)).toEqual({ winner: 'red', reasonKey: 'battlesystem.outcome.halfDestroyed', params: { winnerSideId: 'red', loserSideId: 'blue', percent: 50 } });
    expect(bsOutcome(afterLosses({ red: 6 }), rules)?.winner).toBe('blue');
  });

  it('BS-GAP-16: both armies broken at once is a draw; the option sets the share', () => {
    expect(bsOutcome(afterLosses({ red: 6, blue: 5 }), rules)).toMatchObject({ winner: null, reasonKey: 'battlesystem.outcome.bothBroken' });
    expect(bsOutcome(afterLosses({ blue: 3 }), { victoryPercent: 30, turnLimit: 0 })?.winner).toBe('red');
    expect(bsOutcome(afterLosses({ blue: 2 }), { victoryPercent: 30, turnLimit: 0 })).toBeNull();
  });

  it('BS-GAP-16: with a turn limit, after the last round the side that destroyed the larger share wins; equal shares draw', () => {
    const limit = { victoryPercent: 50, turnLimit: 3 };
    expect(bsOutcome(afterLosses({ blue: 2, red: 2 }, 3), limit)).toBeNull();
    // Red lost 2 of 12 (17 %), blue 2 of 10 (20 %): red wins.
    expect(bsOutcome(afterLosses({ blue: 2, red: 2 }, 4), limit)).toMatchObject({ winner: 'red', reasonKey: 'battlesystem.outcome.turnLimit' });
    expect(bsOutcome(afterLosses({ blue: 0, red: 0 }, 4), limit)).toMatchObject({ winner: null, reasonKey: 'battlesystem.outcome.turnLimitDraw' });
  });

  it('BS-GAP-16 (option victoryCounts): a routing unit\'s figures count as lost — the house rule\'s "routs or destroys" — or, "destroyed", only figures off the table', () => {
    // Blue's 10 bows routing, none destroyed.
    const routed = withBsPieceState(afterLosses({}), 'bows', { status: 'routing' });
    expect(bsOutcome(routed, { ...rules, countRouting: true })).toMatchObject({ winner: 'red', reasonKey: 'battlesystem.outcome.halfDestroyed' });
    expect(bsOutcome(routed, { ...rules, countRouting: false })).toBeNull();
    const shaken = withBsPieceState(afterLosses({}), 'bows', { status: 'shaken' });
    expect(bsOutcome(shaken, { ...rules, countRouting: true })).toBeNull();
  });
});
