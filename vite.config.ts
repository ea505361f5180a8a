import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// The translations: fetched JSON, one merged file per language, not bundled code (src/ui/i18n.ts).
import { APP_LOCALES, localesPlugin } from './scripts/localesPlugin.ts';

/** pixi.js's `lib/` folder, with forward slashes (module ids). */
const pixiLib = dirname(createRequire(import.meta.url).resolve('pixi.js')).replaceAll('\\', '/');

/**
 * The Pixi classes the build exposes as `pixi.js`: what src/ imports as values (Container, Graphics,
 * Text, TextStyle) and what @pixi/react imports (Application, extensions, and Filter for its
 * `instanceof` checks). Type imports are untouched (tsc reads pixi's own .d.ts).
 */
const PIXI_EXPORTS: Record<string, string> = {
  Application: 'app/Application.mjs',
  Container: 'scene/container/Container.mjs',
  Graphics: 'scene/graphics/shared/Graphics.mjs',
  Text: 'scene/text/Text.mjs',
  TextStyle: 'scene/text/TextStyle.mjs',
  Filter: 'filters/Filter.mjs',
  extensions: 'extensions/Extensions.mjs',
};

/**
 * Pixi for the build: WebGL only, without the parts the board never runs (bundle budget; see
 * src/board/CONTEXT.md, "Bundle"). Build only: `vite dev` and vitest load the whole library.
 *
 * 1. `pixi.js` resolves to a module re-exporting PIXI_EXPORTS from their own files. pixi's index
 *    has side effects that tree-shaking must keep: it registers the browser environment, whose
 *    `browserAll` chunk (events, accessibility, DOM pipe, spritesheet loader, texture sources,
 *    filters) `renderer.init` then loads. The board handles DOM pointer events itself (Pixi's
 *    event system is off), and uses no accessibility, DOM elements, assets, sprites, masks or
 *    filters. Each class imports the `init` it needs itself (Graphics → graphics pipes, Text → text
 *    pipes, Application → ticker and resize plugins).
 * 2. `autoDetectRenderer` resolves to a WebGL-only one: the original holds dynamic imports of the
 *    WebGPU and Canvas renderers, emitted (and counted) though `preference="webgl"` never loads them
 *    where WebGL works (WebGPU also draws blank in the headless Chromium here). Without WebGL the
 *    board fails with an error, as Pixi itself does when it finds no renderer.
 * 3. `SVGParser` (behind `Graphics.svg()`, which the board never calls) resolves to a stub that
 *    throws: ≈ 2 KB gzip. So do (STUBS) the SVG path-string parser (`new GraphicsPath('M…')`), the SVG
 *    arc (`arcToSvg`), the tagged-text measurer (a `TextStyle` with `tagStyles`) and the gradient and
 *    pattern fills (classes never constructed, so Pixi's `instanceof` tests on them are false) and the
 *    WebGL uploaders of video, compressed and cube textures: the board builds paths from points, fills
 *    and strokes with plain colours, styles its text without tags and makes no textures but text's.
 *    ≈ 6 KB gzip.
 * 4. `SharedSystems` (the systems and pipes every renderer gets) resolves to the same lists without the
 *    alpha and stencil mask pipes (the build registers no mask effect, so a mask never reaches them;
 *    the color mask pipe stays, the render groups call it), without the sprite pipe (the board draws
 *    graphics and text, no sprite), without `renderer.extract` and `renderer.generateTexture`, which
 *    nothing here calls, and without the console greeting (HelloSystem). ≈ 5 KB gzip.
 * Together (with REPLACED below) ≈ 62 KB gzip of JavaScript. Proven by e2e/view.spec.ts (reads the board's pixels: table,
 * terrain, figures, text labels; renderer `webgl`; no console errors) and e2e/drag.spec.ts, which
 * run against this build.
 * Using another Pixi value fails the build ("X is not exported by …pixi.js (build shim…"): add it
 * above, and if it needs a system the build leaves out (filters, events, Assets, masks…), import
 * that feature's `init.mjs` here as well, then check it in the browser.
 */
const STUBS: Record<string, string> = {
  'scene/graphics/shared/svg/parseSVGPath.mjs': 'parseSVGPath',
  'scene/graphics/shared/buildCommands/buildArcToSvg.mjs': 'buildArcToSvg',
  'scene/text/canvas/utils/measureTaggedText.mjs': 'measureTaggedText',
  'scene/graphics/shared/fill/FillGradient.mjs': 'class FillGradient',
  'scene/graphics/shared/fill/FillPattern.mjs': 'class FillPattern',
  'rendering/renderers/gl/texture/uploaders/glUploadCompressedTextureResource.mjs': 'uploader glUploadCompressedTextureResource compressed',
  'rendering/renderers/gl/texture/uploaders/glUploadVideoResource.mjs': 'uploader glUploadVideoResource video',
  'rendering/renderers/gl/texture/uploaders/glUploadCubeTextureResource.mjs': 'cube createGlUploadCubeTextureResource cube',
};

/**
 * Files replaced by code of their own (pixi-relative path → module text): the graphics `init` without
 * the Canvas renderer's graphics pipe and context system (a WebGL renderer never asks for them), and
 * the Canvas renderer's utilities, which only the pattern fill (stubbed above) reaches from WebGL.
 * ≈ 2.5 KB gzip.
 */
const REPLACED: Record<string, string> = {
  'scene/graphics/init.mjs': `import { extensions } from '${pixiLib}/extensions/Extensions.mjs';
import { GraphicsContextSystem } from '${pixiLib}/scene/graphics/shared/GraphicsContextSystem.mjs';
import { GraphicsPipe } from '${pixiLib}/scene/graphics/shared/GraphicsPipe.mjs';
extensions.add(GraphicsPipe);
extensions.add(GraphicsContextSystem);`,
  'rendering/renderers/canvas/utils/canvasUtils.mjs':
    "export const canvasUtils = { applyPatternTransform() { throw new Error('canvasUtils is left out of this build (vite.config.ts)'); } };",
};

function pixiWebGlOnly(): Plugin {
  const SHIM = '\0pixi.js (build shim in vite.config.ts)';
  const RENDERER = '\0pixi.js autoDetectRenderer (WebGL only, vite.config.ts)';
  const SVG = '\0pixi.js SVGParser (stub, vite.config.ts)';
  const SYSTEMS = '\0pixi.js SharedSystems (no masks or extract, vite.config.ts)';
  const sharedSystems = `${pixiLib}/rendering/renderers/shared/system/SharedSystems.mjs`;
  const autoDetect = `${pixiLib}/rendering/renderers/autoDetectRenderer.mjs`;
  const svgParser = `${pixiLib}/scene/graphics/shared/svg/SVGParser.mjs`;
  const inPixi = (source: string, importer: string | undefined, file: string) => source.endsWith(file.slice(file.lastIndexOf('/')))
    && !!importer && importer.replaceAll('\\', '/').startsWith(`${pixiLib}/`)
    && resolve(dirname(importer), source).replaceAll('\\', '/') === file;
  const stubs = Object.entries(STUBS).map(([file, decl]) => {
    const [kind, name, uploadId] = decl.includes(' ') ? decl.split(' ') : ['function', decl];
    const thrower = `throw new Error('${name} is left out of this build (vite.config.ts)');`;
    const uploader = `{ id: '${uploadId}', upload() { ${thrower} } }`;
    const code = {
      // Never constructed; `instanceof` it is false for every value.
      class: `export class ${name} { constructor() { ${thrower} } }`,
      // A texture uploader of a resource kind the board never makes (it draws no video, compressed or cube textures).
      uploader: `export const ${name} = ${uploader};`,
      cube: `export function ${name}() { return ${uploader}; }`,
      function: `export function ${name}() { ${thrower} }`,
    }[kind!]!;
    return { file: `${pixiLib}/${file}`, id: `\0pixi.js ${name} (stub, vite.config.ts)`, code };
  }).concat(Object.entries(REPLACED).map(([file, code]) => ({ file: `${pixiLib}/${file}`, id: `\0pixi.js ${file} (replaced, vite.config.ts)`, code })));
  const replaced = new Set<string>();
  return {
    name: 'pixi-webgl-only',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced.clear();
    },
    resolveId(source, importer) {
      let id: string | null = null;
      if (source === 'pixi.js') id = SHIM;
      else if (inPixi(source, importer, autoDetect)) id = RENDERER;
      else if (inPixi(source, importer, svgParser)) id = SVG;
      else if (inPixi(source, importer, sharedSystems)) id = SYSTEMS;
      else id = stubs.find((stub) => inPixi(source, importer, stub.file))?.id ?? null;
      if (id !== null) replaced.add(id);
      return id;
    },
    buildEnd(error) {
      // A pixi.js upgrade that moves these files would silently bring the other renderers back.
      const missed = [SHIM, RENDERER, SVG, SYSTEMS, ...stubs.map((stub) => stub.id)].filter((id) => !replaced.has(id));
      if (!error && missed.length > 0) this.error(`pixi-webgl-only: nothing resolved to ${missed.join(', ')}; did pixi.js move its files?`);
    },
    load(id) {
      if (id === SHIM) {
        return Object.entries(PIXI_EXPORTS).map(([name, file]) => `export { ${name} } from '${pixiLib}/${file}';`).join('\n');
      }
      if (id === RENDERER) {
        return `import { WebGLRenderer } from '${pixiLib}/rendering/renderers/gl/WebGLRenderer.mjs';
import { AbstractRenderer } from '${pixiLib}/rendering/renderers/shared/system/AbstractRenderer.mjs';
import { isWebGLSupported } from '${pixiLib}/utils/browser/isWebGLSupported.mjs';
export async function autoDetectRenderer(options) {
  if (!isWebGLSupported(options.failIfMajorPerformanceCaveat ?? AbstractRenderer.defaultOptions.failIfMajorPerformanceCaveat)) {
    throw new Error('WebGL is not available: the board needs it');
  }
  const finalOptions = { ...options, ...options.webgl };
  delete finalOptions.webgpu;
  delete finalOptions.webgl;
  delete finalOptions.canvasOptions;
  const renderer = new WebGLRenderer();
  await renderer.init(finalOptions);
  return renderer;
}`;
      }
      if (id === SVG) return "export function SVGParser() { throw new Error('Graphics.svg() is left out of this build (vite.config.ts)'); }";
      if (id === SYSTEMS) {
        const shared = `${pixiLib}/rendering/renderers/shared`;
        return `import { CustomRenderPipe } from '${pixiLib}/scene/container/CustomRenderPipe.mjs';
import { RenderGroupPipe } from '${pixiLib}/scene/container/RenderGroupPipe.mjs';
import { RenderGroupSystem } from '${pixiLib}/scene/container/RenderGroupSystem.mjs';
import { RendererInitHook } from '${pixiLib}/utils/global/globalHooks.mjs';
import { BatcherPipe } from '${pixiLib}/rendering/batcher/shared/BatcherPipe.mjs';
import { ColorMaskPipe } from '${pixiLib}/rendering/mask/color/ColorMaskPipe.mjs';
import { BackgroundSystem } from '${shared}/background/BackgroundSystem.mjs';
import { BlendModePipe } from '${shared}/blendModes/BlendModePipe.mjs';
import { GCSystem } from '${shared}/GCSystem.mjs';
import { GlobalUniformSystem } from '${shared}/renderTarget/GlobalUniformSystem.mjs';
import { SchedulerSystem } from '${shared}/SchedulerSystem.mjs';
import { RenderableGCSystem } from '${shared}/texture/RenderableGCSystem.mjs';
import { TextureGCSystem } from '${shared}/texture/TextureGCSystem.mjs';
import { ViewSystem } from '${shared}/view/ViewSystem.mjs';
export const SharedSystems = [BackgroundSystem, GlobalUniformSystem, ViewSystem, RenderGroupSystem, GCSystem,
  TextureGCSystem, RendererInitHook, RenderableGCSystem, SchedulerSystem];
export const SharedRenderPipes = [BlendModePipe, BatcherPipe, RenderGroupPipe, ColorMaskPipe, CustomRenderPipe];`;
      }
      const stub = stubs.find((s) => s.id === id);
      if (stub) return stub.code;
      return null;
    },
  };
}

/**
 * Pixi's `Color` extends colord with the CSS colour names plugin (`'red'`, `'rebeccapurple'`): ≈ 1.3 KB
 * gzip of names. The board hands Pixi numbers and `#rrggbb` (the scenario's colours are `#rrggbb`,
 * figureSchema.ts), which colord's core reads; so the plugin is a no-op here, and a name would fail
 * as an invalid colour ("Unable to convert color").
 */
function colorNamesLeftOut(): Plugin {
  const ID = '\0@pixi/colord names plugin (left out, vite.config.ts)';
  return {
    name: 'color-names-left-out',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === '@pixi/colord/plugins/names' ? ID : null),
    load: (id) => (id === ID ? 'export default function names() {}' : null),
  };
}

/**
 * @pixi/react, two files trimmed: its reconciler reads one field of its package.json (`version`,
 * reported to React's dev tools), the build would bundle the whole file; and its table of Pixi event
 * props (`onClick` → `onclick`, …) is empty here, as the board puts no event prop on a Pixi element
 * (input is its own: board/attachBoardInput.ts; Pixi's event system is left out). ≈ 1.5 KB gzip.
 */
function pixiReactTrimmed(): Plugin {
  const VERSION = '\0@pixi/react package.json (version only, vite.config.ts)';
  const EVENTS = '\0@pixi/react EventPropNames (none, vite.config.ts)';
  const pixiReactLib = dirname(createRequire(import.meta.url).resolve('@pixi/react')).replaceAll('\\', '/');
  const files: Record<string, string> = {
    [`${pixiReactLib}/package.json.mjs`]: VERSION,
    [`${pixiReactLib}/constants/EventPropNames.mjs`]: EVENTS,
  };
  const replaced = new Set<string>();
  return {
    name: 'pixi-react-trimmed',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced.clear();
    },
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const id = files[resolve(dirname(importer), source).replaceAll('\\', '/')] ?? null;
      if (id !== null) replaced.add(id);
      return id;
    },
    buildEnd(error) {
      const missed = Object.values(files).filter((id) => !replaced.has(id));
      if (!error && missed.length > 0) this.error(`pixi-react-trimmed: nothing resolved to ${missed.join(', ')}; did @pixi/react move its files?`);
    },
    async load(id) {
      if (id === EVENTS) return 'export const PixiToReactEventPropNames = Object.freeze({});\nexport const ReactToPixiEventPropNames = Object.freeze({});';
      if (id !== VERSION) return null;
      const { default: data } = (await import(`${pixiReactLib}/package.json.mjs`)) as { default: { version: string } };
      return `export default { version: ${JSON.stringify(data.version)} };`;
    },
  };
}

/**
 * react-i18next reads `useSyncExternalStore` from `use-sync-external-store/shim`, the copy for React
 * before 18 (with its CommonJS wrapper); React 19 has it: the build gives React's own.
 */
function syncExternalStoreFromReact(): Plugin {
  const ID = '\0use-sync-external-store/shim (React 19 has it, vite.config.ts)';
  return {
    name: 'sync-external-store-from-react',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' ? ID : null),
    load: (id) => (id === ID ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

// The app is a static single page: `vite build` writes dist/, which any static server can serve.
export default defineConfig({
  plugins: [pixiWebGlOnly(), colorNamesLeftOut(), pixiReactTrimmed(), syncExternalStoreFromReact(), localesPlugin(APP_LOCALES), react()],
  // react-dom and @pixi/react's react-reconciler each depend on their own scheduler (0.28 and 0.25,
  // the same API): one copy for both, ≈ 1 KB gzip, and one task loop on the page instead of two.
  resolve: { dedupe: ['scheduler'] },
  build: {
    target: 'es2022',
    // The entry (≈ 0.9 MB raw, ≈ 280 KB gzip): React, Pixi and what the first board needs. The rest
    // is in chunks fetched on demand: each ruleset, and once the first board is drawn the UI, board
    // layers, input and test API that it did not need (src/store/firstScreen.ts). The translations
    // are JSON assets, one per language (localesPlugin, src/ui/i18n.ts). The budgets are on gzip
    // (bench/browser.probe.ts); this raw limit only silences vite's notice.
    chunkSizeWarningLimit: 1200,
    // Every module the entry loads statically in the entry chunk itself, as Rollup does: rolldown would
    // otherwise split the ones the rulesets share into small chunks the entry imports (≈ 1 KB gzip of
    // overhead, and more requests before the first board).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
    // The browsers this targets all have modulepreload: drop its polyfill (≈ 0.4 KB gzip).
    modulePreload: { polyfill: false },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
