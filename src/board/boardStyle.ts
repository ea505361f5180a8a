/**
 * The board's own colours and sizes (terrain colours are in store/palette.ts, shared with the legend).
 * Sizes ending in `Px` are CSS pixels on screen whatever the zoom; the rest are inches on the table.
 */
export const BOARD_BACKGROUND = 0x1c1d21;

export const TABLE_FILL = 0x44553c;
export const TABLE_EDGE = 0x0e0f10;
export const TABLE_EDGE_IN = 0.15;
export const GRID_1IN = { color: 0xffffff, alpha: 0.07 } as const;
export const GRID_6IN = { color: 0xffffff, alpha: 0.3 } as const;

export const TERRAIN_OUTLINE_IN = 0.05;
export const TERRAIN_LABEL_PX = 12;
export const TERRAIN_LABEL_SMALL_PX = 9;
/** A piece thinner than this (inches) gets the small label: walls, fences, hedges. */
export const THIN_PIECE_IN = 1;

export const BASE_OUTLINE = 0x101010;
export const BASE_OUTLINE_IN = 0.04;
export const PRONE_OUTLINE_IN = 0.1;
export const FACING_MARK = 0xffffff;
/** The light band round a token (a faint halo when standing, the middle of a prone token's ring). */
export const TOKEN_HALO = 0xffffff;
/** The initials on a token, CSS px. */
export const TOKEN_INITIALS_PX = 10;
/** Status badges round a token: radius of each, and of the circle they sit on (CSS px). */
export const BADGE_RADIUS_PX = 4.5;
export const BADGE_RING_PX = 11;
export const NAME_TAG_PX = 12;
/** Gap between a base and its name tag, inches. */
export const NAME_TAG_GAP_IN = 0.08;

export const CONTROL_ZONE_IN = 1;
export const CONTROL_ZONE_ALPHA = { fill: 0.06, stroke: 0.35 } as const;

export const SELECTED_RING = 0xffd54a;
export const HOVER_RING = 0xffffff;
export const RING_WIDTH_PX = 2.5;
export const RING_GAP_PX = 3;

export const GHOST_LEGAL = 0x9df5b4;
export const GHOST_ILLEGAL = 0xff5a5a;
export const GHOST_ALPHA = 0.45;
export const RULER = 0xffffff;
export const RULER_WIDTH_PX = 2;
export const RULER_TICK_PX = 5;
export const WAYPOINT_DOT_PX = 4;

export const TAPE = 0x6ec6ff;
export const TAPE_WIDTH_PX = 2;
export const TAPE_END_PX = 7;

/** Line of sight: clear rays green, blocked rays red up to the block (a × there), faint red beyond. */
export const LOS_CLEAR = 0x5ee87a;
export const LOS_BLOCKED = 0xff4d4d;
export const LOS_RAY_WIDTH_PX = 1.25;
export const LOS_BEYOND_ALPHA = 0.25;
/** Half the size of the × where a ray is stopped. */
export const LOS_BLOCK_MARK_PX = 3.5;
export const LOS_OBSERVER_RING = 0x7fd8ff;
export const LOS_TARGET_RING = 0xff9f43;
/** Gap between a base and its line-of-sight ring: outside the selection ring. */
export const LOS_RING_GAP_PX = 7;
export const LOS_RING_WIDTH_PX = 2;
/** The observer's visibility polygon: a light wash over what it sees; shadows stay as they are. */
export const VISIBILITY_FILL = 0xfff1a8;
export const VISIBILITY_ALPHA = { fill: 0.28, stroke: 0.6 } as const;

/** A unit's tray under its members: a fill and outline in its side's colour, the front edge bold (CSS px). */
export const UNIT_TRAY_ALPHA = { fill: 0.3, stroke: 0.95 } as const;
export const UNIT_TRAY_OUTLINE_PX = 1.5;
export const UNIT_FRONT_PX = 4;
/** Bases of several figures (BS-CAS-3): each base's outline, its emptied slots, and the casualty marker (a toothpick's colour). */
export const STAND_OUTLINE_PX = 1.5;
export const STAND_OUTLINE_COLOR = 0x1f1a14;
export const EMPTY_SLOT = { color: 0x8a8378, alpha: 0.55 } as const;
export const CASUALTY_MARKER = { color: 0xf2d16b, edge: 0x3b2a10, widthPx: 4 } as const;

/** The rotate handle: a knob of this radius (screen px), on a stem from the piece's centre. */
export const ROTATE_HANDLE_RADIUS_PX = 7;
/** How near (screen px) a press must be to the knob to take it (a finger gets more). */
export const ROTATE_HANDLE_HIT_PX = 12;
export const ROTATE_HANDLE = 0xffd54a;
