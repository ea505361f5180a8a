/**
 * The board's layers that draw nothing on the first board, in one chunk (`deferredLayersChunk.ts`;
 * bundle budget: README's bench table). `AfterFirstBoard` mounts them once the first screen is up
 * (store/firstScreen.ts), which fetches the chunk; they keep their place among the layers (React
 * inserts them where they are in `BoardScene`).
 */
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useFirstScreenShown } from '../store/firstScreen';
import type * as LayersChunk from './deferredLayersChunk';

let chunk: Promise<typeof LayersChunk> | null = null;

/** Fetch the chunk (the app awaits this before it installs the test API). */
export const preloadBoardLayers = (): Promise<typeof LayersChunk> => (chunk ??= import('./deferredLayersChunk'));

export const DragOverlay = lazy(async () => ({ default: (await preloadBoardLayers()).DragOverlay }));
export const LosOverlay = lazy(async () => ({ default: (await preloadBoardLayers()).LosOverlay }));
export const MeasureOverlay = lazy(async () => ({ default: (await preloadBoardLayers()).MeasureOverlay }));
export const OutcomeLinksLayer = lazy(async () => ({ default: (await preloadBoardLayers()).OutcomeLinksLayer }));
export const PathChoiceLayer = lazy(async () => ({ default: (await preloadBoardLayers()).PathChoiceLayer }));
export const PreviewArcsLayer = lazy(async () => ({ default: (await preloadBoardLayers()).PreviewArcsLayer }));
export const ReachLayer = lazy(async () => ({ default: (await preloadBoardLayers()).ReachLayer }));
export const RotateHandleLayer = lazy(async () => ({ default: (await preloadBoardLayers()).RotateHandleLayer }));
export const UnitDragOverlay = lazy(async () => ({ default: (await preloadBoardLayers()).UnitDragOverlay }));
export const UnitReachLayer = lazy(async () => ({ default: (await preloadBoardLayers()).UnitReachLayer }));
export const UnitStandsLayer = lazy(async () => ({ default: (await preloadBoardLayers()).UnitStandsLayer }));
export const VisibilityLayer = lazy(async () => ({ default: (await preloadBoardLayers()).VisibilityLayer }));

/** Its children once the first screen is up; nothing until then. */
export function AfterFirstBoard({ children }: { readonly children: ReactNode }) {
  return useFirstScreenShown() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
