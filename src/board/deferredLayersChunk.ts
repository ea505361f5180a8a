/**
 * One chunk (board/deferredLayers.tsx): the layers that draw nothing on the first board — the
 * visibility polygon and the line-of-sight overlay (with all of src/los behind them), the reach of
 * the selected figure and unit, the measuring tape, the drag ghosts and the rotate handle.
 */
export { DragOverlay } from './DragOverlay';
export { LosOverlay } from './LosOverlay';
export { MeasureOverlay } from './MeasureOverlay';
export { ReachLayer } from './ReachLayer';
export { RotateHandleLayer } from './RotateHandleLayer';
export { UnitDragOverlay } from './UnitDragOverlay';
export { UnitReachLayer } from './UnitReachLayer';
export { VisibilityLayer } from './VisibilityLayer';
