/**
 * One chunk (ui/deferredUi.tsx): the side panel's parts that show nothing on the first screen — the
 * Roster, Log and Dice tabs, and in the Figure tab the line-of-sight reading, the selected figure's
 * actions (with the action preview), its card (or its unit's) and the terrain legend.
 */
export { DiceLogPanel } from './DiceLogPanel';
export { DiceTray } from './DiceTray';
export { FigureActions } from './FigureActions';
export { FigureCard } from './FigureCard';
export { GameLogPanel } from './GameLogPanel';
export { Legend } from './Legend';
export { LosPanel } from './LosPanel';
export { RosterPanel } from './RosterPanel';
