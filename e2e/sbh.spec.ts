/**
 * SBH in the browser (issue 7).
 *
 * (a) One full turn through the UI on a small table (e2e/fixtures/sbhTable.ts) with forced dice:
 *     Mira is activated on 2 dice (the odds of 0, 1, 2 successes and of a turnover shown first),
 *     moves 3″ by a drag, and shoots Grimfang, partly hidden by a ruined wall — the panel shows the
 *     −1 for cover with its odds before the roll. Grimfang (the Leader) is killed, so his friends test
 *     morale: Snikt fails once and flees a single move towards the east edge (the dice log and the
 *     board show it), Urk passes. Then Hal is activated and rolls two failures: the turnover passes
 *     the turn (banner and handover screen).
 * (b) The scenario picker: every bundled scenario under its ruleset's name; choosing Elder Hollow
 *     starts it under SBH, the game before stays in Games; a bad index or a bad file goes to the
 *     error panel and the game in progress stays.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SBH_SEED, sbhTable } from './fixtures/sbhTable';
import { GamePage } from './pages/GamePage';
import { colourDistance } from './pages/pixels';

const forceDice = (page: Page, faces: number[]) => page.evaluate((f) => window.__skirmish!.forceDice(f), faces);

/** The newest `n` dice rows as [rule ID, faces joined by spaces, purpose]. */
async function newestRolls(game: GamePage, n: number): Promise<[string, string, string][]> {
  const rows = await game.diceEntries().evaluateAll((els) => els.map((r) => [
    r.getAttribute('data-rule-id') ?? '',
    [...r.querySelectorAll('[data-testid="dice-faces"] .die')].map((d) => d.textContent ?? '').join(' '),
    r.querySelector('[data-testid="dice-purpose"]')?.textContent ?? '',
  ] as [string, string, string]));
  return rows.slice(0, n);
}

const chanceRows = (page: Page) => page.getByTestId('preview-chance').evaluateAll((els) => els.map((li) => [
  li.getAttribute('data-rule-id') ?? '', `${li.getAttribute('data-num')}/${li.getAttribute('data-den')}`,
]));

test.describe('SBH: a turn of activations', () => {
  let game: GamePage;

  test.beforeEach(async ({ page }) => {
    game = new GamePage(page);
    await game.open();
  });

  test('activate on 2 dice with the odds first, move, a shot at −1 for cover, a Leader killed and a figure fleeing, then a turnover', async ({ page }) => {
    await game.loadScenario(sbhTable, { firstPlayer: 'scenarioOrder' }, 'sbh', SBH_SEED);
    await expect(game.banner()).toHaveAttribute('data-acting', 'lantern');
    await expect(page.getByTestId('turn-banner-text')).toContainText('The Lantern Company: pick a figure to activate');
    await expect(page.getByTestId('ruleset-name')).toContainText('Song of Blades and Heroes');

    // Mira: three ways to activate. Pointing at "2 dice" shows the odds before any roll.
    await game.clickFigure('mira');
    const twoDice = page.getByTestId('figure-action-activate-dice2');
    await expect(page.getByTestId('figure-action-activate-dice1')).toBeEnabled();
    await expect(page.getByTestId('figure-action-activate-dice3')).toBeEnabled();
    await expect(twoDice).toHaveText('Activate: 2d6');
    const logBefore = await game.logLength();
    await twoDice.hover();
    const preview = page.getByTestId('action-preview');
    await expect(preview).toHaveAttribute('data-action-id', 'activate-dice2');
    // Quality 4+: each die 1/2 — 0, 1, 2 successes 1/4, 1/2, 1/4; a turnover (two failures) 1/4. Outcomes, no total.
    await expect(page.getByTestId('preview-chances')).toHaveAttribute('data-kind', 'outcomes');
    expect(await chanceRows(page)).toEqual([['SBH-GAP-02', '1/4'], ['SBH-GAP-02', '1/2'], ['SBH-GAP-02', '1/4'], ['SBH-GAP-03', '1/4']]);
    await expect(page.getByTestId('preview-chance').last()).toHaveText(/Turnover.*25% \(1\/4\)/);
    await expect(page.getByTestId('preview-total')).toHaveCount(0);
    expect(await game.logLength()).toBe(logBefore);

    await forceDice(page, [6, 5]);
    await twoDice.click();
    await expect(page.getByTestId('turn-banner-text')).toContainText('Mira is activated, actions left: 2');
    await game.showTab('dice');
    expect((await newestRolls(game, 1))[0]!.slice(0, 2)).toEqual(['SBH-GAP-02', '6 5']);
    await game.showTab('figure');
    await expect(page.getByTestId('figure-status')).toContainText('12 cm (4.7″)');

    // A straight 3″ move east, by a drag (one action).
    await game.dragFigure('mira', [{ x: 7.5, y: 12 }, { x: 9, y: 12 }]);
    await expect.poll(async () => (await game.figure('mira')).x).toBeCloseTo(9, 1);
    await expect(page.getByTestId('turn-banner-text')).toContainText('Mira is activated, actions left: 1');

    // The shot at Grimfang: the wall hides part of him — −1 for cover, with its odds, before the roll.
    await game.clickFigure('mira');
    const shoot = page.getByTestId('figure-action-shoot-grimfang');
    await expect(shoot).toBeEnabled();
    await shoot.hover();
    await expect(preview).toHaveAttribute('data-action-id', 'shoot-grimfang');
    const sight = await page.evaluate(() => window.__skirmish!.actionPreview()?.sight ?? null);
    expect(sight).not.toBeNull();
    const los = await game.los('mira', 'grimfang');
    expect(los.visibleFraction).toBeCloseTo(sight!.visibleFraction, 6);
    expect(los.visibleFraction).toBeGreaterThan(0);
    expect(los.visibleFraction).toBeLessThan(1);
    expect(los.crossings.some((c) => c.kind === 'piece' && c.id === 'ruin' && c.hiddenFraction > 0)).toBe(true);
    await expect(page.getByTestId('preview-visible')).toHaveText(`Visible: ${Math.round(sight!.visibleFraction * 100)}%`);
    const cover = page.locator('[data-testid="preview-line"][data-key="sbh.combat.line.mod"]');
    await expect(cover).toHaveCount(1);
    await expect(cover).toContainText('−1');
    await expect(cover).toContainText(/cover/i);
    // Mira 1d6 + 2 − 1 against Grimfang 1d6 + 1: she wins 15/36 = 5/12; kills (doubles) 6/36 = 1/6.
    await expect(page.getByTestId('preview-total')).toContainText('41.7% (5/12)');
    await expect(page.locator('[data-testid="preview-chance"][data-num="1"][data-den="6"]').first()).toBeVisible();
    await expect(page.getByTestId('preview-refusal')).toHaveCount(0);
    expect(await game.logLength()).toBe(logBefore + 2);

    // Fire: Mira 4 (+2 −1 = 5) against Grimfang 1 (+1 = 2): doubled — killed. His friends test
    // morale on 3 dice: Snikt (a coward: 5+) 1 6 6 — one failure, a single move towards the nearest
    // (east) edge; Urk 6 6 6 passes.
    const sniktBefore = await game.figure('snikt');
    await forceDice(page, [4, 1, 1, 6, 6, 6, 6, 6]);
    await page.getByTestId('preview-fire').click();
    await expect.poll(() => page.evaluate(() => window.__skirmish!.figure('grimfang') ?? null)).toBeNull();
    await expect.poll(async () => (await game.figure('snikt')).x).toBeGreaterThan(sniktBefore.x + 4);
    const snikt = await game.figure('snikt');
    expect(snikt.y).toBeCloseTo(sniktBefore.y, 3);
    expect(snikt.x).toBeLessThan(24);
    await game.showTab('dice');
    const rolls = await newestRolls(game, 4);
    expect(rolls.map(([id, faces]) => [id, faces])).toEqual([
      ['SBH-MORALE-1', '6 6 6'], ['SBH-MORALE-1', '1 6 6'], ['SBH-GAP-07', '1'], ['SBH-GAP-07', '4'],
    ]);
    expect(rolls[1]![2]).toContain('Snikt');
    expect(rolls[1]![2]).toMatch(/Leader/i);
    for (const [, , purpose] of rolls) expect(purpose).not.toMatch(/sbh\.|\{\{/);
    // On the board: where Snikt stood is bare table now, and his base is drawn where he fled to.
    // (Sampled off the 1″ grid lines, inside the 25 mm base.)
    const [bareNow, fledTo, bareTable] = await game.colourAt([
      { x: sniktBefore.x + 0.3, y: sniktBefore.y + 0.3 }, { x: snikt.x + 0.2, y: snikt.y + 0.3 }, { x: 20.3, y: 3.3 },
    ]);
    expect(colourDistance(bareNow!, bareTable!)).toBeLessThan(12);
    expect(colourDistance(fledTo!, bareTable!)).toBeGreaterThan(40);
    // Her shot was her last action: the activation is over, the turn goes on.
    await expect(page.getByTestId('turn-banner-text')).toContainText('The Lantern Company: pick a figure to activate');

    // Hal on 2 dice: 1 and 2 against 4+ — two failures: a turnover. The turn passes to the raiders.
    await game.showTab('figure');
    await game.clickFigure('hal');
    await page.getByTestId('figure-action-activate-dice2').hover();
    await expect(page.getByTestId('preview-chance').last()).toContainText('25% (1/4)');
    await forceDice(page, [1, 2]);
    await page.getByTestId('figure-action-activate-dice2').click();
    await expect(game.handover()).toBeVisible();
    await expect(game.handover()).toContainText("Grimfang's Raiders");
    await page.getByTestId('handover-continue').click();
    await expect(game.handover()).toHaveCount(0);
    await expect(game.banner()).toHaveAttribute('data-acting', 'raiders');
    await expect(page.getByTestId('turn-banner-text')).toContainText("Grimfang's Raiders: pick a figure to activate");
    await game.showTab('dice');
    expect((await newestRolls(game, 1))[0]!.slice(0, 2)).toEqual(['SBH-GAP-02', '1 2']);

    // The save replays to the same state: the forced faces are in its actions.
    const hash = await game.stateHash();
    const save = await page.evaluate(() => window.__skirmish!.exportSave());
    expect(save!.stateHash).toBe(hash);
    await page.reload();
    await game.waitForBoard();
    expect(await game.stateHash()).toBe(hash);
    await game.expectNoConsoleErrors();
  });

  test('in melee the break away button names the enemy it leaves (issue 13, bug 10)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Elder Hollow with Urk in base contact with Hal (Hal at 15, 30).
    const json = JSON.parse(readFileSync('public/scenarios/sbh-elder-hollow.json', 'utf8')) as { figures: { id: string; x: number; y: number }[] };
    const urk = json.figures.find((f) => f.id === 'urk')!;
    urk.x = 15;
    urk.y = 30 - 0.99;
    await game.loadScenario(json, { firstPlayer: 'scenarioOrder' }, 'sbh', SBH_SEED);
    await game.clickFigure('hal');
    await forceDice(page, [6, 6, 6]);
    await page.getByTestId('figure-action-activate-dice3').click();
    await page.evaluate(() => window.__skirmish!.dismissHandover());
    await game.clickFigure('hal');
    await expect(page.getByTestId('figure-action-breakAway')).toHaveText(/^Break away from Urk the Orc · \d+\.\d″ \(2 actions\)$/);
    await page.screenshot({ path: `${process.env.BREAK_SHOTS ?? '/tmp/results'}/break-away-1280x800.png` });
    await game.expectNoConsoleErrors();
  });
});

test.describe('the scenario picker', () => {
  test('lists every bundled scenario by ruleset; Elder Hollow starts under SBH and the game before stays in Games', async ({ page }) => {
    const game = new GamePage(page);
    await game.open();
    const before = (await page.evaluate(() => window.__skirmish!.savedGames()))[0]!;
    expect(before.rulesetId).toBe('lotow');

    await page.getByTestId('scenarios-button').click();
    const picker = page.getByTestId('scenario-picker');
    await expect(picker).toBeVisible();
    const lotow = picker.locator('[data-testid="scenario-group"][data-ruleset="lotow"]');
    const sbh = picker.locator('[data-testid="scenario-group"][data-ruleset="sbh"]');
    await expect(lotow.getByRole('heading')).toHaveText('Legends of the Old West');
    await expect(lotow.getByTestId('scenario-pick-demo-town')).toHaveText('Dust Creek');
    await expect(lotow.getByTestId('scenario-pick-demo-town')).toHaveAttribute('aria-current', 'true');
    await expect(sbh.getByRole('heading')).toHaveText('Song of Blades and Heroes');
    // Each entry has its story, how it is won and a picture of its table.
    await expect(lotow.getByTestId('scenario-entry-story')).toContainText('High noon in Dust Creek');
    await expect(sbh.getByTestId('scenario-entry-victory')).toContainText('quarter of its figures');
    await expect(sbh.getByTestId('scenario-thumbnail')).toBeVisible();
    await sbh.getByTestId('scenario-pick-sbh-elder-hollow').click();

    await expect(picker).toHaveCount(0);
    // The scenario's intro card: its name, story and victory conditions; dismissed to play.
    const intro = page.getByTestId('scenario-intro');
    await expect(intro.locator('h2')).toHaveText('The Chapel at Elder Hollow');
    await expect(page.getByTestId('scenario-intro-victory')).toContainText('quarter of its figures');
    await page.getByTestId('scenario-intro-start').click();
    await expect(intro).toHaveCount(0);
    await expect(page.getByTestId('scenario-name')).toHaveText('The Chapel at Elder Hollow');
    await expect(page.getByTestId('ruleset-name')).toContainText('Song of Blades and Heroes');
    await game.waitForBoard();
    expect((await game.figures()).length).toBe(14);
    await expect(page.getByTestId('turn-banner-text')).toContainText('pick a figure to activate');
    const saved = await page.evaluate(() => window.__skirmish!.savedGames());
    expect(saved.map((m) => m.id)).toContain(before.id);
    expect(saved[0]!.rulesetId).toBe('sbh');

    // In Russian the picker names the rules in Russian too.
    await page.getByTestId('lang-ru').click();
    await page.getByTestId('scenarios-button').click();
    await expect(picker.locator('h2')).toHaveText('Сценарии');
    await expect(picker.getByTestId('scenario-pick-sbh-elder-hollow')).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('scenario-picker-close').click();
    await expect(picker).toHaveCount(0);
    await game.expectNoConsoleErrors();
  });

  test('a bad index or a bad scenario file goes to the error panel; the game in progress stays', async ({ page }) => {
    const game = new GamePage(page);
    await game.open();
    const hash = await game.stateHash();

    await page.route('**/scenarios/index.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[{"file": "x.json", "id": "x", "name": "X", "ruleset": "Chess!"}]' }));
    await page.getByTestId('scenarios-button').click();
    await expect(game.errorPanel()).toBeVisible();
    await expect(game.errorPanel().getByTestId('error-source')).toContainText('index.json');
    await expect(game.errorPanel().getByTestId('problem').first()).toContainText('ruleset');
    await expect(page.getByTestId('scenario-picker')).toHaveCount(0);
    await game.errorPanel().getByTestId('back-to-game').click();
    expect(await game.stateHash()).toBe(hash);

    await page.unroute('**/scenarios/index.json');
    await page.route('**/scenarios/sbh-elder-hollow.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"schemaVersion": 1, "id": ' }));
    await page.getByTestId('scenarios-button').click();
    await page.getByTestId('scenario-pick-sbh-elder-hollow').click();
    await expect(game.errorPanel()).toBeVisible();
    await expect(game.errorPanel().getByTestId('error-source')).toContainText('sbh-elder-hollow.json');
    await game.errorPanel().getByTestId('back-to-game').click();
    expect(await game.stateHash()).toBe(hash);
    await expect(page.getByTestId('scenario-name')).toHaveText('Dust Creek');
  });
});
