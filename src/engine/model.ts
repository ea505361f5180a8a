/**
 * The table's data model: plain JSON, records with string ids, no classes.
 * The scenario module validates untrusted JSON into these types; the engine and the rulesets read them.
 *
 * Conventions: lengths in inches unless the name says otherwise (`diameterMm`);
 * x grows east (right), y grows south (down the screen); `facingDeg` is a compass bearing:
 * 0 faces north (−y, the top edge), 90 east (+x), clockwise.
 */
import type { TerrainPiece } from '../los/terrain';

/**
 * The id of a ruleset a scenario names (`lotow`, `sbh`, …). No list of them is written here: the
 * rulesets registered with the engine (engine/rulesetRegistry.ts) say which are installed, and a
 * scenario naming one that is not gets the free table with a notice.
 */
export type RulesetId = string;

/** A base as wargamers give it, in millimetres. `lengthMm` runs along the facing. */
export type BaseShape =
  | { readonly shape: 'round'; readonly diameterMm: number }
  | { readonly shape: 'oval'; readonly widthMm: number; readonly lengthMm: number }
  | { readonly shape: 'rect'; readonly widthMm: number; readonly lengthMm: number };

export const STANCES = ['standing', 'prone'] as const;
export type Stance = (typeof STANCES)[number];

export type ProfileValue = number | string | boolean;

export interface Figure {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly base: BaseShape;
  /** Centre of the base, inches. */
  readonly x: number;
  readonly y: number;
  readonly facingDeg: number;
  /** The piece whose top the figure stands on, or null for the table surface. */
  readonly standsOn: string | null;
  readonly stance: Stance;
  readonly mounted: boolean;
  /** Optional override of the figure's height in inches (otherwise derived from stance, mount and scale). */
  readonly heightIn?: number;
  /** Ruleset stats; the ruleset's own schema checks them. */
  readonly profile: Readonly<Record<string, ProfileValue>>;
}

/**
 * How a unit's members stand. `regular`: a grid of `files` (side by side, along the front) ×
 * `ranks` (one behind the other); with one figure a base, slot k is rank ⌊k / files⌋, file
 * k mod files, file 0 on the unit's left as it faces, rank 0 the front; the last rank may be short. `irregular`: no grid, the
 * members stand where they are (a loose mob, a skirmish Group).
 */
export type Formation =
  | {
    readonly kind: 'regular';
    readonly files: number;
    readonly ranks: number;
    /**
     * Several figures on one base (BS-CAS-3): each base (stand) holds `files` × `ranks` slots, and
     * slots are then counted stand by stand (engine/unitStands.ts); absent, one figure a base.
     */
    readonly stand?: StandSize;
    /**
     * Slots left empty on a base that has lost some of its figures (the casualty marker cuts them
     * off, BS-CAS-3), ascending; the members fill the other slots in `memberIds` order. Absent when none.
     */
    readonly vacantSlots?: readonly number[];
  }
  | { readonly kind: 'irregular' };

/** A multi-figure base of a regular unit, in slots: across the front and front to rear. */
export interface StandSize {
  readonly files: number;
  readonly ranks: number;
}

/**
 * Figures that act as one: a BATTLESYSTEM unit on its tray, a black-powder Group. Members keep
 * their own bases and positions (`Scenario.figures`); a unit adds who belongs, in which slot, and
 * which way the whole faces. Its geometry (tray, edges, ranks) is derived, never stored
 * (engine/unitGeometry.ts).
 */
export interface Unit {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  /** Member figure ids in slot order (see `Formation`); each figure is in at most one unit. */
  readonly memberIds: readonly string[];
  readonly formation: Formation;
  /** The way the unit's front faces, compass degrees (see the file's conventions). */
  readonly facingDeg: number;
  /** The ruleset's unit profile; the ruleset's own schema checks it. */
  readonly profile: Readonly<Record<string, ProfileValue>>;
}

export interface Side {
  readonly id: string;
  readonly name: string;
  /** CSS hex colour, `#rrggbb`. */
  readonly color: string;
}

export interface TableSize {
  readonly widthIn: number;
  readonly depthIn: number;
}

/** A scenario as loaded: the table, what stands on it, and the ruleset with its options. */
export interface Scenario {
  /**
   * The model's version, not the file's (the file format is v2: scenario/migrations.ts). Every game
   * state embeds its scenario and every save checks a hash over that state, so this stays 1 while
   * the model only grows optional fields: a scenario without `units` is the same object from a v1
   * or a v2 file, and every save made before units existed keeps its hash.
   */
  readonly schemaVersion: 1;
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  /** How the game is won, in the scenario's words (shown when it starts and in the Scenarios list); the rules decide. */
  readonly victory?: string;
  readonly ruleset: RulesetId;
  readonly table: TableSize;
  readonly terrain: readonly TerrainPiece[];
  readonly sides: readonly Side[];
  readonly figures: readonly Figure[];
  /** Figures that act as one (schema v2); absent or empty in games of single figures. */
  readonly units?: readonly Unit[];
  /**
   * Ruleset options. One is read by the core: `figureScaleMm` (a positive number; default 28), the
   * figure scale that sets heights for line of sight (engine/losScene.ts).
   */
  readonly options: Readonly<Record<string, ProfileValue>>;
}
