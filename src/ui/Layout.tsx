import type { ReactNode } from 'react';
import { ActionPreviewPanel } from './ActionPreviewPanel';
import { DragReadout } from './DragReadout';
import { ErrorPanel } from './ErrorPanel';
import { GameOverNotice } from './GameOverNotice';
import { HandoverScreen } from './HandoverScreen';
import { HistoryControls } from './HistoryControls';
import { LanguageSync } from './LanguageSync';
import { MeasureReadout } from './MeasureReadout';
import { NewGameDialog } from './NewGameDialog';
import { ReplayBar } from './ReplayBar';
import { ScenarioPickerDialog } from './ScenarioPickerDialog';
import type { ScenarioCatalog } from './ScenarioPickerDialog';
import { SavedGamesDialog } from './SavedGamesDialog';
import { SaveFailureNotice } from './SaveFailureNotice';
import { SideActions } from './SideActions';
import { SidePanel } from './SidePanel';
import { Toolbar } from './Toolbar';
import { TopBar } from './TopBar';
import { TurnBanner } from './TurnBanner';
import './i18n';
import './ui.css';

export interface LayoutProps {
  /** The board's canvas; it fills the board cell, whose top-left is the readouts' origin. */
  readonly board: ReactNode;
  readonly onOpenFile: (file: File) => void;
  readonly onLoadDemo: () => void;
  /** The bundled scenarios for the picker (the top bar's Scenarios button shows only with one). */
  readonly scenarios?: ScenarioCatalog;
}

/**
 * The whole screen: top bar, toolbar, the play bar (whose turn it is, the side's actions, undo and
 * redo), the game-over notice, the replay bar, the board with its readouts and the action preview beside the side panel, and over it all the
 * dialogs and the hotseat handover screen.
 */
export function Layout({ board, onOpenFile, onLoadDemo, scenarios }: LayoutProps) {
  return (
    <div className="app-shell">
      <LanguageSync />
      <TopBar onOpenFile={onOpenFile} scenarios={scenarios !== undefined} />
      <Toolbar />
      <div className="play-bar" data-testid="play-bar">
        <TurnBanner />
        <SideActions />
        <HistoryControls />
      </div>
      <GameOverNotice />
      <SaveFailureNotice />
      <ReplayBar />
      <div className="main-row">
        <main className="board-cell" data-testid="board-cell">
          {board}
          <DragReadout />
          <MeasureReadout />
          {/* Over the board's corner, not in the side panel: it appears while a button is hovered, and
              pushing the buttons down would move them from under the pointer. */}
          <ActionPreviewPanel />
        </main>
        <SidePanel />
      </div>
      <ErrorPanel onLoadDemo={onLoadDemo} />
      <NewGameDialog />
      <SavedGamesDialog />
      <ScenarioPickerDialog catalog={scenarios} />
      <HandoverScreen />
    </div>
  );
}
