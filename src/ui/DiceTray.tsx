import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIE_SIDES, isDieSides } from '../engine/dice';
import type { DieSides } from '../engine/dice';
import { MAX_ROLL_DICE, MAX_ROLL_LABEL_LENGTH, rollAction } from '../engine/intents';
import { selectActing } from '../store/gameSelectors';
import { useSkirmishStore } from '../store/store';
import { isRepeatedClick } from './onePress';
import { nameLookup, refusalText } from './messageText';
import { selectScenario } from '../store/scenarioSelectors';

/** What the tray's fields hold, or which message says why they are not dice to roll. */
export function readTray(countText: string, sidesText: string, label: string):
  | { ok: true; count: number; sides: DieSides; label: string }
  | { ok: false; key: 'diceTray.countRange' | 'diceTray.labelTooLong' } {
  const count = Number(countText.trim());
  if (countText.trim() === '' || !Number.isInteger(count) || count < 1 || count > MAX_ROLL_DICE) return { ok: false, key: 'diceTray.countRange' };
  if (label.trim().length > MAX_ROLL_LABEL_LENGTH) return { ok: false, key: 'diceTray.labelTooLong' };
  const sides = Number(sidesText);
  return isDieSides(sides) ? { ok: true, count, sides, label: label.trim() } : { ok: false, key: 'diceTray.countRange' };
}

/**
 * Dice a player rolls by hand: 1–20 dice of d4–d12 or d20 with an optional label, rolled for the acting
 * side as a `roll` action, so the rules may refuse it and the roll goes in the log and the dice log.
 * Bad input gets a message, never a roll; the tray is off while nobody may act (replay, handover).
 */
export function DiceTray() {
  const { t, i18n } = useTranslation();
  const acting = useSkirmishStore(selectActing);
  const scenario = useSkirmishStore(selectScenario);
  const dispatch = useSkirmishStore((s) => s.dispatch);
  const names = useMemo(() => nameLookup(scenario), [scenario]);
  const [count, setCount] = useState('1');
  const [sides, setSides] = useState('6');
  const [label, setLabel] = useState('');
  const [chosenSide, setChosenSide] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const side = acting.sides.find((s) => s.id === chosenSide) ?? acting.sides[0];
  const off = acting.block !== null || side === undefined;
  const offReason = acting.block !== null ? refusalText(i18n, acting.block, names) : side === undefined ? t('diceTray.nobody') : undefined;

  const roll = (e: FormEvent) => {
    e.preventDefault();
    if (side === undefined) return;
    const read = readTray(count, sides, label);
    if (!read.ok) {
      setError(t(read.key, { max: read.key === 'diceTray.countRange' ? MAX_ROLL_DICE : MAX_ROLL_LABEL_LENGTH }));
      return;
    }
    const result = dispatch(rollAction(side.id, read.count, read.sides, read.label));
    setError(result.ok ? null : refusalText(i18n, result.refusal, names));
  };

  return (
    <form className="dice-tray" aria-label={t('diceTray.title')} onSubmit={roll} noValidate>
      <h2>{t('diceTray.title')}</h2>
      {acting.sides.length > 1 && (
        <label className="dice-tray__field">
          <span>{t('diceTray.side')}</span>
          <select data-testid="dice-side" value={side?.id ?? ''} onChange={(e) => setChosenSide(e.currentTarget.value)}>
            {acting.sides.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
        </label>
      )}
      <div className="dice-tray__row">
        <label className="dice-tray__field">
          <span>{t('diceTray.count')}</span>
          <input type="number" data-testid="dice-count" min={1} max={MAX_ROLL_DICE} step={1} value={count}
            onChange={(e) => { setCount(e.currentTarget.value); setError(null); }} />
        </label>
        <label className="dice-tray__field">
          <span>{t('diceTray.sides')}</span>
          <select data-testid="dice-sides" value={sides} onChange={(e) => setSides(e.currentTarget.value)}>
            {DIE_SIDES.map((n) => <option key={n} value={String(n)}>{t('diceTray.sideOption', { sides: n })}</option>)}
          </select>
        </label>
      </div>
      <label className="dice-tray__field">
        <span>{t('diceTray.label')}</span>
        <input type="text" data-testid="dice-label" value={label}
          onChange={(e) => { setLabel(e.currentTarget.value); setError(null); }} />
      </label>
      <button type="submit" data-testid="dice-roll" disabled={off} title={offReason}
        // A double-click rolls once: the second click does not submit again.
        onClick={(e) => { if (isRepeatedClick(e)) e.preventDefault(); }}>{t('diceTray.roll')}</button>
      {error !== null && <p className="dice-tray__error" data-testid="dice-error" role="alert">{error}</p>}
    </form>
  );
}
