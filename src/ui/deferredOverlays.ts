/**
 * One chunk (ui/deferredUi.tsx): what the layout shows over or beside the board only on demand — the
 * dialogs (New game, Games, Scenarios, the keyboard help), the error panel, the handover screen, the scenario's intro,
 * the game-over and save-failure notices, the replay bar, the result card and the drag and measure
 * readouts.
 */
export { DragReadout } from './DragReadout';
export { ErrorPanel } from './ErrorPanel';
export { GameOverNotice } from './GameOverNotice';
export { HandoverScreen } from './HandoverScreen';
export { KeyboardHelp } from './KeyboardHelp';
export { MeasureReadout } from './MeasureReadout';
export { NewGameDialog } from './NewGameDialog';
export { ReplayBar } from './ReplayBar';
export { ResultCard } from './ResultCard';
export { SavedGamesDialog } from './SavedGamesDialog';
export { SaveFailureNotice } from './SaveFailureNotice';
export { ScenarioIntro } from './ScenarioIntro';
export { ScenarioPickerDialog } from './ScenarioPickerDialog';
export { TouchDragControls } from './TouchDragControls';
export { UnitDragReadout } from './UnitDragReadout';
