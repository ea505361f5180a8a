/**
 * A button that acts once per press. The second click of a double-click (or a double tap) arrives
 * after the first has been applied — on a button that may now stand for something else (the other
 * side's End phase, the handover screen that just appeared) — so it does nothing; so does a held
 * Enter or Space repeating. `event.detail` counts the clicks of one multi-click (1 for the first, 2
 * for the second; 0 for a click made by the keyboard), as every browser reports it.
 */
import type { KeyboardEvent, MouseEvent } from 'react';

export interface OnePressHandlers {
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** True when this click is a repeat of the press before it (the second of a double-click). */
export const isRepeatedClick = (event: { readonly detail: number }): boolean => event.detail > 1;

export function onePress(act: (event: MouseEvent<HTMLElement>) => void): OnePressHandlers {
  return {
    onClick: (event) => {
      if (isRepeatedClick(event)) {
        event.stopPropagation();
        return;
      }
      act(event);
    },
    onKeyDown: (event) => {
      // A held key activates a button again on every repeat: only the first press counts.
      if (event.repeat && (event.key === 'Enter' || event.key === ' ')) event.preventDefault();
    },
  };
}
