/**
 * Small icons for buttons as inline SVG, drawn in the button's text colour at its font size: the
 * replay's steps (`first` ⏮, `prev` ◀, `next` ▶, `last` ⏭) and `undo` / `redo` (↶ ↷). Not text
 * glyphs: ⏮ and ⏭ are missing from common fonts (DejaVu, many Linux and Android systems) and showed
 * as empty boxes; arrows like ↶ are missing from others. Decorative (`aria-hidden`): the button
 * carries the words (its text, or an `aria-label` from the locales). `ReplayBar.test.tsx` holds every
 * button on the screen to words and these icons.
 */
export type ButtonIconKind = 'first' | 'prev' | 'next' | 'last' | 'undo' | 'redo';

/** In a 16×16 box, pointing right (or forwards); the backward ones are these mirrored. */
const TRIANGLE = 'M4 2.5 L13 8 L4 13.5 Z';
const TRIANGLE_BEFORE_BAR = 'M2 2.5 L10.5 8 L2 13.5 Z';
const BAR = 'M12 2.5 H14 V13.5 H12 Z';
/** A hook arrow: the head at the top right, the shaft curving back under it. */
const HOOK = 'M11 2.5 L14 5.5 L11 8.5 M14 5.5 H6 A4 4 0 0 0 6 13.5 H9';

export function ButtonIcon({ kind }: { readonly kind: ButtonIconKind }) {
  const backwards = kind === 'first' || kind === 'prev' || kind === 'undo';
  const style = { verticalAlign: '-0.125em', flex: 'none', transform: backwards ? 'scaleX(-1)' : undefined };
  const arrow = kind === 'undo' || kind === 'redo';
  const bar = kind === 'first' || kind === 'last';
  return (
    <svg className="button-icon" data-icon={kind} viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false" style={style}>
      {arrow && <path d={HOOK} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />}
      {!arrow && <path d={bar ? TRIANGLE_BEFORE_BAR : TRIANGLE} fill="currentColor" />}
      {bar && <path d={BAR} fill="currentColor" />}
    </svg>
  );
}
