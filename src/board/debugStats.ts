/**
 * Read-only numbers about the live board for the window test API and benchmarks: how many display
 * objects the stage holds and which renderer Pixi picked. `Board` registers its application here.
 * Type-only Pixi imports, so importing this module never loads Pixi.
 */
import type { Application, Container } from 'pixi.js';

let currentApp: Application | null = null;

/** Called by `Board` when its application is ready (and with null when it unmounts). */
export function registerBoardApp(app: Application | null): void {
  currentApp = app;
}

/** Display objects under the stage, the stage included; 0 when no board is mounted. */
export function countDisplayObjects(): number {
  const stage = currentApp?.stage as Container | undefined;
  if (!stage) return 0;
  let count = 0;
  const stack: Container[] = [stage];
  for (let node = stack.pop(); node; node = stack.pop()) {
    count++;
    for (const child of node.children) stack.push(child);
  }
  return count;
}

/** `'webgl'` or `'webgpu'` (the renderer's name), `'none'` before the board is ready. */
export function getRenderer(): string {
  const renderer = currentApp?.renderer as { readonly name?: string } | undefined;
  return renderer?.name ?? 'none';
}
