/**
 * What a cell of the static field is for a base (bit flags of `StaticField` layers), in a module of
 * their own so the field's builders (crossings, climb portals) read them without importing the field.
 */

/** The base may stand here. */
export const F_FREE = 1;
export const F_DIFFICULT = 2;
export const F_OFF = 4;
export const F_IMPASS = 8;
/** On a barrier above the free height, or in a gap. */
export const F_BAND = 16;
/** Not part of this layer (layer 0: over a level resting on the table; a level: off its footprint). */
export const F_OUT = 32;
/** In more than one barrier's band. */
export const F_MULTIBAND = 64;
