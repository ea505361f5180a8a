/** Rendering for component tests without testing-library: react-dom/client inside `act`. */
import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../store/testing/boundTestStore';
import { useSkirmishStore } from '../../store/store';
import { i18n } from '../i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const initialState = useSkirmishStore.getState();

export interface Rendered {
  readonly container: HTMLElement;
  byTestId(id: string): HTMLElement | null;
  allByTestId(id: string): HTMLElement[];
  unmount(): void;
}

export function render(node: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(node));
  return {
    container,
    byTestId: (id) => container.querySelector<HTMLElement>(`[data-testid="${id}"]`),
    allByTestId: (id) => [...container.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)],
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** A fresh store, English, nothing remembered: call in beforeEach. */
export function resetUi(): void {
  useSkirmishStore.setState(initialState, true);
  globalThis.localStorage?.clear();
  void i18n.changeLanguage('en');
}

export const click = (el: HTMLElement | null): void => {
  if (!el) throw new Error('nothing to click');
  act(() => el.dispatchEvent(new MouseEvent('click', { bubbles: true })));
};
