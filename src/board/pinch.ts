/**
 * Two-finger pinch as one camera step: zoom by the change of the fingers' distance about their old
 * midpoint, then pan by how far the midpoint moved, so the table point under the fingers stays under
 * them. Screen pixels throughout. Pure: no DOM.
 */
import type { ScreenPoint } from '../geometry/point';

export interface PinchStep {
  /** Zoom about this screen point first… */
  readonly anchor: ScreenPoint;
  readonly factor: number;
  /** …then pan by this screen delta. */
  readonly panDx: number;
  readonly panDy: number;
}

export function pinchStep(prevA: ScreenPoint, prevB: ScreenPoint, nextA: ScreenPoint, nextB: ScreenPoint): PinchStep {
  const prevMid = { x: (prevA.x + prevB.x) / 2, y: (prevA.y + prevB.y) / 2 };
  const nextMid = { x: (nextA.x + nextB.x) / 2, y: (nextA.y + nextB.y) / 2 };
  const prevDist = Math.hypot(prevB.x - prevA.x, prevB.y - prevA.y);
  const nextDist = Math.hypot(nextB.x - nextA.x, nextB.y - nextA.y);
  // Fingers too close together give a wild ratio: hold the zoom until they part.
  const factor = prevDist < 8 || nextDist < 8 ? 1 : nextDist / prevDist;
  return { anchor: prevMid, factor, panDx: nextMid.x - prevMid.x, panDy: nextMid.y - prevMid.y };
}

/** Zoom factor for a wheel event: smooth and symmetric (one notch in then out is the identity). */
export function wheelZoomFactor(deltaY: number, deltaMode: number, ctrlKey: boolean): number {
  // deltaMode 1 = lines, 2 = pages; treat them as pixels of a typical line/page.
  const px = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  // Trackpad pinch arrives as ctrl+wheel with small deltas: give it more gain.
  const k = ctrlKey ? 0.01 : 0.0015;
  return Math.exp(-px * k);
}
