/** The geometry module's public surface: pure 2-D math in inches. */
export * from './units';
export * from './point';
export * from './segment';
export * from './polygon';
export * from './polyline';
export * from './footprint';
export { circleDistanceToPolygon, footprintDistanceToPolygon, pointDistanceToPolygonBoundary, polygonDistanceToPolygon } from './footprintDistance';
export { OVERLAP_TOLERANCE_IN } from './footprintOverlap';
export * from './distance3d';
export * from './contact';
export * from './frontArc';
