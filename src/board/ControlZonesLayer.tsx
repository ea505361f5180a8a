/**
 * Control zones: a faint ring 1″ beyond each base's edge in its side's colour, only while the toolbar
 * toggle is on. One Graphics, redrawn when the figures change.
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import type { Figure } from '../engine/model';
import { useSkirmishStore } from '../store/store';
import { CONTROL_ZONE_ALPHA, CONTROL_ZONE_IN } from './boardStyle';
import { figureFacingRad, pathBaseAt } from './drawBase';
import { UNKNOWN_SIDE_COLOR, useSideColors } from './useSideColors';
import { selectScenario } from '../store/scenarioSelectors';

export function ControlZonesLayer() {
  const show = useSkirmishStore((s) => s.showControlZones);
  const figures = useSkirmishStore((s) => selectScenario(s)?.figures);
  if (!show || !figures) return null;
  return <ControlZones figures={figures} />;
}

function ControlZones({ figures }: { figures: readonly Figure[] }) {
  const colors = useSideColors();
  const draw = useCallback((g: Graphics) => {
    g.clear();
    for (const f of figures) {
      const color = colors.get(f.side) ?? UNKNOWN_SIDE_COLOR;
      pathBaseAt(g, f.base, f, figureFacingRad(f), CONTROL_ZONE_IN)
        .fill({ color, alpha: CONTROL_ZONE_ALPHA.fill })
        .stroke({ width: 1, pixelLine: true, color, alpha: CONTROL_ZONE_ALPHA.stroke });
    }
  }, [figures, colors]);
  return <pixiGraphics draw={draw} />;
}
