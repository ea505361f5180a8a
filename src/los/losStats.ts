/**
 * Work counters for line-of-sight queries, for tests and benchmarks (tests may check counts,
 * never times). Pass one in `LosOptions.stats`; every query adds to it.
 */
export interface LosStats {
  /** lineOfSight evaluations (a cache hit does not count). */
  pairs: number;
  /** Piece edges tested against a plan segment (one column, or the centre line). */
  segmentTests: number;
  /** Figure solids tested against a plan segment. */
  figureTests: number;
  /** Grid cells visited by the walks. */
  cellsVisited: number;
}

export function createLosStats(): LosStats {
  return { pairs: 0, segmentTests: 0, figureTests: 0, cellsVisited: 0 };
}
