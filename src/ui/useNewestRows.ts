import { useState } from 'react';
import type { i18n as I18n } from 'i18next';

/** The rows a log panel draws at first, and how many more each "show earlier" press adds. */
export const LOG_PAGE_ROWS = 200;

/**
 * The newest rows of a long log (`rows` come newest first). A 10,000-step game would otherwise put
 * every entry in the page — React work, fibres and DOM growing with the game at every action —
 * while players read the last few. The panel shows `LOG_PAGE_ROWS`, and its "show earlier" button
 * that many more each press; what is shown stays shown as the game goes on.
 */
export function useNewestRows<T>(rows: readonly T[]): { readonly shown: readonly T[]; readonly hidden: number; readonly more: number; showEarlier(): void } {
  const [limit, setLimit] = useState(LOG_PAGE_ROWS);
  const shown = rows.length <= limit ? rows : rows.slice(0, limit);
  const hidden = rows.length - shown.length;
  return { shown, hidden, more: Math.min(hidden, LOG_PAGE_ROWS), showEarlier: () => setLimit((l) => l + LOG_PAGE_ROWS) };
}

/** A memoised log row's props: the row (the store keeps one object per log entry) and the words for it. */
export interface LogRowProps<Row> {
  readonly row: Row;
  readonly i18n: I18n;
  readonly t: I18n['t'];
  /** The language shown: a switch redraws every row (the row objects stay the same). */
  readonly language: string;
}
