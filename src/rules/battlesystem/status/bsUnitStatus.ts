/**
 * The unit card's lines (Ruleset.figureStatus) for a unit or any of its members: the roster line as
 * the rules read it (BS-GAP-03: AD with its notation, AR, Hits with the hits carried on the d6
 * counter (BS-HITS-1), MV, ML, level, size, weapons and ranges, magical ammunition, preferred
 * terrain, status now: morale's, else the roster's) and this round's state (MV left, fired, the charge declared).
 */
import { pieceOf, unitOfFigure } from '../../../engine/pieces';
import type { ActionDescription } from '../../../engine/ruleset';
import type { BsState } from '../flow/bsTypes';
import { bsPieceStateOf } from '../flow/bsTypes';
import { formatAttackDice } from '../profile/attackDiceNotation';
import { bsUnitProfileOf } from '../profile/bsUnitProfile';
import { remainingMvIn } from '../movement/unitMoveFamily';
import { unitStatusNow } from '../morale/unitStatusNow';

export function bsUnitStatus(state: BsState, pieceId: string): ActionDescription[] {
  const piece = pieceOf(state.scenario, pieceId);
  const unit = piece?.kind === 'unit' ? piece.unit : piece?.kind === 'figure' ? unitOfFigure(state.scenario, piece.id) : undefined;
  if (unit === undefined) return [];
  const p = bsUnitProfileOf(unit.profile);
  const s = bsPieceStateOf(state, unit.id);
  const lines: ActionDescription[] = [
    { labelKey: 'battlesystem.card.ad', params: { ad: p.adText, melee: formatAttackDice(p.ad.melee), missile: formatAttackDice(p.ad.missile ?? p.ad.melee) } },
    { labelKey: 'battlesystem.card.arHits', params: { ar: p.ar, hits: p.hits, carried: s.carriedHits } },
    { labelKey: 'battlesystem.card.mvMl', params: { mvIn: p.mvIn, ml: p.ml, level: p.level } },
    { labelKey: `battlesystem.card.size.${p.size}`, params: {} },
  ];
  // One line per weapon and per preferred terrain: each tag has its words in the locales (never the raw tag).
  for (const w of p.weapons) lines.push({ labelKey: `battlesystem.card.weapon.${w}`, params: {} });
  if (p.ranges !== undefined) lines.push({ labelKey: 'battlesystem.card.ranges', params: { shortIn: p.ranges.shortIn, mediumIn: p.ranges.mediumIn, longIn: p.ranges.longIn } });
  if (p.magicAmmo > 0) lines.push({ labelKey: 'battlesystem.card.magicAmmo', params: { left: Math.max(0, p.magicAmmo - s.magicUsed), of: p.magicAmmo } });
  for (const t of p.preferredTerrain) lines.push({ labelKey: `battlesystem.card.preferred.${t}`, params: {} });
  lines.push({ labelKey: `battlesystem.card.status.${unitStatusNow(state, unit)}`, params: {} });
  lines.push({ labelKey: 'battlesystem.card.mvLeft', params: { leftIn: remainingMvIn(state, unit), mvIn: p.mvIn } });
  if (s.fired) lines.push({ labelKey: 'battlesystem.card.fired', params: {} });
  if (s.chargedId !== null) lines.push({ labelKey: 'battlesystem.card.charged', params: { targetName: pieceOf(state.scenario, s.chargedId)?.name ?? s.chargedId } });
  return lines;
}
