// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseScenario } from '../scenario/parseScenario';
import { serializeScenario } from '../scenario/serializeScenario';
import { stateHash } from '../engine/stateHash';
import { useSkirmishStore } from '../store/store';
import { createTestStore } from '../store/testing/testStoreDeps';
import { ErrorPanel } from './ErrorPanel';
import { i18n } from './i18n';
import type * as DownloadFile from './downloadFile';
import { downloadText } from './downloadFile';
import { SavedGamesDialog } from './SavedGamesDialog';
import { click, render, resetUi } from './testing/render';
import { demoScenario } from './testing/playScenario';
import { uiScenario } from './testing/uiScenario';
import { selectScenario } from '../store/scenarioSelectors';

vi.mock('./downloadFile', async (importOriginal) => ({
  ...(await importOriginal<typeof DownloadFile>()),
  downloadText: vi.fn(),
}));

const s = () => useSkirmishStore.getState();

beforeEach(async () => {
  // resetUi clears localStorage, where the app store keeps its games here (happy-dom has no IndexedDB).
  await act(async () => { await s().whenSaved(); });
  resetUi();
  vi.mocked(downloadText).mockClear();
  await act(async () => { await s().refreshSavedGames(); });
});

/** Click, then let the handler's storage calls and the autosaves finish. */
async function clickAndSettle(el: HTMLElement | null): Promise<void> {
  if (!el) throw new Error('nothing to click');
  await act(async () => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    await s().whenSaved();
  });
}

const parsed = parseScenario(serializeScenario(uiScenario));
if (!parsed.ok) throw new Error('the UI fixture does not parse');
const showdown = parsed.scenario;
const duel = { ...showdown, id: 'duel', name: 'Duel at Dawn' };

/** Two saved games: "Showdown" (older, 1 step) and "Duel at Dawn" (in progress, turn 1, no steps). */
async function twoGames(): Promise<{ first: string; second: string }> {
  let first = '';
  await act(async () => {
    s().loadScenario(showdown, 'test', { rulesetId: 'free' });
    expect(s().moveFigure('r1', [{ x: 8, y: 6 }]).ok).toBe(true);
    first = s().game!.id;
    s().loadScenario(duel, 'test', { rulesetId: 'free' });
    await s().whenSaved();
  });
  return { first, second: s().game!.id };
}

async function openGames(): Promise<void> {
  await act(async () => {
    s().openDialog('games');
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });
}

const rows = (ui: ReturnType<typeof render>) => ui.allByTestId('saved-game');
const rowOf = (ui: ReturnType<typeof render>, id: string) => rows(ui).find((r) => r.dataset.gameId === id)!;
const inRow = (row: HTMLElement, testId: string) => row.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

describe('SavedGamesDialog', () => {
  it('opens with the store; lists the games newest first, the game in progress marked', async () => {
    const { first, second } = await twoGames();
    const ui = render(<SavedGamesDialog />);
    expect(ui.byTestId('saved-games-dialog')).toBeNull();
    await openGames();
    expect(ui.byTestId('saved-games-dialog')?.getAttribute('role')).toBe('dialog');
    expect(rows(ui).map((r) => r.dataset.gameId)).toEqual([second, first]);
    const [newest, older] = rows(ui) as [HTMLElement, HTMLElement];
    expect(inRow(newest, 'saved-game-title')?.textContent).toBe('Duel at Dawn');
    expect(inRow(newest, 'saved-game-current')?.textContent).toBe('in progress');
    expect(inRow(older, 'saved-game-current')).toBeNull();
    const facts = inRow(older, 'saved-game-facts')?.textContent ?? '';
    expect(facts).toContain('Free table');
    expect(facts).toContain('Turn 1');
    expect(facts).toContain('Steps: 1');
    // The test clock (testStoreDeps) is not the app's: the time is whatever the store wrote, formatted by Intl.
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(s().savedGames[1]!.updatedAtMs);
    expect(facts).toContain(`Saved ${when}`);
    // The game in progress cannot be resumed (it is on the table) or deleted.
    expect(inRow(newest, 'saved-game-resume')).toBeNull();
    expect(inRow(newest, 'saved-game-delete')).toBeNull();
    expect(inRow(older, 'saved-game-resume')).not.toBeNull();
    // Where the games are kept (here: localStorage, as happy-dom has no IndexedDB).
    expect(ui.byTestId('saved-games-storage')?.dataset.kind).toBe('localStorage');
    expect(ui.byTestId('saved-games-storage')?.textContent).toContain('Saved in this browser');
    ui.unmount();
  });

  it('marks a game whose dice were set by hand', async () => {
    await act(async () => {
      s().loadScenario(showdown, 'test', { rulesetId: 'free' });
      s().forceDice([6, 6]);
      expect(s().dispatch({ type: 'roll', side: s().game!.timeline.present.actors[0]!, params: { count: 2, sides: 6 } }).ok).toBe(true);
      await s().whenSaved();
    });
    const ui = render(<SavedGamesDialog />);
    await openGames();
    expect(rows(ui)).toHaveLength(1);
    expect(inRow(rows(ui)[0]!, 'saved-game-forced-dice')?.textContent).toBe('dice set by hand');
    ui.unmount();
  });

  it('Resume puts the older game back on the table and closes the list', async () => {
    const { first } = await twoGames();
    const ui = render(<SavedGamesDialog />);
    await openGames();
    await clickAndSettle(inRow(rowOf(ui, first), 'saved-game-resume'));
    expect(s().game?.id).toBe(first);
    expect(selectScenario(s())?.name).toBe('Showdown at the Barn');
    expect(selectScenario(s())?.figures.find((f) => f.id === 'r1')?.x).toBe(8);
    expect(ui.byTestId('saved-games-dialog')).toBeNull();
    ui.unmount();
  });

  it('Replay opens the viewer on that game', async () => {
    const { first, second } = await twoGames();
    const ui = render(<SavedGamesDialog />);
    await openGames();
    await clickAndSettle(inRow(rowOf(ui, first), 'saved-game-replay'));
    expect(s().replay).toMatchObject({ gameId: first, title: 'Showdown at the Barn', index: 1 });
    expect(s().replay?.frames).toHaveLength(2);
    expect(s().game?.id).toBe(second);
    expect(ui.byTestId('saved-games-dialog')).toBeNull();
    ui.unmount();
  });

  it('Delete asks first; Keep keeps it, Delete removes it', async () => {
    const { first, second } = await twoGames();
    const ui = render(<SavedGamesDialog />);
    await openGames();
    click(inRow(rowOf(ui, first), 'saved-game-delete'));
    expect(rowOf(ui, first).textContent).toContain('Delete “Showdown at the Barn”? This cannot be undone.');
    click(inRow(rowOf(ui, first), 'saved-game-delete-cancel'));
    expect(rows(ui)).toHaveLength(2);
    click(inRow(rowOf(ui, first), 'saved-game-delete'));
    await clickAndSettle(inRow(rowOf(ui, first), 'saved-game-delete-confirm'));
    expect(rows(ui).map((r) => r.dataset.gameId)).toEqual([second]);
    expect(s().savedGames.map((m) => m.id)).toEqual([second]);
    ui.unmount();
  });

  it('Export downloads the game as a save file that loads to the same game', async () => {
    const { first } = await twoGames();
    const ui = render(<SavedGamesDialog />);
    await openGames();
    await clickAndSettle(inRow(rowOf(ui, first), 'saved-game-export'));
    expect(downloadText).toHaveBeenCalledOnce();
    const [name, text] = vi.mocked(downloadText).mock.calls[0]!;
    expect(name).toBe('showdown-at-the-barn-turn-1.skirmish.json');
    const save = JSON.parse(text) as { kind: string; actions: unknown[]; stateHash: string };
    expect(save.kind).toBe('skirmish-save');
    expect(save.actions).toHaveLength(1);
    const other = createTestStore();
    expect(other.getState().resumeSaveText(text, name).ok).toBe(true);
    expect(stateHash(other.getState().game!.timeline.present)).toBe(save.stateHash);
    expect(selectScenario(other.getState())?.figures.find((f) => f.id === 'r1')?.x).toBe(8);
    ui.unmount();
  });

  it('a saved game that no longer loads is reported as a saved game; the game in progress stays', async () => {
    const { first, second } = await twoGames();
    localStorage.setItem(`skirmish.game.${first}`, '{"schemaVersion": 1, "kind": "skirmish-save", "act');
    const ui = render(<><SavedGamesDialog /><ErrorPanel onLoadDemo={vi.fn()} /></>);
    await openGames();
    await clickAndSettle(inRow(rowOf(ui, first), 'saved-game-resume'));
    expect(s().game?.id).toBe(second);
    expect(ui.byTestId('saved-games-dialog')).toBeNull();
    expect(ui.byTestId('error-panel')?.querySelector('h2')?.textContent).toBe("This saved game can't be loaded");
    expect(ui.allByTestId('problem')[0]?.textContent).toMatch(/^\(whole file\) — the file is not valid JSON \(line 1\)/);
    ui.unmount();
  });

  it('Close and Esc close it; an empty list says so; Russian', async () => {
    const ui = render(<SavedGamesDialog />);
    await openGames();
    expect(ui.byTestId('saved-games-empty')?.textContent).toBe('No saved games yet.');
    click(ui.byTestId('saved-games-close'));
    expect(s().dialog).toBeNull();
    act(() => s().openDialog('games'));
    act(() => { window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })); });
    expect(s().dialog).toBeNull();
    act(() => { void i18n.changeLanguage('ru'); });
    act(() => s().openDialog('games'));
    expect(ui.byTestId('saved-games-dialog')?.textContent).toContain('Сохранённые игры');
    expect(ui.byTestId('saved-games-close')?.textContent).toBe('Закрыть');
    ui.unmount();
  });

  it('bug 16: one status and one step count per game — a finished game open now is "finished" only, and its steps are its replay\'s', async () => {
    await act(async () => {
      s().loadScenario(demoScenario(), 'test', { rulesetId: 'lotow', seed: 7, options: { turnLimit: 1 } });
      // Six End phase clicks end turn 1, and with it the game (no automatic passes in a bare store).
      for (let i = 0; i < 6 && s().game!.timeline.present.outcome === null; i++) {
        s().dismissHandover();
        expect(s().dispatch({ type: 'endPhase', side: s().game!.timeline.present.actors[0]! }).ok).toBe(true);
      }
      expect(s().game!.timeline.present.outcome).not.toBeNull();
      await s().whenSaved();
    });
    const ui = render(<SavedGamesDialog />);
    await openGames();
    const row = rowOf(ui, s().game!.id);
    expect(inRow(row, 'saved-game-finished')?.textContent).toBe('finished');
    expect(inRow(row, 'saved-game-current')).toBeNull();
    // Undo and redo (two more steps) while the list is open: the row counts them at once, as the replay does.
    act(() => { s().undo(); s().redo(); });
    const facts = () => inRow(rowOf(ui, s().game!.id), 'saved-game-facts')?.textContent ?? '';
    expect(facts()).toContain('Steps: 8');
    await clickAndSettle(inRow(rowOf(ui, s().game!.id), 'saved-game-replay'));
    const replay = s().replay!;
    expect(replay.frames.length - 1).toBe(8);
    ui.unmount();
  });
});
