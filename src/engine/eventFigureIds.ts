import type { GameEvent } from './state';

/** Every figure id an event names: its `figureIds`, and string params named `figureId` or ending in `FigureId`. */
export function eventFigureIds(e: GameEvent): string[] {
  const ids = [...(e.figureIds ?? [])];
  for (const [k, v] of Object.entries(e.params ?? {})) if (typeof v === 'string' && (k === 'figureId' || k.endsWith('FigureId'))) ids.push(v);
  return ids;
}
