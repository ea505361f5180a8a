/**
 * Where the result card goes over the board (ResultCard.tsx): by the figures the outcome names,
 * never on them, and on as few of the other figures as the board's cell allows (issue 13: a card
 * by Hal covered Urk, the enemy Hal had just broken away from).
 *
 * Candidates, in order of preference: above the named figures' box, below it, to its right, to its
 * left — each centred on the box, then slid along that side by half the card each way. Each is kept
 * inside the cell. The first that covers no figure wins; if every one covers some, the one covering
 * the least area of them (the named figures' box weighing ten times as much: those are the figures
 * the card is about). All in CSS pixels of the board cell, y down.
 */

export interface ScreenBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export interface CardPlacement {
  /** The card's top-left corner, CSS px. */
  readonly left: number;
  readonly top: number;
  readonly side: 'above' | 'below' | 'right' | 'left';
}

/** Gap between the figures' box and the card, and between the card and the cell's edge, px. */
const GAP_PX = 8;
const EDGE_PX = 4;
/** The named figures count this much more than the others when every place covers something. */
const OWN_WEIGHT = 10;

const overlap = (a: ScreenBox, b: ScreenBox): number =>
  Math.max(0, Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)) * Math.max(0, Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY));

function clamp(v: number, lo: number, hi: number): number {
  return hi < lo ? lo : Math.min(Math.max(v, lo), hi);
}

/**
 * The card's place for the named figures' `box`, the boxes of `others` (every other figure's token),
 * a card of `width` × `height` px, in a cell of `cellWidth` × `cellHeight` px.
 */
export function resultCardPlacement(box: ScreenBox, others: readonly ScreenBox[], width: number, height: number, cellWidth: number, cellHeight: number): CardPlacement {
  const cx = (box.minX + box.maxX) / 2 - width / 2;
  const cy = (box.minY + box.maxY) / 2 - height / 2;
  const slides = [0, -width / 2, width / 2];
  const raw: CardPlacement[] = [
    ...slides.map((d) => ({ left: cx + d, top: box.minY - GAP_PX - height, side: 'above' as const })),
    ...slides.map((d) => ({ left: cx + d, top: box.maxY + GAP_PX, side: 'below' as const })),
    ...slides.map((d) => ({ left: box.maxX + GAP_PX, top: cy + d * (height / width), side: 'right' as const })),
    ...slides.map((d) => ({ left: box.minX - GAP_PX - width, top: cy + d * (height / width), side: 'left' as const })),
  ];
  let best: CardPlacement | null = null;
  let bestCost = Infinity;
  for (const c of raw) {
    const left = clamp(c.left, EDGE_PX, cellWidth - width - EDGE_PX);
    const top = clamp(c.top, EDGE_PX, cellHeight - height - EDGE_PX);
    const rect = { minX: left, minY: top, maxX: left + width, maxY: top + height };
    let cost = OWN_WEIGHT * overlap(rect, box);
    for (const o of others) cost += overlap(rect, o);
    if (cost === 0) return { left, top, side: c.side };
    if (cost < bestCost) { bestCost = cost; best = { left, top, side: c.side }; }
  }
  return best!;
}
