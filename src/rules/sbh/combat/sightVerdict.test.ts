/**
 * SBH's sight verdict for the line-of-sight tool (Ruleset.sightVerdict), by rule ID, on the woods
 * table of woods.test.ts (wood W = x 10–20, y 5–15). Elder Hollow (Mira → Vasha through Elder Wood,
 * issue 13's bug 8) and every pair against the Shoot action: scenario/sightVerdictBundled.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { sbhSightVerdict } from './sightVerdict';
import { R, archer, combatState, rect, wall, wood } from './testing/combatTestState';

const W = wood('W', rect(10, 5, 10, 10));
const A = archer({ id: 'A', side: 'blue', x: 6, y: 8 });
const B = archer({ id: 'B', x: 10.4, y: 8 });
const D = archer({ id: 'D', side: 'blue', x: 10.4, y: 11.5 });
const C = archer({ id: 'C', x: 10.4 - 2 * R, y: 11.5 });
const far = archer({ id: 'G', x: 24, y: 13.5 });
const table = (extra: Parameters<typeof combatState>[0]['terrain'] = []) => combatState({ figures: [A, B, C, D, far], terrain: [W, ...extra], side: 'red' });

describe('SBH sight verdicts by rule ID', () => {
  it('SBH-WOOD-2: outside looking at a figure inside the wood (not in contact) is blocked', () => {
    expect(sbhSightVerdict(table(), 'A', 'B')).toMatchObject({ verdict: 'blocked', ruleId: 'SBH-WOOD-2', reasonKey: 'sbh.shoot.intoWood' });
  });
  it('SBH-WOOD-4: in contact across the edge is cover', () => {
    expect(sbhSightVerdict(table(), 'C', 'D')).toMatchObject({ verdict: 'cover', ruleId: 'SBH-WOOD-4' });
  });
  it('SBH-GAP-13: a wood between two figures outside it blocks, though the raycast sees all of the target', () => {
    const v = sbhSightVerdict(table(), 'A', 'G');
    expect(v).toMatchObject({ verdict: 'blocked', ruleId: 'SBH-GAP-13', reasonKey: 'sbh.shoot.throughWood' });
    expect(v!.visibleFraction).toBe(1);
  });
  it('SBH-COVER-1: in the open is visible; partly behind a low wall is cover; wholly behind a tall one is blocked', () => {
    const open = combatState({ figures: [A, archer({ id: 'H', x: 6, y: 20 })], terrain: [], side: 'red' });
    expect(sbhSightVerdict(open, 'H', 'A')).toMatchObject({ verdict: 'visible', ruleId: 'SBH-COVER-1' });
    const low = combatState({ figures: [A, archer({ id: 'H', x: 6, y: 20 })], terrain: [wall('w', rect(4, 9, 4, 0.3), 0.5)], side: 'red' });
    expect(sbhSightVerdict(low, 'H', 'A')).toMatchObject({ verdict: 'cover', ruleId: 'SBH-COVER-1' });
    const tall = combatState({ figures: [A, archer({ id: 'H', x: 6, y: 20 })], terrain: [wall('w', rect(4, 9, 4, 0.3), 3)], side: 'red' });
    expect(sbhSightVerdict(tall, 'H', 'A')).toMatchObject({ verdict: 'blocked', ruleId: 'SBH-COVER-1' });
  });
});

