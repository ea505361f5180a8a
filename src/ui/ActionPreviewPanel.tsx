import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { losPercent } from '../store/losSelectors';
import { selectActionPreview } from '../store/previewSelectors';
import { useSkirmishStore } from '../store/store';
import { formatChance, formatPercent } from './format';
import { actionButtonText, labelText, nameLookup, refusalText } from './messageText';
import { onePress } from './onePress';
import { selectScenario } from '../store/scenarioSelectors';

/**
 * What the action the player points at would do, before any die is rolled (`action-preview`): the
 * rules' facts in order (`preview-line`: range against the weapon's, the move against its limit, In
 * the Way with values and hidden shares, a placeholder weapon…), the visible share the rules used
 * (`preview-visible`), each dice step with its exact chance as a percentage and fraction
 * (`preview-chance`: "to hit 4+: 50% (1/2)"), the overall chance (`preview-total`) — or, when the
 * rules give no total, the chances as separate outcomes (`preview-chances` `data-kind="outcomes"`:
 * "2 successes: 25% (1/4)", "turnover: 25% (1/4)") — and, when the
 * rules would refuse it, why, with the rule ID (`preview-refusal`). `preview-fire` takes the action;
 * `preview-pin` keeps this preview while the pointer goes elsewhere; `preview-close` and Esc forget it
 * (so do a change of selection and any action taken: previewSlice.ts). Everything comes from
 * `selectActionPreview`; nothing shows without a preview. It sits in the side panel under the action
 * buttons (FigureActions.tsx), never over the board.
 */
export function ActionPreviewPanel() {
  const { t, i18n } = useTranslation();
  const view = useSkirmishStore(selectActionPreview);
  const scenario = useSkirmishStore(selectScenario);
  const dispatch = useSkirmishStore((s) => s.dispatch);
  const pinPreview = useSkirmishStore((s) => s.pinPreview);
  const clearPreview = useSkirmishStore((s) => s.clearPreview);
  const names = useMemo(() => nameLookup(scenario), [scenario]);
  const open = view !== null;

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      // A dialog over the table has its own Esc.
      if (e.key !== 'Escape' || useSkirmishStore.getState().dialog !== null) return;
      useSkirmishStore.getState().clearPreview();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (view === null) return null;
  const action = actionButtonText(i18n, view.label);
  const why = view.refusal === null ? null : refusalText(i18n, view.refusal, names, names.figure(view.action.figureId ?? ''));
  const steps = view.chances.filter((c) => !c.total);
  const total = view.chances.find((c) => c.total);
  // With a total, the chances are the steps of one chain (to hit, then to wound): an ordered list.
  // Without one they are separate outcomes (SBH's 0–3 successes, a turnover): a plain list.
  const Chances = total === undefined ? 'ul' : 'ol';
  const chanceText = (c: (typeof view.chances)[number]) =>
    t('preview.chance', { step: labelText(i18n, c.label), percent: formatChance(c.percent), fraction: `${c.num}/${c.den}` });

  return (
    <section className="action-preview" data-testid="action-preview" aria-label={t('preview.label')} data-action-id={view.actionId}>
      <header className="action-preview__head">
        <span className="action-preview__title" data-testid="preview-action">{action}</span>
        <button
          type="button"
          className="action-preview__pin"
          data-testid="preview-pin"
          aria-pressed={view.pinned}
          title={t(view.pinned ? 'preview.unpinHint' : 'preview.pinHint')}
          onClick={() => pinPreview(view.pinned ? null : view.point)}
        >
          {t(view.pinned ? 'preview.unpin' : 'preview.pin')}
        </button>
        <button type="button" className="action-preview__close" data-testid="preview-close" title={t('panels.preview.closeHint')} onClick={clearPreview}>
          {t('panels.preview.close')}
        </button>
      </header>
      <p className="action-preview__note">{t('preview.beforeDice')}</p>
      {view.sight !== null && (
        <p className="action-preview__visible" data-testid="preview-visible" data-percent={losPercent(view.sight.visibleFraction)}>
          {t(view.sight.overridden ? 'preview.visibleOverridden' : 'preview.visible', { percent: formatPercent(losPercent(view.sight.visibleFraction)) })}
        </p>
      )}
      {view.lines.length > 0 && (
        <ul className="action-preview__lines">
          {view.lines.map((l, i) => <li key={i} data-testid="preview-line" data-key={l.key}>{labelText(i18n, l)}</li>)}
        </ul>
      )}
      {steps.length > 0 && (
        <Chances className="action-preview__chances" aria-label={t('preview.chances')} data-testid="preview-chances" data-kind={total === undefined ? 'outcomes' : 'steps'}>
          {steps.map((c, i) => (
            <li key={i} data-testid="preview-chance" data-rule-id={c.ruleId} data-num={c.num} data-den={c.den}>
              {chanceText(c)} <span className="action-preview__rule">{c.ruleId}</span>
            </li>
          ))}
        </Chances>
      )}
      {total !== undefined && (
        <p className="action-preview__total" data-testid="preview-total" data-num={total.num} data-den={total.den}>{chanceText(total)}</p>
      )}
      {why !== null && <p className="action-preview__refusal" data-testid="preview-refusal" role="note">{why}</p>}
      <button
        type="button"
        className="action-preview__fire"
        data-testid="preview-fire"
        disabled={why !== null}
        title={why ?? action}
        aria-description={why ?? undefined}
        {...onePress(() => dispatch(view.action))}
      >
        {action}
      </button>
    </section>
  );
}
