/** Text styles of the board's labels: white with a dark outline, legible on cloth and terrain alike. */
import { TextStyle } from 'pixi.js';
import { NAME_TAG_PX, TERRAIN_LABEL_PX, TERRAIN_LABEL_SMALL_PX, TOKEN_INITIALS_PX } from './boardStyle';

const base = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fill: 0xffffff,
  stroke: { color: 0x000000, width: 3, join: 'round' as const },
};

export const NAME_TAG_STYLE = new TextStyle({ ...base, fontSize: NAME_TAG_PX });
/** The initials at a token's centre: bold, with a dark outline that reads on any side colour. */
export const TOKEN_INITIALS_STYLE = new TextStyle({ ...base, fontSize: TOKEN_INITIALS_PX, fontWeight: 'bold', stroke: { ...base.stroke, width: 2.5 } });
export const TERRAIN_LABEL_STYLE = new TextStyle({ ...base, fontSize: TERRAIN_LABEL_PX, fontWeight: 'bold' });
export const TERRAIN_LABEL_SMALL_STYLE = new TextStyle({ ...base, fontSize: TERRAIN_LABEL_SMALL_PX, stroke: { ...base.stroke, width: 2 } });

export const ANCHOR_CENTER = { x: 0.5, y: 0.5 } as const;
export const ANCHOR_TOP = { x: 0.5, y: 0 } as const;
