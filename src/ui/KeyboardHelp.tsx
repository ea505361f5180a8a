import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkirmishStore } from '../store/store';
import './panels.css';
import { SHORTCUTS } from './shortcuts';
import type { Shortcut } from './shortcuts';

const GROUPS: readonly Shortcut['group'][] = ['game', 'tools', 'view', 'drag', 'replay'];

/**
 * The keyboard help (`?`, or the toolbar's Keys button): every shortcut of `shortcuts.ts`, by group,
 * each with its keys and what it does (`keys-row-<id>`). Esc, Close or a click on the backdrop
 * closes it; while it is open no other shortcut acts (it is a dialog: `dialog === 'keys'`). The
 * shortcuts themselves (`useShortcutKeys`, `?` included) are the layout's, listening from the start:
 * this dialog is in a chunk (deferredUi.tsx).
 */
export function KeyboardHelp() {
  const { t } = useTranslation();
  const open = useSkirmishStore((s) => s.dialog === 'keys');
  const openDialog = useSkirmishStore((s) => s.openDialog);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') useSkirmishStore.getState().openDialog(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  const close = () => openDialog(null);
  return (
    <div className="modal-backdrop" onClick={(e) => { if (e.target === e.currentTarget) close(); }}>
      <div className="dialog keyboard-help" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="keyboard-help">
        <h2 id={titleId}>{t('panels.keys.title')}</h2>
        {GROUPS.map((group) => (
          <section key={group} className="keyboard-help__group">
            <h3>{t(`panels.keys.group.${group}`)}</h3>
            <dl className="keyboard-help__list">
              {SHORTCUTS.filter((k) => k.group === group).map((k) => (
                <div key={k.id} className="keyboard-help__row" data-testid={`keys-row-${k.id}`}>
                  <dt>{k.keys.map((key, i) => <span key={key}>{i > 0 && ' / '}<kbd>{key}</kbd></span>)}</dt>
                  <dd>{t(`panels.keys.${k.id}`)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <p className="hint">{t('panels.keys.notWhileTyping')}</p>
        <div className="dialog__actions">
          <button ref={closeRef} type="button" data-testid="keyboard-help-close" onClick={close}>{t('panels.keys.close')}</button>
        </div>
      </div>
    </div>
  );
}
