import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Manoeuvre } from '../engine/manoeuvre';
import { readoutPlacement, readoutTransformForHeight } from './readoutPlacement';
import { lastPressWasTouch } from './useLastPointerType';
import './dragReadout.css';
import { selectUnitDragView } from '../store/unitDragSelectors';
import { useSkirmishStore } from '../store/store';
import type { LengthFormat } from './format';
import { useLengthFormat } from './useLengthFormat';
import { nameLookup, refusalText } from './messageText';
import { selectScenario } from '../store/scenarioSelectors';

/** The manoeuvre in words: "advance", "advance · drift 0.5″ right" (lengths in the game's unit), "wheel 30° left", "move". */
export function manoeuvreText(t: TFunction, m: Manoeuvre, len: LengthFormat): string {
  switch (m.kind) {
    case 'advance': {
      const drift = m.driftIn ?? 0;
      return drift === 0 ? t('unitDrag.advance') : t(drift > 0 ? 'unitDrag.advanceDriftRight' : 'unitDrag.advanceDriftLeft', { drift: len.length(Math.abs(drift)) });
    }
    case 'wheel': return t(m.corner === 'left' ? 'unitDrag.wheelLeft' : 'unitDrag.wheelRight', { deg: m.angleDeg });
    case 'turn': return t('unitDrag.turn', { deg: m.angleDeg });
    case 'reform': return t('unitDrag.reform', { files: m.files, ranks: m.ranks });
    case 'free': return t('unitDrag.free');
  }
}

/**
 * The label of a unit's drag (issue 14, item 4), by the ghost's front: the manoeuvre and what it
 * costs of the rules' allowance ("wheel 30° left · outer corner 4.2″ of 6.0″"), and why the drop
 * would be refused, with the rule ID. Every number is the store's (`selectUnitDragView`): the measure
 * the drop's manoeuvre makes and the rules' reach for it.
 */
export function UnitDragReadout() {
  const { t, i18n } = useTranslation();
  const len = useLengthFormat();
  const view = useSkirmishStore(selectUnitDragView);
  const camera = useSkirmishStore((s) => s.camera);
  const viewport = useSkirmishStore((s) => s.viewport);
  const scenario = useSkirmishStore(selectScenario);
  const boxRef = useRef<HTMLDivElement>(null);
  const at = view?.trayAfter[1] ?? view?.trayAfter[0];
  useLayoutEffect(() => {
    const el = boxRef.current;
    if (!el || !at) return;
    const options = { touch: lastPressWasTouch() };
    el.style.transform = readoutTransformForHeight(readoutPlacement(camera, viewport, at, options), el.offsetHeight, viewport, options);
  });
  if (view === null || at === undefined) return null;
  const { left, top, flip, maxWidthPx, transform } = readoutPlacement(camera, viewport, at, { touch: lastPressWasTouch() });
  const what = view.manoeuvre.kind === 'wheel' ? 'unitDrag.costWheel' : 'unitDrag.cost';
  const cost = view.costIn === null ? null
    : view.allowanceIn === null ? t('unitDrag.costOnly', { cost: len.length(view.costIn) })
      : t(what, { cost: len.length(view.costIn), allowance: len.length(view.allowanceIn) });
  const name = scenario?.units?.find((u) => u.id === view.unitId)?.name;
  const reason = view.legal || view.refusal === null ? null : refusalText(i18n, view.refusal, nameLookup(scenario), name);
  return (
    <div
      ref={boxRef}
      className={`readout drag-readout${flip ? ' readout--flip' : ''}${view.legal ? '' : ' readout--refused'}`}
      style={{ left, top, maxWidth: maxWidthPx, transform }}
      data-testid="unit-drag-readout"
      data-manoeuvre={view.manoeuvre.kind}
    >
      <span className="readout__line">
        <span className="readout__value" data-testid="unit-drag-manoeuvre">{manoeuvreText(t, view.manoeuvre, len)}</span>
        {cost !== null && <span className="readout__allowance" data-testid="unit-drag-cost">{cost}</span>}
      </span>
      {reason !== null && <span className="readout__reason" data-testid="drag-reason">{reason}</span>}
    </div>
  );
}
