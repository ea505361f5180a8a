/**
 * A unit's drag as the rules will see its drop (issue 14, item 4): the manoeuvre the pointer and
 * the turn asked (rotate handle, Q / E, a two-finger twist) make of it, where every member's ghost
 * stands, what it measures against the rules' allowance, and the rules' verdict. Computed once per
 * pointer move and read by the ghost, the label and the drop alike (one answer per fact).
 * The manoeuvre is `unitDrag.ts`'s (`dragManoeuvre`), the same the drop dispatches.
 * Cost: what the manoeuvre measures (engine/manoeuvreUnit.ts `costIn`); allowance: the rules'
 * reach for it (`Ruleset.unitReach`, whose contract is that `check` prices advance and wheel so).
 */
import type { Vec2 } from '../geometry/point';
import type { Manoeuvre } from '../engine/manoeuvre';
import { unitMoveAction } from '../engine/manoeuvre';
import type { MemberMove } from '../engine/manoeuvreUnit';
import { manoeuvreUnit } from '../engine/manoeuvreUnit';
import type { Scenario } from '../engine/model';
import type { RulesetRegistry } from '../engine/rulesetRegistry';
import type { Action, GameState, Refusal } from '../engine/state';
import { trayPolygon, unitGeometry } from '../engine/unitGeometry';
import { memoLast } from './memoLast';
import { ruledDrag, rulesVerdict } from './rulesVerdict';
import type { DragState } from './dragState';
import { dragManoeuvre } from './unitDrag';
import type { StoreState } from './storeState';
import { selectScenario } from './scenarioSelectors';

export interface UnitDragView {
  readonly unitId: string;
  readonly manoeuvre: Manoeuvre;
  /** The move the drop dispatches. */
  readonly action: Action;
  /** Every member where it would end (the ghost), in slot order. */
  readonly members: readonly MemberMove[];
  /** The tray before and after, corner points (front-left, front-right, rear-right, rear-left). */
  readonly trayBefore: readonly Vec2[];
  readonly trayAfter: readonly Vec2[];
  /** What the manoeuvre measures, inches; null when it cannot be laid out. */
  readonly costIn: number | null;
  /** The rules' allowance for it, inches; null when the rules give no reach (may not move now, or no measured movement). */
  readonly allowanceIn: number | null;
  readonly refusal: Refusal | null;
  readonly legal: boolean;
}

function allowanceOf(registry: RulesetRegistry, game: GameState | null, unitId: string, m: Manoeuvre): number | null {
  if (game === null || (m.kind !== 'advance' && m.kind !== 'wheel' && m.kind !== 'free')) return null;
  try {
    const reach = registry.get(game.rulesetId)?.unitReach?.(game, unitId, m.kind === 'wheel' ? 'wheel' : 'advance') ?? null;
    // A wheel's allowance is its pivot corner's (difficult ground may lie on one side only).
    return reach === null ? null : reach.kind === 'wheel' && m.kind === 'wheel' ? reach[m.corner].allowanceIn : reach.allowanceIn;
  } catch {
    return null;
  }
}

const unitDragView = memoLast((scenario: Scenario, drag: DragState | null, registry: RulesetRegistry, game: GameState | null): UnitDragView | null => {
  if (drag === null) return null;
  const unit = scenario.units?.find((u) => u.id === drag.figureId);
  const geometry = unit === undefined ? null : unitGeometry(unit, scenario.figures);
  if (unit === undefined || geometry === null) return null;
  const manoeuvre = dragManoeuvre(unit, geometry.tray, drag);
  const action = ruledDrag(registry, game, unitMoveAction(unit, manoeuvre));
  const laid = manoeuvreUnit(scenario, unit.id, manoeuvre);
  const refusal = rulesVerdict(registry, game, action);
  return {
    unitId: unit.id, manoeuvre, action,
    members: laid.ok ? laid.members : [],
    trayBefore: trayPolygon(geometry.tray),
    trayAfter: laid.ok ? trayPolygon(laid.trayAfter) : trayPolygon(geometry.tray),
    costIn: laid.ok ? laid.costIn : null,
    allowanceIn: allowanceOf(registry, game, unit.id, manoeuvre),
    refusal: refusal ?? (laid.ok ? null : { reasonKey: 'unitDrag.cannotLayOut', ruleId: 'ENGINE-UNIT-MOVE', message: `${laid.why} — ENGINE-UNIT-MOVE` }),
    legal: refusal === null && laid.ok,
  };
});

/** The unit drag in progress, or null (no drag, or the drag is of a single figure). */
export function selectUnitDragView(s: StoreState): UnitDragView | null {
  const scenario = selectScenario(s);
  return scenario === null ? null : unitDragView(scenario, s.drag, s.registry, s.replay === null ? s.game?.timeline.present ?? null : null);
}
