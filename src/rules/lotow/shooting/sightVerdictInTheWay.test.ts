/**
 * The sight verdict lists each In the Way of the line as the shot rolls for it (issue 13: the
 * line-of-sight tool's row for a scrub read "hides 0 %" beside the rules' "In the Way 3+": area
 * terrain stops no ray, so only the rules can give its share). The list is the shot plan's own.
 */
import { describe, expect, it } from 'vitest';
import { piece, rect } from '../mounts/testing/lotowTestState';
import { planShot } from './shotPlan';
import { lotowSightVerdict } from './sightVerdict';
import { gunman, shoot, shootState } from './testing/shootTestState';

const S = gunman({ id: 's', x: 2, y: 12 });
const T = gunman({ id: 't', x: 10, y: 12, side: 'b' });
const scrub = (footprint: ReturnType<typeof rect>) => piece({
  id: 'scrub', name: 'Scrub', kind: 'scrub', footprint, heightIn: 1, cover: 'soft', inTheWay: 3, sight: 'area', difficult: true,
});

describe('the sight verdict\'s In the Way list (LOTOW-SHOOT-INTHEWAY-4)', () => {
  it('LOTOW-SHOOT-INTHEWAY-4: a scrub across the line is listed with its value, the plan\'s share, rolled', () => {
    const s = shootState({ figures: [S, T], terrain: [scrub(rect(5, 10, 3, 4))] });
    const v = lotowSightVerdict(s, 's', 't')!;
    const plan = planShot(s, shoot(s, 's', 't')).plan!;
    const rolled = plan.rolled.find((i) => i.id === 'scrub')!;
    expect(v.verdict).toBe('cover');
    expect(v.inTheWay).toEqual([{ kind: 'piece', id: 'scrub', value: 3, hiddenFraction: rolled.hiddenFraction, rolled: true, ruleId: rolled.ruleId }]);
    expect(rolled.hiddenFraction).toBeGreaterThanOrEqual(0.25);
  });

  it('LOTOW-SHOOT-INTHEWAY-2: nothing across the line, an empty list; a blocked line lists nothing', () => {
    const open = shootState({ figures: [S, T], terrain: [] });
    expect(lotowSightVerdict(open, 's', 't')!.inTheWay).toEqual([]);
    const wall = piece({ id: 'barn', name: 'Barn', kind: 'building', footprint: rect(5, 8, 2, 8), heightIn: 4, sight: 'solid', inTheWay: 5, impassable: true });
    const blocked = shootState({ figures: [S, T], terrain: [wall, scrub(rect(7.5, 10, 1, 4))] });
    const v = lotowSightVerdict(blocked, 's', 't')!;
    expect(v.verdict).toBe('blocked');
    expect(v.inTheWay).toEqual([]);
  });
});
