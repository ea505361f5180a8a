/**
 * A depth limit for untrusted JSON, checked at the boundary before anything recursive sees it.
 *
 * Why: JSON.parse reads 100,000 nested arrays without complaint, but JSON.stringify, structuredClone,
 * zod and the state hash all recurse, and overflow the stack somewhere past a few thousand levels —
 * after the file was accepted, in the middle of play. The deepest thing a real file holds is an
 * action's params (a path of points: about 8 levels, params themselves are capped at 16 by
 * `isJsonValue`) or a terrain footprint (about 6), so 64 levels is generous for every legitimate file
 * and far below where anything breaks.
 *
 * The walk is iterative (an explicit stack), so the check itself cannot overflow; a cycle (possible
 * only from a JavaScript caller, never from JSON text) is reported as too deep as well.
 */
import { formatProblemPath } from './problems';

/** Deepest nesting of objects and arrays accepted in a scenario or save file. */
export const MAX_FILE_DEPTH = 64;

/** Path segments shown before the rest of a too-deep path is elided. */
const SHOWN_SEGMENTS = 8;

export interface JsonDepthProblem {
  /** Where the first value past the limit is, as a problem path (long paths elided with `…`). */
  readonly path: string;
  readonly maxDepth: number;
}

/**
 * The first place where `value` nests deeper than `maxDepth` objects and arrays, or null. The root
 * object is depth 1. Never throws on JSON; hostile getters are the caller's to guard.
 */
export function jsonDepthProblem(value: unknown, maxDepth: number = MAX_FILE_DEPTH): JsonDepthProblem | null {
  if (value === null || typeof value !== 'object') return null;
  // Each entry: a container, its depth, and the key that led to it from its parent.
  const stack: { node: object; depth: number; parent: number; key: PropertyKey | null }[] = [{ node: value, depth: 1, parent: -1, key: null }];
  const visited: typeof stack = [];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const index = visited.length;
    visited.push(entry);
    if (entry.depth > maxDepth) return { path: pathOf(visited, index), maxDepth };
    const children = Array.isArray(entry.node) ? entry.node.map((v, i) => [i, v] as const) : Object.entries(entry.node);
    for (const [key, child] of children) {
      if (child !== null && typeof child === 'object') stack.push({ node: child as object, depth: entry.depth + 1, parent: index, key });
    }
  }
  return null;
}

function pathOf(visited: readonly { parent: number; key: PropertyKey | null }[], index: number): string {
  const keys: PropertyKey[] = [];
  for (let i = index; i >= 0 && visited[i]!.key !== null; i = visited[i]!.parent) keys.push(visited[i]!.key!);
  keys.reverse();
  const shown = formatProblemPath(keys.slice(0, SHOWN_SEGMENTS));
  return keys.length > SHOWN_SEGMENTS ? `${shown}…` : shown;
}

/** The English words of a depth problem, without the path. */
export const tooDeepWords = (p: JsonDepthProblem): string =>
  `nested more than ${p.maxDepth} levels deep (no scenario or saved game needs that many; the file was made by something else or damaged)`;
