import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointInFrontArc } from '../../../geometry/frontArc';
import type { TerrainPiece } from '../../../los/terrain';
import type { Figure, Scenario } from '../../../engine/model';
import type { RollEvent } from '../../../engine/state';
import { battlesystemRuleset } from '../bsRuleset';
import { adCount } from '../dice/adCount';
import { bsPieceStateOf } from '../flow/bsTypes';
import { bsLocaleWords, wordsAt } from '../testing/bsLocaleWords';
import { atStep, bsGame } from '../testing/bsTestGame';
import { BOW_PROFILE, PIKE_PROFILE, bsTestScenario, regularUnit } from '../testing/bsTestScenario';
import { firePlan } from './firePlan';
import { firingRankIds } from './firingRanks';
import { heightBonusIn, missileBand } from './missileRange';

const fire = { type: 'fire', figureId: 'bows', targetIds: ['pikes'] } as const;
const blueFires = (s: Scenario = bsTestScenario(), options: Record<string, unknown> = {}) => atStep(bsGame(s, options), 'missile', 'blue');
const LONGBOW = { shortIn: 7, mediumIn: 14, longIn: 21 };

const wood = (density: 'dense' | 'light', depthIn: number): TerrainPiece => ({
  id: 'w', kind: 'woods', name: 'Wood', footprint: [{ x: 4, y: 24 }, { x: 20, y: 24 }, { x: 20, y: 24 + depthIn }, { x: 4, y: 24 + depthIn }],
  elevationIn: 0, heightIn: 3, cover: 'soft', inTheWay: null, difficult: true, impassable: false, climbable: false, hasLadder: false, hasDoors: false,
  sight: 'area', standableTop: false, slope: false, woodDensity: density,
});
const withTerrain = (...pieces: TerrainPiece[]): Scenario => { const s = bsTestScenario(); return { ...s, terrain: [...s.terrain, ...pieces] }; };
const withUnit = (u: ReturnType<typeof regularUnit>): Scenario => { const s = bsTestScenario(); return { ...s, figures: [...s.figures, ...u.members], units: [...s.units!, u.unit] }; };
const planOf = (s: Scenario, options: Record<string, unknown> = {}) => {
  const p = firePlan(blueFires(s, options).state, 'bows', 'pikes');
  if (!('groups' in p)) throw new Error(`refused: ${p.message}`);
  return p;
};

describe('missile fire (BS-MISSILE-*)', () => {
  it('BS-GAP-12 BS-MISSILE-AR-1: size classes S < M < L < H; only a target larger than man-sized (L or H) gets +1 AR', () => {
    const sized = (size: string): Scenario => {
      const s = bsTestScenario();
      return { ...s, units: s.units!.map((u) => (u.id === 'pikes' ? { ...u, profile: { ...u.profile, size } } : u)) };
    };
    const larger = (size: string) => planOf(sized(size)).groups.flatMap((g) => g.modifiers).filter((m) => m.ruleId === 'BS-MISSILE-AR-1').map((m) => m.valueAr);
    expect(larger('S')).toEqual([]);
    expect(larger('M')).toEqual([]);
    expect(larger('L')).toEqual([1]);
    expect(larger('H')).toEqual([1]);
  });

  it('BS-GAP-07: each AR modifier is data (value, rule ID, label key) and its words in both languages name that rule', () => {
    const s = bsTestScenario();
    const large = { ...s, terrain: [...s.terrain, wood('light', 2)], units: s.units!.map((u) => (u.id === 'pikes' ? { ...u, profile: { ...u.profile, size: 'L' } } : u)) };
    const mods = planOf(large).groups.flatMap((g) => g.modifiers);
    expect(mods.length).toBeGreaterThanOrEqual(2);
    for (const lang of ['en', 'ru'] as const) {
      const words = bsLocaleWords(lang);
      for (const m of mods) {
        const text = wordsAt(words, m.labelKey);
        expect(typeof text === 'string' && text.includes(m.ruleId), `${lang} ${m.labelKey}`).toBe(true);
      }
    }
  });

  it('TV-BS-23 BS-MISSILE-RANGE-1, BS-GAP-17: longbow 7/14/21 — 6 short, 10 medium, 18 long, 22 out; each band includes its limit', () => {
    expect([6, 10, 18, 22].map((d) => missileBand(d, LONGBOW, 'inclusive'))).toEqual(['short', 'medium', 'long', 'out']);
    expect([7, 14, 21].map((d) => missileBand(d, LONGBOW, 'inclusive'))).toEqual(['short', 'medium', 'long']);
    expect([7, 14, 21].map((d) => missileBand(d, LONGBOW, 'exclusive'))).toEqual(['medium', 'long', 'out']);
  });

  it('TV-BS-24 BS-MISSILE-RANGE-3, BS-GAP-18: 2″ higher adds 2″ to each band (9/16/23); 5″ is capped at 3″; a fraction rounds up, or down by the option', () => {
    expect(heightBonusIn(2, 'up')).toBe(2);
    expect(heightBonusIn(5, 'up')).toBe(3);
    expect(heightBonusIn(0.4, 'up')).toBe(1);
    expect(heightBonusIn(0.4, 'down')).toBe(0);
    expect(heightBonusIn(-2, 'up')).toBe(0);
  });

  it('TV-BS-25 BS-MISSILE-RANKS-1: a 6 × 3 unit fires 12 figures; turned to 3 × 6, it fires 6', () => {
    const base = bsTestScenario();
    const wide = regularUnit('u', 'blue', 'U', 6, 3, 90, { frontLeft: { x: 30, y: 2 } }, BOW_PROFILE);
    const deep = regularUnit('v', 'blue', 'V', 3, 6, 90, { frontLeft: { x: 40, y: 2 } }, BOW_PROFILE);
    expect(firingRankIds({ ...base, figures: wide.members }, wide.unit)).toHaveLength(12);
    expect(firingRankIds({ ...base, figures: deep.members }, deep.unit)).toHaveLength(6);
  });

  it('TV-BS-31 BS-MISSILE-ARC-1: a target 50° off a shooter\'s facing is outside its 90° arc, one 40° off inside', () => {
    const at = (deg: number) => ({ x: Math.sin(deg * Math.PI / 180) * 10, y: -Math.cos(deg * Math.PI / 180) * 10 });
    expect(pointInFrontArc({ x: 0, y: 0 }, 0, at(50))).toBe(false);
    expect(pointInFrontArc({ x: 0, y: 0 }, 0, at(40))).toBe(true);
  });

  it('BS-MISSILE-ARC-1: the arc test does not change when the whole table turns', () => {
    fc.assert(fc.property(fc.double({ min: -20, max: 20, noNaN: true }), fc.double({ min: -20, max: 20, noNaN: true }), fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: 0, max: 360, noNaN: true }), (x, y, facing, turn) => {
      const off = ((Math.atan2(x, -y) * 180 / Math.PI - facing) % 360 + 540) % 360 - 180;
      fc.pre(Math.hypot(x, y) > 0.1 && Math.abs(Math.abs(off) - 45) > 1e-6);
      const r = turn * Math.PI / 180;
      const turned = { x: x * Math.cos(r) - y * Math.sin(r), y: x * Math.sin(r) + y * Math.cos(r) };
      expect(pointInFrontArc({ x: 0, y: 0 }, (facing + turn) * Math.PI / 180, turned)).toBe(pointInFrontArc({ x: 0, y: 0 }, facing * Math.PI / 180, { x, y }));
    }));
  });

  it('BS-MISSILE-AD-1: the AD count never rises from short to medium to long range', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 80 }), (n) => {
      const short = adCount(n, []).count;
      const medium = adCount(n, [{ num: 1, den: 2, ruleId: 'BS-MISSILE-AD-1', labelKey: 'battlesystem.factor.medium' }]).count;
      const long = adCount(n, [{ num: 1, den: 3, ruleId: 'BS-MISSILE-AD-1', labelKey: 'battlesystem.factor.long' }]).count;
      expect(short >= medium && medium >= long).toBe(true);
    }));
  });

  it('BS-MISSILE-RANGE-2, BS-MISSILE-AD-1: ten longbowmen at 10″ (medium) roll 5 d6 against the pikes\' AR 6', () => {
    const p = planOf(bsTestScenario());
    expect(p.range.distanceIn).toBeCloseTo(10, 9);
    expect(p.range.band).toBe('medium');
    expect(p.shooters.filter((l) => l.verdict === 'fires')).toHaveLength(10);
    expect(p.ad.count).toBe(5);
    expect(p.dice.dice).toEqual([6]);
    expect(p.groups).toHaveLength(1);
    expect(p.groups[0]!.ar.ar).toBe(6);
    expect(p.visibleTargetIds).toHaveLength(8);
  });

  it('BS-AD-7 BS-AD-6: a figure\'s dice are one attack: "12+8" bows at medium range make 5 attacks of a d12 and a d8, not 10 attacks', () => {
    const s = bsTestScenario();
    const twoDice = { ...s, units: s.units!.map((u) => (u.id === 'bows' ? { ...u, profile: { ...u.profile, ad: '12+8' } } : u)) };
    const p = planOf(twoDice);
    expect(p.ad.count).toBe(5);
    expect(p.dice.dice).toEqual([12, 8]);
    const g = blueFires(twoDice);
    g.act({ ...fire, side: 'blue' }, Array(10).fill(1));
    expect(g.refusal).toBeNull();
    const attacks = g.events.filter((e): e is RollEvent => e.type === 'roll').filter((r) => r.purpose === 'battlesystem.roll.missileAttack');
    expect(attacks.map((r) => [r.sides, r.faces.length])).toEqual([[12, 5], [8, 5]]);
    expect(g.events.find((e) => e.type === 'battlesystem.volley')?.params).toMatchObject({ ad: 5, hits: 0 });
  });

  it('BS-CORE-1, BS-AR-1, BS-HITS-1: the volley rolls its AD, the target its armour; the figures removed wait for the owner', () => {
    const g = blueFires();
    // 5 d6: 6, 6, 5, 4, 1 → 2 + 2 + 1 + 1 + 0 = 6 hits; 6 d10 against AR 6: 1, 2, 3, 10, 9, 6 → 3 through.
    g.act({ ...fire, side: 'blue' }, [6, 6, 5, 4, 1, 1, 2, 3, 10, 9, 6]);
    expect(g.refusal).toBeNull();
    const rolls = g.events.filter((e): e is RollEvent => e.type === 'roll');
    expect(rolls.map((r) => [r.sides, r.purpose, r.ruleId])).toEqual([[6, 'battlesystem.roll.missileAttack', 'BS-AD-3'], [10, 'battlesystem.roll.armour', 'BS-AR-1']]);
    expect(g.events.find((e) => e.type === 'battlesystem.volley')?.params).toMatchObject({ ad: 5, hits: 6, through: 3, removed: 3 });
    expect(g.state.flow.pendingCasualties).toMatchObject({ unitId: 'pikes', sideId: 'red', count: 3 });
    expect(g.state.actors).toEqual(['red']);
    expect(bsPieceStateOf(g.state, 'bows').fired).toBe(true);
    g.act({ type: 'removeCasualties', side: 'red', targetIds: ['pikes8', 'pikes7', 'pikes6'] });
    expect(g.refusal).toBeNull();
    expect(g.state.actors).toEqual(['blue']);
    expect(g.refuse({ ...fire, side: 'blue' }).reasonKey).toBe('battlesystem.firedThisRound');
  });

  it('BS-MISSILE-AMMO-1: magical missiles last as many volleys as the roster says, spent when the owner chooses; ordinary missiles never run out', () => {
    const base = bsTestScenario();
    const magical = { ...base, units: base.units!.map((u) => (u.id === 'bows' ? { ...u, profile: { ...u.profile, magicAmmo: 1 } } : u)) };
    const magic = { ...fire, side: 'blue', params: { magic: true } };
    // Without magical missiles on the roster the bows cannot choose them.
    expect(blueFires().refuse(magic)).toMatchObject({ reasonKey: 'battlesystem.noMagicAmmo', ruleId: 'BS-MISSILE-AMMO-1' });
    const g = blueFires(magical);
    g.act(magic, [1, 1, 1, 1, 1]); // 5 d6 of 1: no hits, no armour to roll
    expect(g.refusal).toBeNull();
    expect(bsPieceStateOf(g.state, 'bows')).toMatchObject({ fired: true, magicUsed: 1 });
    // A later round (the round's fire made fresh, the volleys spent kept, as bsSteps' new round does).
    const later = g.setUp((st) => ({ ...st, figureState: { ...st.figureState, bows: { ...bsPieceStateOf(st, 'bows'), fired: false } } }));
    expect(later.refuse(magic)).toMatchObject({ reasonKey: 'battlesystem.noMagicAmmo', ruleId: 'BS-MISSILE-AMMO-1' });
    expect(battlesystemRuleset.check(later.state, { ...fire, side: 'blue' })).toBeNull();
  });

  it('the preview names the range, who fires, the AD with its factor, the AR and the exact odds of figures removed', () => {
    const g = blueFires();
    const p = battlesystemRuleset.previewAction!(g.state, { ...fire, side: 'blue' })!;
    expect(p.refusal).toBeNull();
    const keys = p.lines.map((l) => l.labelKey);
    expect(keys).toEqual(expect.arrayContaining(['battlesystem.preview.range.medium', 'battlesystem.preview.shooters', 'battlesystem.preview.ad', 'battlesystem.factor.medium', 'battlesystem.preview.arGroup', 'battlesystem.preview.expected']));
    const total = p.chances.reduce((s, c) => s + Number(c.num) / Number(c.den), 0);
    expect(total).toBeCloseTo(1, 12);
    expect(p.chances.every((c) => c.ruleId === 'BS-HITS-1')).toBe(true);
    // BS-MISSILE-ARC-1: the board draws each firing figure's 90° arc and rings the target figures seen.
    expect(p.arcs).toHaveLength(10);
    expect(p.arcs!.every((a) => a.fires && a.arcDeg === 90 && a.facingDeg === 180)).toBe(true);
    expect(p.markedFigureIds).toHaveLength(8);
  });

  it('TV-BS-29 BS-MISSILE-LOS-3, BS-MISSILE-AR-2: 1.5″ of dense wood screens (AR −3), 2″ blocks; 5″ of light screens, 6″ blocks', () => {
    const dense15 = planOf(withTerrain(wood('dense', 1.5)));
    expect(dense15.groups.map((g) => g.ar.ar)).toEqual([3]);
    expect(dense15.groups[0]!.modifiers.map((m) => m.ruleId)).toEqual(['BS-MISSILE-AR-2']);
    expect(planOf(withTerrain(wood('light', 5))).groups.map((g) => g.ar.ar)).toEqual([3]);
    for (const blocked of [wood('dense', 2), wood('light', 6)]) {
      const g = blueFires(withTerrain(blocked));
      expect(g.refuse({ ...fire, side: 'blue' }).reasonKey).toBe('battlesystem.nothingInSight');
    }
  });

  it('BS-AR-2, BS-CAS-2: a wood screening half the pikes splits them into two AR groups rolled apart; the owner still removes from any pikes in sight', () => {
    // Dense wood, 1.5″ deep, in front of the pikes' left two files only: those figures are screened (AR 6 − 3).
    const half: TerrainPiece = { ...wood('dense', 1.5), footprint: [{ x: 2, y: 24 }, { x: 13, y: 24 }, { x: 13, y: 25.5 }, { x: 2, y: 25.5 }] };
    const p = planOf(withTerrain(half));
    expect(p.groups.map((gr) => [gr.ar.ar, [...gr.figureIds].sort()])).toEqual([[3, ['pikes1', 'pikes2', 'pikes5', 'pikes6']], [6, ['pikes3', 'pikes4', 'pikes7', 'pikes8']]]);
    const g = blueFires(withTerrain(half));
    // Each group in turn: its share of the 5 d6 (BS-GAP-10), all 6s (2 hits each), then its armour
    // checks, all 1s (every hit through).
    expect(p.groups.map((gr) => gr.attacks).reduce((a, b) => a + b, 0)).toBe(5);
    const dice = p.groups.flatMap((gr) => [...Array<number>(gr.attacks).fill(6), ...Array<number>(2 * gr.attacks).fill(1)]);
    g.act({ ...fire, side: 'blue' }, dice);
    expect(g.refusal).toBeNull();
    const armour = g.events.filter((e): e is RollEvent => e.type === 'roll').filter((e) => e.purpose === 'battlesystem.roll.armour');
    expect(armour.length).toBe(2); // one armour roll per AR group (BS-AR-2)
    const pending = g.state.flow.pendingCasualties!;
    expect([...pending.fromFigureIds].sort()).toEqual(['pikes1', 'pikes2', 'pikes3', 'pikes4', 'pikes5', 'pikes6', 'pikes7', 'pikes8']);
    // BS-CAS-2: the unscreened rear figures may go first, though the groups were rolled apart.
    g.act({ type: 'removeCasualty', side: 'red', figureId: 'pikes8' });
    expect(g.refusal).toBeNull();
  });

  it('BS-GAP-13: 1″ dense and 3.5″ light together block (1/2 + 3.5/6 ≥ 1), unless the option counts them apart', () => {
    const s = withTerrain(wood('dense', 1), { ...wood('light', 3.5), id: 'w2', footprint: wood('light', 3.5).footprint.map((p) => ({ x: p.x, y: p.y - 3.6 })) });
    expect(blueFires(s).refuse({ ...fire, side: 'blue' }).reasonKey).toBe('battlesystem.nothingInSight');
    expect(planOf(s, { woodsMixing: 'separate' }).groups[0]!.ar.ar).toBe(3);
  });

  it('TV-BS-30 BS-MISSILE-INDIRECT-1: over a friendly unit nearer the shooters the fire is indirect at 0.5 AD; an enemy unit between blocks', () => {
    const friends = regularUnit('screen', 'blue', 'Screen', 6, 1, 180, { frontCentre: { x: 12, y: 23 } }, BOW_PROFILE);
    const p = planOf(withUnit(friends));
    expect(p.indirect).toBe(10);
    expect(p.ad.count).toBe(3);
    expect(p.ad.factors.map((f) => f.ruleId)).toEqual(['BS-MISSILE-AD-1', 'BS-MISSILE-INDIRECT-1']);
    const enemies = regularUnit('screen', 'red', 'Screen', 6, 1, 0, { frontCentre: { x: 12, y: 22 } }, PIKE_PROFILE);
    expect(blueFires(withUnit(enemies)).refuse({ ...fire, side: 'blue' }).reasonKey).toBe('battlesystem.nothingInSight');
    expect(planOf(withUnit(enemies), { unitsBlockLos: 'fireOver' }).direct).toBe(10);
  });

  it('TV-BS-33 BS-MISSILE-MELEE-1: no fire from a unit in melee, nor at an enemy in melee with a friend', () => {
    const s = bsTestScenario();
    const bow1 = s.figures.find((f) => f.id === 'bows1')!;
    const touching: Figure = { ...s.figures.find((f) => f.id === 'skirm1')!, x: bow1.x, y: bow1.y + 1.01 };
    const shooterEngaged = { ...s, figures: s.figures.map((f) => (f.id === 'skirm1' ? touching : f)) };
    expect(blueFires(shooterEngaged).refuse({ ...fire, side: 'blue' }).reasonKey).toBe('battlesystem.shooterInMelee');
    const pike1 = s.figures.find((f) => f.id === 'pikes1')!;
    const friend: Figure = { ...bow1, id: 'lone', name: 'Lone', x: pike1.x, y: pike1.y - 1.01 };
    expect(blueFires({ ...s, figures: [...s.figures, friend] }).refuse({ ...fire, side: 'blue' }).reasonKey).toBe('battlesystem.targetInMelee');
  });

  it('BS-MISSILE-RANGE-1: beyond long range, or without missile weapons, or outside the missile step, no fire', () => {
    const s = bsTestScenario();
    const short = { ...s, units: s.units!.map((u) => (u.id === 'bows' ? { ...u, profile: { ...u.profile, rangesIn: '3/6/9' } } : u)) };
    expect(blueFires(short).refuse({ ...fire, side: 'blue' }).reasonKey).toBe('battlesystem.outOfRange');
    const g = atStep(bsGame(), 'firstMove', 'blue');
    expect(g.refuse({ ...fire, side: 'blue' }).reasonKey).toBe('battlesystem.notMissileStep');
    expect(atStep(bsGame(), 'missile', 'red').refuse({ type: 'fire', side: 'red', figureId: 'pikes', targetIds: ['bows'] }).reasonKey).toBe('battlesystem.noMissiles');
  });
});
