/**
 * Lengths in the current game's unit for a component (format.ts `lengthFormat`): the ruleset's
 * `lengthUnit` from the store (`selectLengthUnit`: cm for the black-powder skirmish, else inches) and
 * the cm words from the locale. The same object until the unit or the language changes.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLengthUnit } from '../store/lengthUnitSelectors';
import { useSkirmishStore } from '../store/store';
import type { LengthFormat } from './format';
import { lengthFormat } from './format';

export function useLengthFormat(): LengthFormat {
  const { t } = useTranslation();
  const unit = useSkirmishStore(selectLengthUnit);
  return useMemo(() => lengthFormat(unit, (key, params) => t(key, params)), [unit, t]);
}

/** The locale's cm words alone (`25.4` → "25.4 cm", "25.4 см"), for the board's labels (app/App.tsx hands it over). */
export function useCmText(): (cm: string) => string {
  const { t } = useTranslation();
  return useMemo(() => (cm: string) => t('length.cm', { cm }), [t]);
}
