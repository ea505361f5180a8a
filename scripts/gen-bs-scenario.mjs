// Writes public/scenarios/bs-stony-ford.json, the BATTLESYSTEM demo battle (issue 16): two armies
// of seven units (about 300 figures) on a 72″ × 48″ table. Deterministic: run it again after a
// change here (`node scripts/gen-bs-scenario.mjs`); src/scenario/bsScenarioFile.test.ts checks the
// file. Regular units' members are placed exactly in their slots (docs/scenario-format.md, Units):
// member k in rank ⌊k / files⌋, file k mod files, file 0 on the unit's left as it faces; on bases of
// several figures (BS-CAS-3) slots count base by base (src/engine/unitStands.ts).
import { writeFileSync } from 'node:fs';

const INCH_MM = 25.4;
const foot = { shape: 'rect', widthMm: INCH_MM, lengthMm: INCH_MM };
const horse = { shape: 'rect', widthMm: INCH_MM, lengthMm: 2 * INCH_MM };
const round = (n) => Math.round(n * 1e6) / 1e6;

const figures = [];
const units = [];

/** A regular unit: its front edge's middle at (cx, cy), facing 0 (north) or 180 (south). */
function regular(id, side, name, files, ranks, facingDeg, cx, cy, base, profile, memberName, stand) {
  const sf = stand?.files ?? 1;
  const sr = stand?.ranks ?? 1;
  const abreast = files / sf;
  const w = base.widthMm / INCH_MM;
  const d = base.lengthMm / INCH_MM;
  const rad = (facingDeg * Math.PI) / 180;
  const fwd = { x: Math.sin(rad), y: -Math.cos(rad) };
  const right = { x: -fwd.y, y: fwd.x };
  const left = { x: cx - right.x * (files * w) / 2, y: cy - right.y * (files * w) / 2 };
  const memberIds = [];
  for (let k = 0; k < files * ranks; k++) {
    const b = Math.floor(k / (sf * sr));
    const j = k % (sf * sr);
    const rank = Math.floor(b / abreast) * sr + Math.floor(j / sf);
    const file = (b % abreast) * sf + (j % sf);
    const across = (file + 0.5) * w;
    const along = -(rank + 0.5) * d;
    const fid = `${id}-${k + 1}`;
    memberIds.push(fid);
    figures.push({ id: fid, side, name: `${memberName} ${k + 1}`, base, x: round(left.x + right.x * across + fwd.x * along), y: round(left.y + right.y * across + fwd.y * along), facingDeg, profile: {} });
  }
  units.push({ id, side, name, memberIds, formation: { kind: 'regular', files, ranks, ...(stand === undefined ? {} : { stand }) }, facingDeg, profile });
}

/** An irregular unit: its figures loosely spread about (cx, cy), facing `facingDeg`. */
function irregular(id, side, name, count, facingDeg, cx, cy, profile, memberName) {
  const memberIds = [];
  for (let k = 0; k < count; k++) {
    const fid = `${id}-${k + 1}`;
    memberIds.push(fid);
    const col = k % 7;
    const row = Math.floor(k / 7);
    figures.push({ id: fid, side, name: `${memberName} ${k + 1}`, base: foot, x: round(cx + (col - 3) * 1.6 + (row % 2) * 0.8), y: round(cy + row * 1.7 * (facingDeg === 0 ? 1 : -1)), facingDeg, profile: {} });
  }
  units.push({ id, side, name, memberIds, formation: { kind: 'irregular' }, facingDeg, profile });
}

const inf = (p) => ({ hits: 1, level: 1, size: 'M', formationAbility: 'regular', troop: 'infantry', ...p });

// The Baron's Host (south edge, facing north).
const R = 'baron';
regular('b-xbow', R, 'Baron\'s Crossbowmen', 10, 2, 0, 7, 40, foot, inf({ ad: '8*4', ar: 7, mvIn: 12, ml: 11, weapons: 'crossbow,shortSword', rangesIn: '6/12/18' }), 'Crossbowman');
regular('b-pike', R, 'Baron\'s Pikemen', 10, 4, 0, 20, 40, foot, inf({ ad: '8', ar: 6, mvIn: 6, ml: 12, weapons: 'pike' }), 'Pikeman');
regular('b-maa', R, 'Men-at-Arms', 6, 4, 0, 31, 40, foot, inf({ ad: '8', ar: 4, mvIn: 6, ml: 13, level: 2, weapons: 'sword' }), 'Man-at-arms', { files: 2, ranks: 2 });
regular('b-spear', R, 'Levy Spearmen', 8, 3, 0, 40, 40, foot, inf({ ad: '6', ar: 8, mvIn: 9, ml: 10, level: 0, weapons: 'spear,shortSword' }), 'Spearman');
regular('b-bow', R, 'Baron\'s Longbowmen', 10, 2, 0, 51, 40, foot, inf({ ad: '6*4', ar: 8, mvIn: 12, ml: 11, weapons: 'longbow,shortSword', rangesIn: '7/14/21' }), 'Longbowman');
regular('b-knight', R, 'The Baron\'s Knights', 5, 2, 0, 61.5, 40, horse, { ad: '[12]8', ar: 3, hits: 2, mvIn: 15, ml: 14, level: 3, size: 'M', formationAbility: 'regular', troop: 'cavalry', weapons: 'lance,sword' }, 'Knight');
irregular('b-skirm', R, 'Forest Skirmishers', 14, 0, 65, 36, { ad: '6*6', ar: 8, hits: 1, mvIn: 12, ml: 10, level: 0, size: 'M', formationAbility: 'irregular', troop: 'infantry', weapons: 'javelin,shortSword', rangesIn: '3/6/9', preferredTerrain: 'forest' }, 'Skirmisher');

// The Free Companies (north edge, facing south).
const B = 'free';
regular('f-elf', B, 'Elven Archers', 10, 2, 180, 8, 8, foot, inf({ ad: '8*6', ar: 7, mvIn: 12, ml: 14, level: 2, weapons: 'longbow,sword', rangesIn: '7/14/21', magicAmmo: 2, preferredTerrain: 'forest' }), 'Elf archer');
regular('f-pike', B, 'Company Pikes', 10, 4, 180, 21, 8, foot, inf({ ad: '8', ar: 6, mvIn: 6, ml: 12, weapons: 'pike' }), 'Pike');
regular('f-dwarf', B, 'Dwarven Axes', 6, 4, 180, 32, 8, foot, inf({ ad: '8', ar: 4, mvIn: 6, ml: 15, level: 2, size: 'S', weapons: 'axe', preferredTerrain: 'hills' }), 'Dwarf', { files: 2, ranks: 1 });
regular('f-halb', B, 'Halberdiers', 8, 3, 180, 41.5, 8, foot, inf({ ad: '8', ar: 6, mvIn: 6, ml: 12, weapons: 'halberd' }), 'Halberdier');
regular('f-xbow', B, 'Mercenary Crossbows', 10, 2, 180, 53, 8, foot, inf({ ad: '8*4', ar: 7, mvIn: 12, ml: 11, weapons: 'crossbow,shortSword', rangesIn: '6/12/18' }), 'Crossbowman');
regular('f-lance', B, 'Free Lances', 5, 2, 180, 63, 8, horse, { ad: '[12]8', ar: 4, hits: 2, mvIn: 18, ml: 13, level: 2, size: 'M', formationAbility: 'regular', troop: 'cavalry', weapons: 'lance,sword' }, 'Lancer');
irregular('f-skirm', B, 'Hill Slingers', 14, 180, 10, 13, { ad: '4*4', ar: 9, hits: 1, mvIn: 12, ml: 9, level: 0, size: 'S', formationAbility: 'irregular', troop: 'infantry', weapons: 'sling,club', rangesIn: '5/10/15', preferredTerrain: 'hills' }, 'Slinger');

const rect = (x, y, w, h) => ({ x, y, w, h });
const terrain = [
  { id: 'greyback', kind: 'hill', name: 'Greyback Hill', footprint: [[10, 19], [17, 16], [25, 17], [28, 22], [24, 28], [14, 28], [9, 24]], heightIn: 1.5, slope: true, standableTop: true },
  { id: 'oakwood', kind: 'woods', name: 'Oak Wood (dense)', footprint: [[33, 18], [41, 17], [44, 22], [41, 27], [34, 27], [31, 23]], heightIn: 4, woodDensity: 'dense' },
  { id: 'birches', kind: 'woods', name: 'Birch Copse (light)', footprint: [[47, 16], [56, 15], [59, 19], [56, 23], [48, 22]], heightIn: 3, woodDensity: 'light' },
  { id: 'farmhouse', kind: 'building', name: 'Stony Ford Farm', rect: rect(63, 24, 6, 4), heightIn: 3, openings: 'windows' },
  { id: 'yard-wall-w', kind: 'wall', name: 'Yard wall (west)', rect: rect(60, 21, 0.4, 9), heightIn: 1 },
  { id: 'yard-wall-n', kind: 'wall', name: 'Yard wall (north)', rect: rect(60.4, 21, 10, 0.4), heightIn: 1 },
  { id: 'lane', kind: 'road', name: 'The old lane', rect: rect(0, 30, 72, 2), heightIn: 0 },
];

const scenario = {
  schemaVersion: 2,
  id: 'bs-stony-ford',
  name: 'The Battle of Stony Ford',
  description: 'The Baron\'s Host has come north to the ford with pikes, men-at-arms, levy spears, longbows and his knights; the Free Companies wait on the far side with elven archers, dwarven axes, halberdiers, crossbows and hired lances. Between them: Greyback Hill, the dense Oak Wood, the light Birch Copse and the walled farm at Stony Ford, its windows looking over the yard. Each unit moves as a block on its tray — wheel it, advance it, charge — and missile units shoot in step 4 of the round.',
  victory: 'The army that destroys half of the enemy\'s starting figures first wins. Melee and morale come with the next part of these rules; until then the battle is decided by movement and missile fire.',
  ruleset: 'battlesystem',
  table: { widthIn: 72, depthIn: 48 },
  terrain,
  sides: [{ id: R, name: 'The Baron\'s Host', color: '#a8322d' }, { id: B, name: 'The Free Companies', color: '#2f5c9e' }],
  figures,
  units,
  options: {},
};

writeFileSync(new URL('../public/scenarios/bs-stony-ford.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
console.log(`bs-stony-ford.json: ${units.length} units, ${figures.length} figures`);
