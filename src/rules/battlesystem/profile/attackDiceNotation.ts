/**
 * The AD entry of a BATTLESYSTEM roster line in the seed's notations (BS-AD-4..7, BS-GAP-08):
 *   "8"      one d8 per attack, melee and missile alike;
 *   "6*4"    the starred number is the missile die (d6), the other the melee die (d4) — BS-AD-4;
 *   "[12]8"  d12 in the first turn of a melee, d8 after — BS-AD-5;
 *   "12+8"   two dice per attack, each read on the results table on its own — BS-AD-6/7;
 *   "20"     a d20 (BS-GAP-08).
 * They combine in this order: `missile*[first]melee`, e.g. "6*[12]8"; each part may be a sum
 * ("12+8*10"). Spaces are ignored. Dice: d4, d6, d8, d10, d12, d20.
 * DECISION: a unit without a starred part shoots with its melee die (the roster's plain AD is its
 * only AD), so an archer unit written "6" shoots d6.
 */
import type { AdNotation, AttackDice, DieSides } from './bsProfileTypes';

export const AD_SIDES: readonly DieSides[] = [4, 6, 8, 10, 12, 20];
const DICE = '\\d+(?:\\+\\d+)*';
const NOTATION = new RegExp(`^(?:(${DICE})\\*)?(?:\\[(${DICE})\\])?(${DICE})$`);

export type AdParse = { readonly ok: true; readonly ad: AdNotation } | { readonly ok: false; readonly message: string };

function dice(text: string): AttackDice | string {
  const out: DieSides[] = [];
  for (const part of text.split('+')) {
    const n = Number(part);
    if (!(AD_SIDES as readonly number[]).includes(n)) return `d${part} is not an attack die (d4, d6, d8, d10, d12 or d20)`;
    out.push(n as DieSides);
  }
  return { dice: out };
}

export function parseAttackDice(text: string): AdParse {
  const m = NOTATION.exec(text.replace(/\s+/g, ''));
  if (m === null) return { ok: false, message: `"${text}" is not an AD entry such as 8, 6*4, [12]8 or 12+8` };
  const [, missileText, firstText, meleeText] = m;
  const melee = dice(meleeText!);
  if (typeof melee === 'string') return { ok: false, message: melee };
  const missile = missileText === undefined ? undefined : dice(missileText);
  if (typeof missile === 'string') return { ok: false, message: missile };
  const first = firstText === undefined ? undefined : dice(firstText);
  if (typeof first === 'string') return { ok: false, message: first };
  return { ok: true, ad: { melee, ...(first === undefined ? {} : { meleeFirst: first }), ...(missile === undefined ? {} : { missile }) } };
}

/** The dice of one attack: missile (the starred part, else the melee die), or melee (the bracketed die in a melee's first turn). */
export function attackDiceFor(ad: AdNotation, use: 'missile' | 'melee', firstMeleeTurn = false): AttackDice {
  if (use === 'missile') return ad.missile ?? ad.melee;
  return firstMeleeTurn && ad.meleeFirst !== undefined ? ad.meleeFirst : ad.melee;
}

/** "d12+d8". */
export const formatAttackDice = (d: AttackDice): string => d.dice.map((s) => `d${s}`).join('+');
