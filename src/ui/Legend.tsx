import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scenario } from '../engine/model';
import { selectBadgesShown } from '../store/figureBadgeSelectors';
import { cssColor, TERRAIN_FILL } from '../store/palette';
import { useSkirmishStore } from '../store/store';
import { BadgeSwatch } from './BadgeSwatch';
import type { LengthFormat } from './format';
import { terrainTopRangeIn } from './format';
import { useLengthFormat } from './useLengthFormat';
import { selectScenario } from '../store/scenarioSelectors';

type TerrainPiece = Scenario['terrain'][number];
type TerrainKind = TerrainPiece['kind'];

interface LegendRow {
  readonly kind: TerrainKind;
  readonly color: string;
  readonly height: string;
}

/** Kinds in the palette's order, then any the palette does not know; each with its colour and height range. */
function legendRows(terrain: readonly TerrainPiece[], len: LengthFormat): LegendRow[] {
  const byKind = new Map<TerrainKind, TerrainPiece[]>();
  for (const piece of terrain) byKind.set(piece.kind, [...(byKind.get(piece.kind) ?? []), piece]);
  const paletteOrder = Object.keys(TERRAIN_FILL) as TerrainKind[];
  const kinds = [...paletteOrder.filter((k) => byKind.has(k)), ...[...byKind.keys()].filter((k) => !paletteOrder.includes(k))];
  return kinds.map((kind) => {
    const range = terrainTopRangeIn(byKind.get(kind) ?? []);
    const fill = TERRAIN_FILL[kind] as number | undefined;
    return {
      kind,
      color: fill === undefined ? 'transparent' : cssColor(fill),
      height: range ? len.range(range.minIn, range.maxIn) : '',
    };
  });
}

/**
 * The terrain kinds on this table, with the colour the board draws them in and how high their tops
 * are; then the status badges some figure carries now (store/figureBadgeSelectors.ts), each drawn as
 * on a token with its word.
 */
export function Legend() {
  const { t } = useTranslation();
  const terrain = useSkirmishStore((s) => selectScenario(s)?.terrain);
  const len = useLengthFormat();
  const rows = useMemo(() => legendRows(terrain ?? [], len), [terrain, len]);
  const badges = useSkirmishStore(selectBadgesShown);

  return (
    <section className="legend" data-testid="legend" aria-labelledby="legend-title">
      <h2 id="legend-title">{t('legend.title')}</h2>
      {rows.length === 0 ? (
        <p className="hint">{t('legend.empty')}</p>
      ) : (
        <ul className="legend__list">
          {rows.map((row) => (
            <li key={row.kind} data-testid={`legend-${row.kind}`}>
              <span className="swatch" style={{ backgroundColor: row.color }} aria-hidden="true" />
              <span className="legend__name">{t(`terrain.${row.kind}`, { defaultValue: row.kind })}</span>
              <span className="legend__height" title={t('legend.height')}>{row.height}</span>
            </li>
          ))}
        </ul>
      )}
      {badges.length > 0 && (
        <>
          <h3 className="legend__subtitle">{t('legend.badgesTitle')}</h3>
          <ul className="legend__list" data-testid="legend-badges">
            {badges.map((b) => (
              <li key={b} data-testid={`legend-badge-${b}`}>
                <BadgeSwatch badge={b} />
                <span className="legend__name">{t(`legend.badge.${b}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
