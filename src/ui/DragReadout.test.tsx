// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Ruleset } from '../engine/ruleset';
import { createRulesetRegistry } from '../engine/rulesetRegistry';
import { readMovePath } from '../engine/intents';
import { refusal } from '../engine/state';
import { useSkirmishStore } from '../store/store';
import { reachTestRuleset, ringLayer, syntheticMovementArea } from '../store/testMovementArea';
import { DragReadout } from './DragReadout';
import { LanguageSync } from './LanguageSync';
import { startFreeGame } from './testing/playScenario';
import { render, resetUi } from './testing/render';

const store = () => useSkirmishStore.getState();
const JED = { x: 6, y: 6 };
const RING = { sureIn: 3, testIn: 4, fallIn: 5 };

/**
 * The free table with a movement area for Jed (r1, at 6, 6): a 6″ allowance with 0.5″ already
 * spent; rings about him — sure to 3″, a test to 4″, a fall to 5″, out of reach beyond (where the
 * rules refuse the move as LOTOW does). Cell centres fall on the half inches, so a drop on one costs
 * exactly its distance.
 */
function withArea(free: Ruleset): Ruleset {
  const reach = reachTestRuleset((_state, figureId) => syntheticMovementArea({
    figureId, allowanceIn: 6, usedIn: 0.5, cellIn: 0.5, originXIn: -0.25, originYIn: -0.25, cols: 60, rows: 60,
    layers: [ringLayer(JED, RING.sureIn, RING.testIn, RING.fallIn)],
  }));
  return {
    ...reach,
    id: free.id,
    check(state, action) {
      const path = readMovePath(action);
      if (action.type === 'move' && path.ok) {
        const end = path.path[path.path.length - 1]!;
        const needIn = Math.hypot(end.x - JED.x, end.y - JED.y);
        if (needIn > RING.fallIn) return refusal('lotow.outOfReach', 'LOTOW-GAP-02', 'too far', { moverFigureId: action.figureId ?? '', leftIn: 5.5, needIn });
      }
      return free.check(state, action);
    },
  };
}

let free: Ruleset;

beforeEach(() => {
  resetUi();
  startFreeGame();
  free = store().registry.get('free')!;
  act(() => useSkirmishStore.setState({ registry: createRulesetRegistry([withArea(free)]) }));
});

const dragJedTo = (x: number, y: number) => {
  act(() => store().beginDrag('r1', JED));
  act(() => store().dragTo({ x, y }));
};

describe('DragReadout with a movement allowance', () => {
  it('reads the ruler, then what the move spends of the allowance and what is left', () => {
    const ui = render(<DragReadout />);
    dragJedTo(8.5, 6);
    expect(ui.byTestId('ruler-readout')?.textContent).toBe('2.5″');
    expect(ui.byTestId('drag-allowance')?.textContent).toBe('used 3.0″ of 6.0″ · 3.0″ left');
    expect(ui.byTestId('drag-tier')).toBeNull();
    expect(ui.byTestId('drag-reason')).toBeNull();
    ui.unmount();
  });

  it('says when a jump or climb test decides the move, and when the figure would fall', () => {
    const ui = render(<DragReadout />);
    dragJedTo(9.5, 6);
    expect(ui.byTestId('drag-allowance')?.textContent).toBe('used 4.0″ of 6.0″ · 2.0″ left');
    expect(ui.byTestId('drag-tier')?.textContent).toBe('jump or climb test');
    expect(ui.byTestId('drag-tier')?.getAttribute('data-tier')).toBe('afterTest');
    act(() => store().dragTo({ x: 6, y: 10.5 }));
    expect(ui.byTestId('drag-tier')?.textContent).toBe('falls');
    expect(ui.byTestId('drag-allowance')?.textContent).toBe('used 5.0″ of 6.0″ · 1.0″ left');
    ui.unmount();
  });

  it('out of reach gives the rules\' reason instead of the allowance', () => {
    const ui = render(<DragReadout />);
    dragJedTo(6, 13);
    expect(ui.byTestId('ruler-readout')?.textContent).toBe('7.0″');
    expect(ui.byTestId('drag-allowance')).toBeNull();
    expect(ui.byTestId('drag-tier')).toBeNull();
    expect(ui.byTestId('drag-reason')?.textContent).toBe('Jed has 5.5″ of the move left and this needs 7.0″. — LOTOW-GAP-02');
    ui.unmount();
  });

  it('in Russian', () => {
    const ui = render(<><LanguageSync /><DragReadout /></>);
    act(() => store().setLanguage('ru'));
    dragJedTo(9.5, 6);
    expect(ui.byTestId('drag-allowance')?.textContent).toBe('потрачено 4.0″ из 6.0″ · осталось 2.0″');
    expect(ui.byTestId('drag-tier')?.textContent).toBe('бросок на прыжок или карабкание');
    act(() => store().dragTo({ x: 6, y: 13 }));
    expect(ui.byTestId('drag-reason')?.textContent).toBe('Jed: осталось 5.5″ движения, а нужно 7.0″. — LOTOW-GAP-02');
    ui.unmount();
  });

  it('with rules written in cm (MovementArea.units inAndCm, SBH) the ruler shows centimetres beside the inches', () => {
    const inCm: Ruleset = {
      ...withArea(free),
      movementArea: (state, figureId) => ({ ...withArea(free).movementArea!(state, figureId)!, units: 'inAndCm' }),
    };
    act(() => useSkirmishStore.setState({ registry: createRulesetRegistry([inCm]) }));
    const ui = render(<><LanguageSync /><DragReadout /></>);
    dragJedTo(8.5, 6);
    expect(ui.byTestId('ruler-readout')?.textContent).toBe('2.5″');
    expect(ui.byTestId('ruler-readout-cm')?.textContent).toBe('= 6.4 cm');
    act(() => store().setLanguage('ru'));
    expect(ui.byTestId('ruler-readout-cm')?.textContent).toBe('= 6.4 см');
    ui.unmount();
  });

  it('inches alone by default', () => {
    const ui = render(<DragReadout />);
    dragJedTo(8.5, 6);
    expect(ui.byTestId('ruler-readout-cm')).toBeNull();
    ui.unmount();
  });

  it('shows the ruler alone when the rules measure no movement (the free table)', () => {
    act(() => useSkirmishStore.setState({ registry: createRulesetRegistry([free]) }));
    const ui = render(<DragReadout />);
    dragJedTo(8.5, 6);
    expect(ui.byTestId('ruler-readout')?.textContent).toBe('2.5″');
    expect(ui.byTestId('drag-allowance')).toBeNull();
    ui.unmount();
  });
});
