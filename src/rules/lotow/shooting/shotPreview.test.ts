/**
 * The shot preview (Ruleset.previewAction): exact chances, the facts shown before any die, the line
 * of sight used, and its agreement with `check`; the candidates the Shoot phase offers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fraction, fractionToNumber } from '../../../engine/fraction';
import type { PreviewChance } from '../../../engine/ruleset';
import { figStateOf } from '../lotowTypes';
import { accept } from '../mounts/testing/lotowTestState';
import { gunman, post, shoot, shootRuleset as R, shootState } from './testing/shootTestState';

const S = gunman({ id: 's', x: 2, y: 12 });
const T = gunman({ id: 't', x: 10, y: 12, side: 'b' });
const frac = (c: PreviewChance | undefined) => (c === undefined ? undefined : `${c.num}/${c.den}`);

describe('shot preview', () => {
  const table = shootState({ figures: [S, T], terrain: [post('fence', 9, 12.2, 0.1, 0.4, 2, 3)] });
  const preview = R.previewAction!(table, shoot(table, 's', 't'))!;

  it('LOTOW-SHOOT-HIT-1 / LOTOW-SHOOT-INTHEWAY-3 / LOTOW-GAP-07: exact chances — to hit 4+ = 1/2, past a 3+ fence = 2/3, S3 v G3 = 1/2, total 1/6', () => {
    expect(preview.refusal).toBeNull();
    expect(preview.chances.map((c) => [c.labelKey, frac(c)])).toEqual([
      ['lotow.shoot.chance.hit', '1/2'], ['lotow.shoot.chance.pastPiece', '2/3'], ['lotow.shoot.chance.wound', '1/2'], ['lotow.shoot.chance.total', '1/6'],
    ]);
    expect(preview.chances.at(-1)).toMatchObject({ total: true });
  });

  it('LOTOW-SHOOT-RANGE-1 / LOTOW-SHOOT-MOVE-1 / LOTOW-SHOOT-INTHEWAY-2 / LOTOW-GAP-11: the facts before any die — range, moved, visible share, the In the Way list, placeholder data', () => {
    const byKey = new Map(preview.lines.map((l) => [l.labelKey, l.params]));
    expect(byKey.get('lotow.shoot.line.range')).toEqual({ rangeIn: expect.closeTo(7.02, 2), weaponRangeIn: 12 });
    // The pistol's playable placeholder limit: any move (option weaponMoveLimits, weapons/weaponTable.ts).
    expect(byKey.get('lotow.shoot.line.moved')).toEqual({ movedIn: 0, limitIn: 6 });
    expect(byKey.has('lotow.shoot.line.visible')).toBe(false);
    expect(byKey.get('lotow.shoot.line.inTheWayPiece')).toEqual({ index: 1, value: 3, percent: 25, pieceName: 'fence' });
    expect(byKey.get('lotow.shoot.line.placeholder')).toEqual({ weapon: 'pistol', sourceId: 'LOTOW-GAP-11' });
    expect(preview.sight).toEqual({ observerId: 's', targetId: 't', ignoreFigureIds: [], ignorePieceIds: [], visibleFraction: 0.75, overridden: false });
  });

  it('LOTOW-GAP-10: with a Fame point, to hit counts one short (4+ → 3+ = 2/3)', () => {
    const hero = gunman({ id: 's', x: 2, y: 12, profile: { hero: true, fame: 2 } });
    const s = shootState({ figures: [hero, T] });
    const p = R.previewAction!(s, shoot(s, 's', 't'))!;
    expect(p.chances.map((c) => [c.labelKey, frac(c)]).slice(0, 1)).toEqual([['lotow.shoot.chance.hitFame', '2/3']]);
  });

  it('LOTOW-SHOOT-WHO-2: a refused shot still shows its refusal and facts', () => {
    const s = shootState({ figures: [S, T], figureState: { s: { movedIn: 6.5 } } });
    const p = R.previewAction!(s, shoot(s, 's', 't'))!;
    expect(p.refusal).toMatchObject({ ruleId: 'LOTOW-SHOOT-MOVE-1' });
    expect(p.lines.find((l) => l.labelKey === 'lotow.shoot.line.moved')?.params).toEqual({ movedIn: 6.5, limitIn: 6 });
  });

  it('property: the preview\'s refusal is check\'s, and the total chance never exceeds the chance to hit', () => {
    fc.assert(fc.property(
      fc.double({ min: 4, max: 22, noNaN: true }), fc.double({ min: 1.5, max: 22.5, noNaN: true }), fc.double({ min: 0, max: 6, noNaN: true }), fc.boolean(),
      (x, y, movedIn, fence) => {
        const s = shootState({ figures: [S, gunman({ id: 't', x, y, side: 'b' })], terrain: fence ? [post('fence', 6, 10, 0.1, 4, 0.6, 3)] : [], figureState: { s: { movedIn } } });
        const a = shoot(s, 's', 't');
        const p = R.previewAction!(s, a)!;
        expect(p.refusal).toEqual(R.check(s, a));
        const hit = p.chances.find((c) => c.labelKey === 'lotow.shoot.chance.hit')!;
        const total = p.chances.find((c) => c.total === true)!;
        expect(fractionToNumber(fraction(BigInt(total.num), BigInt(total.den)))).toBeLessThanOrEqual(fractionToNumber(fraction(BigInt(hit.num), BigInt(hit.den))));
      },
    ), { numRuns: 60 });
  });
});

describe('candidates', () => {
  it('LOTOW-SHOOT-WHO-1: a shoot per enemy, a reload per jammed weapon, holdFire mid-shots, a dispute for a partly hidden enemy in range', () => {
    const hero = gunman({ id: 's', x: 2, y: 12, profile: { hero: true, shots: 2, weapons: 'pistol,rifle' } });
    const t2 = gunman({ id: 't2', x: 10, y: 14, side: 'b' });
    let s = shootState({ figures: [hero, T, t2], terrain: [post('fence', 9, 12.2, 0.1, 0.4, 2, 3)] });
    const kinds = (st: typeof s) => R.candidateActions(st, 's').map((a) => `${a.type}:${a.targetIds?.[0] ?? ''}:${String(a.params?.weapon ?? '')}`);
    expect(kinds(s)).toEqual(['shoot:t:', 'shoot:t:rifle', 'shoot:t2:', 'shoot:t2:rifle', 'disputeLos:t:']);
    s = accept(R, s, shoot(s, 's', 't2'), [1, 1]).state; // the pistol jams; the rifle still may fire
    expect(figStateOf(s, 's').weapons?.pistol?.jammed).toBe(true);
    expect(s.flow.shootingFigureId).toBe('s');
    expect(kinds(s)).toEqual(expect.arrayContaining(['holdFire::', 'reload::pistol']));
  });
});
