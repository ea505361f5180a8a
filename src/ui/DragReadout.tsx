import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DragShootLines } from './DragShootLines';
import { DragSurfaceLine } from './DragSurfaceLine';
import { REACH } from '../engine/ruleset';
import { readoutPlacement, readoutTransformForHeight } from './readoutPlacement';
import { lastPressWasTouch, useLastPointerTypeTracking } from './useLastPointerType';
import './dragReadout.css';
import { selectDragCost } from '../store/movementSelectors';
import { selectDragView } from '../store/dragViewSelectors';
import { useSkirmishStore } from '../store/store';
import { formatCmOfInches } from './format';
import { useLengthFormat } from './useLengthFormat';
import { dragReasonText, nameLookup, refusalText } from './messageText';
import { selectScenario } from '../store/scenarioSelectors';

/**
 * The ruler's length by the pointer during a drag; with a ruleset that measures movement, the
 * allowance too ("4.2″ · used 5.0″ of 6.0″ · 1.0″ left") and whether a jump or climb test decides the
 * move or the figure would fall there; and why the drop would be refused (where the base cannot
 * stand, or what the rules say, with the rule ID). It is the only component that subscribes to the
 * drag, so a pointer move re-renders this label and nothing else. Absolutely positioned in the
 * board cell, whose origin is the canvas's.
 *
 * `ruler-readout` holds the distance alone (tests read it): the rules' distance moved when they preview
 * moves (DragCost.movedIn), else the ruler's path length, in the game's unit (Ruleset.lengthUnit:
 * "12.7 cm (5.0″)" for a game in cm, "5.0″" else); `ruler-readout-cm` the same in cm beside the
 * inches when a game in inches has rules written in cm (MovementArea.units, SBH's sticks); the
 * allowance is `drag-allowance`, the test or fall note `drag-tier`.
 */
export function DragReadout() {
  const { t, i18n } = useTranslation();
  const len = useLengthFormat();
  const view = useSkirmishStore(selectDragView);
  const cost = useSkirmishStore(selectDragCost);
  const camera = useSkirmishStore((s) => s.camera);
  const viewport = useSkirmishStore((s) => s.viewport);
  const scenario = useSkirmishStore(selectScenario);

  useLastPointerTypeTracking();
  const boxRef = useRef<HTMLDivElement>(null);
  // Once the label's height is known (a wrapped reason can be several lines), keep it in the cell.
  useLayoutEffect(() => {
    const el = boxRef.current;
    const at = view?.path[view.path.length - 1];
    if (!el || !at) return;
    const options = { touch: lastPressWasTouch() };
    el.style.transform = readoutTransformForHeight(readoutPlacement(camera, viewport, at, options), el.offsetHeight, viewport, options);
  });
  const pointer = view?.path[view.path.length - 1];
  if (!view || !pointer) return null;
  // Inside the board cell, wrapped in the room there is; clear of a finger (readoutPlacement.ts).
  const { left, top, flip, maxWidthPx, transform } = readoutPlacement(camera, viewport, pointer, { touch: lastPressWasTouch() });
  // The placement problem when the base cannot stand there; else the rules' refusal (turn, out of reach…).
  const mover = scenario?.figures.find((f) => f.id === view.figureId)?.name;
  const reason = view.legal ? null : view.problems.length > 0 || view.refusal === null
    ? dragReasonText(i18n, view.problems[0])
    : refusalText(i18n, view.refusal, nameLookup(scenario), mover);
  // Out of reach the allowance would read "used ∞": the rules' reason says it instead.
  const reached = cost !== null && cost.tier !== REACH.none && Number.isFinite(cost.usedIn);
  const allowance = reached
    ? t('readout.allowance', {
      usedIn: len.length(cost.usedIn),
      allowanceIn: len.length(cost.allowanceIn),
      leftIn: len.length(Math.max(0, cost.leftIn)),
    })
    : null;
  // One distance per move: the rules' own (their preview, as the log and the card will show it),
  // else the ruler's length along the path drawn.
  const lengthIn = cost?.movedIn ?? view.lengthIn;
  const tierNote = !reached ? null : cost.tier === REACH.afterTest ? 'afterTest' : cost.tier === REACH.fall ? 'fall' : cost.tier === REACH.run ? 'run' : null;

  return (
    <div
      ref={boxRef}
      className={`readout drag-readout${flip ? ' readout--flip' : ''}${view.legal ? '' : ' readout--refused'}`}
      style={{ left, top, maxWidth: maxWidthPx, transform }}
      data-testid="drag-readout"
    >
      <span className="readout__line">
        <span className="readout__value" data-testid="ruler-readout">{len.both(lengthIn)}</span>
        {len.unit === 'in' && cost?.units === 'inAndCm' && <span className="readout__cm" data-testid="ruler-readout-cm">{t('readout.cm', { cm: formatCmOfInches(lengthIn) })}</span>}
        {allowance !== null && <span className="readout__allowance" data-testid="drag-allowance">{allowance}</span>}
      </span>
      {view.turnDeg !== 0 && <span className="readout__line" data-testid="drag-turn">{t('readout.turn', { deg: view.turnDeg > 0 ? `+${view.turnDeg}` : String(view.turnDeg) })}</span>}
      {tierNote !== null && (
        <span className={`readout__tier readout__tier--${tierNote}`} data-testid="drag-tier" data-tier={tierNote}>
          {t(`readout.${tierNote}`)}
        </span>
      )}
      <DragSurfaceLine />
      <DragShootLines />
      {reason !== null && <span className="readout__reason" data-testid="drag-reason">{reason}</span>}
    </div>
  );
}
