// @vitest-environment happy-dom
import { act, Profiler } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { DragReadout } from './DragReadout';
import { Layout } from './Layout';
import { SidePanel } from './SidePanel';
import { startFreeGame } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';
import { loadDeferredUi } from './testing/deferredUi';
import { uiScenario } from './testing/uiScenario';
import { Toolbar } from './Toolbar';
import { TopBar } from './TopBar';

// The layout's deferred parts (deferredUi.tsx) render at once, as in the app after the first board.
beforeAll(loadDeferredUi);

beforeEach(() => {
  resetUi();
  useSkirmishStore.getState().loadScenario(uiScenario, 'test', { rulesetId: 'free' });
  // 10 px to the inch, table at the canvas's corner: world (x, y) is screen (10x, 10y).
  useSkirmishStore.getState().setCamera({ originXIn: 0, originYIn: 0, pxPerInch: 10 });
});

const store = () => useSkirmishStore.getState();
const renderLayout = () => render(<Layout board={<canvas data-testid="board-canvas" />} onOpenFile={vi.fn()} onLoadDemo={vi.fn()} />);

describe('Layout', () => {
  it('puts the board and the readouts in one cell beside the side panel', () => {
    const ui = renderLayout();
    const cell = ui.byTestId('board-cell');
    expect(cell?.querySelector('[data-testid="board-canvas"]')).not.toBeNull();
    expect(ui.byTestId('side-panel')).not.toBeNull();
    expect(ui.byTestId('figure-hint')).not.toBeNull();
    expect(ui.byTestId('legend-building')?.textContent).toContain('Building');
    expect(ui.byTestId('legend-hill')?.textContent).toContain('1.5″');
    ui.unmount();
  });

  it("shows the selected figure's card", () => {
    const ui = renderLayout();
    act(() => store().select('b2'));
    const card = ui.byTestId('figure-card')?.textContent ?? '';
    expect(card).toContain('Doc Holliday');
    expect(card).toContain('Earps');
    expect(card).toContain('25×50 mm');
    expect(ui.byTestId('figure-stands-on')?.textContent).toBe('Boot Hill');
    expect(ui.byTestId('figure-elevation')?.textContent).toBe('1.5″');
    expect(ui.byTestId('figure-position')?.textContent).toBe('5.0″, 17.0″');

    act(() => store().select('r1'));
    const profile = ui.byTestId('figure-profile')?.textContent ?? '';
    expect(profile).toContain('Shoot4+');
    expect(profile).toContain('Move6.0″');
    expect(profile).toContain('sharpshooteryes');
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('figure-profile')?.textContent).toContain('Стрельба4+');
    ui.unmount();
  });

  it('labels a drag with the ruler, and says why a drop would be refused', () => {
    const ui = renderLayout();
    act(() => store().beginDrag('r1', { x: 6, y: 6 }));
    act(() => store().dragTo({ x: 9, y: 6 }));
    expect(ui.byTestId('ruler-readout')?.textContent).toBe('3.0″');
    expect(ui.byTestId('drag-reason')).toBeNull();
    expect(ui.byTestId('drag-readout')?.style.left).toBe('90px');

    act(() => store().dragTo({ x: 11.5, y: 6 }));
    expect(ui.byTestId('drag-reason')?.textContent).toBe('Overlaps Wyatt');
    act(() => store().endDrag());
    expect(ui.byTestId('drag-readout')).toBeNull();
    // The refusal ends with the rule behind it.
    expect(ui.byTestId('status-line')?.textContent).toBe("Can't put Jed there: the base would overlap Wyatt. — FREE-MOVE-2");
    ui.unmount();
  });

  it('labels a drag the rules refuse with their reason and rule ID', () => {
    startFreeGame();
    const ui = renderLayout();
    act(() => { store().moveFigure('r1', [{ x: 6, y: 9 }]); });
    act(() => store().beginDrag('r1', { x: 6, y: 9 }));
    act(() => store().dragTo({ x: 8, y: 9 }));
    expect(ui.byTestId('drag-reason')?.textContent).toBe('Jed has already moved this turn. — FREE-MOVE-1');
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('drag-reason')?.textContent).toBe('Jed: эта фигурка уже перемещалась в этом ходу. — FREE-MOVE-1');
    act(() => store().cancelDrag());
    ui.unmount();
  });

  it('shows whose turn it is with the side\'s actions and undo, and the side panel\'s tabs', () => {
    startFreeGame();
    const ui = renderLayout();
    expect(ui.byTestId('play-bar')?.contains(ui.byTestId('turn-banner'))).toBe(true);
    expect(ui.byTestId('turn-banner')?.getAttribute('data-acting')).toBe('r');
    // The players chose the free table for a LOTOW scenario: nothing is missing, so no notice.
    expect(ui.byTestId('ruleset-notice')).toBeNull();
    expect(ui.byTestId('side-action-endTurn')).not.toBeNull();
    expect(ui.byTestId('undo-button')).not.toBeNull();
    expect(ui.byTestId('tab-figure')?.getAttribute('aria-selected')).toBe('true');

    click(ui.byTestId('tab-log'));
    expect(ui.byTestId('tab-log')?.getAttribute('aria-selected')).toBe('true');
    expect(ui.byTestId('figure-hint')).toBeNull();
    expect(ui.allByTestId('log-entry')).toHaveLength(1);
    click(ui.byTestId('tab-dice'));
    expect(ui.byTestId('dice-roll')).not.toBeNull();
    click(ui.byTestId('dice-roll'));
    expect(ui.allByTestId('dice-entry')).toHaveLength(1);
    click(ui.byTestId('tab-figure'));
    expect(ui.byTestId('figure-hint')).not.toBeNull();
    ui.unmount();
  });

  it('covers everything when the turn passes, until the next player continues', () => {
    startFreeGame();
    const ui = renderLayout();
    click(ui.byTestId('side-action-endTurn'));
    expect(ui.byTestId('handover-screen')?.textContent).toContain('Pass to Earps');
    expect(ui.byTestId('handover-screen')?.className).toBe('handover-screen');
    click(ui.byTestId('handover-continue'));
    expect(ui.byTestId('handover-screen')).toBeNull();
    expect(ui.byTestId('turn-banner')?.getAttribute('data-acting')).toBe('b');
    ui.unmount();
  });

  it('reads the tape between two figures: flat, height and 3-D', () => {
    const ui = renderLayout();
    act(() => store().setTool('measure'));
    act(() => store().setMeasure({ kind: 'figures', fromFigureId: 'r1', toFigureId: 'b2' }));
    const readout = ui.byTestId('measure-readout')?.textContent ?? '';
    expect(ui.byTestId('measure-height')?.textContent).toBe('+1.5″');
    expect(readout).toMatch(/Flat\d+\.\d″/);
    expect(readout).toMatch(/3-D\d+\.\d″/);
    ui.unmount();
  });

  it('a pointer move re-renders the drag label and nothing else', () => {
    const renders: Record<string, number> = {};
    const count = (id: string) => { renders[id] = (renders[id] ?? 0) + 1; };
    const ui = render(
      <>
        <Profiler id="top" onRender={count}><TopBar onOpenFile={vi.fn()} /><Toolbar /></Profiler>
        <Profiler id="side" onRender={count}><SidePanel /></Profiler>
        <Profiler id="drag" onRender={count}><DragReadout /></Profiler>
      </>,
    );
    act(() => store().beginDrag('r1', { x: 6, y: 6 }));
    const before = { ...renders };
    for (let i = 1; i <= 5; i++) act(() => store().dragTo({ x: 6 + i, y: 8 }));
    expect(renders.top).toBe(before.top);
    expect(renders.side).toBe(before.side);
    expect((renders.drag ?? 0) - (before.drag ?? 0)).toBe(5);
    ui.unmount();
  });
});
