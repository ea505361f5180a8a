// @vitest-environment happy-dom
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rollAction } from '../engine/intents';
import { useSkirmishStore } from '../store/store';
import { i18n } from './i18n';
import { Layout } from './Layout';
import { ReplayBar } from './ReplayBar';
import { click, render, resetUi } from './testing/render';
import { loadDeferredUi } from './testing/deferredUi';
import { parseScenario } from '../scenario/parseScenario';
import { serializeScenario } from '../scenario/serializeScenario';
import { uiScenario } from './testing/uiScenario';
import { selectScenario } from '../store/scenarioSelectors';

// The layout's deferred parts (deferredUi.tsx) render at once, as in the app after the first board.
beforeAll(loadDeferredUi);

beforeEach(resetUi);

// The fixture as a file would give it (every field filled), so its save replays to the same hash.
const parsed = parseScenario(serializeScenario(uiScenario));
if (!parsed.ok) throw new Error('the UI fixture does not parse');
const scenario = parsed.scenario;

const s = () => useSkirmishStore.getState();
const jedX = () => selectScenario(s())!.figures.find((f) => f.id === 'r1')!.x;

/** Steps: 1 Jed moves 6 → 9, 2 roll 2d6 "Nerve", 3 undo, 4 end turn. Then the viewer opens on it. */
function playAndOpen() {
  act(() => {
    s().loadScenario(scenario, 'test', { rulesetId: 'free' });
    expect(s().moveFigure('r1', [{ x: 9, y: 6 }]).ok).toBe(true);
    expect(s().dispatch(rollAction('r', 2, 6, 'Nerve')).ok).toBe(true);
    expect(s().undo().ok).toBe(true);
    expect(s().dispatch({ type: 'endTurn', side: 'r' }).ok).toBe(true);
    s().dismissHandover();
    expect(s().openReplay(null).ok).toBe(true);
  });
}

const key = (k: string) => act(() => { window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })); });

describe('ReplayBar', () => {
  it('is absent while no replay is open', () => {
    act(() => { s().loadScenario(scenario, 'test', { rulesetId: 'free' }); });
    const ui = render(<ReplayBar />);
    expect(ui.byTestId('replay-bar')).toBeNull();
    ui.unmount();
  });

  it('opens on the last step; the buttons step through and the board follows', () => {
    playAndOpen();
    const ui = render(<ReplayBar />);
    const position = () => ui.byTestId('replay-position')?.textContent;
    const stepText = () => ui.byTestId('replay-step')?.textContent;
    expect(position()).toBe('4 / 4');
    expect(stepText()).toBe('Turn 1 · Clantons ended the turn');
    expect(ui.byTestId('replay-title')?.textContent).toBe('Replay: Showdown at the Barn');
    expect((ui.byTestId('replay-next') as HTMLButtonElement).disabled).toBe(true);

    click(ui.byTestId('replay-first'));
    expect(position()).toBe('0 / 4');
    expect(stepText()).toBe('Turn 1 · Set-up');
    expect(jedX()).toBe(6);
    expect((ui.byTestId('replay-prev') as HTMLButtonElement).disabled).toBe(true);

    click(ui.byTestId('replay-next'));
    expect(position()).toBe('1 / 4');
    expect(stepText()).toBe('Turn 1 · Jed moved 3.0″');
    expect(jedX()).toBe(9);

    click(ui.byTestId('replay-next'));
    expect(stepText()).toBe('Turn 1 · Rolled 2d6: Nerve');
    click(ui.byTestId('replay-next'));
    expect(stepText()).toBe('Turn 1 · Clantons took back: Rolled 2d6: Nerve');

    click(ui.byTestId('replay-last'));
    expect(position()).toBe('4 / 4');
    ui.unmount();
  });

  it('the slider jumps to a step; arrow keys, Home and End step while it is open', () => {
    playAndOpen();
    const ui = render(<ReplayBar />);
    const slider = ui.byTestId('replay-slider') as HTMLInputElement;
    expect(slider.max).toBe('4');
    expect(slider.value).toBe('4');
    act(() => {
      // React tracks the input's value: set it the way the browser does, then fire the event.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(slider, '1');
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(s().replay?.index).toBe(1);
    key('ArrowLeft');
    expect(s().replay?.index).toBe(0);
    key('ArrowLeft');
    expect(s().replay?.index).toBe(0);
    key('ArrowRight');
    key('ArrowRight');
    expect(s().replay?.index).toBe(2);
    key('End');
    expect(s().replay?.index).toBe(4);
    key('Home');
    expect(s().replay?.index).toBe(0);
    expect(ui.byTestId('replay-position')?.textContent).toBe('0 / 4');
    ui.unmount();
  });

  it('play is refused while it is open; Close gives the game back as it was', () => {
    playAndOpen();
    const ui = render(<ReplayBar />);
    click(ui.byTestId('replay-first'));
    const before = s().game;
    let r: ReturnType<ReturnType<typeof s>['dispatch']> | undefined;
    act(() => { r = s().dispatch({ type: 'endTurn', side: 'b' }); });
    expect(r).toMatchObject({ ok: false, refusal: { ruleId: 'APP-REPLAY' } });
    expect(s().game).toBe(before);

    click(ui.byTestId('replay-close'));
    expect(ui.byTestId('replay-bar')).toBeNull();
    expect(s().replay).toBeNull();
    expect(jedX()).toBe(9);
    // Closed: the arrow keys no longer reach a replay.
    key('ArrowLeft');
    expect(s().replay).toBeNull();
    ui.unmount();
  });

  it('speaks Russian', () => {
    playAndOpen();
    const ui = render(<ReplayBar />);
    act(() => { void i18n.changeLanguage('ru'); });
    expect(ui.byTestId('replay-title')?.textContent).toBe('Просмотр: Showdown at the Barn');
    expect(ui.byTestId('replay-close')?.textContent).toBe('Закрыть просмотр');
    expect(ui.byTestId('replay-step')?.textContent).toBe('Ход 1 · Clantons: ход окончен');
    ui.unmount();
  });

  it('the step buttons are SVG icons named in the player\'s language; no button on the screen shows a glyph fonts lack', () => {
    playAndOpen();
    const ui = render(<Layout board={<canvas />} onOpenFile={vi.fn()} onLoadDemo={vi.fn()} />);
    for (const id of ['first', 'prev', 'next', 'last']) {
      const button = ui.byTestId(`replay-${id}`)!;
      expect(button.querySelector(`svg[data-icon="${id}"][aria-hidden="true"]`)).not.toBeNull();
      expect(button.textContent).toBe('');
      expect(button.getAttribute('aria-label')).toBe(i18n.t(`saves.replay.${id}`));
    }
    // Letters, digits, spaces, ASCII punctuation and the few marks every text font has (″ · – — … « » “ ” ’ × −).
    const safe = /^[\p{L}\p{N}\s!-/:-@[-`{-~″·–—…«»“”‘’×−]*$/u;
    const check = () => {
      const bad = [...ui.container.querySelectorAll('button')].map((b) => b.textContent ?? '').filter((text) => !safe.test(text));
      expect(bad).toEqual([]);
    };
    check();
    act(() => { void i18n.changeLanguage('ru'); });
    expect(ui.byTestId('replay-last')?.getAttribute('aria-label')).toBe(i18n.t('saves.replay.last'));
    check();
    ui.unmount();
  });
});
