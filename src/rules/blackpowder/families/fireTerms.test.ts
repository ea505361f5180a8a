import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverPiece, rect } from '../cover/testCoverScenario';
import { withBpFigState } from '../flow/bpTypes';
import { cm, fighter } from '../flow/testing/flowTestKit';
import { rangeBandAt } from '../shooting/rangeBands';
import { fireRangeAt, fireTerms } from './fireTerms';
import { fireFigures, fireScenario, startFireGame } from './testing/fireTestingKit';

const terms = (s: ReturnType<typeof startFireGame>, shooterIds: string[], targetId: string) => {
  const t = fireTerms(s, { shooterIds, targetId });
  if (!t.ok) throw new Error(t.refusal.message);
  return t;
};

describe('who fires (BP-VOLLEY-1, BP-GAP-05, BP-GAP-11)', () => {
  it('BP-VOLLEY-1: out of sight behind a tall wall, out of range, Suppressed: left out with the reason', () => {
    const tall = coverPiece({ id: 'barn', footprint: rect(cm(60), cm(20), cm(30), cm(2)), heightIn: 4, cover: 'hard' });
    let s = startFireGame({}, fireScenario([tall], [...fireFigures(), fighter('pX', 'p', 75, 10)]));
    s = withBpFigState(s, 'p1', { suppressed: true });
    const t = terms(s, ['pA', 'pX', 'p1'], 'zA');
    expect(t.shooters.map((x) => [x.figureId, x.why])).toEqual([['pA', null], ['pX', 'notInSight'], ['p1', 'suppressed']]);
    expect([t.counted, t.dice]).toEqual([['pA'], 2]);
  });
  it('BP-GAP-05: beyond the Long band the shooter is out of range', () => {
    const s = startFireGame({}, fireScenario([], [...fireFigures(), fighter('zFar', 'z', 100, 100)]));
    const t = fireTerms(s, { shooterIds: ['pA'], targetId: 'zFar' });
    expect(t.ok).toBe(false);
    if (!t.ok) {
      expect(t.refusal.message).toContain('pA: out of range');
      // One reason for every shooter: the words can say it (`why`), the codes stay in `reasons`.
      expect(t.refusal.params).toMatchObject({ targetFigureId: 'zFar', reasons: 'pA: outOfRange', why: 'outOfRange' });
    }
  });
  it('BP-VOLLEY-1: shooters that cannot fire for different reasons: no single `why`, each named in the words', () => {
    const s = withBpFigState(startFireGame({}, fireScenario([], [...fireFigures(), fighter('zFar', 'z', 100, 100)])), 'pA', { loaded: false });
    const t = fireTerms(s, { shooterIds: ['pA', 'pL'], targetId: 'zFar' });
    expect(t.ok).toBe(false);
    if (!t.ok) {
      expect(t.refusal.params).not.toHaveProperty('why');
      expect(t.refusal.message).toContain('pA: weapon unloaded, pL: out of range');
    }
  });
  it('BP-GAP-05: the number needed is the worst band among the counted shooters', () => {
    const s = startFireGame();
    expect([terms(s, ['pA'], 'zA').required, terms(s, ['pA', 'pL'], 'zA').required, terms(s, ['pA', 'pL'], 'zA').band]).toEqual([9, 12, 'long']);
  });
  it('BP-SHOOT-REROLL-2: aimed only when every counted shooter aimed', () => {
    const s = withBpFigState(startFireGame(), 'pL', { aimed: true });
    expect(terms(s, ['pL'], 'z1').aimed).toBe(true);
    expect(terms(s, ['pL', 'p1'], 'z1').aimed).toBe(false);
  });
  it('BP-GAP-05: with the default options the bands are rangeBandAt\'s', () => {
    const s = startFireGame();
    const rifle = s.scenario.figures.find((f) => f.id === 'pA')!;
    const smooth = { ...rifle, profile: { ...rifle.profile, weapon: 'smoothbore' } };
    fc.assert(fc.property(fc.double({ min: 0, max: 50, noNaN: true }), fc.boolean(), (d, charging) => {
      expect(fireRangeAt(s, rifle, d, charging)).toEqual(rangeBandAt('rifledMusket', d, { targetCharging: charging }));
      expect(fireRangeAt(s, smooth, d, charging)).toEqual(rangeBandAt('smoothbore', d, { targetCharging: charging }));
    }));
  });
});
