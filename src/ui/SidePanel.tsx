import { FigureCard } from './FigureCard';
import { Legend } from './Legend';
import { LosPanel } from './LosPanel';
import { StatusLine } from './StatusLine';

/**
 * The column beside the board: the status line, the line-of-sight reading (with that tool on), the
 * selected figure's card and the terrain legend.
 */
export function SidePanel() {
  return (
    <aside className="side-panel" data-testid="side-panel">
      <StatusLine />
      <LosPanel />
      <FigureCard />
      <Legend />
    </aside>
  );
}
