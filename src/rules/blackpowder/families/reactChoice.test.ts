/** The board's choice of a reaction's point (BP-REACT-1): picks inside the runs pass the check, outside refuse. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cm } from '../flow/testing/flowTestKit';
import { moveTo } from './testing/moveTestingKit';
import { bpPathChoice } from './reactChoice';
import { planReact } from './reactFamily';
import { startReactGame } from './testing/reactTestingKit';

const game = () => startReactGame({ rifledLongCm: 50 }).accept(moveTo('pA', 40, 19), [2]);

describe('reaction choice — BP-REACT-1', () => {
  it('BP-REACT-1: the choice is the mover\'s path with the fire runs and the react action without the point', () => {
    const c = bpPathChoice(game().state, 'zA')!;
    expect(c).toMatchObject({ moverId: 'pA', alongParam: 'alongIn', labelKey: 'blackpowder.reaction.choose', action: { type: 'react', side: 'z', figureId: 'zA', targetIds: ['pA'] } });
    expect(c.runs).toHaveLength(1);
    // In range (≤ 50 cm edge) from 7.5 cm along, sampled every 1 cm: the first sample at 8 cm.
    expect(c.runs[0]!.fromIn / cm(1)).toBeCloseTo(8, 3);
    expect(c.runs[0]!.toIn / cm(1)).toBeCloseTo(9, 3);
    expect(bpPathChoice(game().state, 'pA')).toBeNull();
  });

  it('BP-REACT-1: a random pick inside a run passes the check; outside it is refused', () => {
    const s = game().state;
    const c = bpPathChoice(s, 'zA')!;
    const pick = (alongIn: number) => planReact(s, { ...c.action, params: { ...c.action.params, [c.alongParam]: alongIn } }).ok;
    fc.assert(fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (t) => {
      for (const r of c.runs) expect(pick(r.fromIn + t * (r.toIn - r.fromIn))).toBe(true);
      expect(pick(t * cm(7))).toBe(false);
    }), { numRuns: 40, seed: 4242 });
  });

  it('BP-REACT-1: after a reaction the runs start at reactedAtIn', () => {
    const g = startReactGame().accept(moveTo('pA', 40, 19), [2]).accept({ type: 'react', side: 'z', figureId: 'zA', targetIds: ['pA'], params: { alongIn: cm(4) } }, [4, 1, 1]);
    const c = bpPathChoice(g.state, 'zGroup');
    expect(c).not.toBeNull();
    expect(c!.runs[0]!.fromIn).toBeGreaterThanOrEqual(cm(4) - 1e-9);
    expect(bpPathChoice(g.state, 'zA')).toBeNull();
  });
});
