import { useTranslation } from 'react-i18next';
import type { LosCrossingView, LosRulesView } from '../store/losSelectors';
import { selectLosView } from '../store/losSelectors';
import { useSkirmishStore } from '../store/store';
import { formatPercent } from './format';
import { useLengthFormat } from './useLengthFormat';
import { nameLookup, refusalText } from './messageText';
import './sight.css';
import { selectScenario } from '../store/scenarioSelectors';

/**
 * The rules' verdict beside the geometric share (Ruleset.sightVerdict: the shot's own judgement):
 * visible / in cover / blocked, why, with the rule ID; "geometry only" when the ruleset judges no
 * sight (the free table) or while a figure is dragged.
 */
function RulesVerdict({ rules, geometryPercent }: { readonly rules: LosRulesView | null; readonly geometryPercent: number }) {
  const { t, i18n } = useTranslation();
  const scenario = useSkirmishStore(selectScenario);
  if (rules === null) {
    return <p className="hint los-rules los-rules--none" data-testid="los-rules" data-verdict="none">{t('sight.geometryOnly')}</p>;
  }
  return (
    <p className={`los-rules los-rules--${rules.verdict}`} data-testid="los-rules" data-verdict={rules.verdict} data-rule-id={rules.ruleId}>
      <span className="los-rules__label">{t('sight.rules')}</span>{' '}
      <strong className="los-rules__verdict" data-testid="los-rules-verdict">{t(`sight.verdict.${rules.verdict}`)}</strong>
      {rules.visiblePercent !== geometryPercent && (
        <span className="los-rules__share" data-testid="los-rules-share"> {t('sight.rulesShare', { percent: formatPercent(rules.visiblePercent) })}</span>
      )}
      <span className="los-rules__reason" data-testid="los-rules-reason">{refusalText(i18n, rules.reason, nameLookup(scenario))}</span>
    </p>
  );
}

/**
 * The rules' In the Way for a crossing (`crossing.rules`, the ruleset's own numbers, never recomputed
 * here): its value, for area terrain the share the rules give it (the only share it has), and
 * whether it is rolled for.
 */
function CrossingRules({ crossing: c }: { readonly crossing: LosCrossingView }) {
  const { t } = useTranslation();
  const r = c.rules;
  if (r === null) return null;
  const text = c.area
    ? t(r.rolled ? 'losCrossing.inTheWayRolled' : 'losCrossing.inTheWayNoRoll', { value: r.value, percent: formatPercent(r.hiddenPercent) })
    : t(r.rolled ? 'losCrossing.inTheWayFigureRolled' : 'losCrossing.inTheWayFigureNoRoll', { value: r.value });
  return (
    <span className="los-crossing__rules" data-testid="los-crossing-rules" data-rolled={r.rolled} data-rule-id={r.ruleId}>{text}</span>
  );
}

/**
 * One thing in the way: its name, what it is, how much of the target it hides (area terrain — woods,
 * scrub — stops no ray: it is "seen through" so deep, never "hides 0 %"), the rules' In the Way for
 * it, contact marks.
 */
function CrossingRow({ crossing: c }: { readonly crossing: LosCrossingView }) {
  const { t } = useTranslation();
  const len = useLengthFormat();
  const kind = c.kind === 'figure'
    ? t('los.figureKind')
    : c.pieceKind ? t(`terrain.${c.pieceKind}`, { defaultValue: c.pieceKind }) : t('los.pieceKind');
  return (
    <li className="los-crossing" data-testid="los-crossing" data-id={c.id} data-kind={c.kind} data-area={c.area}>
      <span className="los-crossing__name">{c.name ?? t('los.unnamed', { id: c.id })}</span>
      <span className="los-crossing__kind">{kind}</span>
      {c.area ? (
        <span className="los-crossing__depth" data-testid="los-crossing-through">{t('losCrossing.seenThrough', { depth: len.length(c.insideIn) })}</span>
      ) : (
        <span className="los-crossing__hidden" data-testid="los-crossing-hidden">
          {t('los.hides', { percent: formatPercent(c.hiddenPercent) })}
        </span>
      )}
      <CrossingRules crossing={c} />
      {c.touchesTarget && (
        <span className="los-mark" data-testid="los-touches-target" title={t('los.touchesTargetHint')}>{t('los.touchesTarget')}</span>
      )}
      {c.touchesObserver && (
        <span className="los-mark" data-testid="los-touches-observer" title={t('los.touchesObserverHint')}>{t('los.touchesObserver')}</span>
      )}
    </li>
  );
}

/**
 * The line-of-sight tool's reading: who looks at whom, how much of the target is seen, the distances
 * and heights (in the game's unit: "25.4 cm (10.0″)" in a game in cm), and what is in the way in
 * order from the observer. Shown only with the tool on; it reads
 * `selectLosView`, so it follows a drag of either figure live.
 */
export function LosPanel() {
  const { t } = useTranslation();
  const len = useLengthFormat();
  const on = useSkirmishStore((s) => s.tool === 'los');
  const view = useSkirmishStore(selectLosView);
  if (!on) return null;

  const body = (() => {
    if (!view) return <p className="hint" data-testid="los-hint">{t('los.pickObserver')}</p>;
    const pair = (
      <p className="los-panel__pair">
        <span className="los-panel__observer" data-testid="los-observer">{view.observer.figure.name}</span>
        {view.target && (
          <>
            <span aria-hidden="true"> → </span>
            <span className="los-panel__target" data-testid="los-target">{view.target.figure.name}</span>
            {view.targetPinned && <span className="los-mark" title={t('los.pinnedHint')}>{t('los.pinned')}</span>}
          </>
        )}
      </p>
    );
    const r = view.result;
    if (!r || view.visiblePercent === null || view.verdict === null) {
      return <>{pair}<p className="hint" data-testid="los-hint">{t('los.pickTarget')}</p></>;
    }
    return (
      <>
        {pair}
        <p className={`los-panel__visible los-panel__visible--${view.verdict}`} data-testid="los-visible" data-verdict={view.verdict}>
          <span className="los-panel__percent">{formatPercent(view.visiblePercent)}</span>
          {' '}
          <span className="los-panel__verdict">{t(`los.${view.verdict}`)}</span>
        </p>
        <RulesVerdict rules={view.rules} geometryPercent={view.visiblePercent} />
        <dl className="facts">
          <dt>{t('los.flat')}</dt>
          <dd data-testid="los-flat">{len.both(r.flatIn)}</dd>
          <dt>{t('los.distance3d')}</dt>
          <dd data-testid="los-3d">{len.length(r.distance3dIn)}</dd>
          <dt>{t('los.heightDiff')}</dt>
          <dd data-testid="los-height">{len.signed(r.heightDiffIn)}</dd>
        </dl>
        <h3 className="los-panel__subtitle">{t('los.inTheWay')}</h3>
        {view.crossings.length === 0 ? (
          <p className="hint" data-testid="los-clear">{t('los.nothingInTheWay')}</p>
        ) : (
          <ol className="los-crossings" data-testid="los-crossings">
            {view.crossings.map((c) => <CrossingRow key={`${c.kind}:${c.id}`} crossing={c} />)}
          </ol>
        )}
      </>
    );
  })();

  return (
    <section className="los-panel" data-testid="los-panel" aria-labelledby="los-title">
      <h2 id="los-title">{t('los.title')}</h2>
      {body}
    </section>
  );
}
