// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSkirmishStore } from '../store/store';
import type { LoadFailure } from '../store/sessionSlice';
import { ErrorPanel, isSaveFailure } from './ErrorPanel';
import { i18n } from './i18n';
import { click, render, resetUi } from './testing/render';
import { uiScenario } from './testing/uiScenario';

beforeEach(resetUi);

const failure: LoadFailure = {
  source: 'mine.json',
  problems: [
    { path: 'figures[3].x', code: 'offTable', message: 'figures[3].x: 52 is off the 48″ table', params: { value: 52, edge: 'east', limit: 48, reachIn: 52.49 } },
    { path: 'figures[1].side', code: 'unknownSide', message: 'figures[1].side: no side "green"', params: { id: 'green' } },
    { path: 'terrain[0].kind', code: 'brandNewCode', message: 'terrain[0].kind: something new' },
    { path: '(root)', code: 'fetchFailed', message: '(root): could not fetch x.json: HTTP 404', params: { url: 'x.json', status: 404 } },
  ],
};

describe('ErrorPanel', () => {
  it('is absent until a load fails, then lists each problem with its path', () => {
    const ui = render(<ErrorPanel onLoadDemo={vi.fn()} />);
    expect(ui.byTestId('error-panel')).toBeNull();

    act(() => useSkirmishStore.getState().setLoadProblems(failure));
    const panel = ui.byTestId('error-panel');
    expect(panel?.getAttribute('role')).toBe('alertdialog');
    expect(panel?.textContent).toContain("This scenario can't be loaded");
    expect(panel?.textContent).toContain('mine.json');
    const rows = ui.allByTestId('problem').map((r) => r.textContent ?? '');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe('figures[3].x — 52 is off the table: the base reaches past the east edge');
    expect(rows[1]).toContain('figures[1].side');
    expect(rows[1]).toContain('green');
    expect(rows[2]).toBe('terrain[0].kind — something new');
    expect(rows[3]).toBe('(whole file) — could not fetch x.json (404)');
    ui.unmount();
  });

  it('offers the demo always, and "Back to the game" only when a game is in progress', () => {
    const onLoadDemo = vi.fn();
    const ui = render(<ErrorPanel onLoadDemo={onLoadDemo} />);
    act(() => useSkirmishStore.getState().setLoadProblems(failure));
    expect(ui.byTestId('back-to-game')).toBeNull();
    click(ui.byTestId('load-demo'));
    expect(onLoadDemo).toHaveBeenCalledOnce();

    act(() => useSkirmishStore.getState().loadScenario(uiScenario, 'demo', { rulesetId: 'free' }));
    act(() => useSkirmishStore.getState().setLoadProblems(failure));
    click(ui.byTestId('back-to-game'));
    expect(useSkirmishStore.getState().loadProblems).toBeNull();
    expect(ui.byTestId('error-panel')).toBeNull();
    ui.unmount();
  });

  it('never goes blank on a malformed report', () => {
    const ui = render(<ErrorPanel onLoadDemo={vi.fn()} />);
    const junk = { source: 'x', problems: [null, { code: 7 }, 'text'] } as unknown as LoadFailure;
    act(() => useSkirmishStore.getState().setLoadProblems(junk));
    expect(ui.allByTestId('problem')).toHaveLength(3);
    act(() => useSkirmishStore.getState().setLoadProblems({ source: 'y', problems: [] }));
    expect(ui.byTestId('error-panel')?.textContent).toContain('No details were given.');
    ui.unmount();
  });
});

describe('ErrorPanel: saved games', () => {
  const saveFailure: LoadFailure = {
    source: 'game.skirmish.json',
    problems: [
      { path: 'stateHash', code: 'hashMismatch', message: 'stateHash: the replayed game has hash 0123456789abcdef, the file says fedcba9876543210', params: { expected: 'fedcba9876543210', actual: '0123456789abcdef' } },
      { path: 'rulesetId', code: 'unknownRuleset', message: 'rulesetId: no ruleset "lotow" is installed (installed: free)', params: { id: 'lotow' } },
      { path: 'actions[2].figureId', code: 'unknownId', message: 'actions[2].figureId: there is no figure "zed"', params: { id: 'zed' } },
      { path: 'scenario.figures[1].side', code: 'unknownSide', message: 'scenario.figures[1].side: no side "green"', params: { id: 'green' } },
    ],
  };

  it('tells a save from a scenario by its name or by codes and paths only saves have', () => {
    expect(isSaveFailure('x.skirmish.json', [])).toBe(true);
    expect(isSaveFailure('x.json', [{ path: 'actions[0]', code: 'badAction', message: '' }])).toBe(true);
    expect(isSaveFailure('x.json', [{ path: '(root)', code: 'hashMismatch', message: '' }])).toBe(true);
    expect(isSaveFailure('x.json', [{ path: 'scenario.table.widthIn', code: 'outOfRange', message: '' }])).toBe(true);
    expect(isSaveFailure('x.json', failure.problems)).toBe(false);
    expect(isSaveFailure('x.json', [{ path: 'terrain[0].kind', code: 'badEnum', message: '' }])).toBe(false);
  });

  it('a save failure has its own title and each problem in words, with its path', () => {
    const ui = render(<ErrorPanel onLoadDemo={vi.fn()} />);
    act(() => useSkirmishStore.getState().setLoadProblems(saveFailure));
    expect(ui.byTestId('error-panel')?.querySelector('h2')?.textContent).toBe("This saved game can't be loaded");
    expect(ui.allByTestId('problem').map((r) => r.textContent)).toEqual([
      'stateHash — the replayed game does not match this file (hash 0123456789abcdef, the file says fedcba9876543210): the file was changed or damaged',
      'rulesetId — the rules “lotow” are not installed in this version of the app',
      'actions[2].figureId — there is no side or figure “zed” in this game',
      'scenario.figures[1].side — there is no side with the id “green”',
    ]);
    act(() => { void i18n.changeLanguage('ru'); });
    expect(ui.byTestId('error-panel')?.querySelector('h2')?.textContent).toBe('Эту сохранённую игру нельзя загрузить');
    const ru = ui.allByTestId('problem').map((r) => r.textContent ?? '');
    expect(ru[0]).toBe('stateHash — воспроизведённая игра не совпадает с файлом (хеш 0123456789abcdef, в файле fedcba9876543210): файл изменён или повреждён');
    for (const row of ru) expect(row).toMatch(/[А-Яа-яЁё]/);
    ui.unmount();
  });

  it('a scenario failure keeps the scenario title', () => {
    const ui = render(<ErrorPanel onLoadDemo={vi.fn()} />);
    act(() => useSkirmishStore.getState().setLoadProblems(failure));
    expect(ui.byTestId('error-panel')?.querySelector('h2')?.textContent).toBe("This scenario can't be loaded");
    ui.unmount();
  });
});
