/**
 * Which action the preview panel and the board's line of sight show (never saved): the last thing
 * the player pointed at — a target figure on the board, or an action's button (hover or keyboard
 * focus) — unless one is pinned. A point names the acting figure it was made for, so selecting
 * another figure shows nothing until it is pointed at again. The action itself is derived from the
 * present game by `previewSelectors.ts`; the slice holds no rules data.
 *
 * A pointed target is kept when the pointer leaves it (as in the line-of-sight tool), so the
 * reading stays while the pointer travels to the panel's button; a pointed button is let go when the
 * pointer leaves the actions (`leaveActions`), like a tooltip.
 *
 * A preview never outlives what it was about: it is forgotten (pinned or not) when the selection
 * changes, when the game moves on (an action taken — the preview's Fire, the button itself, a drop —,
 * undo, redo, a new game), when the tool changes, and on `clearPreview` (Esc). `forgetStalePreview`
 * is the store subscription that does it, so no slice has to remember to.
 */
import type { StateCreator } from 'zustand';
import type { StoreState } from './storeState';

/**
 * A target figure pointed at on the board, one of the figure's action buttons (`FigureActionView.id`),
 * or a point of its path choice, inches along the path (pathChoiceSelectors.ts; set by store/pathChoiceInput.ts `pointAtPath`).
 */
export type PreviewPoint =
  | { readonly kind: 'target'; readonly figureId: string; readonly targetId: string }
  | { readonly kind: 'action'; readonly figureId: string; readonly actionId: string }
  | { readonly kind: 'path'; readonly figureId: string; readonly alongIn: number };

export interface PreviewFocus {
  readonly pointed: PreviewPoint | null;
  /** Fixed by a click: while set, pointing elsewhere changes nothing. */
  readonly pinned: PreviewPoint | null;
}

export const NO_PREVIEW: PreviewFocus = { pointed: null, pinned: null };

export interface PreviewSlice {
  readonly preview: PreviewFocus;
  /**
   * Show this point's preview: the caller has found that the rules preview it (previewPoint.ts
   * `pointAtAction`, the buttons' way in, keeps the check out of the first board's bundle).
   */
  pointAtPreviewed(point: PreviewPoint): void;
  /** The pointer is over this figure on the board while `figureId` is selected. */
  pointAtTarget(figureId: string, targetId: string): void;
  /** The pointer is on this point of the selected piece's path choice, inches along the path (store/pathChoiceInput.ts). */
  pointAtPathPoint(figureId: string, alongIn: number): void;
  /** Pin what is shown now (null: unpin; the pinned point stays as the pointed one). */
  pinPreview(point: PreviewPoint | null): void;
  /** The pointer left the action buttons and the panel: an unpinned pointed button is let go. */
  leaveActions(): void;
  /** Forget the preview, pinned or not (Esc). */
  clearPreview(): void;
}

/** What a preview is about: when any of these changes, the preview is stale. */
const previewContext = (s: StoreState) => [s.selectedFigureId, s.game?.timeline.present, s.tool, s.replay] as const;

/**
 * Whether the preview must be forgotten going from `prev` to `next`: the selection, the game state
 * (an action, undo, redo, a new game), the tool or the replay changed, while something was previewed.
 */
export function previewIsStale(next: StoreState, prev: StoreState): boolean {
  if (next.preview.pointed === null && next.preview.pinned === null) return false;
  const a = previewContext(next);
  const b = previewContext(prev);
  return a.some((v, i) => v !== b[i]);
}

export const createPreviewSlice: StateCreator<StoreState, [['zustand/immer', never]], [], PreviewSlice> = (set, get, api) => {
  // The store's own subscription: every change is checked, whoever made it (see the module comment).
  api.subscribe((next, prev) => {
    if (previewIsStale(next, prev)) set((s) => { s.preview = NO_PREVIEW; });
  });
  return {
    preview: NO_PREVIEW,
    pointAtPreviewed: (point) => set((s) => { s.preview.pointed = point; }),
    pointAtTarget: (figureId, targetId) => set((s) => {
      if (figureId !== targetId) s.preview.pointed = { kind: 'target', figureId, targetId };
    }),
    pointAtPathPoint: (figureId, alongIn) => set((s) => {
      const now = s.preview.pointed;
      if (now?.kind !== 'path' || now.figureId !== figureId || now.alongIn !== alongIn) s.preview.pointed = { kind: 'path', figureId, alongIn };
    }),
    pinPreview: (point) => set((s) => {
      if (point === null && s.preview.pinned !== null) s.preview.pointed = s.preview.pinned;
      s.preview.pinned = point;
    }),
    leaveActions: () => set((s) => {
      if (s.preview.pointed?.kind === 'action') s.preview.pointed = null;
    }),
    clearPreview: () => {
      const { preview } = get();
      if (preview.pointed !== null || preview.pinned !== null) set((s) => { s.preview = NO_PREVIEW; });
    },
  };
};
