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
    server: { deps: { inline: ['@pixi/react'] } },
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
