import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { figureFootprint } from '../engine/figureGeometry';
import type { Figure } from '../engine/model';
import { footprintBounds } from '../geometry/footprint';
import type { Camera } from '../store/camera';
import { cameraWorldToScreen } from '../store/camera';
import { selectResultCard } from '../store/outcomeSelectors';
import { useSkirmishStore } from '../store/store';
import { capitalised, outcomePartText } from './outcomeText';
import type { ScreenBox } from './resultCardPlacement';
import { resultCardPlacement } from './resultCardPlacement';
import './resultCard.css';
import { selectScenario } from '../store/scenarioSelectors';

/** The card's size before it is measured (its CSS max-width, one line), px. */
const FIRST_SIZE = { width: 340, height: 32 };
/** A token is drawn at least this far round its centre (the board's minimum token, 22 px across, and its ring), px. */
const MIN_TOKEN_RADIUS_PX = 13;

/** Every figure's token as a box on screen (names are laid out by the board, out of the UI's reach). */
function tokenBoxes(figures: readonly Figure[], camera: Camera): ScreenBox[] {
  return figures.map((f) => {
    const b = footprintBounds(figureFootprint(f));
    const c = cameraWorldToScreen(camera, { x: f.x, y: f.y });
    const r = Math.max(MIN_TOKEN_RADIUS_PX, (Math.max(b.maxX - b.minX, b.maxY - b.minY) / 2) * camera.pxPerInch + 2);
    return { minX: c.x - r, minY: c.y - r, maxX: c.x + r, maxY: c.y + r };
  });
}

/**
 * What the step just taken came to, by the figures it concerns, like a VTT's chat card: "Hit (5) ·
 * past the fence (4) · wounds Mad Dog Callahan (3) · Mad Dog Callahan is down", "Jump: stumbles,
 * stops at the obstacle (1)". Shown after an action that rolled or changed something worth a word
 * (the rules' own record: store/outcomeSelectors.ts), gone with the next step, dismissable. It sits
 * beside the figures' box — above, below, right or left, where it covers no figure if it can
 * (resultCardPlacement.ts; its size measured once drawn) — and only its close button takes
 * the pointer: a click anywhere else goes to the board underneath.
 */
export function ResultCard() {
  const { t, i18n } = useTranslation();
  const card = useSkirmishStore(selectResultCard);
  const camera = useSkirmishStore((s) => s.camera);
  const viewport = useSkirmishStore((s) => s.viewport);
  const figures = useSkirmishStore((s) => selectScenario(s)?.figures);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(FIRST_SIZE);
  const seq = card?.seq ?? null;
  // Measured once drawn (the words of each step differ); a second layout pass, before paint.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el === null) return;
    const next = { width: el.offsetWidth, height: el.offsetHeight };
    if (next.width > 0 && (next.width !== size.width || next.height !== size.height)) setSize(next);
  }, [seq, size.width, size.height]);
  const others = useMemo(() => tokenBoxes(figures ?? [], camera), [figures, camera]);
  if (card === null || card.seq === dismissed || card.box === null) return null;

  const topLeft = cameraWorldToScreen(camera, { x: card.box.minX, y: card.box.minY });
  const bottomRight = cameraWorldToScreen(camera, { x: card.box.maxX, y: card.box.maxY });
  const box = { minX: topLeft.x, minY: topLeft.y, maxX: bottomRight.x, maxY: bottomRight.y };
  const place = resultCardPlacement(box, others, size.width, size.height, viewport.widthPx, viewport.heightPx);

  return (
    <div
      ref={ref}
      className="result-card"
      role="status"
      aria-label={t('results.card.region')}
      data-testid="result-card"
      data-seq={card.seq}
      data-placement={place.side}
      style={{ left: place.left, top: place.top }}
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
