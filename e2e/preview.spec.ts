/**
 * The action preview stays out of the way (issue 13, bug 1): with it open — a shot in Dust Creek's
 * Shoot phase, an activation in Elder Hollow — every figure on the table can be clicked, and the
 * click selects that figure (the panel is in the side panel, over no figure); Esc closes it; so do
 * Fire and a change of selection. Screenshots of the preview open at 1280×800 and 1180×820 go to
 * /tmp/h1/ for a look.
 */
import { expect, test } from '@playwright/test';
import { PreviewPage } from './pages/PreviewPage';

const SHOTS = process.env.PREVIEW_SHOTS ?? '/tmp/h1';

/** The acting side's first figure with an allowed action whose id starts with `prefix`, else one with a refused one. */
async function actorWith(game: PreviewPage, prefix: string): Promise<string> {
  const state = await game.game();
  const figures = (await game.figures()).filter((f) => state.actors.includes(f.side));
  let refusedOnly: string | null = null;
  for (const f of figures) {
    await game.clickFigure(f.id);
    await expect.poll(() => game.selectedFigureId()).toBe(f.id);
    if (await game.page.locator(`[data-testid^="figure-action-${prefix}"]:enabled`).count() > 0) return f.id;
    if (refusedOnly === null && await game.page.locator(`[data-testid^="figure-action-${prefix}"]`).count() > 0) refusedOnly = f.id;
  }
  if (refusedOnly === null) throw new Error(`no figure of ${state.actors.join(', ')} has a ${prefix} action`);
  return refusedOnly;
}

async function everyFigureClickable(game: PreviewPage, actor: string, prefix: string): Promise<void> {
  // Nothing moves the camera meanwhile: the figures' screen points are read once.
  const points = await game.figurePoints();
  for (const target of points) {
    await game.openPreview(actor, prefix);
    // The panel is over no figure.
    const box = (await game.preview().boundingBox())!;
    for (const f of points) {
      const inside = f.x >= box.x && f.x <= box.x + box.width && f.y >= box.y && f.y <= box.y + box.height;
      expect(inside, `the preview covers ${f.id}`).toBe(false);
    }
    await game.clickFigure(target.id);
    await expect.poll(() => game.selectedFigureId(), `a click on ${target.id} selects it`).toBe(target.id);
    // Another figure selected: the preview is gone.
    if (target.id !== actor) await expect(game.preview()).toHaveCount(0);
  }
}

test.describe('the action preview never covers the table', () => {
  let game: PreviewPage;

  test.beforeEach(async ({ page }) => {
    // A preview opened and a click made for every figure on the table: a dozen or more rounds.
    test.setTimeout(360_000);
    game = new PreviewPage(page);
    await game.open();
  });

  test("Dust Creek's Shoot phase: every figure clicks through, Esc and Fire close the preview", async ({ page }) => {
    // Deputy Ellie May walks up Main Street first, into Dutch's rifle range (18″): the Shoot phase has shots.
    await game.startBundled('demo-town.json', 'lotow', 7, {}, { ellie: [24, 30] });
    await game.untilPhase('shoot');
    const shooter = await actorWith(game, 'shoot-');
    await everyFigureClickable(game, shooter, 'shoot-');

    // Esc closes it, pinned or not.
    await game.openPreview(shooter, 'shoot-');
    await page.getByTestId('preview-pin').click();
    await page.keyboard.press('Escape');
    await expect(game.preview()).toHaveCount(0);

    // The preview open, seen at both sizes (the table refits to 1180×820 first).
    await game.openPreview(shooter, 'shoot-');
    await page.screenshot({ path: `${SHOTS}/preview-shoot-1280x800.png` });
    await page.setViewportSize({ width: 1180, height: 820 });
    await page.waitForTimeout(300);
    // The layout moved under the pointer: point at the button again.
    await game.openPreview(shooter, 'shoot-');
    await page.screenshot({ path: `${SHOTS}/preview-shoot-1180x820.png` });
    // A shooter whose shots are all refused (Jack: the whole list folded, then unfolded): the preview stays in view.
    await game.openPreview('jack', 'shoot-');
    const panel = (await page.getByTestId('side-panel').boundingBox())!;
    const shown = (await game.preview().boundingBox())!;
    expect(shown.y + 20).toBeLessThan(panel.y + panel.height);
    await page.screenshot({ path: `${SHOTS}/preview-refused-1180x820.png` });

    // Fire closes it: the shot is taken and logged.
    const before = await game.logLength();
    await game.openPreview(shooter, 'shoot-');
    await expect(page.getByTestId('preview-fire')).toBeEnabled();
    await page.getByTestId('preview-fire').click();
    await expect.poll(() => game.logLength()).toBeGreaterThan(before);
    await expect(game.preview()).toHaveCount(0);
    await game.expectNoConsoleErrors();
  });

  test('Elder Hollow: with an activation previewed every figure clicks through; Esc and Fire close it', async ({ page }) => {
    await game.startBundled('sbh-elder-hollow.json', 'sbh', 7, { firstPlayer: 'scenarioOrder' });
    const actor = await actorWith(game, 'activate-');
    await everyFigureClickable(game, actor, 'activate-');

    await game.openPreview(actor, 'activate-');
    await page.keyboard.press('Escape');
    await expect(game.preview()).toHaveCount(0);

    const before = await game.logLength();
    await game.openPreview(actor, 'activate-');
    await page.evaluate(() => window.__skirmish!.forceDice([6, 6]));
    await page.getByTestId('preview-fire').click();
    await expect.poll(() => game.logLength()).toBeGreaterThan(before);
    await expect(game.preview()).toHaveCount(0);
    await game.expectNoConsoleErrors();
  });
});
