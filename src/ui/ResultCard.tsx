import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cameraWorldToScreen } from '../store/camera';
import { selectResultCard } from '../store/outcomeSelectors';
import { useSkirmishStore } from '../store/store';
import { capitalised, outcomePartText } from './outcomeText';
import './resultCard.css';

/** Room kept for the card above the figures before it goes below them, px. */
const CARD_ROOM_PX = 80;
/** Gap between the figures' box and the card, px. */
const GAP_PX = 8;
const HALF_WIDTH_PX = 170;

/**
 * What the step just taken came to, by the figures it concerns, like a VTT's chat card: "Hit (5) ·
 * past the fence (4) · wounds Mad Dog Callahan (3) · Mad Dog Callahan is down", "Jump: stumbles,
 * stops at the obstacle (1)". Shown after an action that rolled or changed something worth a word
 * (the rules' own record: store/outcomeSelectors.ts), gone with the next step, dismissable. It sits
 * above the figures' box (below it when there is no room), never on them, and only its close
 * button takes the pointer: a click anywhere else goes to the board underneath.
 */
export function ResultCard() {
  const { t, i18n } = useTranslation();
  const card = useSkirmishStore(selectResultCard);
  const camera = useSkirmishStore((s) => s.camera);
  const viewport = useSkirmishStore((s) => s.viewport);
  const [dismissed, setDismissed] = useState<number | null>(null);
  if (card === null || card.seq === dismissed || card.box === null) return null;

  const topLeft = cameraWorldToScreen(camera, { x: card.box.minX, y: card.box.minY });
  const bottomRight = cameraWorldToScreen(camera, { x: card.box.maxX, y: card.box.maxY });
  const above = topLeft.y - GAP_PX >= CARD_ROOM_PX;
  const centre = (topLeft.x + bottomRight.x) / 2;
  const left = Math.min(Math.max(centre, HALF_WIDTH_PX + 4), Math.max(HALF_WIDTH_PX + 4, viewport.widthPx - HALF_WIDTH_PX - 4));
  const top = above ? topLeft.y - GAP_PX : bottomRight.y + GAP_PX;

  return (
    <div
      className="result-card"
      role="status"
      aria-label={t('results.card.region')}
      data-testid="result-card"
      data-seq={card.seq}
      data-placement={above ? 'above' : 'below'}
      style={{ left, top, transform: `translate(-50%, ${above ? '-100%' : '0'})` }}
    >
      <div className="result-card__parts">
        {card.parts.map((p, i) => (
          <span key={i}>
            {i > 0 && <span className="result-card__sep" aria-hidden="true">·</span>}
            <span className={`result-card__part result-card__part--${p.tone}`} data-testid="result-part" data-tone={p.tone} data-face={p.face ?? undefined}>
              {i === 0 ? capitalised(outcomePartText(i18n, p, true), i18n.language) : outcomePartText(i18n, p, true)}
            </span>
          </span>
        ))}
      </div>
      <button type="button" className="result-card__close" data-testid="result-card-close" aria-label={t('results.card.close')} title={t('results.card.close')} onClick={() => setDismissed(card.seq)}>
        ×
      </button>
    </div>
  );
}
