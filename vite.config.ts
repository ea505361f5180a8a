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
 *    throws: ≈ 2 KB gzip.
 * Together ≈ 49 KB gzip of JavaScript. Proven by e2e/view.spec.ts (reads the board's pixels: table,
 * terrain, figures, text labels; renderer `webgl`; no console errors) and e2e/drag.spec.ts, which
 * run against this build.
 * Using another Pixi value fails the build ("X is not exported by …pixi.js (build shim…"): add it
 * above, and if it needs a system the build leaves out (filters, events, Assets, masks…), import
 * that feature's `init.mjs` here as well, then check it in the browser.
 */
function pixiWebGlOnly(): Plugin {
  const SHIM = '\0pixi.js (build shim in vite.config.ts)';
  const RENDERER = '\0pixi.js autoDetectRenderer (WebGL only, vite.config.ts)';
  const SVG = '\0pixi.js SVGParser (stub, vite.config.ts)';
  const autoDetect = `${pixiLib}/rendering/renderers/autoDetectRenderer.mjs`;
  const svgParser = `${pixiLib}/scene/graphics/shared/svg/SVGParser.mjs`;
  const inPixi = (source: string, importer: string | undefined, file: string) => source.endsWith(file.slice(file.lastIndexOf('/')))
    && !!importer && importer.replaceAll('\\', '/').startsWith(`${pixiLib}/`)
    && resolve(dirname(importer), source).replaceAll('\\', '/') === file;
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
      if (id !== null) replaced.add(id);
      return id;
    },
    buildEnd(error) {
      // A pixi.js upgrade that moves these files would silently bring the other renderers back.
      const missed = [SHIM, RENDERER, SVG].filter((id) => !replaced.has(id));
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
      return null;
    },
  };
}

// The app is a static single page: `vite build` writes dist/, which any static server can serve.
export default defineConfig({
  plugins: [pixiWebGlOnly(), localesPlugin(APP_LOCALES), react()],
  build: {
    target: 'es2022',
    // One chunk (≈ 1.1 MB raw, ≈ 345 KB gzip): React, Pixi and the app all run before the first frame.
    // The translations are not in it: one JSON asset per language (localesPlugin, src/ui/i18n.ts).
    // The budget is on gzip (350 KB, bench/browser.probe.ts); this raw limit only silences vite's notice.
    chunkSizeWarningLimit: 1200,
    // No chunk to preload: drop the modulepreload polyfill (≈ 0.4 KB gzip).
    modulePreload: { polyfill: false },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
