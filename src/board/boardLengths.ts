/**
 * Lengths on the canvas in the current game's unit: the store's `selectLengthUnit` (the ruleset's
 * `lengthUnit`: cm for the black-powder skirmish) and the cm words of the player's language, which
 * the app hands the board (`<Board cmText>`) so the board itself holds no words.
 */
import { createContext, useContext, useMemo } from 'react';
import { selectLengthUnit } from '../store/lengthUnitSelectors';
import type { LengthUnit } from '../store/lengthUnitSelectors';
import { useSkirmishStore } from '../store/store';
import type { TerrainPieceView } from './drawTerrain';
import { pieceTopIn } from './drawTerrain';
import type { CmText } from './format';
import { formatLength, PLAIN_CM_TEXT } from './format';

export const CmTextContext = createContext<CmText>(PLAIN_CM_TEXT);

/** Lengths in a unit with the cm words: `boardLength('cm', text)(4)` → "10.2 cm". */
export const boardLength = (unit: LengthUnit, cmText: CmText) => (valueIn: number): string => formatLength(valueIn, unit, cmText);

/** The board's length text for the current game (`4″`, `10.2 cm`); the same function until the unit or the words change. */
export function useBoardLength(): (valueIn: number) => string {
  const cmText = useContext(CmTextContext);
  const unit = useSkirmishStore(selectLengthUnit);
  return useMemo(() => boardLength(unit, cmText), [unit, cmText]);
}

/** A terrain piece's height label: its top above the table (`4″`; `10.2 cm` in a game in cm). */
export const terrainLabelText = (piece: TerrainPieceView, length: (valueIn: number) => string): string => length(pieceTopIn(piece));
