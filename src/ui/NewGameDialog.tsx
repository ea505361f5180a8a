import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { OptionSpec } from '../engine/ruleset';
import type { OptionValue, ResolvedOptions } from '../engine/state';
import { selectNewGameChoices } from '../store/newGameSelectors';
import { rulesetLoadProblem } from '../store/rulesetLoadProblem';
import type { RulesetChoice } from '../store/newGameSelectors';
import { useSkirmishStore } from '../store/store';
import { saveHandover } from './handoverStorage';
import { AutoPassToggle } from './AutoPassToggle';
import './panels.css';
import { problemText } from './problemText';
import { translateFirst } from './translate';

/** What the form holds for each option: booleans as they are, numbers as typed, enum choices. */
type FieldValue = boolean | string;

const rulesetName = (i18n: I18n, id: string): string => i18n.t(`ruleset.${id}`, { defaultValue: id });
const optionLabel = (i18n: I18n, spec: OptionSpec): string => translateFirst(i18n, [spec.labelKey], {}, spec.key);
const choiceLabel = (i18n: I18n, spec: OptionSpec, choice: string): string =>
  translateFirst(i18n, [`${spec.labelKey}Choices.${choice}`], {}, choice);

function fieldsFor(specs: readonly OptionSpec[], current: ResolvedOptions | null): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const spec of specs) {
    const v = current?.[spec.key];
    if (spec.type === 'boolean') out[spec.key] = typeof v === 'boolean' ? v : spec.default;
    else if (spec.type === 'number') out[spec.key] = String(typeof v === 'number' ? v : spec.default);
    else out[spec.key] = typeof v === 'string' && spec.choices.includes(v) ? v : spec.default;
  }
  return out;
}

/** The options to start with, or the messages saying which fields are wrong. */
export function readOptions(i18n: I18n, specs: readonly OptionSpec[], fields: Readonly<Record<string, FieldValue>>):
  { ok: true; options: Record<string, OptionValue> } | { ok: false; errors: string[] } {
  const options: Record<string, OptionValue> = {};
  const errors: string[] = [];
  for (const spec of specs) {
    const v = fields[spec.key];
    if (spec.type === 'boolean') options[spec.key] = v === true;
    else if (spec.type === 'enum') options[spec.key] = typeof v === 'string' && spec.choices.includes(v) ? v : spec.default;
    else {
      const text = typeof v === 'string' ? v.trim() : '';
      const n = Number(text);
      const label = optionLabel(i18n, spec);
      if (text === '' || !Number.isFinite(n) || n < spec.min || n > spec.max) errors.push(i18n.t('newGame.outOfRange', { label, min: spec.min, max: spec.max }));
      else if (spec.integer === true && !Number.isInteger(n)) errors.push(i18n.t('newGame.notWhole', { label }));
      else options[spec.key] = n;
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, options };
}

/** A choice longer than this (characters) may not fit its select at 1024 px: it is also written out under it. */
const LONG_CHOICE = 40;

function OptionField({ spec, value, onChange }: { spec: OptionSpec; value: FieldValue; onChange: (v: FieldValue) => void }) {
  const { t, i18n } = useTranslation();
  const label = optionLabel(i18n, spec);
  const about = (
    <span className="option-field__about">
      <span className={`option-kind option-kind--${spec.kind}`} data-testid={`option-kind-${spec.key}`}>{t(`newGame.kind.${spec.kind}`)}</span>
      <span className="option-field__catalog" data-testid={`option-catalog-${spec.key}`}>{t('newGame.catalogId', { id: spec.catalogId })}</span>
    </span>
  );
  if (spec.type === 'boolean') {
    return (
      <label className="option-field option-field--boolean">
        <input type="checkbox" data-testid={`option-${spec.key}`} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />
        <span className="option-field__label">{label}</span>
        {about}
      </label>
    );
  }
  if (spec.type === 'number') {
    return (
      <label className="option-field">
        <span className="option-field__label">{label} <span className="option-field__range">{t('newGame.range', { min: spec.min, max: spec.max })}</span></span>
        <input type="number" data-testid={`option-${spec.key}`} min={spec.min} max={spec.max} step={spec.integer === true ? 1 : 'any'}
          value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} />
        {about}
      </label>
    );
  }
  const chosen = choiceLabel(i18n, spec, typeof value === 'string' ? value : spec.default);
  return (
    <label className="option-field">
      <span className="option-field__label">{label}</span>
      <select data-testid={`option-${spec.key}`} value={typeof value === 'string' ? value : spec.default} onChange={(e) => onChange(e.currentTarget.value)}
        title={chosen}>
        {spec.choices.map((c) => <option key={c} value={c}>{choiceLabel(i18n, spec, c)}</option>)}
      </select>
      {/* A select cannot wrap: a long choice is written out whole under it too, never only cut. */}
      {chosen.length > LONG_CHOICE && <span className="option-field__choice" data-testid={`option-choice-${spec.key}`}>{chosen}</span>}
      {about}
    </label>
  );
}

function NewGameForm() {
  const { t, i18n } = useTranslation();
  const choices = useSkirmishStore(selectNewGameChoices);
  const scenarioName = useSkirmishStore((s) => s.game?.timeline.present.scenario.name ?? '');
  const hasGame = useSkirmishStore((s) => s.game !== null);
  const handoverEnabled = useSkirmishStore((s) => s.handoverEnabled);
  const openDialog = useSkirmishStore((s) => s.openDialog);
  const titleId = useId();
  const firstField = useRef<HTMLSelectElement>(null);

  const firstInstalled = choices.rulesets.find((r) => r.installed)?.id ?? '';
  const [rulesetId, setRulesetId] = useState(choices.currentRulesetId ?? firstInstalled);
  const chosen: RulesetChoice | undefined = choices.rulesets.find((r) => r.id === rulesetId);
  const [fields, setFields] = useState(() => fieldsFor(chosen?.options ?? [], choices.currentOptions));
  const [handover, setHandover] = useState(handoverEnabled);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => firstField.current?.focus(), []);

  // A ruleset's options are known once its code has loaded (a chunk, fetched when first chosen).
  const chosenId = useRef(rulesetId);
  const chooseRuleset = (id: string) => {
    chosenId.current = id;
    setRulesetId(id);
    const choice = choices.rulesets.find((r) => r.id === id);
    setFields(fieldsFor(choice?.options ?? [], id === choices.currentRulesetId ? choices.currentOptions : null));
    setErrors([]);
    if (choice === undefined || !choice.installed || choice.loaded) return;
    void useSkirmishStore.getState().ensureRuleset(id).then((failed) => {
      if (chosenId.current !== id) return;
      if (failed !== null) {
        setErrors([t('newGame.failed'), problemText(i18n, rulesetLoadProblem(id, failed))]);
        return;
      }
      const specs = selectNewGameChoices(useSkirmishStore.getState()).rulesets.find((r) => r.id === id)?.options ?? [];
      setFields(fieldsFor(specs, null));
    });
  };

  const close = () => openDialog(null);
  const start = async (e: FormEvent) => {
    e.preventDefault();
    if (chosen === undefined || !chosen.installed) return;
    const read = readOptions(i18n, chosen.options, fields);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    const store = useSkirmishStore.getState();
    store.setHandoverEnabled(handover);
    saveHandover(handover);
    const started = await store.restartWith({ rulesetId, options: read.options });
    if (!started.ok) {
      // The store shows set-up problems in the error panel too; keep them here beside the choices.
      store.setLoadProblems(null);
      setErrors([t('newGame.failed'), ...started.problems.map((p) => problemText(i18n, p))]);
      return;
    }
    close();
  };

  const canStart = hasGame && chosen?.installed === true && chosen.loaded;
  return (
    <div className="modal-backdrop" onKeyDown={(e) => { if (e.key === 'Escape') close(); }}>
      <form className="dialog new-game-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="new-game-dialog" onSubmit={(e) => void start(e)} noValidate>
        <h2 id={titleId}>{t('newGame.title')}</h2>
        {hasGame && <p className="hint">{t('newGame.intro', { scenario: scenarioName })}</p>}
        <label className="option-field">
          <span className="option-field__label">{t('newGame.ruleset')}</span>
          <select ref={firstField} data-testid="new-game-ruleset" value={rulesetId} onChange={(e) => chooseRuleset(e.currentTarget.value)}>
            {choices.rulesets.map((r) => (
              <option key={r.id} value={r.id}>
                {r.installed ? rulesetName(i18n, r.id) : t('newGame.notInstalled', { name: rulesetName(i18n, r.id) })}
              </option>
            ))}
          </select>
        </label>
        {chosen !== undefined && !chosen.installed && <p className="dialog__warning" data-testid="new-game-not-installed">{t('newGame.notInstalledHint')}</p>}
        <fieldset className="new-game-dialog__options">
          <legend>{t('newGame.options')}</legend>
          {chosen === undefined || chosen.options.length === 0
            ? <p className="hint">{t('newGame.noOptions')}</p>
            : chosen.options.map((spec) => (
              <OptionField key={spec.key} spec={spec} value={fields[spec.key] ?? (spec.type === 'number' ? String(spec.default) : spec.default)}
                onChange={(v) => { setFields((f) => ({ ...f, [spec.key]: v })); setErrors([]); }} />
            ))}
        </fieldset>
        <label className="option-field option-field--boolean">
          <input type="checkbox" data-testid="handover-toggle" checked={handover} onChange={(e) => setHandover(e.currentTarget.checked)} />
          <span className="option-field__label">{t('newGame.handover')}</span>
        </label>
        <AutoPassToggle />
        {errors.length > 0 && (
          <ul className="dialog__errors" data-testid="new-game-errors" role="alert">
            {errors.map((m, i) => <li key={i}>{m}</li>)}
          </ul>
        )}
        <div className="dialog__actions">
          <button type="submit" data-testid="new-game-start" disabled={!canStart}>{t('newGame.start')}</button>
          <button type="button" data-testid="new-game-cancel" onClick={close}>{t('newGame.cancel')}</button>
        </div>
      </form>
    </div>
  );
}

/**
 * The New game dialog (`dialog === 'newGame'`): the rules to play (the installed ones, and the
 * scenario's own listed as not installed yet when it is missing), every option of the chosen rules
 * with its kind and catalog ID, and the handover switch (remembered). Start begins a new game on the
 * scenario the game in progress started from; Cancel (or Esc) closes. The form is built afresh
 * each time the dialog opens, from the game in progress.
 */
export function NewGameDialog() {
  const open = useSkirmishStore((s) => s.dialog === 'newGame');
  return open ? <NewGameForm /> : null;
}
