/**
 * The board's status badges: which a figure carries is a store selector (store/figureBadgeSelectors.ts,
 * shared with the legend), their looks are store/badgeGlyphs.ts; the board draws them (drawBadges.ts).
 * Re-exported here so the board's files name one place.
 */
export type { FigureBadge } from '../store/figureBadgeSelectors';
export { FIGURE_BADGES, figureBadges, selectFigureBadges } from '../store/figureBadgeSelectors';
