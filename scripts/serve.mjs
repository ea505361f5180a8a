// `npm start`: serve the built app (dist/) and print where to open it.
// Uses vite's preview server, which serves the production build exactly as a static host would.
import { preview } from 'vite';

const port = Number(process.env.PORT ?? 5173);
const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: false, open: false } });
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
console.log(`\nSkirmish Table is served at ${url}\nThe demo scenario (Dust Creek, LOTOW) opens by default. Ctrl+C stops the server.\n`);
