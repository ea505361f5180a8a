/**
 * Where along an enemy's move a reaction may be taken (BP-REACT-1: the reacting side interrupts
 * the move "at any point"): the mover's path cut into sample points, each with its distance along
 * the path, so sight and range can be asked at each and the answers drawn along the path.
 *
 * Contract: a path is its start and the points after it (engine/intents.ts `readMovePath`), inches.
 * The samples are the start, then along each leg points at most `stepIn` apart (each leg cut into
 * ⌈length ÷ stepIn⌉ equal parts), every corner and the end included; zero-length legs add nothing.
 * So consecutive samples are never more than `stepIn` apart along the path (nor in plan; to within
 * 1e-9 of a step), the first is the start at 0, the last the end at the path's length
 * (engine/pathPoint.ts `pathLengthIn`).
 * Default step: 1 cm (the figure the issue asks for), converted to inches here at the edge.
 */
import type { Vec2 } from '../../../geometry/point';
import { cmToInches } from '../../../geometry/units';

/** A point of the path and how far along it lies, inches from the start. */
export interface PathSample {
  readonly at: Vec2;
  readonly alongIn: number;
}

/** How far over a whole number of steps a leg may be (in steps) and still be cut into that number. */
const PARTS_SLACK = 1e-9;

/** 1 cm, in inches. */
export const DEFAULT_SAMPLE_STEP_IN: number = cmToInches(1);

/**
 * The samples of the path from `start` through `path`, at most `stepIn` inches apart.
 * Throws RangeError for a step that is not a finite number > 0 (a caller's bug, never data).
 */
export function pathSamples(start: Vec2, path: readonly Vec2[], stepIn: number = DEFAULT_SAMPLE_STEP_IN): PathSample[] {
  if (!Number.isFinite(stepIn) || stepIn <= 0) throw new RangeError(`a sample step is a finite number > 0 inches, got ${stepIn}`);
  const out: PathSample[] = [{ at: { x: start.x, y: start.y }, alongIn: 0 }];
  let from = start;
  let doneIn = 0;
  for (const to of path) {
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const leg = Math.hypot(dx, dy);
    if (!(leg > 0)) continue;
    // Less a hair, so a leg meant to be a whole number of steps (30 cm at 1 cm) is not cut once more for float noise.
    const parts = Math.max(1, Math.ceil(leg / stepIn - PARTS_SLACK));
    for (let k = 1; k < parts; k++) {
      const t = k / parts;
      out.push({ at: { x: from.x + dx * t, y: from.y + dy * t }, alongIn: doneIn + leg * t });
    }
    doneIn += leg;
    out.push({ at: { x: to.x, y: to.y }, alongIn: doneIn });
    from = to;
  }
  return out;
}
