import { useTranslation } from 'react-i18next';
import { cameraWorldToScreen } from '../store/camera';
import { selectMeasureView } from '../store/selectors';
import { useSkirmishStore } from '../store/store';
import { formatInches, formatSignedInches } from './format';

const FLIP_MARGIN_PX = 220;

/**
 * The measuring tape's reading by its far end: the flat distance, and between two figures also the
 * height difference (second minus first) and the 3-D distance, base edge to base edge.
 */
export function MeasureReadout() {
  const { t } = useTranslation();
  const view = useSkirmishStore(selectMeasureView);
  const camera = useSkirmishStore((s) => s.camera);
  const viewportWidthPx = useSkirmishStore((s) => s.viewport.widthPx);

  if (!view) return null;
  const at = cameraWorldToScreen(camera, view.to);
  const flip = at.x > viewportWidthPx - FLIP_MARGIN_PX;

  return (
    <div className={`readout measure-readout${flip ? ' readout--flip' : ''}`} style={{ left: at.x, top: at.y }}
      data-testid="measure-readout">
      <span className="readout__row">
        <span className="readout__label">{t('readout.flat')}</span>
        <span className="readout__value" data-testid="measure-flat">{formatInches(view.flatIn)}</span>
      </span>
      {view.heightDiffIn !== null && (
        <span className="readout__row">
          <span className="readout__label">{t('readout.height')}</span>
          <span className="readout__value" data-testid="measure-height">{formatSignedInches(view.heightDiffIn)}</span>
        </span>
      )}
      {view.distance3dIn !== null && (
        <span className="readout__row">
          <span className="readout__label">{t('readout.distance3d')}</span>
          <span className="readout__value" data-testid="measure-3d">{formatInches(view.distance3dIn)}</span>
        </span>
      )}
    </div>
  );
}
