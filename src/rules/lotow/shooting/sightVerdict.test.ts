/**
 * LOTOW's sight verdict for the line-of-sight tool (Ruleset.sightVerdict), by rule ID, on the
 * shooting tests' table (testing/shootTestState.ts: shooter `s` at (2, 12), target `t` at (10, 12);
 * a 0.1″ post at x = 9 hides one column of the target, 25%, when tall, 20% at 0.9″). On the bundled
 * scenarios, the verdict against the Shoot action for every pair: scenario/sightVerdictBundled.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { withFigState } from '../lotowTypes';
import { piece, rect } from '../mounts/testing/lotowTestState';
import { planShot } from './shotPlan';
import { lotowSightVerdict } from './sightVerdict';
import { gunman, post, shoot, shootState } from './testing/shootTestState';

const S = gunman({ id: 's', x: 2, y: 12 });
const T = gunman({ id: 't', x: 10, y: 12, side: 'b' });
const at = (terrain: Parameters<typeof shootState>[0]['terrain']) => shootState({ figures: [S, T], terrain });

describe('LOTOW sight verdicts by rule ID', () => {
  it('LOTOW-SHOOT-LOS-1: nothing in the way is visible', () => {
    expect(lotowSightVerdict(at([]), 's', 't')).toMatchObject({ verdict: 'visible', ruleId: 'LOTOW-SHOOT-LOS-1', visibleFraction: 1 });
  });
  it('LOTOW-SHOOT-INTHEWAY-2: a fence hiding 25% is cover (one In the Way, 3+); at 20% it is visible, no roll', () => {
    expect(lotowSightVerdict(at([post('fence', 9, 12.2, 0.1, 0.4, 2, 3)]), 's', 't')).toMatchObject({
      verdict: 'cover', ruleId: 'LOTOW-SHOOT-INTHEWAY-2', params: { count: 1, values: '3+', hiddenPercent: 25 }, visibleFraction: 0.75,
    });
    expect(lotowSightVerdict(at([post('fence', 9, 12.2, 0.1, 0.4, 0.9, 3)]), 's', 't')).toMatchObject({ verdict: 'visible', ruleId: 'LOTOW-SHOOT-INTHEWAY-2' });
  });
  it('LOTOW-SHOOT-INTHEWAY-4: scrub between is cover although the raycast sees all of the target', () => {
    const scrub = piece({ id: 'scrub', name: 'Scrub', kind: 'scrub', footprint: rect(7, 10, 2, 4), heightIn: 0.7, cover: 'soft', inTheWay: 3, sight: 'area', difficult: true });
    expect(lotowSightVerdict(at([scrub]), 's', 't')).toMatchObject({ verdict: 'cover', ruleId: 'LOTOW-SHOOT-INTHEWAY-2', visibleFraction: 1, params: { values: '3+' } });
  });
  it('LOTOW-SHOOT-LOS-1: a wall hiding all of the target blocks; LOTOW-SHOOT-LOS-2: a dispute roll this turn overrides the raycast', () => {
    const wall = post('wall', 8, 10, 0.5, 4, 3, 5, { kind: 'wall' });
    expect(lotowSightVerdict(at([wall]), 's', 't')).toMatchObject({ verdict: 'blocked', ruleId: 'LOTOW-SHOOT-LOS-1', visibleFraction: 0 });
    const disputedOut = withFigState(at([]), 's', { losOverrides: { t: false } });
    expect(lotowSightVerdict(disputedOut, 's', 't')).toMatchObject({ verdict: 'blocked', ruleId: 'LOTOW-SHOOT-LOS-2', visibleFraction: 0 });
  });
  it('LOTOW-SPOT-1: an enemy lying Hidden behind a low wall and partly seen needs a spotting roll: blocked', () => {
    const prone = gunman({ id: 't', x: 10, y: 12, side: 'b', stance: 'prone' });
    const lowWall = post('low', 9.3, 10, 0.2, 4, 0.2, 4, { kind: 'wall', cover: 'hard' });
    let s = shootState({ figures: [S, prone], terrain: [lowWall] });
    s = withFigState(s, 't', { hidden: true });
    const v = lotowSightVerdict(s, 's', 't')!;
    const shot = planShot(s, shoot(s, 's', 't'));
    if (shot.refusal?.ruleId === 'LOTOW-SPOT-1') expect(v).toMatchObject({ verdict: 'blocked', ruleId: 'LOTOW-SPOT-1' });
    else expect(v.verdict).not.toBe('blocked');
  });
});

