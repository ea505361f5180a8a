/**
 * The board's input (attachBoardInput.ts: DOM events → the input controller → store intents), a chunk
 * fetched as soon as the canvas exists: nothing of it is needed to draw the first board.
 */
import { useEffect } from 'react';
import type * as InputChunk from './attachBoardInput';

let chunk: Promise<typeof InputChunk> | null = null;

/** Fetch the input's chunk (the app awaits it before it installs the test API). */
export const preloadBoardInput = (): Promise<typeof InputChunk> => (chunk ??= import('./attachBoardInput'));

export function useBoardInput(canvas: HTMLCanvasElement | null): void {
  useEffect(() => {
    if (!canvas) return undefined;
    let detach: (() => void) | null = null;
    let gone = false;
    void preloadBoardInput().then(({ attachBoardInput }) => {
      if (!gone) detach = attachBoardInput(canvas);
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, [canvas]);
}
