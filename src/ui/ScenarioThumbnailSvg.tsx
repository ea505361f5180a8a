import { useMemo } from 'react';
import type { Scenario } from '../engine/model';
import { scenarioThumbnail } from '../store/scenarioThumbnail';

/** A small picture of the scenario's table (`store/scenarioThumbnail.ts`), `widthPx` wide, the table's proportions. */
export function ScenarioThumbnailSvg({ scenario, widthPx, label }: { scenario: Scenario; widthPx: number; label: string }) {
  const t = useMemo(() => scenarioThumbnail(scenario), [scenario]);
  const heightPx = Math.round((widthPx * t.depthIn) / t.widthIn);
  return (
    <svg className="scenario-thumbnail" data-testid="scenario-thumbnail" role="img" aria-label={label}
      width={widthPx} height={heightPx} viewBox={t.viewBox} preserveAspectRatio="xMidYMid meet">
      <rect x={0} y={0} width={t.widthIn} height={t.depthIn} fill="#b89a6a" />
      {t.pieces.map((p, i) => <polygon key={i} points={p.points} fill={p.fill} stroke="#3b2a1a" strokeWidth={0.08} />)}
      {t.figures.map((f, i) => <circle key={i} cx={f.cx} cy={f.cy} r={f.r} fill={f.fill} stroke="#1b120a" strokeWidth={0.1} />)}
    </svg>
  );
}
