import { describe, expect, it } from 'vitest';
import { cmToInches } from '../../../geometry/units';
import type { Figure, Scenario } from '../../../engine/model';
import { figure, testScenario } from '../../../engine/testScenario';
import type { HitChain } from './hitChain';
import { hitChain } from './hitChain';

/** 25 mm round bases: centres 2.5 cm further apart than their edges. Positions in cm from (20 cm, 20 cm). */
const at = (id: string, xCm: number, yCm: number, side = 'b'): Figure => figure({ id, side, x: cmToInches(20 + xCm), y: cmToInches(20 + yCm) });
const table = (figures: Figure[]): Scenario => ({ ...testScenario, terrain: [], figures });

function chain(figures: Figure[], targetId: string, hits: number, outOfActionIds: string[] = []): HitChain {
  const r = hitChain({ scenario: table(figures), targetId, hits, outOfActionIds });
  if (!r.ok) throw new Error(r.refusal.message);
  return r;
}

// TV-BP-11: U 6 cm from T; V 10 cm from U and 12 cm from T (edge to edge): centres 8.5, 12.5 and 14.5 cm apart.
const vx = (14.5 ** 2 - 12.5 ** 2 + 8.5 ** 2) / (2 * 8.5);
const tv11 = [at('T', 0, 0), at('U', 8.5, 0), at('V', vx, Math.sqrt(14.5 ** 2 - vx ** 2)), at('shooter', 0, -40, 'a')];

describe('the hit chain (BP-VOLLEY-4)', () => {
  it('BP-VOLLEY-4: TV-BP-11 hit 1 on T, hit 2 on U (6 cm), hit 3 cannot reach V (10 cm) and goes back to T', () => {
    const c = chain(tv11, 'T', 3);
    expect(c.links.map((l) => [l.figureId, l.fromId])).toEqual([['T', null], ['U', 'T']]);
    expect(c.links[1]!.distanceCm).toBeCloseTo(6, 6);
    expect(c.placed).toEqual([{ hit: 1, figureId: 'T', extra: false }, { hit: 2, figureId: 'U', extra: false }, { hit: 3, figureId: 'T', extra: true }]);
    expect(c.hitsOn).toEqual({ T: 2, U: 1 });
  });

  it('BP-VOLLEY-4: extra hits cycle along the chain from the target (5 hits on T, U: T, U, T, U, T)', () => {
    expect(chain(tv11, 'T', 5).placed.map((p) => p.figureId)).toEqual(['T', 'U', 'T', 'U', 'T']);
  });

  it('BP-VOLLEY-4 (§6 ambiguity 6): each link is measured from the last one, not from the target', () => {
    // W: 7 cm past U, 21.5 cm (edges) from T.
    const c = chain([at('T', 0, 0), at('U', 8.5, 0), at('W', 18, 0)], 'T', 3);
    expect(c.links.map((l) => l.figureId)).toEqual(['T', 'U', 'W']);
    expect(c.links[2]!.distanceCm).toBeCloseTo(7, 6);
  });

  it('BP-VOLLEY-4: the nearest in reach is chosen, not the first listed; equal distances go to the smaller id', () => {
    const c = chain([at('T', 0, 0), at('far', 9, 0), at('near', 0, 5)], 'T', 2);
    expect(c.links.map((l) => l.figureId)).toEqual(['T', 'near']);
    const tie = chain([at('T', 0, 0), at('m', 5, 0), at('k', -5, 0)], 'T', 2);
    expect(tie.links.map((l) => l.figureId)).toEqual(['T', 'k']);
  });

  it('BP-GAP-01: exactly 8 cm edge to edge is in reach, 8.1 cm is not', () => {
    expect(chain([at('T', 0, 0), at('U', 10.5, 0)], 'T', 2).hitsOn).toEqual({ T: 1, U: 1 });
    expect(chain([at('T', 0, 0), at('U', 10.6, 0)], 'T', 2).hitsOn).toEqual({ T: 2 });
  });

  it('BP-VOLLEY-4: other sides and out-of-action fighters never join the chain', () => {
    const c = chain([at('T', 0, 0), at('enemy', 3, 0, 'a'), at('body', 0, 3), at('U', 0, 9)], 'T', 3, ['body']);
    expect(c.links.map((l) => l.figureId)).toEqual(['T', 'U']);
    expect(c.hitsOn).toEqual({ T: 2, U: 1 });
  });

  it('BP-VOLLEY-4: the chain is as long as the hits; no hits, no chain', () => {
    const line = [0, 1, 2, 3].map((i) => at(`f${i}`, i * 5, 0));
    expect(chain(line, 'f0', 2).links.map((l) => l.figureId)).toEqual(['f0', 'f1']);
    expect(chain(line, 'f0', 0)).toMatchObject({ links: [], placed: [], hitsOn: {} });
  });

  it('BP-VOLLEY-4: an unknown target, an out-of-action target or a bad number of hits is refused with the rule', () => {
    const s = table(tv11);
    expect(hitChain({ scenario: s, targetId: 'nobody', hits: 1 })).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.chain.noTarget', ruleId: 'BP-VOLLEY-4' } });
    expect(hitChain({ scenario: s, targetId: 'T', hits: 1, outOfActionIds: new Set(['T']) })).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.chain.targetOut' } });
    expect(hitChain({ scenario: s, targetId: 'T', hits: 1.5 })).toMatchObject({ ok: false, refusal: { reasonKey: 'blackpowder.chain.badHits' } });
    expect(hitChain({ scenario: s, targetId: 'T', hits: -1 })).toMatchObject({ ok: false, refusal: { ruleId: 'BP-VOLLEY-4' } });
  });
});

describe('hitChain — option chainFrom (BP-VOLLEY-4, §6 ambiguity 6)', () => {
  // A line (edges): A 6 cm from T, B 6 cm beyond A (14.5 cm from T), C 5 cm from T the other way (13.5 cm from A).
  const line = [at('T', 0, 0), at('A', 8.5, 0), at('B', 17, 0), at('C', -7.5, 0)];
  const run = (from: 'previousLink' | 'target', hits: number) => {
    const r = hitChain({ scenario: table(line), targetId: 'T', hits, from });
    if (!r.ok) throw new Error(r.refusal.message);
    return r;
  };
  it('BP-VOLLEY-4: chainFrom previousLink — each link from the last: T, C (5 cm), then A is 13.5 cm from C: the chain ends', () => {
    expect(run('previousLink', 3).links.map((l) => l.figureId)).toEqual(['T', 'C']);
  });
  it('BP-VOLLEY-4: chainFrom target — every link from the target: T, C (5 cm), A (6 cm); B (14.5 cm) is never reached', () => {
    const r = run('target', 4);
    expect(r.links.map((l) => [l.figureId, l.fromId])).toEqual([['T', null], ['C', 'T'], ['A', 'T']]);
    expect(r.placed.map((p) => p.figureId)).toEqual(['T', 'C', 'A', 'T']);
  });
});
