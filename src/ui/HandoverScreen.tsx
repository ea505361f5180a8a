import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectHandover } from '../store/gameSelectors';
import { useSkirmishStore } from '../store/store';
import { loadSavedHandover } from './handoverStorage';
import { isRepeatedClick } from './onePress';

/**
 * The hotseat handover: when the turn passes to the other player, an opaque screen covers the table
 * and the panels ("Pass to the Earps — tap to continue"), so the next player sees nothing of the
 * last one's choices until they take the device. A tap anywhere, Enter or Space continues.
 * On mount it adopts the remembered on/off choice (`handoverStorage`).
 */
export function HandoverScreen() {
  const { t } = useTranslation();
  const side = useSkirmishStore(selectHandover);
  const dismiss = useSkirmishStore((s) => s.dismissHandover);
  const setHandoverEnabled = useSkirmishStore((s) => s.setHandoverEnabled);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const saved = loadSavedHandover();
    if (saved !== null) setHandoverEnabled(saved);
  }, [setHandoverEnabled]);

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
        <span className="handover-screen__hint">{t('handover.hint')}</span>
      </button>
    </div>
  );
}
