/**
 * The figures' name labels, laid out by `layoutLabels` (labelLayout.ts) and drawn as Pixi Text
 * objects managed here, not by React: the layout changes with the zoom, and the camera touches no
 * React component. `update` runs when the figures, the terrain, the zoom, the hovered or the selected
 * figure change — never on a pointer move of a drag (the store's figures are the same objects then).
 *
 * Coordinates of the layout: world inches × zoom ("zoomed world px"), so a pan moves every label
 * together and needs no new layout; the test API subtracts the camera's origin to get screen pixels.
 * The last layout is kept (`lastFigureLabelLayout`) for the test API and the bench. Each layout first
 * moves the terrain's height labels off the tokens (terrainLabelPlacement.ts), then the names clear them.
 */
import { Text } from 'pixi.js';
import type { Container } from 'pixi.js';
import type { Figure, Scenario } from '../engine/model';
import { figureElevationIn } from '../engine/figureGeometry';
import type { StoreState } from '../store/storeState';
import { baseBoundingRadiusIn, baseExtents } from './baseGeometry';
import { THIN_PIECE_IN } from './boardStyle';
import { pieceHasLabel } from './drawTerrain';
import type { TerrainPieceView } from './drawTerrain';
import { boardLength, terrainLabelText } from './boardLengths';
import type { CmText } from './format';
import { figureTagText, formatInches, PLAIN_CM_TEXT } from './format';
import type { LabelLayout, LabelRect, LabelRequest, LabelSpot } from './labelLayout';
import { layoutLabels, shortFigureName } from './labelLayout';
import { polygonThicknessIn } from './polygonScan';
import type { PlacedTerrainLabel, TerrainLabelPlacer } from './terrainLabelPlacement';
import { placeTerrainLabels, terrainLabelCandidates } from './terrainLabelPlacement';
import type { Vec2 } from '../geometry/point';
import { NAME_TAG_STYLE, TERRAIN_LABEL_SMALL_STYLE, TERRAIN_LABEL_STYLE } from './textStyles';
import type { TextStyle } from 'pixi.js';
import { tokenScaleFactor } from './tokenScale';
import { selectScenario } from '../store/scenarioSelectors';
import { selectLengthUnit } from '../store/lengthUnitSelectors';
import type { LengthUnit } from '../store/lengthUnitSelectors';
import { FIT_MARGIN_PX } from '../store/camera';

export interface FigureLabelLayout extends LabelLayout {
  /** The zoom the layout was made for, CSS px per inch. */
  readonly pxPerInch: number;
  /** The terrain labels it kept clear of (those shown), same space. */
  readonly terrainLabels: readonly LabelRect[];
  /** Where each terrain label goes, off every token, or hidden (terrainLabelPlacement.ts). */
  readonly terrainPlaced: readonly PlacedTerrainLabel[];
}

let lastLayout: FigureLabelLayout | null = null;

/** The layout on the board now (null before the first one): for the test API and the bench. */
export const lastFigureLabelLayout = (): FigureLabelLayout | null => lastLayout;

/** How far past the table's edge a name may reach, px: less than the fitted view's margin (FIT_MARGIN_PX). */
export const LABEL_TABLE_MARGIN_PX = FIT_MARGIN_PX - 4;

/** Priorities: the hovered figure's name first (in full where it can be), then the selected one's. */
const HOVERED = 2;
const SELECTED = 1;

interface TerrainLabelSpot {
  readonly id: string;
  /** Where its label may be centred, inches, preferred first (terrainLabelPlacement.ts). */
  readonly candidates: readonly Vec2[];
  readonly text: string;
  readonly style: TextStyle;
}

/** The inputs of a layout, compared by identity to skip work that would give the same answer. */
interface LayoutKey {
  readonly figures: readonly Figure[] | undefined;
  readonly terrain: Scenario['terrain'] | undefined;
  readonly pxPerInch: number;
  readonly hovered: string | null;
  readonly selected: string | null;
  readonly unit: LengthUnit;
  readonly cmText: CmText;
}

const sameKey = (a: LayoutKey, b: LayoutKey): boolean =>
  a.figures === b.figures && a.terrain === b.terrain && a.pxPerInch === b.pxPerInch && a.hovered === b.hovered && a.selected === b.selected
  && a.unit === b.unit && a.cmText === b.cmText;

/** One measuring Text per style; sizes cached by text (a name's size never changes). */
class TextMeasurer {
  private readonly scratch = new Map<TextStyle, Text>();
  private readonly sizes = new Map<TextStyle, Map<string, { w: number; h: number }>>();

  measure(text: string, style: TextStyle): { w: number; h: number } {
    let byText = this.sizes.get(style);
    if (!byText) {
      byText = new Map();
      this.sizes.set(style, byText);
    }
    const hit = byText.get(text);
    if (hit) return hit;
    let t = this.scratch.get(style);
    if (!t) {
      t = new Text({ text, style });
      this.scratch.set(style, t);
    }
    t.text = text;
    const size = { w: t.width, h: t.height };
    byText.set(text, size);
    return size;
  }

  destroy(): void {
    for (const t of this.scratch.values()) t.destroy();
    this.scratch.clear();
  }
}

/** A unit's name goes behind it first, then beside it, ahead of it last (its turning knob and its advance are there). */
function rearFirst(facingDeg: number): readonly LabelSpot[] {
  const q = Math.round((((facingDeg % 360) + 360) % 360) / 90) % 4;
  return [0, 1, 3, 2].map((k) => AROUND[(q + k) % 4]!);
}
/** Behind a unit facing up, right, down, left (a quarter turn each). */
const AROUND: readonly LabelSpot[] = ['below', 'left', 'above', 'right'];

/** Build the layout for a state (pure but for the measurer). Exported for the bench. */
export function computeFigureLabelLayout(
  s: Pick<StoreState, 'game' | 'replay' | 'camera' | 'hoveredFigureId' | 'selectedFigureId'>,
  measure: (text: string, style: TextStyle) => { w: number; h: number },
  terrainSpots: readonly TerrainLabelSpot[],
  length: (valueIn: number) => string = formatInches,
): FigureLabelLayout {
  const ppi = s.camera.pxPerInch;
  const scenario = selectScenario(s);
  const requests: LabelRequest[] = [];
  const tokens = new Map<string, LabelRect>();
  const tokenRects: LabelRect[] = [];
  // A unit's members carry no name each (a tray of "Pikes 1" … "Pikes 40" hides the tray): the unit
  // is named once, outside its members' box, and hovering or selecting any member raises it.
  const unitOf = new Map<string, string>();
  for (const u of scenario?.units ?? []) for (const id of u.memberIds) unitOf.set(id, u.id);
  /** Per unit, its members' tokens' box: [left, top, right, bottom], px. */
  const unitBoxes = new Map<string, number[]>();
  for (const f of scenario?.figures ?? []) {
    const k = tokenScaleFactor(f.base, ppi);
    const cx = f.x * ppi;
    const cy = f.y * ppi;
    const radiusPx = baseBoundingRadiusIn(f.base) * k * ppi;
    const { halfWidthIn, halfLengthIn } = baseExtents(f.base);
    const half = Math.max(halfWidthIn, halfLengthIn) * k * ppi;
    const token = { x: cx - half, y: cy - half, w: 2 * half, h: 2 * half };
    tokens.set(f.id, token);
    tokenRects.push(token);
    const unitId = unitOf.get(f.id);
    if (unitId !== undefined) {
      const [x0, y0, x1, y1] = unitBoxes.get(unitId) ?? [Infinity, Infinity, -Infinity, -Infinity];
      unitBoxes.set(unitId, [Math.min(x0!, token.x), Math.min(y0!, token.y), Math.max(x1!, token.x + token.w), Math.max(y1!, token.y + token.h)]);
      continue;
    }
    const elevationIn = scenario ? figureElevationIn(scenario, f) : 0;
    const full = figureTagText(f.name, elevationIn, length);
    const short = figureTagText(shortFigureName(f.name), elevationIn, length);
    requests.push({
      id: f.id, cx, cy, radiusPx, texts: short === full ? [full] : [full, short],
      priority: f.id === s.hoveredFigureId ? HOVERED : f.id === s.selectedFigureId ? SELECTED : 0,
    });
  }
  const raised = (id: string | null): string | null => (id === null ? null : unitOf.get(id) ?? id);
  for (const u of scenario?.units ?? []) {
    const b = unitBoxes.get(u.id);
    if (b === undefined) continue;
    const [x0, y0, x1, y1] = b as [number, number, number, number];
    requests.push({
      id: u.id, cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, radiusPx: 0, halfBoxPx: { w: (x1 - x0) / 2, h: (y1 - y0) / 2 }, spots: rearFirst(u.facingDeg),
      texts: [u.name, shortFigureName(u.name)],
      priority: u.id === raised(s.hoveredFigureId) ? HOVERED : u.id === raised(s.selectedFigureId) ? SELECTED : 0,
    });
  }
  // Terrain heights first, each off every token (or hidden); the names then keep clear of those shown.
  const terrainPlaced = placeTerrainLabels(terrainSpots.map((spot) => ({ id: spot.id, candidates: spot.candidates, ...measure(spot.text, spot.style) })), tokenRects, ppi);
  const terrainLabels = terrainPlaced.flatMap((p) => (p.rect === null ? [] : [p.rect]));
  // Names stay over the table or the margin a fitted view leaves round it (store/camera.ts), so a
  // long name near an edge is not cut by the canvas's edge on a narrow screen.
  const table = scenario?.table;
  const bounds = table === undefined ? undefined : {
    x: -LABEL_TABLE_MARGIN_PX, y: -LABEL_TABLE_MARGIN_PX,
    w: table.widthIn * ppi + 2 * LABEL_TABLE_MARGIN_PX, h: table.depthIn * ppi + 2 * LABEL_TABLE_MARGIN_PX,
  };
  const layout = layoutLabels(requests, (text) => measure(text, NAME_TAG_STYLE), { labels: terrainLabels, tokens, ...(bounds === undefined ? {} : { bounds }) });
  return { ...layout, pxPerInch: ppi, terrainLabels, terrainPlaced };
}

/** Where the terrain's height labels may go and what they say (TerrainLayer draws them, centred, where the layout puts them). */
export function terrainLabelSpots(terrain: readonly TerrainPieceView[], length: (valueIn: number) => string = formatInches): TerrainLabelSpot[] {
  return terrain.filter(pieceHasLabel).map((piece) => ({
    id: piece.id,
    candidates: terrainLabelCandidates(piece.footprint),
    text: terrainLabelText(piece, length),
    style: polygonThicknessIn(piece.footprint) < THIN_PIECE_IN ? TERRAIN_LABEL_SMALL_STYLE : TERRAIN_LABEL_STYLE,
  }));
}

export class FigureLabels {
  private readonly texts = new Map<string, Text>();
  private readonly measurer = new TextMeasurer();
  private key: LayoutKey | null = null;
  private terrain: Scenario['terrain'] | undefined;
  private terrainSpots: TerrainLabelSpot[] = [];
  private cmText: CmText = PLAIN_CM_TEXT;

  /** `terrainLabels`: TerrainLayer's height labels, moved off the tokens by each layout. */
  constructor(private readonly layer: Container, private readonly terrainLabels: TerrainLabelPlacer | null = null) {}

  /** The cm words of the player's language (boardLengths.ts); the next `update` lays out again. */
  setCmText(cmText: CmText): void {
    this.cmText = cmText;
  }

  update(s: StoreState): void {
    const key: LayoutKey = {
      figures: selectScenario(s)?.figures, terrain: selectScenario(s)?.terrain, pxPerInch: s.camera.pxPerInch,
      hovered: s.hoveredFigureId, selected: s.selectedFigureId, unit: selectLengthUnit(s), cmText: this.cmText,
    };
    if (this.key !== null && sameKey(this.key, key)) return;
    const lengthChanged = this.key === null || this.key.unit !== key.unit || this.key.cmText !== key.cmText;
    this.key = key;
    const length = boardLength(key.unit, key.cmText);
    if (key.terrain !== this.terrain || lengthChanged) {
      this.terrain = key.terrain;
      this.terrainSpots = terrainLabelSpots(key.terrain ?? [], length);
    }
    const layout = computeFigureLabelLayout(s, (t, style) => this.measurer.measure(t, style), this.terrainSpots, length);
    lastLayout = layout;
    this.terrainLabels?.apply(layout.terrainPlaced);
    this.apply(layout);
  }

  private apply(layout: FigureLabelLayout): void {
    const ppi = layout.pxPerInch;
    const seen = new Set<string>();
    const hidden = new Set(layout.hidden);
    for (const p of layout.placed) {
      seen.add(p.id);
      let t = this.texts.get(p.id);
      if (!t) {
        t = new Text({ text: p.text, style: NAME_TAG_STYLE });
        t.label = `name:${p.id}`;
        this.texts.set(p.id, t);
        this.layer.addChild(t);
      }
      if (t.text !== p.text) t.text = p.text;
      t.visible = true;
      t.scale.set(1 / ppi);
      t.position.set(p.x / ppi, p.y / ppi);
    }
    for (const [id, t] of this.texts) {
      if (seen.has(id)) continue;
      if (hidden.has(id)) t.visible = false;
      else {
        t.destroy();
        this.texts.delete(id);
      }
    }
  }

  destroy(): void {
    for (const t of this.texts.values()) t.destroy();
    this.texts.clear();
    this.measurer.destroy();
    lastLayout = null;
  }
}
