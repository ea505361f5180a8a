import { beforeEach, describe, expect, it } from 'vitest';
import { cameraWorldToScreen } from '../store/camera';
import { selectPathChoiceMark } from '../store/pathChoiceSelectors';
import { lastAction } from '../store/testing/lastAction';
import { pathChoiceGame } from '../store/testing/pathChoiceGame';
import { BoardInputController } from './inputController';
import type { BoardPointer } from './inputController';
import { PATH_PICK_PX } from './inputTypes';

// Jed (r1) asks to move from (6, 6) to (6, 12); Wyatt (b1) reacts. Runs 0–1.5″ and 3–6″ along. 20 px to the inch.
let game: ReturnType<typeof pathChoiceGame>;
let input: BoardInputController;
let t = 0;
const PX = 20;
const screen = (x: number, y: number) => cameraWorldToScreen(game.store.getState().camera, { x, y });
const at = (p: { x: number; y: number }, over: Partial<BoardPointer> = {}): BoardPointer =>
  ({ id: 1, type: 'mouse', button: 0, screen: p, timeMs: (t += 50), ...over });
const click = (p: { x: number; y: number }, over: Partial<BoardPointer> = {}) => {
  input.pointerDown(at(p, over));
  input.pointerUp(at(p, over));
};
const present = () => game.store.getState().game!.timeline.present;

beforeEach(() => {
  game = pathChoiceGame({ preview: true });
  game.store.getState().setCamera({ originXIn: 0, originYIn: 0, pxPerInch: PX });
  game.store.getState().select('b1');
  input = new BoardInputController(() => game.store.getState());
  t = 0;
});

describe('board input on a path choice (TEST-REACT-4)', () => {
  it('TEST-REACT-3: a click near an allowed stretch reacts at the nearest allowed point; the selection stays', () => {
    // 10 px east of the path, 4″ along it.
    const p = screen(6, 10);
    click({ x: p.x + 10, y: p.y });
    expect(lastAction(game.store)).toMatchObject({ type: 'react', figureId: 'b1', params: { atIn: 4 } });
    expect(game.store.getState().selectedFigureId).toBe('b1');
  });

  it('TEST-REACT-4: a click on the path between the stretches says why and takes nothing; off the path, a click clears the selection', () => {
    const before = present();
    // 2.25″ along, the middle of the gap: 0.75″ from both runs' ends, at 60 px to the inch 45 px, past PATH_PICK_PX.
    game.store.getState().setCamera({ originXIn: 0, originYIn: 0, pxPerInch: 60 });
    click(screen(6, 8.25));
    expect(present()).toBe(before);
    expect(game.store.getState().status?.key).toBe('board.pathChoice.outside');
    expect(game.store.getState().selectedFigureId).toBe('b1');
    click(screen(14, 8));
    expect(present()).toBe(before);
    expect(game.store.getState().selectedFigureId).toBeNull();
  });

  it('the pick reaches PATH_PICK_PX on screen, whatever the zoom; a finger a little more', () => {
    const p = screen(6, 10);
    click({ x: p.x + PATH_PICK_PX + 3, y: p.y });
    expect(lastAction(game.store)?.type).toBe('move');
    expect(game.store.getState().selectedFigureId).toBeNull();
    game.store.getState().select('b1');
    click({ x: p.x + PATH_PICK_PX + 3, y: p.y }, { type: 'touch' });
    expect(lastAction(game.store)?.type).toBe('react');
  });

  it('a finger\'s tap that rolls a few pixels still picks', () => {
    const p = screen(6, 11);
    input.pointerDown(at(p, { type: 'touch' }));
    input.pointerMove(at({ x: p.x + 8, y: p.y }, { type: 'touch' }));
    input.pointerUp(at({ x: p.x + 8, y: p.y }, { type: 'touch' }));
    expect(lastAction(game.store)).toMatchObject({ type: 'react', params: { atIn: 5 } });
  });

  it('hovering near a stretch marks the point and previews the reaction there; a drag across the table still pans', () => {
    input.pointerMove(at(screen(6.3, 7)));
    expect(selectPathChoiceMark(game.store.getState())).toEqual({ alongIn: 1, at: { x: 6, y: 7 } });
    const cam = game.store.getState().camera;
    const p = screen(6, 10);
    input.pointerDown(at(p));
    input.pointerMove(at({ x: p.x + 40, y: p.y }));
    input.pointerUp(at({ x: p.x + 40, y: p.y }));
    expect(game.store.getState().camera).not.toEqual(cam);
    expect(lastAction(game.store)?.type).toBe('move');
  });

  it('without a path choice (another tool) a click on the path clears as usual', () => {
    game.store.getState().setTool('los');
    click(screen(6, 10));
    expect(lastAction(game.store)?.type).toBe('move');
  });
});
