/** Side id → Pixi colour, recomputed only when the scenario's sides change. */
import { useMemo } from 'react';
import { hexColorToNumber } from '../store/palette';
import { useSkirmishStore } from '../store/store';
import { selectScenario } from '../store/scenarioSelectors';

export const UNKNOWN_SIDE_COLOR = 0x888888;

export function useSideColors(): ReadonlyMap<string, number> {
  const sides = useSkirmishStore((s) => selectScenario(s)?.sides);
  return useMemo(() => new Map((sides ?? []).map((side) => [side.id, hexColorToNumber(side.color, UNKNOWN_SIDE_COLOR)])), [sides]);
}
