import { defineConfig } from 'vitest/config';

// Unit, table and property tests. The core runs in the node environment; tests that import pixi
// opt into happy-dom with a `// @vitest-environment happy-dom` comment (pixi reads navigator on import).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    server: { deps: { inline: ['@pixi/react'] } },
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
