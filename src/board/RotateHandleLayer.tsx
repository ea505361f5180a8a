/**
 * The rotate handle (issue 14, item 4) of the selected figure or unit where the rules read facing:
 * a stem from the piece's centre to a knob ahead of its front; dragging the knob turns the piece
 * (inputController.ts). Where it is comes from the store (`selectRotateHandle`); sizes are screen px.
 */
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { selectRotateHandle } from '../store/rotateHandleSelectors';
import { useSkirmishStore } from '../store/store';
import { ROTATE_HANDLE, ROTATE_HANDLE_RADIUS_PX } from './boardStyle';

export function RotateHandleLayer() {
  const handle = useSkirmishStore(selectRotateHandle);
  const pxPerInch = useSkirmishStore((s) => (selectRotateHandle(s) === null ? 0 : s.camera.pxPerInch));
  const draw = useCallback((g: Graphics) => {
    g.clear();
    if (handle === null || pxPerInch <= 0) return;
    const px = 1 / pxPerInch;
    g.moveTo(handle.centre.x, handle.centre.y).lineTo(handle.at.x, handle.at.y).stroke({ width: 1.5 * px, color: ROTATE_HANDLE, alpha: 0.8 });
    g.circle(handle.at.x, handle.at.y, ROTATE_HANDLE_RADIUS_PX * px).fill({ color: ROTATE_HANDLE }).stroke({ width: 1.5 * px, color: 0x1b1b1b });
  }, [handle, pxPerInch]);
  return <pixiGraphics draw={draw} />;
}
