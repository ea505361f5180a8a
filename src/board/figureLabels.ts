/**
 * The figures' name labels, laid out by `layoutLabels` (labelLayout.ts) and drawn as Pixi Text
 * objects managed here, not by React: the layout changes with the zoom, and the camera touches no
 * React component. `update` runs when the figures, the terrain, the zoom, the hovered or the selected
 * figure change — never on a pointer move of a drag (the store's figures are the same objects then).
 *
 * Coordinates of the layout: world inches × zoom ("zoomed world px"), so a pan moves every label
 * together and needs no new layout; the test API subtracts the camera's origin to get screen pixels.
 * The last layout is kept (`lastFigureLabelLayout`) for the test API and the bench.
 */
import { Text } from 'pixi.js';
import type { Container } from 'pixi.js';
import type { Figure, Scenario } from '../engine/model';
import { figureElevationIn } from '../engine/figureGeometry';
import type { StoreState } from '../store/storeState';
import { baseBoundingRadiusIn, baseExtents } from './baseGeometry';
import { THIN_PIECE_IN } from './boardStyle';
import { pieceHasLabel, pieceTopIn } from './drawTerrain';
import type { TerrainPieceView } from './drawTerrain';
import { figureTagText, formatInches } from './format';
import type { LabelLayout, LabelRect, LabelRequest } from './labelLayout';
import { layoutLabels, shortFigureName } from './labelLayout';
import { polygonLabelPoint, polygonThicknessIn } from './polygonScan';
import { NAME_TAG_STYLE, TERRAIN_LABEL_SMALL_STYLE, TERRAIN_LABEL_STYLE } from './textStyles';
import type { TextStyle } from 'pixi.js';
import { tokenScaleFactor } from './tokenScale';
import { selectScenario } from '../store/scenarioSelectors';
import { FIT_MARGIN_PX } from '../store/camera';

export interface FigureLabelLayout extends LabelLayout {
  /** The zoom the layout was made for, CSS px per inch. */
  readonly pxPerInch: number;
  /** The terrain labels it kept clear of, same space. */
  readonly terrainLabels: readonly LabelRect[];
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
  readonly at: { readonly x: number; readonly y: number };
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
}

const sameKey = (a: LayoutKey, b: LayoutKey): boolean =>
  a.figures === b.figures && a.terrain === b.terrain && a.pxPerInch === b.pxPerInch && a.hovered === b.hovered && a.selected === b.selected;

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

/** Build the layout for a state (pure but for the measurer). Exported for the bench. */
export function computeFigureLabelLayout(
  s: Pick<StoreState, 'game' | 'replay' | 'camera' | 'hoveredFigureId' | 'selectedFigureId'>,
  measure: (text: string, style: TextStyle) => { w: number; h: number },
  terrainSpots: readonly TerrainLabelSpot[],
): FigureLabelLayout {
  const ppi = s.camera.pxPerInch;
  const scenario = selectScenario(s);
  const requests: LabelRequest[] = [];
  const tokens = new Map<string, LabelRect>();
  for (const f of scenario?.figures ?? []) {
    const k = tokenScaleFactor(f.base, ppi);
    const cx = f.x * ppi;
    const cy = f.y * ppi;
    const radiusPx = baseBoundingRadiusIn(f.base) * k * ppi;
    const { halfWidthIn, halfLengthIn } = baseExtents(f.base);
    const half = Math.max(halfWidthIn, halfLengthIn) * k * ppi;
    tokens.set(f.id, { x: cx - half, y: cy - half, w: 2 * half, h: 2 * half });
    const elevationIn = scenario ? figureElevationIn(scenario, f) : 0;
    const full = figureTagText(f.name, elevationIn);
    const short = figureTagText(shortFigureName(f.name), elevationIn);
    requests.push({
      id: f.id, cx, cy, radiusPx, texts: short === full ? [full] : [full, short],
      priority: f.id === s.hoveredFigureId ? HOVERED : f.id === s.selectedFigureId ? SELECTED : 0,
    });
  }
  const terrainLabels = terrainSpots.map((spot) => {
    const { w, h } = measure(spot.text, spot.style);
    return { x: spot.at.x * ppi - w / 2, y: spot.at.y * ppi - h / 2, w, h };
  });
  // Names stay over the table or the margin a fitted view leaves round it (store/camera.ts), so a
  // long name near an edge is not cut by the canvas's edge on a narrow screen.
  const table = scenario?.table;
  const bounds = table === undefined ? undefined : {
    x: -LABEL_TABLE_MARGIN_PX, y: -LABEL_TABLE_MARGIN_PX,
    w: table.widthIn * ppi + 2 * LABEL_TABLE_MARGIN_PX, h: table.depthIn * ppi + 2 * LABEL_TABLE_MARGIN_PX,
  };
  const layout = layoutLabels(requests, (text) => measure(text, NAME_TAG_STYLE), { labels: terrainLabels, tokens, ...(bounds === undefined ? {} : { bounds }) });
  return { ...layout, pxPerInch: ppi, terrainLabels };
}

/** Where the terrain's height labels are (TerrainLayer draws them there, centred). */
export function terrainLabelSpots(terrain: readonly TerrainPieceView[]): TerrainLabelSpot[] {
  return terrain.filter(pieceHasLabel).map((piece) => ({
    at: polygonLabelPoint(piece.footprint),
    text: formatInches(pieceTopIn(piece)),
    style: polygonThicknessIn(piece.footprint) < THIN_PIECE_IN ? TERRAIN_LABEL_SMALL_STYLE : TERRAIN_LABEL_STYLE,
  }));
}

export class FigureLabels {
  private readonly texts = new Map<string, Text>();
  private readonly measurer = new TextMeasurer();
  private key: LayoutKey | null = null;
  private terrain: Scenario['terrain'] | undefined;
  private terrainSpots: TerrainLabelSpot[] = [];

  constructor(private readonly layer: Container) {}

  update(s: StoreState): void {
    const key: LayoutKey = {
      figures: selectScenario(s)?.figures, terrain: selectScenario(s)?.terrain, pxPerInch: s.camera.pxPerInch,
      hovered: s.hoveredFigureId, selected: s.selectedFigureId,
    };
    if (this.key !== null && sameKey(this.key, key)) return;
    this.key = key;
    if (key.terrain !== this.terrain) {
      this.terrain = key.terrain;
      this.terrainSpots = terrainLabelSpots(key.terrain ?? []);
    }
    const layout = computeFigureLabelLayout(s, (t, style) => this.measurer.measure(t, style), this.terrainSpots);
    lastLayout = layout;
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
