/**
 * The one `extend` catalogue: the Pixi classes the board's JSX may use (`<pixiContainer>`,
 * `<pixiGraphics>`, `<pixiText>`). Imported for its side effect by `Board.tsx`; register a class here
 * before using its element anywhere in board/.
 */
import { extend } from '@pixi/react';
import { Container, Graphics, Text } from 'pixi.js';

extend({ Container, Graphics, Text });
