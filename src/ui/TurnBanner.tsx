import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { selectBanner } from '../store/gameSelectors';
import type { BannerView } from '../store/gameSelectors';
import { useSkirmishStore } from '../store/store';
import { labelText } from './messageText';
import type { i18n as I18n } from 'i18next';

/** "Replay — step 5 of 40 · Turn 2 · The Callahan Gang to act", or who won and why ("… · Game over: the Posse won · the Callahan Gang broke"). */
export function bannerText(i18n: I18n, banner: BannerView): string {
  const parts: string[] = [];
  if (banner.replay !== null) parts.push(i18n.t('banner.replay', { step: banner.replay.step, steps: banner.replay.steps }));
  parts.push(i18n.t('banner.turn', { turn: banner.turn }));
  if (banner.outcome !== null) {
    parts.push(banner.outcome.winner === null ? i18n.t('banner.draw') : i18n.t('banner.gameOver', { winner: banner.outcome.winner.name }));
    parts.push(labelText(i18n, banner.outcome.reason));
  } else {
    parts.push(labelText(i18n, banner.flow));
  }
  return parts.join(' · ');
}

const rulesetName = (i18n: I18n, id: string): string => i18n.t(`ruleset.${id}`, { defaultValue: id });

/**
 * Whose turn it is, always in view above the table, tinted with the acting side's colour; the
 * replay step while the viewer is open. Under it, when the scenario asked for rules this build does
 * not have, a plain notice that the game runs on other rules (`ruleset-notice`).
 */
export function TurnBanner() {
  const { t, i18n } = useTranslation();
  const banner = useSkirmishStore(selectBanner);

  if (banner === null) {
    return <div className="turn-banner" data-testid="turn-banner" data-acting="" role="status">{t('banner.noGame')}</div>;
  }
  const colour = banner.acting[0]?.color;
  const style = colour === undefined ? undefined : ({ '--side-color': colour } as CSSProperties);
  const requested = banner.requestedRulesetId;
  const noticeKey = banner.requestedInstalled ? 'rulesetNotice.chosen' : banner.rulesetId === 'free' ? 'rulesetNotice.notInstalledFree' : 'rulesetNotice.notInstalled';

  return (
    <>
      <div
        className={`turn-banner${banner.replay === null ? '' : ' turn-banner--replay'}`}
        data-testid="turn-banner"
        data-acting={banner.acting.map((s) => s.id).join(',')}
        data-winner={banner.outcome === null ? undefined : banner.outcome.winner?.id ?? ''}
        role="status"
        aria-label={t('banner.label')}
        style={style}
      >
        {banner.acting.map((s) => (
          <span key={s.id} className="swatch" style={{ backgroundColor: s.color }} aria-hidden="true" />
        ))}
        <span className="turn-banner__text" data-testid="turn-banner-text">{bannerText(i18n, banner)}</span>
        <span className="turn-banner__rules">{t('banner.rules', { name: rulesetName(i18n, banner.rulesetId) })}</span>
      </div>
      {requested !== null && (
        <p className="ruleset-notice" data-testid="ruleset-notice" role="note">
          {t(noticeKey, { requested: rulesetName(i18n, requested), current: rulesetName(i18n, banner.rulesetId) })}
        </p>
      )}
    </>
  );
}
