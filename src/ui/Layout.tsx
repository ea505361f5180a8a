import type { ReactNode } from 'react';
import { DragReadout } from './DragReadout';
import { UnitDragReadout } from './UnitDragReadout';
import { TouchDragControls } from './TouchDragControls';
import { ErrorPanel } from './ErrorPanel';
import { GameOverNotice } from './GameOverNotice';
import { HandoverScreen } from './HandoverScreen';
import { HistoryControls } from './HistoryControls';
import { KeyboardHelp } from './KeyboardHelp';
import { LanguageSync } from './LanguageSync';
import { MeasureReadout } from './MeasureReadout';
import { NewGameDialog } from './NewGameDialog';
import { ReplayBar } from './ReplayBar';
import { ResultCard } from './ResultCard';
import { ScenarioIntro } from './ScenarioIntro';
import { ScenarioPickerDialog } from './ScenarioPickerDialog';
import type { ScenarioCatalog } from './ScenarioPickerDialog';
import { SavedGamesDialog } from './SavedGamesDialog';
import { RulesetLoadingNotice } from './RulesetLoadingNotice';
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
 * redo), the game-over notice, the replay bar, the board with its readouts beside the side panel (whose Figure tab has the action preview), and over it all the
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
          <UnitDragReadout />
          <TouchDragControls />
          <MeasureReadout />
          <ResultCard />
          <RulesetLoadingNotice />
          {/* Nothing over the board catches the pointer: the action preview is in the side panel,
              under the figure's action buttons (FigureActions.tsx says why). */}
        </main>
        <SidePanel />
      </div>
      <ErrorPanel onLoadDemo={onLoadDemo} />
      <NewGameDialog />
      <SavedGamesDialog />
      <ScenarioPickerDialog catalog={scenarios} />
      <KeyboardHelp />
      <HandoverScreen />
      <ScenarioIntro />
    </div>
  );
}
