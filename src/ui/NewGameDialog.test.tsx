// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OptionSpec, Ruleset } from '../engine/ruleset';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import { useSkirmishStore } from '../store/store';
import { i18n } from './i18n';
import { LanguageSync } from './LanguageSync';
import { NewGameDialog, readOptions } from './NewGameDialog';
import { submit, typeInto } from './testing/input';
import { parsedUiScenario } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';

const store = () => useSkirmishStore.getState();
const open = () => act(() => store().openDialog('newGame'));

beforeEach(() => {
  resetUi();
  // A scenario for rules this build does not have: the game runs on the free table.
  store().loadScenario({ ...parsedUiScenario(), ruleset: 'frostgrave' }, 'test');
});

describe('NewGameDialog', () => {
  it('lists the installed rules and the scenario\'s own as not installed, with each option\'s kind and catalog ID', () => {
    const ui = render(<><LanguageSync /><NewGameDialog /></>);
    expect(ui.byTestId('new-game-dialog')).toBeNull();
    open();
    const select = ui.byTestId('new-game-ruleset') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['battlesystem', 'AD&D Battlesystem'], ['blackpowder', 'Black-powder skirmish'], ['free', 'Free table'], ['lotow', 'Legends of the Old West'],
      ['sbh', 'Song of Blades and Heroes'], ['frostgrave', 'frostgrave (not installed yet)'],
    ]);
    expect(select.value).toBe('free');
    const option = ui.byTestId('option-oneMovePerTurn') as HTMLInputElement;
    expect(option.type).toBe('checkbox');
    expect(option.checked).toBe(true);
    expect(option.closest('label')?.textContent).toContain('Each figure moves at most once per turn');
    expect(ui.byTestId('option-kind-oneMovePerTurn')?.textContent).toBe('option');
    expect(ui.byTestId('option-catalog-oneMovePerTurn')?.textContent).toBe('rule FREE-MOVE-1');

    typeInto(select, 'frostgrave');
    expect(ui.byTestId('new-game-not-installed')).not.toBeNull();
    expect((ui.byTestId('new-game-start') as HTMLButtonElement).disabled).toBe(true);
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('new-game-dialog')?.textContent).toContain('ещё не установлены');
    ui.unmount();
  });

  it('Start begins a new game with the options chosen, and the handover switch is remembered', async () => {
    const before = store().game!.id;
    const ui = render(<NewGameDialog />);
    open();
    click(ui.byTestId('option-oneMovePerTurn'));
    expect((ui.byTestId('option-oneMovePerTurn') as HTMLInputElement).checked).toBe(false);
    const toggle = ui.byTestId('handover-toggle') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    click(toggle);
    click(ui.byTestId('new-game-start'));
    // Start awaits the ruleset's code (loaded here already) before the game begins.
    await act(async () => { await Promise.resolve(); });

    expect(ui.byTestId('new-game-dialog')).toBeNull();
    const game = store().game!;
    expect(game.id).not.toBe(before);
    expect(game.timeline.present.rulesetId).toBe('free');
    expect(game.timeline.present.options).toEqual({ oneMovePerTurn: false });
    expect(store().handoverEnabled).toBe(false);
    expect(localStorage.getItem('skirmish.handover')).toBe('off');
    // The option is in force: Jed may move twice in one turn.
    act(() => {
      expect(store().moveFigure('r1', [{ x: 6, y: 8 }]).ok).toBe(true);
      expect(store().moveFigure('r1', [{ x: 6, y: 10 }]).ok).toBe(true);
    });
    // The dialog opens again on the game's own choices.
    open();
    expect((ui.byTestId('option-oneMovePerTurn') as HTMLInputElement).checked).toBe(false);
    expect((ui.byTestId('handover-toggle') as HTMLInputElement).checked).toBe(false);
    ui.unmount();
  });

  it('Cancel closes and changes nothing', () => {
    const before = store().game;
    const ui = render(<NewGameDialog />);
    open();
    click(ui.byTestId('option-oneMovePerTurn'));
    click(ui.byTestId('handover-toggle'));
    click(ui.byTestId('new-game-cancel'));
    expect(ui.byTestId('new-game-dialog')).toBeNull();
    expect(store().game).toBe(before);
    expect(store().handoverEnabled).toBe(true);
    ui.unmount();
  });

  it('shows number and choice options as fields, and says which number is out of range', () => {
    const specs: OptionSpec[] = [
      { key: 'turns', kind: 'houseRule', type: 'number', default: 6, min: 1, max: 12, integer: true, labelKey: 'test.turns', catalogId: 'TEST-TURNS' },
      { key: 'cover', kind: 'ambiguity', type: 'enum', default: 'soft', choices: ['soft', 'hard'], labelKey: 'test.cover', catalogId: 'TEST-COVER' },
    ];
    const free = store().registry.get('free')!;
    const rules = { ...free, id: 'free', options: specs } as Ruleset;
    act(() => useSkirmishStore.setState({ registry: createRulesetRegistry([rules]) }));
    const ui = render(<NewGameDialog />);
    open();
    const turns = ui.byTestId('option-turns') as HTMLInputElement;
    expect([turns.type, turns.min, turns.max, turns.value]).toEqual(['number', '1', '12', '6']);
    expect(ui.byTestId('option-kind-turns')?.textContent).toBe('house rule');
    const cover = ui.byTestId('option-cover') as HTMLSelectElement;
    expect([...cover.options].map((o) => o.value)).toEqual(['soft', 'hard']);
    expect(ui.byTestId('option-kind-cover')?.textContent).toBe('rules ambiguity');
    expect(ui.byTestId('option-catalog-cover')?.textContent).toBe('rule TEST-COVER');

    typeInto(turns, '13');
    submit(ui.byTestId('new-game-dialog'));
    // An untranslated label shows its key; the message says the range.
    expect(ui.byTestId('new-game-errors')?.textContent).toBe('turns: a number from 1 to 12.');
    expect(ui.byTestId('new-game-dialog')).not.toBeNull();
    ui.unmount();
  });

  it('reads option fields', () => {
    const specs: OptionSpec[] = [
      { key: 'n', kind: 'option', type: 'number', default: 2, min: 0, max: 5, integer: true, labelKey: 'x.n', catalogId: 'X' },
      { key: 'b', kind: 'option', type: 'boolean', default: true, labelKey: 'x.b', catalogId: 'X' },
      { key: 'e', kind: 'option', type: 'enum', default: 'a', choices: ['a', 'b'], labelKey: 'x.e', catalogId: 'X' },
    ];
    expect(readOptions(i18n, specs, { n: ' 3 ', b: false, e: 'b' })).toEqual({ ok: true, options: { n: 3, b: false, e: 'b' } });
    expect(readOptions(i18n, specs, { n: '2.5', b: true, e: 'zz' })).toEqual({ ok: false, errors: ['n: a whole number.'] });
  });
});

describe('option labels (issue 13: "Penalty per range band beyond the weapon\'s" was cut)', () => {
  // A label is a whole phrase: it never ends on a word that needs another after it. A choice list's
  // label may (its select completes it: "… hits the friend nearest to [the shooter]"); a missing key is
  // rulesKeys.test.ts's to report.
  const dangling: Record<string, RegExp> = {
    en: /(?:\b(?:the|a|an|of|to|for|per|with|beyond|than|and|or|at|in|on|by|from|into)|['’]s)$/i,
    ru: /(?:^|\s)(?:в|во|на|с|со|за|до|от|и|или|по|к|из|у|о|об|для|чем)$/i,
  };
  it('every option of every installed ruleset has a whole label and whole choices, in both languages', () => {
    const registry = store().registry;
    const bad: string[] = [];
    for (const lng of ['en', 'ru'] as const) {
      const t = i18n.getFixedT(lng);
      for (const id of registry.ids()) {
        for (const spec of registry.get(id)!.options) {
          const texts = spec.type === 'enum' ? spec.choices.map((c) => `${spec.labelKey}Choices.${c}`) : [spec.labelKey];
          for (const key of texts) {
            const text = t(key).trim();
            if (text !== key && dangling[lng]!.test(text)) bad.push(`${lng} ${key}: "${text}"`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
