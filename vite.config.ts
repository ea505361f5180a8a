import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The app is a static single page: `vite build` writes dist/, which any static server can serve.
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // Pixi's renderers load lazily in their own chunks; the entry chunk stays under the budget.
    chunkSizeWarningLimit: 1000,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
