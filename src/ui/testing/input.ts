/** Form and keyboard events for component tests, the way React hears them from a browser. */
import { act } from 'react';

/** Set a field's value as typing would (React tracks the native setter) and fire its event. */
export function typeInto(el: HTMLElement | null, value: string): void {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)) {
    throw new Error('not a field');
  }
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  act(() => {
    setter?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

/** A key press on `target` (default: the window), bubbling as a real one does. */
export function pressKey(init: KeyboardEventInit, target: EventTarget = window): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

/** Submit a form as its submit button would. */
export function submit(form: HTMLElement | null): void {
  if (!(form instanceof HTMLFormElement)) throw new Error('not a form');
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}
