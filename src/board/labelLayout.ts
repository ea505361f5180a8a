/**
 * Where each figure's name goes so that no two names overlap, nor a name and another label (terrain
 * heights), and, where it can, no name covers another figure's token. Greedy placement by priority
 * (the hovered figure, then the selected one, then scenario order): each label tries its texts
 * (the full name, then the short one) at four spots round its token (below, above, right, left),
 * first where it touches nothing, then where it only covers a token; a label with no free spot is
 * hidden (the name is still on hover and on the figure's card). Greedy rather than an optimiser
 * because it runs on every zoom step and figure move: a few hundred labels in well under a
 * millisecond through a grid of buckets; and because a greedy layout keeps the labels that had
 * room where they were when a neighbour moves.
 *
 * Pure: plain rectangles in one pixel space (the caller's: the board uses world inches × zoom, so
 * panning does not change the layout). Widths come from the caller's `measure`.
 */

export interface LabelRect {
  /** Top-left corner and size, px. */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface LabelRequest {
  readonly id: string;
  /** The token's centre, px. */
  readonly cx: number;
  readonly cy: number;
  /** Half the token's extent on screen, px: labels sit outside it. */
  readonly radiusPx: number;
  /** A unit's tray: half its box's width and height on screen, px, which labels sit outside instead. */
  readonly halfBoxPx?: { readonly w: number; readonly h: number };
  /** The spots to try, in order (default: below, above, right, left). */
  readonly spots?: readonly LabelSpot[];
  /** Texts to try, preferred first (the full name, then shorter ones). Never empty. */
  readonly texts: readonly string[];
  /** Higher goes first. */
  readonly priority: number;
}

export type LabelSpot = 'below' | 'above' | 'right' | 'left';

export interface PlacedLabel extends LabelRect {
  readonly id: string;
  readonly text: string;
  /** Index into the request's texts: 0 is the full name. */
  readonly textIndex: number;
  readonly spot: LabelSpot;
}

export interface LabelLayout {
  readonly placed: readonly PlacedLabel[];
  /** Ids whose label has no room at this zoom. */
  readonly hidden: readonly string[];
}

export interface LabelObstacles {
  /** Labels a name must never overlap (terrain heights). */
  readonly labels: readonly LabelRect[];
  /** Tokens, by figure id: a name avoids covering another figure's token when it can. */
  readonly tokens: ReadonlyMap<string, LabelRect>;
  /**
   * Where names must stay (the table and a margin the fitted view shows): a name above or below its
   * token slides along it to stay inside; one to the side that would leave it is not placed there.
   * Absent: anywhere.
   */
  readonly bounds?: LabelRect;
}

/** Gap between a token and its name, px. */
export const LABEL_GAP_PX = 2;
const SPOTS: readonly LabelSpot[] = ['below', 'above', 'right', 'left'];
const CELL_PX = 64;

export const rectsOverlap = (a: LabelRect, b: LabelRect): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** A uniform grid of buckets over rectangles, so a query looks at its neighbours only. */
class RectGrid<T extends LabelRect> {
  private readonly cells = new Map<number, T[]>();

  /** Cells are keyed by one number: x and y cell indices offset into 16 bits each. */
  private static key(gx: number, gy: number): number {
    return ((gx + 32768) & 0xffff) * 65536 + ((gy + 32768) & 0xffff);
  }

  add(r: T): void {
    const x1 = Math.floor((r.x + r.w) / CELL_PX);
    const y1 = Math.floor((r.y + r.h) / CELL_PX);
    for (let gx = Math.floor(r.x / CELL_PX); gx <= x1; gx++) {
      for (let gy = Math.floor(r.y / CELL_PX); gy <= y1; gy++) {
        const k = RectGrid.key(gx, gy);
        const cell = this.cells.get(k);
        if (cell) cell.push(r);
        else this.cells.set(k, [r]);
      }
    }
  }

  /** Whether any rectangle overlaps `r`, `skip` aside. */
  hits(r: LabelRect, skip?: (t: T) => boolean): boolean {
    const x1 = Math.floor((r.x + r.w) / CELL_PX);
    const y1 = Math.floor((r.y + r.h) / CELL_PX);
    for (let gx = Math.floor(r.x / CELL_PX); gx <= x1; gx++) {
      for (let gy = Math.floor(r.y / CELL_PX); gy <= y1; gy++) {
        const cell = this.cells.get(RectGrid.key(gx, gy));
        if (!cell) continue;
        for (const t of cell) if (rectsOverlap(r, t) && !(skip?.(t) ?? false)) return true;
      }
    }
    return false;
  }
}

/** The rectangle of a `w`×`h` label at `spot` round the request's token. */
export function labelRectAt(req: LabelRequest, spot: LabelSpot, w: number, h: number): LabelRect {
  const rx = (req.halfBoxPx?.w ?? req.radiusPx) + LABEL_GAP_PX;
  const ry = (req.halfBoxPx?.h ?? req.radiusPx) + LABEL_GAP_PX;
  switch (spot) {
    case 'below': return { x: req.cx - w / 2, y: req.cy + ry, w, h };
    case 'above': return { x: req.cx - w / 2, y: req.cy - ry - h, w, h };
    case 'right': return { x: req.cx + rx, y: req.cy - h / 2, w, h };
    case 'left': return { x: req.cx - rx - w, y: req.cy - h / 2, w, h };
  }
}

/**
 * `rect` kept inside `bounds`: a name above or below its token slides sideways (it still hangs from
 * the token), one to its side may only slide up or down; null when it cannot stay inside that way.
 */
export function keptInside(rect: LabelRect, spot: LabelSpot, bounds: LabelRect | undefined): LabelRect | null {
  if (bounds === undefined) return rect;
  const slide = (at: number, size: number, lo: number, span: number): number | null =>
    size > span ? null : Math.min(Math.max(at, lo), lo + span - size);
  const fits = (at: number, size: number, lo: number, span: number): boolean => at >= lo && at + size <= lo + span;
  if (spot === 'below' || spot === 'above') {
    const x = slide(rect.x, rect.w, bounds.x, bounds.w);
    return x === null || !fits(rect.y, rect.h, bounds.y, bounds.h) ? null : { ...rect, x };
  }
  const y = slide(rect.y, rect.h, bounds.y, bounds.h);
  return y === null || !fits(rect.x, rect.w, bounds.x, bounds.w) ? null : { ...rect, y };
}

export function layoutLabels(
  requests: readonly LabelRequest[],
  measure: (text: string) => { readonly w: number; readonly h: number },
  obstacles: LabelObstacles,
): LabelLayout {
  const order = requests.map((r, i) => ({ r, i })).sort((a, b) => b.r.priority - a.r.priority || a.i - b.i);
  const hard = new RectGrid<LabelRect>();
  for (const l of obstacles.labels) hard.add(l);
  const tokens = new RectGrid<LabelRect & { readonly id: string }>();
  for (const [id, t] of obstacles.tokens) tokens.add({ ...t, id });
  const placed: PlacedLabel[] = [];
  const hidden: string[] = [];
  for (const { r: req } of order) {
    const notMine = (t: { readonly id: string }) => t.id === req.id;
    let chosen: PlacedLabel | null = null;
    // Pass 0: touch nothing; pass 1: may cover other tokens (never a label).
    for (let pass = 0; pass < 2 && chosen === null; pass++) {
      for (let ti = 0; ti < req.texts.length && chosen === null; ti++) {
        const text = req.texts[ti] as string;
        const { w, h } = measure(text);
        for (const spot of req.spots ?? SPOTS) {
          const rect = keptInside(labelRectAt(req, spot, w, h), spot, obstacles.bounds);
          if (rect === null || hard.hits(rect)) continue;
          if (pass === 0 && tokens.hits(rect, notMine)) continue;
          chosen = { ...rect, id: req.id, text, textIndex: ti, spot };
          break;
        }
      }
    }
    if (chosen === null) {
      hidden.push(req.id);
      continue;
    }
    placed.push(chosen);
    hard.add(chosen);
  }
  return { placed, hidden };
}

/** Title words a short name drops ("Deputy Hank Tate" → "Hank"). */
const TITLES = new Set(['deputy', 'marshal', 'sheriff', 'ser', 'sir', 'brother', 'sister', 'father', 'lady', 'lord', 'captain', 'sergeant', 'old']);

/**
 * A shorter form of a figure's name for a crowded table: the part before " the " ("Mira the
 * Archer" → "Mira"), leading titles dropped, then the first word or the first two when the second
 * is not the last ("Mad Dog Callahan" → "Mad Dog", "Jack Callahan" → "Jack"). The name itself when
 * nothing shorter comes out.
 */
export function shortFigureName(name: string): string {
  const beforeThe = name.split(/\s+the\s+/i)[0]?.trim() ?? name;
  let words = beforeThe.split(/\s+/).filter((w) => w.length > 0);
  while (words.length > 1 && TITLES.has((words[0] as string).toLowerCase())) words = words.slice(1);
  const short = words.length >= 3 ? words.slice(0, 2).join(' ') : (words[0] ?? name);
  return short.length < name.length ? short : name;
}

/** One or two letters for the token: the initials of the short name ("Mad Dog" → "MD", "Hank" → "H"). */
export function figureInitials(name: string): string {
  const words = shortFigureName(name).split(/\s+/).filter((w) => w.length > 0);
  return words.slice(0, 2).map((w) => [...w][0]?.toUpperCase() ?? '').join('');
}
