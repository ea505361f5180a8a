/**
 * Store messages and placement problems as text, never blank and never with a raw `{{placeholder}}`.
 */
import type { i18n as I18n } from 'i18next';
import type { Message } from '../store/messages';
import { problemParams, translateFirst } from './translate';

/**
 * A status message. Placement refusals name the figure moved (`moverName`): the store's params win
 * when they carry it, else the caller's guess (the selected figure). A refusal whose details are
 * missing falls back to the plain "Can't put X there."; an unknown key shows as itself.
 */
export function statusText(i18n: I18n, message: Message, moverName: string): string {
  const params = { moverName, ...message.params };
  const keys = message.key.startsWith('placement.') ? [message.key, 'placement.refused'] : [message.key];
  return translateFirst(i18n, keys, params, message.key);
}

/** Why a drop would be refused, short enough for the label by the pointer. `problem` is a placement problem. */
export function dragReasonText(i18n: I18n, problem: unknown): string {
  const code = typeof problem === 'object' && problem !== null && 'code' in problem ? String(problem.code) : 'refused';
  const keys = [`dragReason.${code}`, `dragReason.${code}Plain`, 'dragReason.refused'];
  return translateFirst(i18n, keys, problemParams(problem), i18n.t('dragReason.refused'));
}
