/**
 * The one `extend` catalogue: the Pixi classes the board's JSX may use (`<pixiContainer>`,
 * `<pixiGraphics>`, `<pixiText>`). Imported for its side effect by `Board.tsx`; register a class here
 * before using its element anywhere in board/, and add it to `PIXI_EXPORTS` in vite.config.ts: the
 * build's `pixi.js` exports only what the app uses (WebGL only, no events, filters or assets), and
 * `vite build` fails on any other import from it.
 */
import { extend } from '@pixi/react';
import { Container, Graphics, Text } from 'pixi.js';

extend({ Container, Graphics, Text });
