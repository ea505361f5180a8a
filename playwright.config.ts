import { defineConfig } from '@playwright/test';

// Real Chromium from Debian (never a downloaded browser: downloads fail on these machines).
// WebGPU draws blank here, so Pixi falls back to WebGL2 on SwiftShader.
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
  ],
};

// E2E_PORT lets several checkouts (or helpers) run journeys at once: each port builds into its own folder.
const port = Number(process.env.E2E_PORT ?? 4173);
/** The folder the served build is in (the browser probe reads the bundle's sizes there). */
export const outDir = port === 4173 ? 'dist' : `node_modules/.cache/e2e-dist-${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: `npx vite build --outDir ${outDir} && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
