import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formationFitProblem, memberSlotIndices, membersOnPartlyLostBases, slotAt } from './unitStands';

describe('bases of several figures (BS-CAS-3): slots counted base by base', () => {
  it('BS-CAS-3: on 2 × 1 bases six files wide, a base is two neighbouring files of one rank', () => {
    const grid = { files: 6, stand: { files: 2, ranks: 1 } };
    expect([0, 1, 2, 3, 5, 6, 7].map((k) => slotAt(grid, k))).toEqual([
      { rank: 0, file: 0 }, { rank: 0, file: 1 }, { rank: 0, file: 2 }, { rank: 0, file: 3 }, { rank: 0, file: 5 }, { rank: 1, file: 0 }, { rank: 1, file: 1 },
    ]);
  });

  it('BS-CAS-3: on 2 × 2 bases a base fills two files of two ranks before the next begins', () => {
    const grid = { files: 4, stand: { files: 2, ranks: 2 } };
    expect([0, 1, 2, 3, 4, 8].map((k) => slotAt(grid, k))).toEqual([
      { rank: 0, file: 0 }, { rank: 0, file: 1 }, { rank: 1, file: 0 }, { rank: 1, file: 1 }, { rank: 0, file: 2 }, { rank: 2, file: 0 },
    ]);
  });

  it('with one figure a base, slot k is rank ⌊k / files⌋, file k mod files', () => {
    for (let k = 0; k < 20; k++) expect(slotAt({ files: 6 }, k)).toEqual({ rank: Math.floor(k / 6), file: k % 6 });
  });

  it('BS-CAS-3: members fill the slots not empty, in order; the members of a base with an empty slot are the marked base', () => {
    const formation = { kind: 'regular', files: 4, ranks: 2, stand: { files: 2, ranks: 1 }, vacantSlots: [0, 5] } as const;
    expect(memberSlotIndices(formation, 6)).toEqual([1, 2, 3, 4, 6, 7]);
    expect(membersOnPartlyLostBases(formation, ['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'd']);
    expect(membersOnPartlyLostBases({ kind: 'regular', files: 4, ranks: 2 }, ['a', 'b'])).toEqual([]);
  });

  it('BS-CAS-3: the formation check names what does not fit', () => {
    const stand = { files: 2, ranks: 1 };
    expect(formationFitProblem({ kind: 'regular', files: 4, ranks: 2, stand }, 8)).toBeNull();
    expect(formationFitProblem({ kind: 'regular', files: 4, ranks: 2, stand, vacantSlots: [3] }, 7)).toBeNull();
    expect(formationFitProblem({ kind: 'regular', files: 3, ranks: 2, stand }, 6)?.code).toBe('standMismatch');
    expect(formationFitProblem({ kind: 'regular', files: 4, ranks: 2, stand }, 7)?.code).toBe('standMismatch');
    expect(formationFitProblem({ kind: 'regular', files: 4, ranks: 2, stand, vacantSlots: [2, 3] }, 6)?.code).toBe('badVacantSlot');
    expect(formationFitProblem({ kind: 'regular', files: 4, ranks: 2, stand, vacantSlots: [3, 1] }, 6)?.code).toBe('badVacantSlot');
    expect(formationFitProblem({ kind: 'regular', files: 4, ranks: 3, stand }, 8)?.code).toBe('formationMismatch');
    expect(formationFitProblem({ kind: 'regular', files: 2, ranks: 3 }, 7)?.code).toBe('formationMismatch');
  });

  it('property: slot indices 0 … files × ranks − 1 cover the grid once, each base a block of its size', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 }), (sf, sr, abreast, deep) => {
      const grid = { files: sf * abreast, stand: { files: sf, ranks: sr } };
      const n = sf * sr;
      const seen = new Set<string>();
      for (let k = 0; k < n * abreast * deep; k++) {
        const s = slotAt(grid, k);
        expect(s.file).toBeLessThan(grid.files);
        expect(s.rank).toBeLessThan(sr * deep);
        seen.add(`${s.rank}/${s.file}`);
        const first = slotAt(grid, k - (k % n));
        expect(s.rank - first.rank).toBeLessThan(sr);
        expect(s.file - first.file).toBeLessThan(sf);
        expect(s.rank).toBeGreaterThanOrEqual(first.rank);
        expect(s.file).toBeGreaterThanOrEqual(first.file);
      }
      expect(seen.size).toBe(n * abreast * deep);
    }));
  });
});
