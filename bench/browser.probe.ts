/**
 * Browser probes: they print figures, they assert no times. Run with `npm run bench`.
 *   - bundle: gzip size of the built JavaScript (all of it, and the entry), against the 350 KB budget,
 *     and what a cold load fetches before the first board (the entry and its static imports) against 280 KB;
 *     the translations' JSON (fetched, one file per language) printed separately;
 *   - cold load: navigation start → first drawn board, against the 1.0 s budget and against the
 *     browser's own DOMContentLoaded in the same load;
 *   - drag cost: JS per pointer move on a 200-figure, 100-piece table, against the demo table;
 *     and while dragging a BATTLESYSTEM unit on Stony Ford (40 figures, against a 24-figure one);
 *   - leaks: Pixi display objects and JS heap before and after a thousand drags (each a move the
 *     free table accepts, then undone; the game log's growth is printed beside the heap);
 *   - long games (issue 12): importing a 500-step save (budget 200 ms, file picked → first frame with
 *     the game on the table), against opening the demo scenario the same way, and a 20,000-step
 *     one; the JS heap after 10,000 moves against after 1,000 (budget 3×: linear, not quadratic).
 * The demo runs on the free table (its own ruleset is not installed yet): the side that acts first
 * owns `figures[0]`, so the drags below are real drags, not refusals.
 * Results also go to bench-results/probe.json.
 */
import { test, type Page, type CDPSession } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bigScenarioJson } from './bigScenario';
import { longGameSaveText } from './longGame';
import { outDir } from '../playwright.config';
import { FIRST_BOARD_MARK } from '../src/store/firstScreen';

const results: Record<string, unknown> = {};
const ms = (n: number) => `${n.toFixed(3)} ms`;

test.afterAll(() => {
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/probe.json', `${JSON.stringify(results, null, 2)}\n`);
});

test('bundle size (gzip)', () => {
  const dir = join(outDir, 'assets');
  const gz = (f: string) => gzipSync(readFileSync(join(dir, f)), { level: 9 }).length;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  let total = 0;
  const entry = readFileSync(join(outDir, 'index.html'), 'utf8').match(/src="\/assets\/([^"]+\.js)"/)?.[1];
  let entryGz = 0;
  for (const f of files) {
    const size = gz(f);
    total += size;
    if (f === entry) entryGz = size;
  }
  // The translations are JSON fetched at start, one merged file per language (src/ui/i18n.ts): only the
  // language in use is downloaded, so they are printed beside the budget, not in it.
  const locales = Object.fromEntries(readdirSync(dir).filter((f) => /^locale-.+\.json$/.test(f)).map((f) => [f, gz(f) / 1024]));
  results.bundle = { totalGzipKB: total / 1024, entryGzipKB: entryGz / 1024, files: files.length, localeJsonGzipKB: locales };
  console.log(`bundle: ${kb(total)} gzip in ${files.length} JS files (entry ${kb(entryGz)}); budget 350 KB → ${(total / 1024 / 350).toFixed(2)}× of budget`);
  // What a cold load downloads before the first board: the entry and the chunks it imports statically
  // (not the dynamic ones: each ruleset's code, loaded when a game of it starts). Budget 280 KB gzip.
  const staticSet = new Set<string>();
  const walk = (f: string) => {
    if (staticSet.has(f)) return;
    staticSet.add(f);
    const code = readFileSync(join(dir, f), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) walk(m[1]!);
  };
  if (entry !== undefined) walk(entry);
  const coldGz = [...staticSet].reduce((sum, f) => sum + gz(f), 0);
  const lazy = files.filter((f) => !staticSet.has(f)).map((f) => `${f} ${kb(gz(f))}`);
  results.bundle = { ...(results.bundle as object), coldLoadGzipKB: coldGz / 1024, lazyChunks: lazy };
  console.log(`bundle before the first board (entry + static imports, ${staticSet.size} files): ${kb(coldGz)} gzip; budget 280 KB → ${(coldGz / 1024 / 280).toFixed(2)}× of budget`);
  console.log(`  loaded on demand (each ruleset its own chunk): ${lazy.join(', ') || 'none'}`);
  // Each shipped ruleset's own chunk (named by the bundler after the module rules/rulesetLoaders.ts imports: its folder, or freeTable): fetched when a game of it starts.
  const rulesetChunks = ['lotow', 'sbh', 'blackpowder', 'battlesystem', 'freeTable'].map((id) => [id, files.find((f) => f.startsWith(`${id}-`) && !staticSet.has(f))] as const);
  results.bundle = { ...(results.bundle as object), rulesetChunksGzipKB: Object.fromEntries(rulesetChunks.map(([id, f]) => [id, f === undefined ? null : gz(f) / 1024])) };
  console.log(`  ruleset chunks, gzip: ${rulesetChunks.map(([id, f]) => `${id} ${f === undefined ? 'not a chunk of its own' : kb(gz(f))}`).join(', ')}`);
  console.log(`  locales, fetched (one per language): ${Object.entries(locales).map(([f, k]) => `${f} ${k.toFixed(1)} KB`).join(', ') || 'none'}`);
});

async function waitForBoard(page: Page) {
  await page.waitForFunction(() => !!window.__skirmish && window.__skirmish.scenario() !== null && window.__skirmish.countDisplayObjects() > 0);
}

/** The board drawn and its camera fitted to the canvas (as the e2e page object waits), so pointer events land where the test API says. */
async function waitForReadyBoard(page: Page) {
  await waitForBoard(page);
  await page.waitForFunction(() => window.__skirmish!.renderer() !== 'none');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

test('cold load to the first drawn board', async ({ browser }) => {
  const runs: { firstDrawMs: number; domContentLoadedMs: number }[] = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext(); // a fresh cache each time: a cold load
    const page = await context.newPage();
    await page.goto('/');
    // The board sets FIRST_BOARD_MARK two frames after it has a game to draw (board/Board.tsx); the
    // test API comes later, with the chunks fetched after the first board (store/firstScreen.ts).
    const firstDrawMs = await page.waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime, FIRST_BOARD_MARK)
      .then((handle) => handle.jsonValue() as Promise<number>);
    await waitForBoard(page); // and it did draw the table
    const domContentLoadedMs = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return nav.domContentLoadedEventEnd;
    });
    runs.push({ firstDrawMs, domContentLoadedMs });
    await context.close();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const draw = median(runs.map((r) => r.firstDrawMs));
  const dcl = median(runs.map((r) => r.domContentLoadedMs));
  results.coldLoad = { runs, medianFirstDrawMs: draw, medianDomContentLoadedMs: dcl };
  console.log(`cold load: first drawn board at ${ms(draw)} (median of 5), DOMContentLoaded at ${ms(dcl)} → ${(draw / dcl).toFixed(1)}× of DOMContentLoaded; budget 1000 ms (issue 14) → ${(draw / 1000).toFixed(2)}× of budget`);
});

/** Median JS cost of one pointer move during a drag: the event handlers plus the React work they schedule. */
async function dragMoveCost(page: Page, figureId: string, moves: number, toward: { x: number; y: number } = { x: 1, y: 0 }): Promise<{ median: number; p90: number; max: number }> {
  return page.evaluate(async ([id, n, dir]) => {
    const api = window.__skirmish!;
    const canvas = document.querySelector('[data-testid="board-canvas"]') as HTMLCanvasElement;
    const f = api.figure(id as string)!;
    const start = api.worldToClient(f.x, f.y);
    const ev = (type: string, x: number, y: number, buttons: number) => new PointerEvent(type, {
      clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', button: 0, buttons, bubbles: true, cancelable: true,
    });
    const flush = async () => { for (let i = 0; i < 4; i++) await Promise.resolve(); };
    canvas.dispatchEvent(ev('pointerdown', start.x, start.y, 1));
    // `dir`: the drag's direction on screen (unit length), sideways wobble across it.
    const along = (a: number, b: number) => ({ x: start.x + dir.x * a - dir.y * b, y: start.y + dir.y * a + dir.x * b });
    const first = along(10, 0);
    canvas.dispatchEvent(ev('pointermove', first.x, first.y, 1)); // past the drag threshold
    await new Promise((r) => requestAnimationFrame(r));
    // A figure whose side may not act is only selected: that would time nothing worth knowing.
    if ((api.state() as { drag: unknown }).drag === null) throw new Error(`${id as string} was not picked up (its side may not act?)`);
    const times: number[] = [];
    for (let i = 0; i < (n as number); i++) {
      const at = along(10 + (i % 40), i % 7);
      const t0 = performance.now();
      canvas.dispatchEvent(ev('pointermove', at.x, at.y, 1));
      await flush();
      times.push(performance.now() - t0);
      if (i % 10 === 0) await new Promise((r) => requestAnimationFrame(r)); // let frames render, like a real drag
    }
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    canvas.dispatchEvent(ev('pointerup', start.x, start.y, 0));
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)]!, p90: times[Math.floor(times.length * 0.9)]!, max: times[times.length - 1]! };
  }, [figureId, moves, toward] as const);
}

test('JS per pointer move while dragging: crowded table against the demo', async ({ page }) => {
  await page.goto('/');
  await waitForReadyBoard(page);
  // The demo plays LOTOW: a figure of the side that won the Drop, so the rules judge every ghost.
  const demoFigure = await page.evaluate(() => {
    const api = window.__skirmish!;
    const actors = api.game()!.actors;
    return api.scenario()!.figures.find((f) => actors.includes(f.side))!.id;
  });
  const demo = await dragMoveCost(page, demoFigure, 300);
  // The crowded table has no LOTOW profiles: it runs on the free table (the board's cost is the point).
  const loaded = await page.evaluate((json) => window.__skirmish!.loadScenario(json, 'crowded', { rulesetId: 'free' }), bigScenarioJson(200, 100));
  if (!loaded.ok) throw new Error(`crowded scenario refused: ${JSON.stringify(loaded.problems.slice(0, 3))}`);
  await waitForReadyBoard(page);
  const crowded = await dragMoveCost(page, 'f0', 300);
  console.log(`drag move, demo table (12 figures, 13 pieces): median ${ms(demo.median)}, p90 ${ms(demo.p90)}, max ${ms(demo.max)}`);
  console.log(`drag move, crowded table (200 figures, 100 pieces): median ${ms(crowded.median)}, p90 ${ms(crowded.p90)}, max ${ms(crowded.max)}`);
  console.log(`  → crowded/demo ${(crowded.median / demo.median).toFixed(2)}× at the median; budget 2 ms → ${(crowded.median / 2).toFixed(2)}× of budget`);
  // Issue 14: a 30-figure unit on the crowded table, picked up by one member: the whole tray's
  // ghost (30 members laid out by the manoeuvre) and the rules' check of all 30 places, every move.
  const withUnit = await page.evaluate((json) => window.__skirmish!.loadScenario(json, 'crowded-unit', { rulesetId: 'free' }), bigScenarioJson(200, 100, 1, 30));
  if (!withUnit.ok) throw new Error(`crowded scenario with a unit refused: ${JSON.stringify(withUnit.problems.slice(0, 3))}`);
  await waitForReadyBoard(page);
  const unit = await dragMoveCost(page, 'u5', 300);
  results.dragMove = { demo, crowded, unit };
  console.log(`drag move, a 30-figure unit on the crowded table: median ${ms(unit.median)}, p90 ${ms(unit.p90)}, max ${ms(unit.max)} → ${(unit.median / crowded.median).toFixed(2)}× a single figure there; budget 2 ms → ${(unit.median / 2).toFixed(2)}× of budget`);
  // The names' layout (board/labelLayout.ts, 200 labels) and the tokens' minimum size run on every
  // zoom step, not on a drag's pointer move (the figures do not change then; the drag above pays only
  // the layout's "same inputs?" check): a wheel step's JS, alternately in and out, on the crowded table.
  const zoom = await zoomStepCost(page, 100);
  const labels = await page.evaluate(() => window.__skirmish!.labelRects());
  results.zoomStep = zoom;
  console.log(`zoom step with the label layout, crowded table (200 names: ${labels?.shown.length ?? 0} shown, ${labels?.hidden.length ?? 0} hidden): median ${ms(zoom.median)}, p90 ${ms(zoom.p90)}, max ${ms(zoom.max)}`);
});

test('JS per pointer move while dragging a BATTLESYSTEM unit on Stony Ford (14 units, 304 figures)', async ({ page }) => {
  await page.goto('/');
  await waitForReadyBoard(page);
  const json = await (await page.request.get('/scenarios/bs-stony-ford.json')).json();
  const loaded = await page.evaluate((j) => window.__skirmish!.loadScenario(j, 'stony-ford', { rulesetId: 'battlesystem', seed: 5 }), json);
  if (!loaded.ok) throw new Error(`Stony Ford refused: ${JSON.stringify(loaded.problems.slice(0, 3))}`);
  await waitForReadyBoard(page);
  // Past Step 1: the initiative's winner moves first; then the first side's movement step.
  const mover = await page.evaluate(() => {
    const api = window.__skirmish!;
    api.dismissHandover();
    const g = api.game()!;
    const r = api.dispatch({ type: 'chooseOrder', side: g.actors[0]!, params: { moveFirst: true } });
    api.dismissHandover();
    return r.ok ? api.game()!.actors[0]! : null;
  });
  if (mover === null) throw new Error('the initiative choice was refused');
  await waitForReadyBoard(page);
  // The mover's pike block (40 figures, 10 files × 4 ranks: more than the budget's 30) and its
  // halberds or spears (24), each dragged forward along its facing, every move judged by the rules.
  const sizes = await page.evaluate((side) => {
    const api = window.__skirmish!;
    return (api.scenario()!.units ?? []).filter((u) => u.side === side && u.formation.kind === 'regular')
      .map((u) => {
        const lead = api.figure(u.memberIds[0]!)!;
        const rad = (u.facingDeg * Math.PI) / 180;
        const a = api.worldToClient(lead.x, lead.y);
        const b = api.worldToClient(lead.x + Math.sin(rad), lead.y - Math.cos(rad));
        const len = Math.hypot(b.x - a.x, b.y - a.y);
        return { id: u.id, member: u.memberIds[0]!, size: u.memberIds.length, toward: { x: (b.x - a.x) / len, y: (b.y - a.y) / len } };
      });
  }, mover);
  const big = sizes.reduce((m, u) => (u.size > m.size ? u : m));
  const mid = sizes.find((u) => u.size === 24) ?? big;
  await dragMoveCost(page, big.member, 100, big.toward); // a first drag to warm up (compiles the unit's path)
  const forty = await dragMoveCost(page, big.member, 300, big.toward);
  const twentyFour = await dragMoveCost(page, mid.member, 300, mid.toward);
  results.bsDragMove = { [big.id]: { figures: big.size, ...forty }, [mid.id]: { figures: mid.size, ...twentyFour } };
  console.log(`drag move, BATTLESYSTEM on Stony Ford: ${big.id} (${big.size} figures) median ${ms(forty.median)}, p90 ${ms(forty.p90)}, max ${ms(forty.max)}; ${mid.id} (${mid.size} figures) median ${ms(twentyFour.median)}, p90 ${ms(twentyFour.p90)} → ${(forty.median / twentyFour.median).toFixed(2)}× the 24-figure unit; budget 2 ms → ${(forty.median / 2).toFixed(2)}× of budget`);
});

/** Median JS cost of one wheel step over the board (camera, token scales, the names' layout and their Text updates). */
async function zoomStepCost(page: Page, steps: number): Promise<{ median: number; p90: number; max: number }> {
  return page.evaluate((n) => {
    const canvas = document.querySelector('[data-testid="board-canvas"]')!;
    const r = canvas.getBoundingClientRect();
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      canvas.dispatchEvent(new WheelEvent('wheel', { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, deltaY: i % 2 === 0 ? -100 : 100, bubbles: true, cancelable: true }));
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(n / 2)]!, p90: times[Math.floor(n * 0.9)]!, max: times[n - 1]! };
  }, steps);
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return usage.usedSize;
}

test('a thousand drags leave display objects and heap where they were', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await waitForReadyBoard(page);
  const cdp = await page.context().newCDPSession(page);
  const doDrags = (n: number) => page.evaluate(async (count) => {
    const api = window.__skirmish!;
    const canvas = document.querySelector('[data-testid="board-canvas"]') as HTMLCanvasElement;
    // A figure of the side that may act (the demo plays LOTOW; the Drop decides who), moved 1.5″
    // towards the middle of the table, well inside its reach.
    const actors = api.game()!.actors;
    const id = api.scenario()!.figures.find((g) => actors.includes(g.side) && !g.mounted)!.id;
    const ev = (type: string, x: number, y: number, buttons: number) => new PointerEvent(type, {
      clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', button: 0, buttons, bubbles: true, cancelable: true,
    });
    for (let i = 0; i < count; i++) {
      const f = api.figure(id)!;
      const a = api.worldToClient(f.x, f.y);
      const b = api.worldToClient(f.x + (f.x < 24 ? 1.5 : -1.5), f.y);
      canvas.dispatchEvent(ev('pointerdown', a.x, a.y, 1));
      for (let k = 1; k <= 4; k++) canvas.dispatchEvent(ev('pointermove', a.x + ((b.x - a.x) * k) / 4, a.y, 1));
      canvas.dispatchEvent(ev('pointerup', b.x, b.y, 0));
      // Every drop is a move the rules accept; undo takes it back, so the table ends as it began and
      // the undo history stays one state deep (the log keeps both entries: it grows by design).
      if (api.figure(id)!.x === f.x) throw new Error(`drag ${i} was not accepted: ${JSON.stringify(api.state())}`);
      if (!api.undo().ok) throw new Error(`undo ${i} refused`);
      if (i % 20 === 0) await new Promise((r) => requestAnimationFrame(r));
    }
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, n);
  const saveKB = () => page.evaluate(() => JSON.stringify(window.__skirmish!.exportSave()).length / 1024);

  const newGame = async () => {
    const ok = await page.evaluate(async () => {
      const json: unknown = await (await fetch('scenarios/demo-town.json')).json();
      return (await window.__skirmish!.loadScenario(json, 'scenarios/demo-town.json')).ok;
    });
    if (!ok) throw new Error('the demo did not load again');
    await waitForReadyBoard(page);
    // One drag on the new game: memoised views (the drag's legality keeps the last game state it
    // checked against) let go of the old game when they next compute.
    await doDrags(1);
  };

  await doDrags(20); // warm up: first-use caches (text, geometry pools) are not leaks
  const objects = [await page.evaluate(() => window.__skirmish!.countDisplayObjects())];
  const start = await heapAfterGc(cdp);
  const withGame: number[] = [];
  const afterNewGame: number[] = [];
  const saves: number[] = [];
  const t0 = Date.now();
  // Each round: a thousand drags (the game's log grows by design: each drag is a move and its undo),
  // then a new game on the same table, which lets that log go. What the heap keeps after the new game
  // and grows again in the second round grows with use (a leak); what the first round takes once
  // (optimised code, caches filling) and the second does not is not.
  for (let round = 0; round < 2; round++) {
    await doDrags(1000);
    withGame.push(await heapAfterGc(cdp));
    saves.push(await saveKB());
    await newGame();
    afterNewGame.push(await heapAfterGc(cdp));
    objects.push(await page.evaluate(() => window.__skirmish!.countDisplayObjects()));
  }
  const seconds = (Date.now() - t0) / 1000;
  const mb = (h: number) => `${(h / 2 ** 20).toFixed(2)} MB`;
  results.leaks = {
    objects, startMB: start / 2 ** 20, withGameMB: withGame.map((h) => h / 2 ** 20),
    afterNewGameMB: afterNewGame.map((h) => h / 2 ** 20), saveKB: saves, seconds,
  };
  console.log(`leaks: display objects ${objects.join(' → ')}; heap at the start ${mb(start)}; after 1000 drags ${mb(withGame[0]!)} `
    + `(save ${saves[0]!.toFixed(0)} KB), after a new game ${mb(afterNewGame[0]!)}; again: ${mb(withGame[1]!)} (save ${saves[1]!.toFixed(0)} KB), `
    + `after a new game ${mb(afterNewGame[1]!)}; in ${seconds.toFixed(1)} s`);
  console.log(`  → the second round kept ${(afterNewGame[1]! / afterNewGame[0]!).toFixed(3)}× what the first kept `
    + `(${((afterNewGame[1]! - afterNewGame[0]!) / 1024).toFixed(0)} KB); the first ${(afterNewGame[0]! / start).toFixed(3)}× the start`);
});

/**
 * Milliseconds from the file input's `change` (a player picking the file) to the first frame drawn
 * after the game `done` describes is on the table: the app's own path (read the file, load it,
 * install it, render the panels and the board).
 */
async function fileLoadMs(page: Page, input: 'open-file' | 'import-input', name: string, text: string, done: { hash: string } | { newGameFrom: string | null }): Promise<number> {
  await page.evaluate(([testId, cond]) => {
    const api = window.__skirmish!;
    const w = window as unknown as { __loadMs?: Promise<number> };
    const el = document.querySelector(`[data-testid="${testId as string}"]`)!;
    w.__loadMs = new Promise<number>((resolve) => {
      el.addEventListener('change', () => {
        const t0 = performance.now();
        const ready = () => {
          const c = cond as { hash?: string; newGameFrom?: string | null };
          const game = api.game();
          return c.hash !== undefined ? api.stateHash() === c.hash : game !== null && game.log.length === 1 && api.stateHash() !== c.newGameFrom;
        };
        // performance.now(), not the frame's timestamp: after a long task that is the frame's
        // scheduled start, which can fall inside the task (it read 0.15 s for a 2 s load).
        const frame = () => (ready() ? resolve(performance.now() - t0) : requestAnimationFrame(frame));
        requestAnimationFrame(frame);
      }, { once: true, capture: true });
    });
  }, [input, done] as const);
  await page.getByTestId(input).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  return page.evaluate(() => (window as unknown as { __loadMs: Promise<number> }).__loadMs);
}

test('long games: importing a 500-step and a 20,000-step save, against opening the demo scenario', async ({ page }) => {
  test.setTimeout(300_000);
  const demoText = readFileSync('public/scenarios/demo-town.json', 'utf8');
  const saves = { 500: longGameSaveText(500), 20_000: longGameSaveText(20_000) };
  const hashOf = (text: string) => (JSON.parse(text) as { stateHash: string }).stateHash;
  await page.goto('/');
  await waitForReadyBoard(page);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const scenario: number[] = [];
  const short: number[] = [];
  for (let i = 0; i < 7; i++) {
    const before = await page.evaluate(() => window.__skirmish!.stateHash());
    scenario.push(await fileLoadMs(page, 'open-file', 'demo-town.json', demoText, { newGameFrom: before }));
    short.push(await fileLoadMs(page, 'import-input', 'long-500.skirmish.json', saves[500], { hash: hashOf(saves[500]) }));
  }
  const long = await fileLoadMs(page, 'import-input', 'long-20000.skirmish.json', saves[20_000], { hash: hashOf(saves[20_000]) });
  const d = median(scenario);
  const s5 = median(short);
  results.longSaves = { demoScenarioMs: scenario, save500Ms: short, save20000Ms: long, save500KB: saves[500].length / 1024, save20000KB: saves[20_000].length / 1024 };
  console.log(`long saves, file picked → first frame with the game on the table (median of 7): opening the demo scenario ${ms(d)}; importing a 500-step save of it `
    + `(${(saves[500].length / 1024).toFixed(0)} KB) ${ms(s5)} → ${(s5 / d).toFixed(2)}× the scenario; budget 200 ms → ${(s5 / 200).toFixed(2)}× of budget`);
  console.log(`  a 20,000-step save (${(saves[20_000].length / 1024).toFixed(0)} KB, once): ${ms(long)} → ${(long / d).toFixed(1)}× the scenario, ${((long / 20_000) * 1000).toFixed(0)} µs a step`);
});

test('long games: the heap after 10,000 moves against after 1,000 (linear, not quadratic)', async ({ page }) => {
  test.setTimeout(600_000);
  await page.goto('/');
  await waitForReadyBoard(page);
  const cdp = await page.context().newCDPSession(page);
  const started = await page.evaluate(async () => {
    const json: unknown = await (await fetch('scenarios/demo-town.json')).json();
    return (await window.__skirmish!.loadScenario(json, 'bench', { rulesetId: 'free', options: { oneMovePerTurn: false } })).ok;
  });
  if (!started) throw new Error('the demo did not start on the free table');
  await waitForReadyBoard(page);
  /**
   * `count` more moves of the first side's first figure, ½″ out and back, through the test API as the
   * board's drop would dispatch them; a frame is drawn every 20 moves (the panels render, the
   * autosave runs). Returns the mean milliseconds a move over the last 200.
   */
  const moves = (count: number) => page.evaluate(async (n) => {
    const api = window.__skirmish!;
    const side = api.game()!.actors[0]!;
    const f = api.scenario()!.figures.find((g) => g.side === side)!;
    const home = { x: f.x, y: f.y };
    let tail = 0;
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      const to = api.figure(f.id)!.x === home.x ? { x: home.x + 0.5, y: home.y } : home;
      const r = api.dispatch({ type: 'move', side, figureId: f.id, params: { path: [to] } });
      if (!r.ok) throw new Error(`move ${i} refused: ${JSON.stringify(r.refusal)}`);
      if (i % 20 === 19) await new Promise((done) => requestAnimationFrame(done));
      if (i >= n - 200) tail += performance.now() - t0;
    }
    await window.__skirmish!.whenSaved();
    return tail / Math.min(200, n);
  }, count);
  const steps = () => page.evaluate(() => window.__skirmish!.game()!.log.length - 1);
  const start = await heapAfterGc(cdp);
  const t0 = Date.now();
  const perMove1k = await moves(1_000);
  const at1k = await heapAfterGc(cdp);
  const perMove10k = await moves(9_000);
  const at10k = await heapAfterGc(cdp);
  const n = await steps();
  const seconds = (Date.now() - t0) / 1000;
  const mb = (h: number) => `${(h / 2 ** 20).toFixed(1)} MB`;
  results.longGameHeap = { startMB: start / 2 ** 20, after1000MB: at1k / 2 ** 20, after10000MB: at10k / 2 ** 20, steps: n, perMove1000Ms: perMove1k, perMove10000Ms: perMove10k, seconds };
  console.log(`long game heap (free table, one figure ½″ out and back, ${n} moves in ${seconds.toFixed(0)} s): at the start ${mb(start)}, after 1,000 moves ${mb(at1k)}, after 10,000 ${mb(at10k)} `
    + `→ ${(at10k / at1k).toFixed(2)}× the 1,000-move heap; budget 3× → ${(at10k / at1k / 3).toFixed(2)}× of budget; `
    + `${((at10k - at1k) / 9_000 / 1024).toFixed(2)} KB a move kept`);
  console.log(`  a move through the store (rules, panels every 20th, autosave queued): ${ms(perMove1k)} at 1,000 moves, ${ms(perMove10k)} at 10,000 → ${(perMove10k / perMove1k).toFixed(1)}×`);
});

