/** Memoise on the identity of every argument (one entry: the last call). */
export function memoLast<Args extends readonly unknown[], R>(fn: (...args: Args) => R): (...args: Args) => R {
  let lastArgs: Args | null = null;
  let last: R;
  return (...args: Args): R => {
    const prev = lastArgs;
    if (prev === null || prev.length !== args.length || args.some((a, i) => !Object.is(a, prev[i]))) {
      last = fn(...args);
      lastArgs = args;
    }
    return last;
  };
}
