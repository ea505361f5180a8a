import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { selectHandover } from '../store/gameSelectors';
import type { HandoverReason } from '../store/handoverReasons';
import { selectHandoverReasons } from '../store/handoverReasons';
import { useSkirmishStore } from '../store/store';
import { loadSavedAutoPass } from './autoPassStorage';
import { loadSavedHandover } from './handoverStorage';
import { labelText } from './messageText';
import { isRepeatedClick } from './onePress';
import { translateFirst } from './translate';
import './flow.css';

/**
 * Why the turn passed, one line each, oldest first: "Move phase: the Posse ended the phase",
 * "Shoot phase: the Callahan Gang had nothing to do — passed", "Two or more failures: turnover".
 * Each line is the log's own description, after the flow it happened in when that has a short name.
 */
export function handoverReasonLines(i18n: I18n, reasons: readonly HandoverReason[]): string[] {
  const lines: string[] = [];
  for (const r of reasons) {
    const flow = translateFirst(i18n, [`${r.flow.key}Plain`], {}, '');
    const what = labelText(i18n, r.description);
    lines.push(flow === '' ? what : i18n.t('flow.handover.line', { flow, what }));
    if (r.turnover) lines.push(i18n.t('flow.handover.turnover'));
  }
  return lines;
}

/**
 * The hotseat handover: when the turn passes to the other player, an opaque screen covers the table
 * and the panels ("Pass to the Earps — tap to continue"), so the next player sees nothing of the
 * last one's choices until they take the device, and says why the turn passed (`handoverReasonLines`).
 * A tap anywhere, Enter or Space continues.
 * On mount it adopts the remembered on/off choice (`handoverStorage`).
 */
export function HandoverScreen() {
  const { t, i18n } = useTranslation();
  const side = useSkirmishStore(selectHandover);
  const reasons = handoverReasonLines(i18n, useSkirmishStore(selectHandoverReasons));
  const dismiss = useSkirmishStore((s) => s.dismissHandover);
  const setHandoverEnabled = useSkirmishStore((s) => s.setHandoverEnabled);
  const setAutoPassEnabled = useSkirmishStore((s) => s.setAutoPassEnabled);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const saved = loadSavedHandover();
    if (saved !== null) setHandoverEnabled(saved);
    setAutoPassEnabled(loadSavedAutoPass());
  }, [setHandoverEnabled, setAutoPassEnabled]);

  const shown = side !== null;
  useEffect(() => {
    if (!shown) return undefined;
    button.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      // A held key (the last player's Enter) must not skip the screen.
      if (e.repeat || (e.key !== 'Enter' && e.key !== ' ')) return;
      e.preventDefault();
      dismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, dismiss]);

  if (side === null) return null;
  return (
    <div className="handover-screen" data-testid="handover-screen" role="dialog" aria-modal="true" aria-labelledby={titleId}
      onClick={(e) => {
        // The second click of the double-click that ended the turn must not pass the screen.
        if (!isRepeatedClick(e)) dismiss();
      }}>
      <button
        type="button"
        ref={button}
        className="handover-screen__continue"
        data-testid="handover-continue"
        style={{ borderColor: side.color }}
        onClick={(e) => {
          e.stopPropagation();
          if (!isRepeatedClick(e)) dismiss();
        }}
      >
        <span className="swatch handover-screen__swatch" style={{ backgroundColor: side.color }} aria-hidden="true" />
        <span id={titleId} className="handover-screen__title">{t('handover.pass', { side: side.name })}</span>
        {reasons.length > 0 && (
          <span className="handover-screen__why" data-testid="handover-reasons">
            {reasons.map((line, i) => <span key={i} className="handover-screen__reason" data-testid="handover-reason">{line}</span>)}
          </span>
        )}
        <span className="handover-screen__hint">{t('handover.hint')}</span>
      </button>
    </div>
  );
}
