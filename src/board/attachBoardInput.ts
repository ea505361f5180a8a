/**
 * DOM events on the canvas → the input controller (inputController.ts) → store intents.
 * Pixi's own event system is switched off (Board passes no event features): one hit test of our own per
 * pointer move is cheaper than Pixi walking 300 display objects, and it is testable without a DOM.
 * A chunk of its own (useBoardInput.ts fetches it as soon as the canvas exists; bundle budget).
 */
import { useSkirmishStore } from '../store/store';
import { BoardInputController } from './inputController';
import type { BoardPointer } from './inputController';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Listen to the canvas (and the window's keys) until the returned function is called. */
export function attachBoardInput(canvas: HTMLCanvasElement): () => void {
  const input = new BoardInputController(() => useSkirmishStore.getState());
  const local = (e: MouseEvent) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const pointer = (e: PointerEvent): BoardPointer => ({
    id: e.pointerId,
    type: e.pointerType === 'touch' ? 'touch' : e.pointerType === 'pen' ? 'pen' : 'mouse',
    button: e.button,
    screen: local(e),
    timeMs: e.timeStamp,
    alt: e.altKey,
  });
  const onDown = (e: PointerEvent) => {
    e.preventDefault();
    try {
      canvas.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic or already released pointers cannot be captured; the gesture still works.
    }
    input.pointerDown(pointer(e));
  };
  const onMove = (e: PointerEvent) => input.pointerMove(pointer(e));
  const onUp = (e: PointerEvent) => input.pointerUp(pointer(e));
  const onCancel = (e: PointerEvent) => input.pointerCancel(pointer(e));
  const onLeave = () => input.pointerLeave();
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    input.wheel(local(e), e.deltaY, e.deltaMode, e.ctrlKey);
  };
  const onKey = (e: KeyboardEvent) => {
    if (isTypingTarget(e.target)) return;
    if (input.keyDown(e.key, e.repeat, e.code)) e.preventDefault();
  };
  const onBlur = () => input.blur();
  const onContextMenu = (e: Event) => e.preventDefault();

  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onCancel);
  canvas.addEventListener('pointerleave', onLeave);
  canvas.addEventListener('wheel', onWheel, { passive: false });
  canvas.addEventListener('contextmenu', onContextMenu);
  window.addEventListener('keydown', onKey);
  window.addEventListener('blur', onBlur);
  return () => {
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onCancel);
    canvas.removeEventListener('pointerleave', onLeave);
    canvas.removeEventListener('wheel', onWheel);
    canvas.removeEventListener('contextmenu', onContextMenu);
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('blur', onBlur);
  };
}
