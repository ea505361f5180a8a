/**
 * An action's outcome in words (store/outcomeSelectors.ts): the result card's steps with the faces
 * that decided them ("Hit (5) · past the fence (4) · wounds Mad Dog Callahan (3) · Mad Dog Callahan
 * is down"), and the log line's plain list ("hit, past the fence, wounds Mad Dog Callahan, …").
 * Also for any panel that needs the reason in words (the handover screen's turnover).
 */
import type { i18n as I18n } from 'i18next';
import type { OutcomePartView } from '../store/outcomeSelectors';
import { labelText } from './messageText';

/** One step: its words, then the face (or the dice) that decided it in brackets, when there is one. */
export function outcomePartText(i18n: I18n, part: OutcomePartView, withFaces: boolean): string {
  const words = labelText(i18n, part.label);
  if (!withFaces) return words;
  if (part.face !== null) return `${words} (${part.face})`;
  if (part.faces !== null && part.faces.length > 0) return `${words} (${part.faces.join(', ')})`;
  return words;
}

/** The whole outcome: the card's form with faces (` · `), the log's without (`, `). */
export function outcomeText(i18n: I18n, parts: readonly OutcomePartView[], withFaces: boolean): string {
  return parts.map((p) => outcomePartText(i18n, p, withFaces)).join(withFaces ? ' · ' : ', ');
}

/** The text with its first letter a capital (the card starts a sentence; the log's outcome follows a colon). */
export const capitalised = (text: string, language: string): string =>
  text === '' ? text : text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
