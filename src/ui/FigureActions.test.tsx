// @vitest-environment happy-dom
import { act } from 'react';
import type { Mock } from 'vitest';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ruleset } from '../engine/ruleset';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import type { Action } from '../engine/state';
import { refusal } from '../engine/state';
import type { DispatchOutcome } from '../store/gameSlice';
import { useSkirmishStore } from '../store/store';
import { FigureActions } from './FigureActions';
import { LanguageSync } from './LanguageSync';
import { SidePanel } from './SidePanel';
import { startDemoLotowGame, startFreeGame } from './testing/playScenario';
import { click, render, resetUi } from './testing/render';
import { loadDeferredUi } from './testing/deferredUi';

const store = () => useSkirmishStore.getState();

/**
 * The free table with LOTOW's figure actions and words, so the panel is tested against the real
 * translations: `goProne` (allowed), `spot` at each enemy (refused: not hidden), `dismount` plain
 * and with `tether: true`, and the free table's move (which the panel leaves to the board).
 */
function withFigureActions(free: Ruleset): Ruleset {
  return {
    ...free,
    candidateActions(state, figureId) {
      const f = state.scenario.figures.find((g) => g.id === figureId);
      if (f === undefined) return [];
      return [
        ...free.candidateActions(state, figureId),
        { type: 'goProne', side: f.side, figureId },
        ...state.scenario.figures.filter((g) => g.side !== f.side).map((e): Action => ({ type: 'spot', side: f.side, figureId, targetIds: [e.id] })),
        { type: 'dismount', side: f.side, figureId },
        { type: 'dismount', side: f.side, figureId, params: { tether: true } },
      ];
    },
    check(state, action) {
      if (action.type === 'spot') return refusal('lotow.notHidden', 'LOTOW-GAP-12', 'not hidden', { targetFigureId: action.targetIds?.[0] ?? '' });
      if (action.type === 'goProne' || action.type === 'dismount') return null;
      return free.check(state, action);
    },
    describeAction(state, action) {
      switch (action.type) {
        case 'goProne': return { labelKey: 'lotow.action.goProne', params: { figureId: action.figureId ?? null } };
        case 'spot': return { labelKey: 'lotow.action.spot', params: { figureId: action.figureId ?? null, targetFigureId: action.targetIds?.[0] ?? null } };
        case 'dismount': return { labelKey: 'lotow.action.dismount', params: { figureId: action.figureId ?? null, tether: action.params?.tether === true } };
        default: return free.describeAction(state, action);
      }
    },
  };
}

let dispatch: Mock<(action: Action) => DispatchOutcome>;

// The layout's deferred parts (deferredUi.tsx) render at once, as in the app after the first board.
beforeAll(loadDeferredUi);

beforeEach(() => {
  resetUi();
  startFreeGame();
  const free = store().registry.get('free')!;
  dispatch = vi.fn((_action: Action): DispatchOutcome => ({ ok: true, events: [] }));
  // The panel reads the registry in the store's state; dispatch is watched rather than run.
  act(() => useSkirmishStore.setState({ registry: createRulesetRegistry([withFigureActions(free)]), dispatch }));
});

const buttons = (ui: ReturnType<typeof render>) =>
  [...ui.container.querySelectorAll<HTMLButtonElement>('[data-testid^="figure-action-"]')];

describe('FigureActions', () => {
  it('shows nothing until a figure that may act is selected', () => {
    const ui = render(<FigureActions />);
    expect(ui.byTestId('figure-actions')).toBeNull();
    act(() => store().select('b1'));
    expect(ui.byTestId('figure-actions')).toBeNull();
    act(() => store().select('r1'));
    expect(ui.byTestId('figure-actions')).not.toBeNull();
    ui.unmount();
  });

  it('a button per action but the move, named as the rules describe it, in either language', () => {
    const ui = render(<><LanguageSync /><FigureActions /></>);
    act(() => store().select('r1'));
    expect(buttons(ui).map((b) => b.getAttribute('data-testid'))).toEqual([
      'figure-action-goProne', 'figure-action-spot-b1', 'figure-action-spot-b2', 'figure-action-dismount', 'figure-action-dismount-tether',
    ]);
    expect(buttons(ui).map((b) => b.textContent)).toEqual(['Lie down', 'Spot Wyatt', 'Spot Doc Holliday', 'Dismount', 'Dismount and tether']);
    act(() => store().setLanguage('ru'));
    expect(buttons(ui).map((b) => b.textContent)).toEqual(['Лечь', 'Распознать: Wyatt', 'Распознать: Doc Holliday', 'Спешиться', 'Спешиться и привязать']);
    ui.unmount();
  });

  it('a refused action is disabled with the reason and rule ID as its title; clicking an allowed one dispatches it', () => {
    const ui = render(<FigureActions />);
    act(() => store().select('r1'));
    const spot = ui.byTestId('figure-action-spot-b1') as HTMLButtonElement;
    expect(spot.disabled).toBe(true);
    expect(spot.title).toBe('Wyatt is not hidden: no spotting roll is needed. — LOTOW-GAP-12');
    // The reason is on the screen too, under the button: a touch screen has no hover.
    expect(ui.byTestId('action-why-spot-b1')?.textContent).toBe(spot.title);
    click(spot);
    expect(dispatch).not.toHaveBeenCalled();

    const down = ui.byTestId('figure-action-goProne') as HTMLButtonElement;
    expect(down.disabled).toBe(false);
    expect(down.title).toBe('Lie down');
    click(down);
    expect(dispatch).toHaveBeenCalledWith({ type: 'goProne', side: 'r', figureId: 'r1' });
    click(ui.byTestId('figure-action-dismount-tether'));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'dismount', side: 'r', figureId: 'r1', params: { tether: true } });
    ui.unmount();
  });

  it('a long list (a shot per enemy and weapon) shows the allowed actions and folds the refused ones, each still with its reason', () => {
    const base = store().registry.get('free')!;
    const many: Ruleset = {
      ...base,
      // Three more refused spots at each enemy: 11 actions, 8 of them refused.
      candidateActions: (state, figureId) => {
        const own = base.candidateActions(state, figureId);
        const spots = own.filter((a) => a.type === 'spot');
        return [...own, ...spots, ...spots, ...spots];
      },
    };
    act(() => useSkirmishStore.setState({ registry: createRulesetRegistry([many]) }));
    const ui = render(<FigureActions />);
    act(() => store().select('r1'));
    const folded = ui.byTestId('figure-actions-refused') as HTMLDetailsElement;
    expect(folded).not.toBeNull();
    expect(folded.open).toBe(false);
    expect(folded.querySelector('summary')?.textContent).toBe('Not allowed now (8)');
    const outside = buttons(ui).filter((b) => !folded.contains(b));
    expect(outside.map((b) => b.getAttribute('data-testid'))).toEqual(['figure-action-goProne', 'figure-action-dismount', 'figure-action-dismount-tether']);
    const inside = [...folded.querySelectorAll<HTMLButtonElement>('button')];
    expect(inside).toHaveLength(8);
    expect(inside.every((b) => b.disabled && b.title.endsWith('— LOTOW-GAP-12'))).toBe(true);
    // Each folded line shows its reason next to its button, not only in the tooltip.
    expect(inside.every((b) => b.nextElementSibling?.classList.contains('action-why') === true && b.nextElementSibling.textContent === b.title)).toBe(true);
    ui.unmount();
  });

  it('disappears in the replay viewer', () => {
    const ui = render(<FigureActions />);
    act(() => store().select('r1'));
    expect(ui.byTestId('figure-actions')).not.toBeNull();
    act(() => { expect(store().openReplay(null).ok).toBe(true); });
    expect(ui.byTestId('figure-actions')).toBeNull();
    ui.unmount();
  });

  it('sits in the Figure tab above the figure card', () => {
    const ui = render(<SidePanel />);
    act(() => store().select('r1'));
    const actions = ui.byTestId('figure-actions')!;
    const card = ui.byTestId('figure-card')!;
    expect(actions.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    click(ui.byTestId('tab-log'));
    expect(ui.byTestId('figure-actions')).toBeNull();
    ui.unmount();
  });
});

describe('FigureActions with the shipped LOTOW rules on the demo town', () => {
  beforeEach(() => {
    resetUi();
    startDemoLotowGame();
  });

  it('a rider of the side to act dismounts with a click, and the log says so in words', () => {
    const present = store().game!.timeline.present;
    const rider = present.scenario.figures.find((f) => f.mounted && present.actors.includes(f.side))!;
    const ui = render(<SidePanel />);
    act(() => store().select(rider.id));
    const dismount = ui.byTestId('figure-action-dismount') as HTMLButtonElement;
    expect(dismount.textContent).toBe('Dismount');
    expect(dismount.disabled).toBe(false);
    click(dismount);
    expect(store().game!.timeline.present.scenario.figures.some((f) => f.id === `${rider.id}~mount`)).toBe(true);
    // On foot beside his horse now: he may lie down or hold the horse.
    expect(ui.byTestId('figure-action-holdHorse')?.textContent).toBe('Hold the horse');
    click(ui.byTestId('tab-log'));
    expect(ui.allByTestId('log-entry')[0]?.textContent).toContain(`${rider.name} dismounted`);
    ui.unmount();
  });
});
