/**
 * The roster: each side's units (each with its members on the table, in slot order) and the figures
 * in no unit, with what the rules track about them (the rulesets' own
 * `figureStatus` lines: wounds, moved, hidden, jammed…, the same lines as the figure card) and the
 * side's casualties (the ruleset's ledger in `flow.casualties`, kept by LOTOW and SBH: who, in which
 * turn, by which rule, killed or fled). Read from the state the board shows (the replay step while
 * the viewer is open); built once per state.
 */
import type { GameState } from '../engine/state';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { Label, SideView } from './gameSelectors';
import { labelOf, sideView } from './gameSelectors';
import { memoLast } from './memoLast';
import { replayFrame } from './replayFrame';
import type { StoreState } from './storeState';

export interface RosterFigure {
  readonly id: string;
  readonly name: string;
  /** The ruleset's status lines for the figure (empty when it says nothing). */
  readonly status: readonly Label[];
}

/** A unit: its own status lines (the rules answer for a unit id as for a figure's) and its members on the table. */
export interface RosterUnit {
  readonly id: string;
  readonly name: string;
  readonly status: readonly Label[];
  readonly members: readonly RosterFigure[];
}

export interface RosterCasualty {
  readonly figureId: string;
  readonly name: string;
  readonly turn: number | null;
  readonly ruleId: string | null;
  /** `killed`, `fled`, `outOfAction`, or null when the ledger does not say. */
  readonly how: string | null;
}

export interface RosterSide {
  readonly side: SideView;
  readonly id: string;
  /** The side's units, in scenario order (a unit whose members are all gone is still listed, empty). */
  readonly units: readonly RosterUnit[];
  /** The side's figures in no unit. */
  readonly figures: readonly RosterFigure[];
  /** How many of the side's figures stand on the table, in units or not. */
  readonly standing: number;
  readonly casualties: readonly RosterCasualty[];
}

/** A ruleset's casualty ledger, read by shape (LOTOW's `Casualty`, SBH's `SbhCasualty`); [] when there is none. */
function ledgerOf(flow: unknown): { figureId: string; sideId: string; name: string; turn: number | null; ruleId: string | null; how: string | null }[] {
  const list = typeof flow === 'object' && flow !== null ? (flow as { casualties?: unknown }).casualties : undefined;
  if (!Array.isArray(list)) return [];
  const out = [];
  for (const c of list as unknown[]) {
    if (typeof c !== 'object' || c === null) continue;
    const r = c as Record<string, unknown>;
    if (typeof r.figureId !== 'string' || typeof r.sideId !== 'string') continue;
    // A killed riderless mount is not a casualty of the side (LOTOW-GAP-16: `counts: false`).
    if (r.counts === false) continue;
    out.push({
      figureId: r.figureId, sideId: r.sideId, name: typeof r.name === 'string' ? r.name : r.figureId,
      turn: typeof r.turn === 'number' ? r.turn : null, ruleId: typeof r.ruleId === 'string' ? r.ruleId : null,
      how: typeof r.how === 'string' ? r.how : null,
    });
  }
  return out;
}

export function rosterOf(registry: RulesetRegistry, state: GameState): readonly RosterSide[] {
  const ruleset = registry.get(state.rulesetId);
  const statusOf = (figureId: string): readonly Label[] => {
    if (ruleset?.figureStatus === undefined) return [];
    try {
      return ruleset.figureStatus(state, figureId).map((l) => labelOf(state.scenario, l.labelKey, l.params));
    } catch {
      return [];
    }
  };
  const ledger = ledgerOf(state.flow);
  const byId = new Map(state.scenario.figures.map((f) => [f.id, f]));
  const units = state.scenario.units ?? [];
  const inUnit = new Set(units.flatMap((u) => u.memberIds));
  const entry = (f: { id: string; name: string }): RosterFigure => ({ id: f.id, name: f.name, status: statusOf(f.id) });
  return state.scenario.sides.map((s) => ({
    id: s.id,
    side: sideView(state.scenario, s.id),
    units: units.filter((u) => u.side === s.id).map((u) => ({
      id: u.id, name: u.name, status: statusOf(u.id),
      members: u.memberIds.flatMap((id) => { const f = byId.get(id); return f === undefined ? [] : [entry(f)]; }),
    })),
    figures: state.scenario.figures.filter((f) => f.side === s.id && !inUnit.has(f.id)).map(entry),
    standing: state.scenario.figures.filter((f) => f.side === s.id).length,
    casualties: ledger.filter((c) => c.sideId === s.id).map(({ sideId: _s, ...c }) => c),
  }));
}

const roster = memoLast(rosterOf);
const NONE: readonly RosterSide[] = [];

export function selectRoster(s: StoreState): readonly RosterSide[] {
  const shown = s.replay !== null ? replayFrame(s.replay) : s.game?.timeline.present;
  return shown === undefined ? NONE : roster(s.registry, shown);
}
