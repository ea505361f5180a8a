/**
 * One chunk (board/deferredLayers.tsx): the layers that draw nothing on the first board — the
 * visibility polygon and the line-of-sight overlay (with all of src/los behind them), the reach of
 * the selected figure and unit, the measuring tape, the drag ghosts, the rotate handle and the
 * last step's outcome links (a volley's hit chain), a path choice (a reaction's point on a move) and
 * a previewed volley's arcs, and bases of several figures with their casualty marker (BS-CAS-3).
 */
export { DragOverlay } from './DragOverlay';
export { LosOverlay } from './LosOverlay';
export { MeasureOverlay } from './MeasureOverlay';
export { OutcomeLinksLayer } from './OutcomeLinksLayer';
export { PathChoiceLayer } from './PathChoiceLayer';
export { PreviewArcsLayer } from './PreviewArcsLayer';
export { ReachLayer } from './ReachLayer';
export { RotateHandleLayer } from './RotateHandleLayer';
export { UnitDragOverlay } from './UnitDragOverlay';
export { UnitReachLayer } from './UnitReachLayer';
export { UnitStandsLayer } from './UnitStandsLayer';
export { VisibilityLayer } from './VisibilityLayer';
