import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/applyAction';
import type { BpState } from './bpTypes';
import { withBpFigState } from './bpTypes';
import { activeSideOf, apOf, withAp } from './flowAccess';
import { flowTestRuleset, startGame } from './testing/flowTestKit';
import { turnAllowanceOf } from './turnStart';
import { sideActorIds } from '../groups/bpGroup';

const FIGHTERS = ['pL', 'p1', 'p2', 'pA', 'pB', 'pC', 'zL', 'z1', 'z2', 'z3', 'zA'];

/** Between two end-turns: the active side spends some AP, and perhaps a fighter (never a side's last) goes down. */
const step = fc.record({ spendShare: fc.double({ min: 0, max: 1, noNaN: true }), downIndex: fc.option(fc.integer({ min: 0, max: FIGHTERS.length - 1 })) });

describe('the turn flow stays consistent (BP-GAP-02, BP-GAP-03)', () => {
  it('BP-GAP-02/03: over random end-turns AP are never negative, the active side alternates within a round, every round gives each side one turn', () => {
    fc.assert(fc.property(
      fc.constantFrom('rollOffEachRound', 'rollOffOnce', 'scenarioOrder'), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.array(step, { maxLength: 30 }),
      (initiative, apPerUnit, seed, steps) => {
        let s: BpState = startGame({ initiative, apPerUnit }, null, undefined, seed);
        const turnsOf: string[][] = [[activeSideOf(s.flow)]];
        for (const st of steps) {
          const side = activeSideOf(s.flow);
          s = { ...s, flow: withAp(s.flow, side, Math.floor(apOf(s.flow, side) * st.spendShare)) };
          const down = st.downIndex === null ? undefined : FIGHTERS[st.downIndex];
          const sideOfDown = down?.[0];
          if (down !== undefined && FIGHTERS.filter((id) => id[0] === sideOfDown && !s.figureState[id]!.outOfAction).length > 1) s = withBpFigState(s, down, { outOfAction: true });
          const kept = Object.fromEntries(s.flow.order.filter((x) => x !== side).map((x) => [x, apOf(s.flow, x)]));
          const before = s;
          const r = applyAction(flowTestRuleset, s, { type: 'endTurn', side });
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          s = r.state;
          const next = activeSideOf(s.flow);
          expect(s.turn).toBe(before.turn + 1);
          expect(s.actors).toEqual([next]);
          for (const x of s.flow.order) expect(apOf(s.flow, x)).toBeGreaterThanOrEqual(0);
          // The new side gets its allowance; the others keep what they had left.
          expect(apOf(s.flow, next)).toBe(turnAllowanceOf(s, next));
          expect(turnAllowanceOf(s, next)).toBe(apPerUnit * sideActorIds(s, next).length);
          for (const [x, ap] of Object.entries(kept)) if (x !== next) expect(apOf(s.flow, x)).toBe(ap);
          expect([s.flow.reacted, s.flow.actorTurns, s.flow.pendingMove]).toEqual([[], {}, null]);
          if (s.flow.round === before.flow.round) {
            expect(next).not.toBe(side);
            turnsOf[turnsOf.length - 1]!.push(next);
          } else {
            expect(s.flow.round).toBe(before.flow.round + 1);
            expect(s.flow.hadTurn).toEqual([]);
            turnsOf.push([next]);
          }
          expect(s.flow.hadTurn).toEqual(turnsOf[turnsOf.length - 1]!.slice(0, -1));
        }
        // Every finished round: each side exactly once.
        for (const round of turnsOf.slice(0, -1)) expect([...round].sort()).toEqual(['p', 'z']);
        expect(new Set(turnsOf[turnsOf.length - 1]).size).toBe(turnsOf[turnsOf.length - 1]!.length);
      },
    ), { numRuns: 150 });
  });
});
