/**
 * The custom timing loop the benches print from (vitest bench reports means and p99, not the median
 * and p95 the issues ask for): a few warm-up calls, then at least `minRuns` calls and `minMs` in all.
 */
export interface Timing {
  readonly median: number;
  readonly p95: number;
  readonly runs: number;
}

/** Median and p95 of samples in milliseconds (sorts `samples` in place). */
export function timingOf(samples: number[]): Timing {
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { median: at(0.5), p95: at(0.95), runs: samples.length };
}

/** Milliseconds per call of `fn`. */
export function measure(fn: () => unknown, minRuns = 15, minMs = 400): Timing {
  for (let i = 0; i < 3; i++) fn();
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < minRuns || (performance.now() - start < minMs && samples.length < 10_000)) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return timingOf(samples);
}

/**
 * Median and p95 of `fn` (awaited), with `setup` run untimed before each call (putting a store back
 * in the state the timed call starts from): 3 warm-up calls, then at least `minRuns` and `minMs`.
 */
export async function measureWithSetup(setup: () => void, fn: () => Promise<unknown>, minRuns = 30, minMs = 1500, maxRuns = 5000): Promise<Timing> {
  for (let i = 0; i < 3; i++) {
    setup();
    await fn();
  }
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < minRuns || (performance.now() - start < minMs && samples.length < maxRuns)) {
    setup();
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return timingOf(samples);
}
