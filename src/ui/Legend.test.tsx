// @vitest-environment happy-dom
/**
 * The legend's status badges: the ones some figure carries now, each drawn as on the token with its
 * word, in English and Russian. The ruleset is a stand-in with only `figureStatus` (the black-powder
 * lines' keys, bpFigureStatus.ts): the legend reads nothing else of it.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import type { Ruleset } from '../engine/ruleset';
import { useSkirmishStore } from '../store/store';
import { LanguageSync } from './LanguageSync';
import { Legend } from './Legend';
import { startFreeGame } from './testing/playScenario';
import { render, resetUi } from './testing/render';

const store = () => useSkirmishStore.getState();

function withStatus(lines: Readonly<Record<string, readonly string[]>>): void {
  const ruleset = {
    id: store().game?.timeline.present.rulesetId ?? 'free',
    figureStatus: (_: unknown, id: string) => (lines[id] ?? []).map((n) => ({ labelKey: `blackpowder.status.${n}`, params: {} })),
  } as unknown as Ruleset;
  act(() => useSkirmishStore.setState({ registry: createRulesetRegistry([ruleset]) }));
}

beforeEach(() => {
  resetUi();
  startFreeGame();
});

describe('Legend: figure marks', () => {
  it('none carried: no marks section', () => {
    const ui = render(<Legend />);
    expect(ui.byTestId('legend-badges')).toBeNull();
    ui.unmount();
  });

  it('BP-DMG-1, BP-GAP-05/06: the marks on the table, each once, drawn and named, in English and Russian', () => {
    const ids = store().game!.timeline.present.scenario.figures.map((f) => f.id);
    withStatus({ [ids[0]!]: ['suppressed', 'unloaded'], [ids[1]!]: ['outOfAction'], [ids[2]!]: ['running', 'unloaded'] });
    const ui = render(<><LanguageSync /><Legend /></>);
    const rows = ui.byTestId('legend-badges')!.querySelectorAll('li');
    expect([...rows].map((r) => r.getAttribute('data-testid'))).toEqual(['legend-badge-out', 'legend-badge-suppressed', 'legend-badge-unloaded', 'legend-badge-running']);
    expect(ui.byTestId('legend-badge-out')?.textContent).toBe('Out of action');
    expect(ui.byTestId('legend-badge-suppressed')?.querySelector('svg circle')?.getAttribute('fill')).toBe('#26a69a');
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('legend-badge-suppressed')?.textContent).toBe('Подавлена (лежит на боку)');
    ui.unmount();
  });
});
