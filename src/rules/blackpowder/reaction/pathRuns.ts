/**
 * The runs of a path: the intervals of distance along it (inches from the start) over which
 * consecutive samples all pass a test (for BP-REACT-1: the shooter may fire at the mover there),
 * for the board to draw along the path and for the reacting player's pick to snap to.
 *
 * Contract: the samples come in path order (`alongIn` not decreasing, as pathSamples gives them).
 * A run goes from the first to the last sample of a stretch of passing samples; a lone passing
 * sample is a run of length 0. So the runs hold every passing sample and no failing one: between
 * two samples the answer is not known, and a run never spans a failing sample. Sampling decides the
 * resolution (1 cm by default): a gap narrower than the step may be missed, never invented.
 */

/** An interval of distance along the path, inches from its start, ends included. */
export interface PathRun {
  readonly fromIn: number;
  readonly toIn: number;
}

/** The runs of consecutive samples that pass `keep`, in path order. */
export function runsOf<T extends { readonly alongIn: number }>(samples: readonly T[], keep: (sample: T) => boolean): PathRun[] {
  const runs: PathRun[] = [];
  let fromIn: number | null = null;
  let lastIn = 0;
  for (const s of samples) {
    if (keep(s)) {
      if (fromIn === null) fromIn = s.alongIn;
      lastIn = s.alongIn;
    } else if (fromIn !== null) {
      runs.push({ fromIn, toIn: lastIn });
      fromIn = null;
    }
  }
  if (fromIn !== null) runs.push({ fromIn, toIn: lastIn });
  return runs;
}

/** Whether `alongIn` lies in one of the runs (ends included). */
export const inRuns = (runs: readonly PathRun[], alongIn: number): boolean => runs.some((r) => alongIn >= r.fromIn && alongIn <= r.toIn);

/**
 * The sample passing `keep` nearest to `alongIn` along the path (the earlier one on a tie), or
 * null when none passes: where a reacting player's pick on the path snaps to.
 */
export function nearestSample<T extends { readonly alongIn: number }>(samples: readonly T[], alongIn: number, keep: (sample: T) => boolean): T | null {
  let best: T | null = null;
  for (const s of samples) {
    if (!keep(s)) continue;
    if (best === null || Math.abs(s.alongIn - alongIn) < Math.abs(best.alongIn - alongIn)) best = s;
  }
  return best;
}
