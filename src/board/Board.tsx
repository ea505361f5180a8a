/**
 * The table on screen: a Pixi application (WebGL, antialiased, sharp on high-DPI screens) filling its
 * parent element. It draws the store's state and turns pointer input into store intents; it holds no
 * game logic and writes no words, only numbers and names from the scenario (and the cm mark of the
 * player's language the app hands it, `cmText`).
 */
import './pixiCatalogue';
import { Application } from '@pixi/react';
import type { Application as PixiApplication, EventSystemFeatures } from 'pixi.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { FIRST_BOARD_MARK, markFirstScreenShown } from '../store/firstScreen';
import { useSkirmishStore } from '../store/store';
import { BOARD_BACKGROUND } from './boardStyle';
import { BoardScene } from './BoardScene';
import { CmTextContext } from './boardLengths';
import type { CmText } from './format';
import { PLAIN_CM_TEXT } from './format';
import { registerBoardApp } from './debugStats';
import { useBoardInput } from './useBoardInput';
import { useViewportSync } from './useViewportSync';

const HOST_STYLE: CSSProperties = {
  position: 'relative', width: '100%', height: '100%', minWidth: 0, minHeight: 0, overflow: 'hidden',
  touchAction: 'none', userSelect: 'none',
};

/** Input is ours (useBoardInput); Pixi's event system does nothing (the build leaves it out: vite.config.ts). */
const NO_PIXI_EVENTS: Partial<EventSystemFeatures> = { move: false, globalMove: false, click: false, wheel: false };

function prepareCanvas(canvas: HTMLCanvasElement): void {
  canvas.dataset.testid = 'board-canvas';
  Object.assign(canvas.style, { position: 'absolute', left: '0', top: '0', display: 'block', touchAction: 'none' });
}

export interface BoardProps {
  /** The cm words of the player's language (`10.2` → "10.2 cm", "10.2 см"), for lengths in a game in cm (boardLengths.ts). */
  readonly cmText?: CmText;
}

export function Board({ cmText = PLAIN_CM_TEXT }: BoardProps = {}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [app, setApp] = useState<PixiApplication | null>(null);
  const [resolution] = useState(() => (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1));

  const onInit = useCallback((instance: PixiApplication) => {
    prepareCanvas(instance.canvas);
    instance.stage.eventMode = 'none';
    registerBoardApp(instance);
    setApp(instance);
  }, []);

  useEffect(() => () => registerBoardApp(null), []);
  // Two frames after the application has a game to draw, the first board is on screen: the chunks it did not need follow.
  const hasGame = useSkirmishStore((s) => s.game !== null);
  useEffect(() => {
    if (app === null || !hasGame) return undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        performance.mark(FIRST_BOARD_MARK);
        markFirstScreenShown();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [app, hasGame]);
  useViewportSync(hostRef, app);
  useBoardInput(app?.canvas ?? null);

  return (
    <div ref={hostRef} style={HOST_STYLE}>
      <Application
        onInit={onInit}
        preference="webgl"
        antialias
        autoDensity
        resolution={resolution}
        background={BOARD_BACKGROUND}
        eventMode="none"
        eventFeatures={NO_PIXI_EVENTS}
      >
        <CmTextContext value={cmText}>
          <BoardScene />
        </CmTextContext>
      </Application>
    </div>
  );
}
