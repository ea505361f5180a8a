import { FigureCard } from './FigureCard';
import { Legend } from './Legend';
import { StatusLine } from './StatusLine';

/** The column beside the board: the status line, the selected figure's card and the terrain legend. */
export function SidePanel() {
  return (
    <aside className="side-panel" data-testid="side-panel">
      <StatusLine />
      <FigureCard />
      <Legend />
    </aside>
  );
}
