/**
 * LOTOW-PRONE-5 / LOTOW-GAP-12 with option `hiddenEveryAction` (issue 13): the Hidden statuses are
 * right at set-up, after an End phase, and after every action of a random legal stream — equal to
 * working them out from scratch (`recomputeAllHidden`).
 *
 * The table: a 0.6″ wall along x 10–10.5; Pete (side a) lies prone against its west side; three
 * enemies (side b) stand 7.5″ east of it, eyes at 1.0″. Their rays to Pete's 0.3″ body meet the wall
 * below its top (a ray to his top crosses x = 10.5 at ≈ 0.38″): fully hidden, behind cover, so Hidden.
 * Hidden, he peeks with the standing eye (1.0″): his rays to them cross the wall at ≥ 0.89″, over it.
 */
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../engine/applyAction';
import { newGame } from '../../../engine/replay';
import { legalStream, seededPick } from '../../../engine/testing/legalStream';
import { lotowRuleset } from '../index';
import type { LotowState } from '../lotowTypes';
import { figStateOf, withFigState } from '../lotowTypes';
import { FOOT_RADIUS_IN, lotowTestState, rect, wall } from '../mounts/testing/lotowTestState';
import { lotowSightVerdict } from '../shooting/sightVerdict';
import { gunman } from '../shooting/testing/shootTestState';
import { recomputeAllHidden } from './hidden';

const pete = gunman({ id: 'pete', x: 10 - FOOT_RADIUS_IN - 0.02, y: 10, stance: 'prone' });
const enemies = [6, 10, 14].map((y, i) => gunman({ id: `e${i + 1}`, x: 18, y, side: 'b' }));
const friend = gunman({ id: 'f', x: 3, y: 3 });
const scenario = lotowTestState({ figures: [pete, friend, ...enemies], terrain: [wall('wall', rect(10, 0, 0.5, 20), 0.6)] }).scenario;
const start = (options: Record<string, unknown> = {}, seed = 1): LotowState => {
  const g = newGame(lotowRuleset, scenario, options, seed);
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  return g.state as LotowState;
};

describe('LOTOW-PRONE-5: Hidden statuses are right from set-up on', () => {
  it('LOTOW-PRONE-5: a figure that starts prone behind cover is Hidden at set-up and sees over its cover', () => {
    const s = start();
    expect(figStateOf(s, 'pete').hidden).toBe(true);
    expect(lotowSightVerdict(s, 'pete', 'e2')?.verdict).not.toBe('blocked');
    // Nobody sees him: the enemies' view of him is blocked by the rules (LOS-1).
    expect(lotowSightVerdict(s, 'e2', 'pete')).toMatchObject({ verdict: 'blocked', ruleId: 'LOTOW-SHOOT-LOS-1' });
  });

  it('option off (games saved before it): not Hidden at set-up, so he lies blind behind the wall, as those games were played', () => {
    const s = start({ hiddenEveryAction: false });
    expect(figStateOf(s, 'pete').hidden).toBe(false);
    expect(lotowSightVerdict(s, 'pete', 'e2')).toMatchObject({ verdict: 'blocked', ruleId: 'LOTOW-SHOOT-LOS-1' });
  });

  it('LOTOW-GAP-12: an End phase brings a stale status up to date (it was left as it was before)', () => {
    const stale = withFigState(start(), 'pete', { hidden: false });
    const side = stale.flow.order[stale.flow.active]!;
    const r = applyAction(lotowRuleset, stale, { type: 'endPhase', side });
    if (!r.ok) throw new Error(r.refusal.message);
    expect(figStateOf(r.state as LotowState, 'pete').hidden).toBe(true);
    const off = withFigState(start({ hiddenEveryAction: false }), 'pete', { hidden: false });
    const r2 = applyAction(lotowRuleset, off, { type: 'endPhase', side: off.flow.order[off.flow.active]! });
    if (!r2.ok) throw new Error(r2.refusal.message);
    expect(figStateOf(r2.state as LotowState, 'pete').hidden).toBe(false);
  });

  it('LOTOW-GAP-12 (property): after every step of random legal streams the Hidden statuses equal recomputing them from scratch', () => {
    let steps = 0;
    for (const seed of [1, 2, 3, 4]) {
      const stream = legalStream(lotowRuleset, scenario, {}, seed, seededPick(seed * 31), { maxSteps: 40, nearbyIn: 3 });
      for (const step of stream) {
        const state = step.timeline.present as LotowState;
        const fresh = recomputeAllHidden(state);
        expect(Object.fromEntries(state.scenario.figures.map((f) => [f.id, figStateOf(fresh, f.id).hidden])))
          .toEqual(Object.fromEntries(state.scenario.figures.map((f) => [f.id, figStateOf(state, f.id).hidden])));
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(100);
  });
});
