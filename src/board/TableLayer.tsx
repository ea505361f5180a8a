/** The table cloth and grids; redrawn only when the table size changes. */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import type { TableSize } from '../engine/model';
import { useSkirmishStore } from '../store/store';
import { drawFineGrid, drawTableCloth } from './drawTable';
import { selectScenario } from '../store/scenarioSelectors';

/** Below this zoom the 1″ grid would be a grey haze: it hides. */
const FINE_GRID_MIN_PX_PER_INCH = 6;

export function TableLayer() {
  const table = useSkirmishStore((s) => selectScenario(s)?.table);
  const fineGridVisible = useSkirmishStore((s) => s.camera.pxPerInch >= FINE_GRID_MIN_PX_PER_INCH);
  if (!table) return null;
  return <TableGraphics table={table} fineGridVisible={fineGridVisible} />;
}

function TableGraphics({ table, fineGridVisible }: { table: TableSize; fineGridVisible: boolean }) {
  const drawCloth = useCallback((g: Graphics) => drawTableCloth(g, table), [table]);
  const drawGrid = useCallback((g: Graphics) => drawFineGrid(g, table), [table]);
  return (
    <pixiContainer>
      <pixiGraphics draw={drawCloth} />
      <pixiGraphics draw={drawGrid} visible={fineGridVisible} />
    </pixiContainer>
  );
}
