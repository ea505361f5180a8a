/**
 * Points and vectors. A `WorldPoint` is on the table, in inches, x east and y south
 * (the same handedness as the screen, so the camera is a scale and a translation).
 * A `ScreenPoint` is in CSS pixels of the canvas. They are distinct types so one is never used for the other.
 */
export interface Vec2 {
  readonly x: number;
  readonly y: number;
}
export type WorldPoint = Vec2 & { readonly __space?: 'world' };
export type ScreenPoint = Vec2 & { readonly __space?: 'screen' };

export const worldPoint = (x: number, y: number): WorldPoint => ({ x, y });
export const screenPoint = (x: number, y: number): ScreenPoint => ({ x, y });

export const vecAdd = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x + b.x, y: a.y + b.y });
export const vecSub = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x - b.x, y: a.y - b.y });
export const vecScale = (a: Vec2, k: number): Vec2 => ({ x: a.x * k, y: a.y * k });
export const vecDot = (a: Vec2, b: Vec2): number => a.x * b.x + a.y * b.y;
/** z of the 3-D cross product: > 0 when b is counter-clockwise from a in a y-up frame. */
export const vecCross = (a: Vec2, b: Vec2): number => a.x * b.y - a.y * b.x;
export const vecLength = (a: Vec2): number => Math.hypot(a.x, a.y);
export const pointDistanceToPoint = (a: Vec2, b: Vec2): number => Math.hypot(a.x - b.x, a.y - b.y);
export const pointsEqual = (a: Vec2, b: Vec2, eps = 1e-9): boolean =>
  Math.abs(a.x - b.x) <= eps && Math.abs(a.y - b.y) <= eps;
/** Rotate a vector by `angleRad` (positive turns x towards y, i.e. clockwise on screen). */
export const vecRotate = (a: Vec2, angleRad: number): Vec2 => {
  const c = Math.cos(angleRad);
  const s = Math.sin(angleRad);
  return { x: a.x * c - a.y * s, y: a.x * s + a.y * c };
};
