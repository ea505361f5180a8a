/**
 * Store messages, rules refusals, placement problems and the rules' labels (flow, actions, dice
 * purposes) as text: never blank, never with a raw `{{placeholder}}`.
 */
import type { i18n as I18n } from 'i18next';
import type { Scenario } from '../engine/model';
import type { Refusal } from '../engine/state';
import type { Label } from '../store/gameSelectors';
import { refusalMessage } from '../store/gameSlice';
import type { Message } from '../store/messages';
import { formatCmApart, formatInchesApart } from './format';
import { problemParams, translateFirst } from './translate';
import type { TextParams } from './translate';

/** Turns the ids a message names into the names players know. */
export interface NameLookup {
  side(id: string): string;
  figure(id: string): string;
}

/** Names from a scenario; an id it does not know is shown as itself. */
export function nameLookup(scenario: Scenario | null | undefined): NameLookup {
  return {
    side: (id) => scenario?.sides.find((s) => s.id === id)?.name ?? id,
    figure: (id) => scenario?.figures.find((f) => f.id === id)?.name ?? id,
  };
}

const isSideParam = (k: string): boolean => k === 'side' || k.endsWith('SideId');
const isFigureParam = (k: string): boolean => k === 'figureId' || k.endsWith('FigureId');

/**
 * A status message. Placement refusals name the figure moved (`moverName`): the store's params win
 * when they carry it, then the figure the params name (`moverFigureId`, else `figureId`), else the
 * caller's guess (the selected figure). Params naming a side (`side`,
 * `…SideId`) or a figure (`figureId`, `…FigureId`) are shown as names. A key without its details
 * falls back to `<key>Plain` (placement: the plain "Can't put X there."), then to the English words
 * the rules gave (`fallback`), then to the key itself. A message with a rule ID always ends with it.
 * Numbers whose key ends in `In` are inches (`3.5` → `3.5″`), as in labels, with the digits that tell
 * two of them apart (`inchParams`); those ending in `Cm` centimetres, rounded alike (`cmParams`).
 */
export function statusText(i18n: I18n, message: Message, moverName: string, names?: NameLookup): string {
  // The figure the message names as acting is the mover, whoever is selected.
  const named = message.params?.moverFigureId ?? message.params?.figureId;
  const mover = names !== undefined && typeof named === 'string' && named !== '' ? names.figure(named) : moverName;
  const params: Record<string, string | number> = { moverName: mover, ...message.params, ...inchParams(message.params ?? {}), ...cmParams(message.params ?? {}) };
  for (const [k, v] of Object.entries(params)) {
    if (typeof v !== 'number' && names !== undefined) {
      if (isSideParam(k)) params[k] = names.side(v);
      else if (isFigureParam(k)) params[k] = names.figure(v);
    }
  }
  const keys = message.key.startsWith('placement.') ? [message.key, 'placement.refused'] : [message.key, `${message.key}Plain`];
  const fallback = typeof params.fallback === 'string' && params.fallback !== '' ? params.fallback : message.key;
  const text = translateFirst(i18n, keys, params, fallback);
  const ruleId = params.ruleId;
  return (typeof ruleId === 'string' || typeof ruleId === 'number') && ruleId !== '' && !text.includes(String(ruleId))
    ? `${text} — ${ruleId}`
    : text;
}

/** A rules (or session) refusal as text, with its rule ID. */
export function refusalText(i18n: I18n, refusal: Refusal, names?: NameLookup, moverName?: string): string {
  return statusText(i18n, refusalMessage(refusal), moverName ?? i18n.t('status.thisFigure'), names);
}

/** Why a drop would be refused, short enough for the label by the pointer. `problem` is a placement problem. */
export function dragReasonText(i18n: I18n, problem: unknown): string {
  const code = typeof problem === 'object' && problem !== null && 'code' in problem ? String(problem.code) : 'refused';
  const keys = [`dragReason.${code}`, `dragReason.${code}Plain`, 'dragReason.refused'];
  return translateFirst(i18n, keys, problemParams(problem), i18n.t('dragReason.refused'));
}

/**
 * The inch params (numbers whose key ends in `In`) as text, formatted together: one decimal, or the
 * digits that tell two different values apart (a length and the limit it broke: `formatInchesApart`).
 */
export function inchParams(params: Readonly<Record<string, unknown>>): Record<string, string> {
  const keys = Object.keys(params).filter((k) => k.endsWith('In') && typeof params[k] === 'number');
  const shown = formatInchesApart(keys.map((k) => params[k] as number));
  return Object.fromEntries(keys.map((k, i) => [k, shown[i]!]));
}

/**
 * The centimetre params (numbers whose key ends in `Cm`, as the black-powder rules give every length
 * beside its inches) as numbers for the locale's "{{costCm}} cm": `28.100284873` → `28.1`, `10` →
 * `10`, with the digits that tell two different values apart (`formatCmApart`).
 */
export function cmParams(params: Readonly<Record<string, unknown>>): Record<string, string> {
  const keys = Object.keys(params).filter((k) => k.endsWith('Cm') && typeof params[k] === 'number');
  const shown = formatCmApart(keys.map((k) => params[k] as number));
  return Object.fromEntries(keys.map((k, i) => [k, shown[i]!]));
}

/** A label's params as text parameters: inches formatted (`…In`, together: `inchParams`), centimetres rounded (`…Cm`: `cmParams`), yes/no words, nulls left out. */
export function labelParams(i18n: I18n, label: Label): TextParams {
  const out: Record<string, string | number> = {};
  const inches = inchParams(label.params);
  const cms = cmParams(label.params);
  for (const [k, v] of Object.entries(label.params)) {
    if (typeof v === 'number') out[k] = inches[k] ?? cms[k] ?? v;
    else if (typeof v === 'boolean') out[k] = i18n.t(v ? 'figure.yes' : 'figure.no');
    else if (typeof v === 'string') out[k] = v;
  }
  return out;
}

/**
 * What shows when a ruleset's key has no translation: its last part in words, with the values
 * ("lotow.phase.shootOut" {sideSideId: "Earps"} → "Shoot out (Earps)").
 */
export function readableKey(key: string, params: TextParams = {}): string {
  const last = key.split('.').filter((p) => p !== '').pop() ?? key;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  const head = words === '' ? key : words.charAt(0).toUpperCase() + words.slice(1);
  const values = Object.values(params).filter((v) => v !== '').map(String);
  return values.length === 0 ? head : `${head} (${values.join(', ')})`;
}

/**
 * The keys a label may be written under, most particular first: for each parameter that is `true`,
 * `<key>With<Param>` (`lotow.action.dismount` {tether: true} → `lotow.action.dismountWithTether`,
 * "… and tied the horse"), then `<key>`, then `<key>Plain`. So a flag reads as words, not "yes".
 */
export function labelKeys(label: Label): string[] {
  const flagged = Object.entries(label.params)
    .filter(([, v]) => v === true)
    .map(([k]) => `${label.key}With${k.charAt(0).toUpperCase()}${k.slice(1)}`);
  return [...flagged, label.key, `${label.key}Plain`];
}

/** A ruleset label (flow, action, dice purpose) in the player's language: `labelKeys` in order, then the key in words. */
export function labelText(i18n: I18n, label: Label): string {
  const params = labelParams(i18n, label);
  return translateFirst(i18n, labelKeys(label), params, readableKey(label.key, params));
}

/**
 * The keys an action's button may be written under: `actionButton.` + `labelKeys` (the `With…`
 * variants, the key, its `Plain` form for when a parameter is missing). Never the log's own keys: a
 * button names the action to take ("Break away (2 actions)", "Shoot Urk"), the log says what was done
 * ("A figure broke away from melee").
 */
export function actionButtonKeys(label: Label): string[] {
  return labelKeys(label).map((k) => `actionButton.${k}`);
}

/**
 * An action's label on its button: the first of `actionButtonKeys` with every placeholder filled
 * ("End turn", "Lie down", "Shoot Urk: pistol"), else the key in words ("Break away (…)"), never the
 * log sentence. `actionButtonLabels.test.ts` holds every action of the bundled rulesets to a key.
 */
export function actionButtonText(i18n: I18n, label: Label): string {
  const params = labelParams(i18n, label);
  return translateFirst(i18n, actionButtonKeys(label), params, readableKey(label.key, params));
}
