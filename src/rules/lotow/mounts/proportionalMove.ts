/**
 * Proportional movement when a figure changes mode (LOTOW-GAP-18, house rule; LOTOW-MOUNT-3/4,
 * LOTOW-SADDLE-1; also used for holding a horse, LOTOW-HOLD-1):
 *   remaining fraction r = 1 − movedIn / allowanceIn (in the old mode),
 *   then the figure may move r × the new mode's allowance.
 * LotowFigState.movedIn is "inches of allowance spent in the current mode", so a mode change keeps
 * the spent fraction: movedIn′ = (movedIn / oldAllowanceIn) × newAllowanceIn. Keeping the fraction
 * can never give a figure more than it had (release and hold again ends where it began).
 */

/** The share of the move still unspent, 0–1 (0 when the allowance is 0). */
export function remainingFraction(movedIn: number, allowanceIn: number): number {
  if (!(allowanceIn > 0)) return 0;
  return Math.min(1, Math.max(0, 1 - movedIn / allowanceIn));
}

/** `movedIn` in a new mode whose whole move is `toAllowanceIn`, inches. TV-LOTOW-18: 5 of 10 → 3 of 6. */
export function movedInAfterModeChange(movedIn: number, fromAllowanceIn: number, toAllowanceIn: number): number {
  return (1 - remainingFraction(movedIn, fromAllowanceIn)) * toAllowanceIn;
}
