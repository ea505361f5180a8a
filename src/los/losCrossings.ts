/**
 * The ordered list of what lies on a line of fire, from the per-ray first blockers and the centre
 * line's intervals that lineOfSight found. Distances are in plan from the observer's base centre.
 *
 * Listed: every piece (solid or area) and every other figure the centre line (eye → target centre)
 * crosses in plan, whatever its height (a ruleset decides what a low wall means); plus anything that
 * stops at least one sample ray although the centre line misses it (`missesCentreLine`), placed at
 * its nearest blocking point. Ordered by `enterIn`, ties by scene order (pieces before figures).
 */
import * as contact from '../geometry/contact';
import * as footprintDistance from '../geometry/footprintDistance';
import * as samples from './losSamples';
import type { LosFigureSolid, LosScene } from './losScene';
import type { LosCrossing } from './losTypes';

// Names used in hot loops are copied out of their modules once, at load. Under vitest (how `npm run
// bench` measures), vite's module transform turns every read of an imported name into a getter call,
// which made a query about 6× slower there than in the app; local constants read at full speed.
const { BASE_CONTACT_TOLERANCE_IN, footprintsInContact } = contact;
const { footprintDistanceToPolygon } = footprintDistance;
const { MAX_SAMPLES } = samples;

// The centre line's crossings of the query being answered, in the order they were found, then
// (while the list is built) the blockers the centre line misses. Module scratch, reused: the core
// is single-threaded and nothing survives a query.
let entryRank = new Int32Array(64);
let entryEnter = new Float64Array(64);
let entryExit = new Float64Array(64);
let entryInside = new Float64Array(64);
let entryOrder = new Int32Array(64);
let centreCount = 0;

function growEntries(): void {
  const grow = <T extends Int32Array | Float64Array>(a: T): T => { const b = new (a.constructor as new (n: number) => T)(a.length * 2); b.set(a); return b; };
  entryRank = grow(entryRank);
  entryEnter = grow(entryEnter);
  entryExit = grow(entryExit);
  entryInside = grow(entryInside);
  entryOrder = grow(entryOrder);
}

/** Start a query: no centre-line crossings yet. */
export function losCentreReset(): void {
  centreCount = 0;
}

/** The centre line runs inside thing `rank` (pieces first, then figures) from enterT to exitT, insideT in all (fractions of the line). */
export function losCentreAdd(rank: number, enterT: number, exitT: number, insideT: number): void {
  if (centreCount === entryRank.length) growEntries();
  entryRank[centreCount] = rank;
  entryEnter[centreCount] = enterT;
  entryExit[centreCount] = exitT;
  entryInside[centreCount] = insideT;
  centreCount++;
}

// Per-blocker tallies, reused: rank, weight units of the samples it stops first, nearest stop (plan inches).
const blockRank = new Int32Array(MAX_SAMPLES);
const blockUnits = new Int32Array(MAX_SAMPLES);
const blockNearIn = new Float64Array(MAX_SAMPLES);
/** Slack on the round-base box prefilter of `touches`, inches: far above float noise, far below any real gap. */
const TOUCH_MARGIN_IN = 1e-6;

/** Boxes first: most things on a line are nowhere near either base. */
function boxesNear(s: LosFigureSolid, minX: number, minY: number, maxX: number, maxY: number): boolean {
  return minX - s.maxX <= BASE_CONTACT_TOLERANCE_IN && s.minX - maxX <= BASE_CONTACT_TOLERANCE_IN &&
    minY - s.maxY <= BASE_CONTACT_TOLERANCE_IN && s.minY - maxY <= BASE_CONTACT_TOLERANCE_IN;
}

/**
 * Whether thing `rank` touches the figure `s`'s base (within BASE_CONTACT_TOLERANCE_IN). A round
 * base first checks the plan distance from its centre to the other thing's box: farther than radius
 * + tolerance (with a margin far above rounding) and nothing inside the box can be that close.
 */
function touches(scene: LosScene, rank: number, s: LosFigureSolid, pieceCount: number, pieceBox: Float64Array): boolean {
  let minX: number, minY: number, maxX: number, maxY: number;
  let other: LosFigureSolid | undefined;
  if (rank < pieceCount) {
    const b = 4 * rank;
    minX = pieceBox[b] as number; minY = pieceBox[b + 1] as number; maxX = pieceBox[b + 2] as number; maxY = pieceBox[b + 3] as number;
  } else {
    other = scene.figureSolids[rank - pieceCount]!;
    minX = other.minX; minY = other.minY; maxX = other.maxX; maxY = other.maxY;
  }
  if (!boxesNear(s, minX, minY, maxX, maxY)) return false;
  if (s.ring.length === 0) {
    const gx = minX > s.cx ? minX - s.cx : s.cx > maxX ? s.cx - maxX : 0;
    const gy = minY > s.cy ? minY - s.cy : s.cy > maxY ? s.cy - maxY : 0;
    const reach = s.radiusIn + BASE_CONTACT_TOLERANCE_IN + TOUCH_MARGIN_IN;
    if (gx * gx + gy * gy > reach * reach) return false;
  }
  return other === undefined
    ? footprintDistanceToPolygon(s.figure.footprint, scene.pieces[rank]!.footprint) <= BASE_CONTACT_TOLERANCE_IN
    : footprintsInContact(s.figure.footprint, other.figure.footprint);
}

/**
 * The crossings of the query just answered: the centre-line crossings added since losCentreReset,
 * and the first blockers of the sample rays (firstRank/firstT per ray; segLen the columns' plan
 * lengths), ordered by enterIn, ties by rank.
 */
export function losCrossingsOf(
  scene: LosScene, observer: number, target: number,
  firstT: Float64Array, firstRank: Int32Array, segLen: Float64Array, lineLengthIn: number,
): LosCrossing[] {
  const pattern = scene.samples;
  const rows = pattern.rows;
  let blockers = 0;
  for (let ray = 0; ray < pattern.count; ray++) {
    const rank = firstRank[ray] as number;
    if (rank < 0) continue;
    const distIn = (firstT[ray] as number) * (segLen[(ray / rows) | 0] as number);
    let at = 0;
    while (at < blockers && blockRank[at] !== rank) at++;
    if (at === blockers) { blockRank[at] = rank; blockUnits[at] = 0; blockNearIn[at] = distIn; blockers++; }
    blockUnits[at] = (blockUnits[at] as number) + (pattern.units[ray] as number);
    if (distIn < (blockNearIn[at] as number)) blockNearIn[at] = distIn;
  }
  // Entries in inches: the centre line's, then the blockers it misses (at their nearest stop).
  for (let i = 0; i < centreCount; i++) {
    entryEnter[i] = (entryEnter[i] as number) * lineLengthIn;
    entryExit[i] = (entryExit[i] as number) * lineLengthIn;
    entryInside[i] = (entryInside[i] as number) * lineLengthIn;
  }
  let count = centreCount;
  for (let at = 0; at < blockers; at++) {
    const rank = blockRank[at] as number;
    let onLine = false;
    for (let i = 0; i < centreCount; i++) if (entryRank[i] === rank) { onLine = true; break; }
    if (onLine) continue;
    if (count === entryRank.length) growEntries();
    entryRank[count] = rank;
    entryEnter[count] = blockNearIn[at] as number;
    entryExit[count] = blockNearIn[at] as number;
    entryInside[count] = -1; // marks "misses the centre line"
    count++;
  }
  // Insertion sort of the entry indexes by (enterIn, rank): a handful, mostly found in order.
  for (let i = 0; i < count; i++) {
    const e = entryEnter[i] as number;
    const r = entryRank[i] as number;
    let j = i;
    for (; j > 0; j--) {
      const k = entryOrder[j - 1] as number;
      const ek = entryEnter[k] as number;
      if (ek < e || (ek === e && (entryRank[k] as number) < r)) break;
      entryOrder[j] = k;
    }
    entryOrder[j] = i;
  }
  const obs = scene.figureSolids[observer]!;
  const tgt = scene.figureSolids[target]!;
  const pieceCount = scene.pieces.length;
  const pieceBox = scene.grid.pieceBox;
  const pieceIds = scene.pieceIds;
  const figureBox = scene.figureBox;
  // boxesNear for both bases (same arithmetic), on locals: most things on a line are nowhere near
  // either base, and then touches is not called at all.
  const tol = BASE_CONTACT_TOLERANCE_IN;
  const tx0 = tgt.minX, ty0 = tgt.minY, tx1 = tgt.maxX, ty1 = tgt.maxY;
  const ox0 = obs.minX, oy0 = obs.minY, ox1 = obs.maxX, oy1 = obs.maxY;
  const out: LosCrossing[] = new Array<LosCrossing>(count);
  for (let k = 0; k < count; k++) {
    const i = entryOrder[k] as number;
    const rank = entryRank[i] as number;
    let hidden = 0;
    for (let at = 0; at < blockers; at++) if (blockRank[at] === rank) hidden = (blockUnits[at] as number) / pattern.totalUnits;
    const misses = (entryInside[i] as number) < 0;
    const isPiece = rank < pieceCount;
    const box = isPiece ? pieceBox : figureBox;
    const b = 4 * (isPiece ? rank : rank - pieceCount);
    const minX = box[b] as number, minY = box[b + 1] as number, maxX = box[b + 2] as number, maxY = box[b + 3] as number;
    out[k] = {
      kind: isPiece ? 'piece' : 'figure',
      id: isPiece ? pieceIds[rank]! : scene.figureSolids[rank - pieceCount]!.figure.id,
      enterIn: entryEnter[i] as number, exitIn: entryExit[i] as number, insideIn: misses ? 0 : entryInside[i] as number,
      touchesTarget: minX - tx1 <= tol && tx0 - maxX <= tol && minY - ty1 <= tol && ty0 - maxY <= tol && touches(scene, rank, tgt, pieceCount, pieceBox),
      touchesObserver: minX - ox1 <= tol && ox0 - maxX <= tol && minY - oy1 <= tol && oy0 - maxY <= tol && touches(scene, rank, obs, pieceCount, pieceBox),
      hiddenFraction: hidden, missesCentreLine: misses,
    };
  }
  return out;
}
