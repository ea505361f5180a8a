import { defineConfig } from 'vitest/config';
import { APP_LOCALES, localesPlugin } from './scripts/localesPlugin.ts';

// Unit, table and property tests. The core runs in the node environment; tests that import pixi
// opt into happy-dom with a `// @vitest-environment happy-dom` comment (pixi reads navigator on import).
// The translations are imported, not fetched (`inline`), so i18next starts synchronously in tests.
export default defineConfig({
  plugins: [localesPlugin({ ...APP_LOCALES, inline: true })],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // A hang detector, not a speed check (speed is the benchmarks'): property tests on two shared
    // cores take a few seconds each when the suite runs them side by side.
    testTimeout: 30_000,
    server: { deps: { inline: ['@pixi/react'] } },
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
