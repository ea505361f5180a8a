// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSkirmishStore } from '../store/store';
import { DragReadout } from './DragReadout';
import { startDemoLotowGame } from './testing/playScenario';
import { render, resetUi } from './testing/render';
import { i18n } from './i18n';
import { selectScenario } from '../store/scenarioSelectors';

const store = () => useSkirmishStore.getState();

/** The demo under LOTOW, ended phase by phase until `side` may move. */
function demoWith(side: string): void {
  startDemoLotowGame();
  for (let i = 0; i < 8 && !(store().game!.timeline.present.actors.includes(side) && (store().game!.timeline.present.flow as { phase?: string }).phase === 'move'); i++) {
    act(() => {
      store().dismissHandover();
      store().dispatch({ type: 'endPhase', side: store().game!.timeline.present.actors[0]! });
    });
  }
  act(() => store().dismissHandover());
  expect(store().game!.timeline.present.actors).toContain(side);
}

beforeEach(() => resetUi());

describe('the drag label names the surface a drop over stacked surfaces ends on', () => {
  it('LOTOW-CLIMB-4: Ellie dragged along Cole House balcony reads "on Cole House balcony · 3.0″" (Russian too); a figure in the open street has no surface line', () => {
    demoWith('posse');
    const r = render(<DragReadout />);
    const ellie = selectScenario(store())!.figures.find((f) => f.id === 'ellie')!;
    act(() => store().beginDrag('ellie', { x: ellie.x, y: ellie.y }));
    act(() => store().dragTo({ x: ellie.x, y: ellie.y - 2 }));
    const line = r.byTestId('drag-surface')!;
    expect(line.dataset.on).toBe('cole-balcony');
    expect(line.textContent).toBe('on Cole House balcony · 3.0″');
    act(() => { void i18n.changeLanguage('ru'); });
    expect(r.byTestId('drag-surface')!.textContent).toBe('на «Cole House balcony» · 3.0″');
    act(() => { void i18n.changeLanguage('en'); });
    act(() => store().cancelDrag());
    const cole = selectScenario(store())!.figures.find((f) => f.id === 'cole')!;
    act(() => store().beginDrag('cole', { x: cole.x, y: cole.y }));
    act(() => store().dragTo({ x: cole.x, y: cole.y + 1 }));
    expect(r.byTestId('drag-readout')).not.toBeNull();
    expect(r.byTestId('drag-surface')).toBeNull();
    r.unmount();
  });
});
