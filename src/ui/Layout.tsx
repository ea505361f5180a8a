import type { ReactNode } from 'react';
import { useSkirmishStore } from '../store/store';
import {
  AfterFirstScreen, DragReadout, ErrorPanel, GameOverNotice, HandoverScreen, KeyboardHelp, MeasureReadout, NewGameDialog,
  overlayNeededNow, ReplayBar, ResultCard, SavedGamesDialog, SaveFailureNotice, ScenarioIntro,
  ScenarioPickerDialog, TouchDragControls, UnitDragReadout,
} from './deferredUi';
import { HistoryControls } from './HistoryControls';
import { LanguageSync } from './LanguageSync';
import type { ScenarioCatalog } from './ScenarioPickerDialog';
import { RulesetLoadingNotice } from './RulesetLoadingNotice';
import { SideActions } from './SideActions';
import { SidePanel } from './SidePanel';
import { Toolbar } from './Toolbar';
import { TopBar } from './TopBar';
import { TurnBanner } from './TurnBanner';
import { useShortcutKeys } from './useShortcutKeys';
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
 * dialogs and the hotseat handover screen. What the first screen does not show is in chunks mounted
 * once it is up (`AfterFirstScreen`, deferredUi.tsx), or at once when a dialog opens; the keyboard
 * shortcuts listen from the start (`useShortcutKeys`).
 */
export function Layout({ board, onOpenFile, onLoadDemo, scenarios }: LayoutProps) {
  useShortcutKeys();
  const overlaysNow = useSkirmishStore(overlayNeededNow);
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
      <AfterFirstScreen>
        <GameOverNotice />
        <SaveFailureNotice />
        <ReplayBar />
      </AfterFirstScreen>
      <div className="main-row">
        <main className="board-cell" data-testid="board-cell">
          {board}
          <AfterFirstScreen>
            <DragReadout />
            <UnitDragReadout />
            <TouchDragControls />
            <MeasureReadout />
            <ResultCard />
          </AfterFirstScreen>
          <RulesetLoadingNotice />
          {/* Nothing over the board catches the pointer: the action preview is in the side panel,
              under the figure's action buttons (FigureActions.tsx says why). */}
        </main>
        <SidePanel />
      </div>
      <AfterFirstScreen now={overlaysNow}>
        <ErrorPanel onLoadDemo={onLoadDemo} />
        <NewGameDialog />
        <SavedGamesDialog />
        <ScenarioPickerDialog catalog={scenarios} />
        <KeyboardHelp />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <HandoverScreen />
        <ScenarioIntro />
      </AfterFirstScreen>
    </div>
  );
}
