import { useTranslation } from 'react-i18next';
import './sight.css';
import { readoutPlacement } from './readoutPlacement';
import { selectMeasureView } from '../store/measureViewSelectors';
import { useSkirmishStore } from '../store/store';
import { selectMeasureBand } from '../store/measureBandSelectors';
import { formatCmOfInches } from './format';
import { useLengthFormat } from './useLengthFormat';

/**
 * The measuring tape's reading by its far end: the flat distance, and between two figures also the
 * height difference (second minus first) and the 3-D distance, base edge to base edge. In the game's
 * unit (Ruleset.lengthUnit): a game in cm reads "25.4 cm (10.0″)", "+2.5 cm"; a game in inches
 * whose rules name lengths in cm (SBH's sticks) gives the cm beside the inches (`measure-cm`).
 */
export function MeasureReadout() {
  const { t } = useTranslation();
  const len = useLengthFormat();
  const view = useSkirmishStore(selectMeasureView);
  const camera = useSkirmishStore((s) => s.camera);
  const viewport = useSkirmishStore((s) => s.viewport);
  // The ruleset's named lengths (SBH's sticks), from the rules (Ruleset.measureBands).
  const band = useSkirmishStore(selectMeasureBand);

  if (!view) return null;
  const { left, top, flip } = readoutPlacement(camera, viewport, view.to);

  return (
    <div className={`readout measure-readout${flip ? ' readout--flip' : ''}`} style={{ left, top }}
      data-testid="measure-readout">
      <span className="readout__row">
        <span className="readout__label">{t('readout.flat')}</span>
        <span className="readout__value" data-testid="measure-flat">
          {len.both(view.flatIn)}
          {len.unit === 'in' && band?.inCm === true && <> · <span data-testid="measure-cm">{t('sight.measure.cm', { cm: formatCmOfInches(view.flatIn) })}</span></>}
        </span>
      </span>
      {band !== null && (
        <span className="readout__row">
          <span className="readout__label">{t('sight.measure.stick')}</span>
          <span className="readout__value measure-band" data-testid="measure-band" data-within={band.within ? 'true' : 'false'}>
            {t(band.within ? 'sight.measure.within' : 'sight.measure.beyond', { band: t(band.band.labelKey), cm: band.band.lengthCm ?? '', length: len.length(band.band.lengthIn) })}
          </span>
        </span>
      )}
      {view.heightDiffIn !== null && (
        <span className="readout__row">
          <span className="readout__label">{t('readout.height')}</span>
          <span className="readout__value" data-testid="measure-height">{len.signed(view.heightDiffIn)}</span>
        </span>
      )}
      {view.distance3dIn !== null && (
        <span className="readout__row">
          <span className="readout__label">{t('readout.distance3d')}</span>
          <span className="readout__value" data-testid="measure-3d">{len.length(view.distance3dIn)}</span>
        </span>
      )}
    </div>
  );
}
