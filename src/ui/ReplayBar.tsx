import { useEffect } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Label } from '../store/gameSelectors';
import { selectReplayStep } from '../store/replaySelectors';
import type { ReplayStepView } from '../store/replaySelectors';
import { useSkirmishStore } from '../store/store';
import { ButtonIcon } from './ButtonIcon';
import { formatCmApart, formatInches } from './format';
import { translateFirst } from './translate';

/** A label's params as text parameters: inches (`…In`) formatted, centimetres (`…Cm`) rounded, the rest as they are. */
function labelParams(label: Label): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(label.params)) {
    if (typeof v === 'number') out[k] = k.endsWith('In') ? formatInches(v) : k.endsWith('Cm') ? formatCmApart([v])[0]! : v;
    else if (typeof v === 'string') out[k] = v;
    else if (typeof v === 'boolean') out[k] = String(v);
  }
  return out;
}

/** What the step did, in the player's language; never blank, never a raw `{{placeholder}}`. */
export function replayStepText(i18n: I18n, step: ReplayStepView): string {
  const turn = i18n.t('saves.replay.turn', { turn: step.turn });
  if (step.kind === 'setup' || step.action === null) return `${turn} · ${i18n.t('saves.replay.setup')}`;
  const fallback = i18n.t('saves.replay.unknownAction', { type: step.actionType ?? '?' });
  // Rulesets' labels come with a `…Plain` variant for when a parameter is missing (as in the game log).
  const what = translateFirst(i18n, [step.action.key, `${step.action.key}Plain`], labelParams(step.action), fallback);
  if (step.kind === 'action') return `${turn} · ${what}`;
  return `${turn} · ${translateFirst(i18n, [`saves.replay.${step.kind}`], { side: step.sideName ?? '', what }, what)}`;
}

/** Keys that belong to what has the focus: a field, the slider (it steps itself), a row of tabs. */
const ownsArrowKeys = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
    || target.closest('[role="tablist"]') !== null);

// Layout only (buttons take ui.css's rules): a strip between the play bar and the board.
const BAR: CSSProperties = {
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.4rem', padding: '0.4rem 1rem',
  background: '#3a2a18', borderBottom: '1px solid #8a6a3a',
};
const TITLE: CSSProperties = { fontWeight: 600, marginRight: '0.4rem' };
const SLIDER: CSSProperties = { flex: '1 1 10rem', minWidth: '8rem' };
const POSITION: CSSProperties = { fontVariantNumeric: 'tabular-nums', minWidth: '4.5rem', textAlign: 'center' };
const STEP: CSSProperties = { flexBasis: '100%', margin: 0 };
const HINT: CSSProperties = { flexBasis: '100%', margin: 0, fontSize: '0.85rem', opacity: 0.75 };

/**
 * The replay viewer's controls (shown while the store's `replay` is set): first / previous / next /
 * last, a slider over every step, "k / n" (step k of n; 0 is the set-up), what the step did, and
 * Close. ← and → step (Home and End jump) while it is open, unless the player is typing or on the
 * slider, which steps by itself. The board shows the step's table; play is refused until it is closed.
 */
export function ReplayBar() {
  const { t, i18n } = useTranslation();
  const step = useSkirmishStore(selectReplayStep);
  const setReplayIndex = useSkirmishStore((s) => s.setReplayIndex);
  const closeReplay = useSkirmishStore((s) => s.closeReplay);
  const open = step !== null;

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || ownsArrowKeys(e.target)) return;
      const { replay, dialog } = useSkirmishStore.getState();
      // A dialog over the table (the saved games) has the keys.
      if (replay === null || dialog !== null) return;
      const last = replay.frames.length - 1;
      const to = e.key === 'ArrowLeft' ? replay.index - 1 : e.key === 'ArrowRight' ? replay.index + 1
        : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
      if (to === null) return;
      e.preventDefault();
      useSkirmishStore.getState().setReplayIndex(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (step === null) return null;
  const { index, steps } = step;
  return (
    <div className="replay-bar" style={BAR} role="toolbar" aria-label={t('saves.replay.label')} data-testid="replay-bar">
      <span className="replay-bar__title" style={TITLE} data-testid="replay-title">{t('saves.replay.title', { title: step.title })}</span>
      <button type="button" data-testid="replay-first" title={t('saves.replay.first')} aria-label={t('saves.replay.first')}
        disabled={index === 0} onClick={() => setReplayIndex(0)}><ButtonIcon kind="first" /></button>
      <button type="button" data-testid="replay-prev" title={t('saves.replay.prev')} aria-label={t('saves.replay.prev')}
        disabled={index === 0} onClick={() => setReplayIndex(index - 1)}><ButtonIcon kind="prev" /></button>
      <input
        type="range" min={0} max={steps} step={1} value={index} style={SLIDER}
        data-testid="replay-slider" aria-label={t('saves.replay.slider')} aria-valuetext={t('saves.replay.position', { index, steps })}
        onChange={(e) => setReplayIndex(Number(e.currentTarget.value))}
      />
      <button type="button" data-testid="replay-next" title={t('saves.replay.next')} aria-label={t('saves.replay.next')}
        disabled={index === steps} onClick={() => setReplayIndex(index + 1)}><ButtonIcon kind="next" /></button>
      <button type="button" data-testid="replay-last" title={t('saves.replay.last')} aria-label={t('saves.replay.last')}
        disabled={index === steps} onClick={() => setReplayIndex(steps)}><ButtonIcon kind="last" /></button>
      <span style={POSITION} data-testid="replay-position" title={t('saves.replay.position', { index, steps })}>{`${index} / ${steps}`}</span>
      <button type="button" data-testid="replay-close" onClick={closeReplay}>{t('saves.replay.close')}</button>
      <p style={STEP} data-testid="replay-step" aria-live="polite">{replayStepText(i18n, step)}</p>
      <p style={HINT}>{t('saves.replay.readOnly')}</p>
    </div>
  );
}
