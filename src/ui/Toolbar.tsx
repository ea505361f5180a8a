import { useTranslation } from 'react-i18next';
import { useSkirmishStore } from '../store/store';
import { selectScenario } from '../store/scenarioSelectors';

/**
 * Tools and view toggles. Toggles say their state with `aria-pressed`. Visibility (the observer's
 * visibility polygon) works with the line-of-sight tool once an observer is picked. Each button with a
 * key says it (`aria-keyshortcuts`, from `shortcuts.ts`); Keys opens the keyboard help.
 */
export function Toolbar() {
  const { t } = useTranslation();
  const tool = useSkirmishStore((s) => s.tool);
  const showControlZones = useSkirmishStore((s) => s.showControlZones);
  const waypointMode = useSkirmishStore((s) => s.waypointMode);
  const showVisibility = useSkirmishStore((s) => s.los.showVisibility);
  const canShowVisibility = useSkirmishStore((s) => s.tool === 'los' && s.los.observerId !== null);
  const hasScenario = useSkirmishStore((s) => selectScenario(s) !== null);
  const setTool = useSkirmishStore((s) => s.setTool);
  const toggleControlZones = useSkirmishStore((s) => s.toggleControlZones);
  const toggleWaypointMode = useSkirmishStore((s) => s.toggleWaypointMode);
  const toggleVisibility = useSkirmishStore((s) => s.toggleVisibility);
  const fitTable = useSkirmishStore((s) => s.fitTable);
  const openDialog = useSkirmishStore((s) => s.openDialog);

  return (
    <div className="toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <div className="toolbar__group">
        <button type="button" data-testid="tool-select" aria-keyshortcuts="S" aria-pressed={tool === 'select'} title={t('toolbar.selectHint')}
          onClick={() => setTool('select')}>
          {t('toolbar.select')}
        </button>
        <button type="button" data-testid="tool-measure" aria-keyshortcuts="M" aria-pressed={tool === 'measure'} title={t('toolbar.measureHint')}
          onClick={() => setTool('measure')}>
          {t('toolbar.measure')}
        </button>
        <button type="button" data-testid="tool-los" aria-keyshortcuts="L" aria-pressed={tool === 'los'} title={t('toolbar.losHint')}
          onClick={() => setTool('los')}>
          {t('toolbar.los')}
        </button>
      </div>
      <div className="toolbar__group">
        <button type="button" data-testid="toggle-control-zones" aria-pressed={showControlZones}
          title={t('toolbar.controlZonesHint')} onClick={toggleControlZones}>
          {t('toolbar.controlZones')}
        </button>
        <button type="button" data-testid="toggle-waypoints" aria-pressed={waypointMode}
          title={t('toolbar.waypointsHint')} onClick={toggleWaypointMode}>
          {t('toolbar.waypoints')}
        </button>
        <button type="button" data-testid="toggle-visibility" aria-pressed={showVisibility} disabled={!canShowVisibility}
          title={t('toolbar.visibilityHint')} onClick={toggleVisibility}>
          {t('toolbar.visibility')}
        </button>
      </div>
      <div className="toolbar__group">
        <button type="button" data-testid="fit-table" aria-keyshortcuts="F" disabled={!hasScenario} title={t('toolbar.fitTableHint')}
          onClick={fitTable}>
          {t('toolbar.fitTable')}
        </button>
        <button type="button" data-testid="keyboard-help-open" aria-keyshortcuts="?" title={t('panels.keys.openHint')}
          onClick={() => openDialog('keys')}>
          {t('panels.keys.open')}
        </button>
      </div>
    </div>
  );
}
