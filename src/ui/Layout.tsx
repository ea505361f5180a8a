import type { ReactNode } from 'react';
import { DragReadout } from './DragReadout';
import { ErrorPanel } from './ErrorPanel';
import { LanguageSync } from './LanguageSync';
import { MeasureReadout } from './MeasureReadout';
import { SidePanel } from './SidePanel';
import { Toolbar } from './Toolbar';
import { TopBar } from './TopBar';
import './i18n';
import './ui.css';

export interface LayoutProps {
  /** The board's canvas; it fills the board cell, whose top-left is the readouts' origin. */
  readonly board: ReactNode;
  readonly onOpenFile: (file: File) => void;
  readonly onLoadDemo: () => void;
}

/** The whole screen: top bar, toolbar, the board with its readouts, the side panel, and the load-error dialog. */
export function Layout({ board, onOpenFile, onLoadDemo }: LayoutProps) {
  return (
    <div className="app-shell">
      <LanguageSync />
      <TopBar onOpenFile={onOpenFile} />
      <Toolbar />
      <div className="main-row">
        <main className="board-cell" data-testid="board-cell">
          {board}
          <DragReadout />
          <MeasureReadout />
        </main>
        <SidePanel />
      </div>
      <ErrorPanel onLoadDemo={onLoadDemo} />
    </div>
  );
}
