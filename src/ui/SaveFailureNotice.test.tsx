// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseScenario } from '../scenario/parseScenario';
import { serializeScenario } from '../scenario/serializeScenario';
import { useSkirmishStore } from '../store/store';
import type * as DownloadFile from './downloadFile';
import { downloadText } from './downloadFile';
import { i18n } from './i18n';
import { SaveFailureNotice } from './SaveFailureNotice';
import { click, render, resetUi } from './testing/render';
import { uiScenario } from './testing/uiScenario';

vi.mock('./downloadFile', async (importOriginal) => ({
  ...(await importOriginal<typeof DownloadFile>()),
  downloadText: vi.fn(),
}));

const s = () => useSkirmishStore.getState();
const parsed = parseScenario(serializeScenario(uiScenario));
if (!parsed.ok) throw new Error('fixture');

beforeEach(async () => {
  await act(async () => { await s().whenSaved(); });
  resetUi();
  vi.mocked(downloadText).mockClear();
  await act(async () => {
    s().loadScenario(parsed.scenario, 'test', { rulesetId: 'free' });
    await s().whenSaved();
  });
});

const fail = (kind: 'quota' | 'unavailable' | 'tooLarge' | 'other') =>
  act(() => useSkirmishStore.setState({ saveFailure: { gameId: s().game!.id, kind, detail: "Failed to execute 'setItem' on 'Storage'" } }));

describe('SaveFailureNotice', () => {
  it('nothing shows while the game is saved', () => {
    const ui = render(<SaveFailureNotice />);
    expect(ui.byTestId('save-failure')).toBeNull();
    ui.unmount();
  });

  it('storage full: says so in the player’s words, that the game is still here, and offers Export, the saved games, Retry', () => {
    const ui = render(<SaveFailureNotice />);
    fail('quota');
    const notice = ui.byTestId('save-failure')!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(ui.byTestId('save-failure-reason')?.textContent).toBe('The browser’s storage for this site is full. The game is still here while this tab stays open: export it to keep it, or delete old games to make room.');
    // The browser's raw words are there, small, not as the message.
    expect(ui.byTestId('save-failure-detail')?.textContent).toContain('setItem');
    click(ui.byTestId('save-failure-export'));
    expect(downloadText).toHaveBeenCalledOnce();
    expect(JSON.parse(vi.mocked(downloadText).mock.calls[0]![1]) as unknown).toMatchObject({ kind: 'skirmish-save' });
    click(ui.byTestId('save-failure-games'));
    expect(s().dialog).toBe('games');
    ui.unmount();
  });

  it('Retry writes again, and the notice goes when the write succeeds', async () => {
    const ui = render(<SaveFailureNotice />);
    fail('other');
    await act(async () => {
      ui.byTestId('save-failure-retry')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await s().whenSaved();
    });
    expect(ui.byTestId('save-failure')).toBeNull();
    ui.unmount();
  });

  it('a game too large for a save file offers no saved games (deleting them would not help); Russian', () => {
    const ui = render(<SaveFailureNotice />);
    fail('tooLarge');
    expect(ui.byTestId('save-failure-games')).toBeNull();
    act(() => { void i18n.changeLanguage('ru'); });
    expect(ui.byTestId('save-failure-reason')?.textContent).toContain('больше, чем может быть файл сохранения');
    expect(ui.byTestId('save-failure-export')?.textContent).toBe('Экспортировать игру');
    ui.unmount();
  });

  it('a failure of another game (left a moment ago) is not this game’s notice', () => {
    const ui = render(<SaveFailureNotice />);
    act(() => useSkirmishStore.setState({ saveFailure: { gameId: 'some-other-game', kind: 'quota', detail: '' } }));
    expect(ui.byTestId('save-failure')).toBeNull();
    ui.unmount();
  });
});
