/**
 * LOTOW-PRONE-2 (a prone figure is still visible if its body can be seen) on the line-of-sight
 * pattern of new games (`losSampling: 'edges'`, los/losSamples.ts), against the 20-sample pattern
 * games saved before it replay with. Shooter `s` on a 3″ deck at (2, 12), eye 4″; target `t` prone
 * (0.3″ tall) at (12, 12) behind a 0.5″ wall from x = 11.2 to 11.4. Rays come down over the wall,
 * lowest at t = 9.4 / 10: z = 4 − 0.94·(4 − zS). The top sample row (0.98 × 0.3 = 0.294″) passes
 * at 0.516″, over the wall; the old pattern's top row (0.27″) at 0.494″, into it.
 */
import { describe, expect, it } from 'vitest';
import { lotowSightVerdict } from './sightVerdict';
import { planShot } from './shotPlan';
import { figStateOf } from '../lotowTypes';
import { accept, piece, rect, refuse } from '../mounts/testing/lotowTestState';
import { gunman, post, shoot, shootRuleset as R, shootState } from './testing/shootTestState';

const deck = piece({ id: 'deck', name: 'deck', kind: 'balcony', footprint: rect(1, 11, 2, 2), elevationIn: 2.8, heightIn: 0.2, standableTop: true, sight: 'solid', cover: 'hard' });
const wall = post('wall', 11.2, 5, 0.2, 14, 0.5, null, { kind: 'wall', cover: 'hard' });
const S = gunman({ id: 's', x: 2, y: 12, standsOn: 'deck' });
const T = gunman({ id: 't', x: 12, y: 12, side: 'b', stance: 'prone' });
const spot = { type: 'spot', side: 'a', figureId: 's', targetIds: ['t'] };
const table = (losSampling: 'edges' | 'centres') => shootState({ figures: [S, T], terrain: [deck, wall], options: { losSampling } });

describe('LOTOW-PRONE-2: any visible part of a prone body counts', () => {
  it('LOTOW-PRONE-2: the head of a prone figure over a low wall is seen from a balcony, as the share it is (0.11): spot it, then shoot', () => {
    const s = table('edges');
    // Seen, but prone behind cover: it must be spotted first (LOTOW-SPOT-1), and it may be.
    expect(lotowSightVerdict(s, 's', 't')).toMatchObject({ verdict: 'blocked', ruleId: 'LOTOW-SPOT-1', visibleFraction: 0.11 });
    const spotted = accept(R, s, spot, [4]).state; // 4+ spots
    expect(figStateOf(spotted, 't').spottedBy).toContain('s');
    const planned = planShot(spotted, shoot(spotted, 's', 't'));
    expect(planned.refusal).toBeNull();
    expect(planned.plan?.visibleFraction).toBe(0.11);
  });

  it('LOTOW-PRONE-2: games saved with the 20-sample pattern keep their answer: nothing seen, nothing to spot, no shot (LOTOW-SHOOT-LOS-1)', () => {
    const s = table('centres');
    expect(lotowSightVerdict(s, 's', 't')).toMatchObject({ verdict: 'blocked', ruleId: 'LOTOW-SHOOT-LOS-1', visibleFraction: 0 });
    expect(refuse(R, s, spot)).toMatchObject({ reasonKey: 'lotow.notVisible', ruleId: 'LOTOW-SPOT-1' });
    expect(planShot(s, shoot(s, 's', 't')).refusal).toMatchObject({ ruleId: 'LOTOW-SHOOT-LOS-1' });
  });
});
