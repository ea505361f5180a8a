/**
 * Results on the table (issue 13, bug 5): a LOTOW shot's result card by the figures names the hit,
 * the In the Way roll and the wound with their faces, and the casualty; the log line says the
 * outcome; the dice line shows the number compared and the verdict; the card catches no click but
 * its close button's, and goes with the next step. Screenshots at 1280×800 and 1024×768 go to /tmp/h3/.
 */
import { expect, test } from '@playwright/test';
import { SHOOT_SEED, shootTable } from './fixtures/lotowFightTable';
import { ResultsPage } from './pages/ResultsPage';

const SHOTS = process.env.RESULT_SHOTS ?? '/tmp/h3';

test.describe('results on the table', () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 1024, height: 768 }]) {
    test(`a LOTOW shot: the card names hit, In the Way and wound with the faces; the log line the outcome (${viewport.width}×${viewport.height})`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      const game = new ResultsPage(page);
      await game.open();
      await game.loadScenario(shootTable, undefined, 'lotow', SHOOT_SEED);
      // Jed steps 1″ east (the fence then hides part of Wyatt: an In the Way roll), then the Shoot phase.
      await game.act({ type: 'move', side: 'red', figureId: 'r1', params: { path: [{ x: 9, y: 12 }] } });
      // A plain move has its card too: the length the rules logged, of the allowance they use.
      await expect(game.resultParts()).toHaveText([/^Moved 1\.0″ of \d+\.\d″$/]);
      if (viewport.width === 1280) await page.screenshot({ path: `${SHOTS}/move-card-1280x800.png` });
      await game.untilPhaseOf('shoot', 'red');
      await expect(game.handover()).toHaveCount(0);

      // Shoot with forced dice: 5 hits (4+), 4 past the fence (3+), 4 wounds (S3 v G3, 4+): Wyatt is down.
      await game.clickFigure('r1');
      await page.evaluate(() => window.__skirmish!.forceDice([5, 4, 4]));
      await page.getByTestId('figure-action-shoot-b1').click();
      await expect(game.resultCard()).toBeVisible();
      await expect(game.resultParts()).toHaveText(['Hit (5)', 'past Fence (4)', 'wounds Wyatt (4)', 'Wyatt is down']);
      await page.screenshot({ path: `${SHOTS}/result-card-${viewport.width}x${viewport.height}.png` });

      // The card is by the figures, on none of the table's (resultCardPlacement), and takes no click but its close button's.
      const box = (await game.resultCard().boundingBox())!;
      for (const id of await page.evaluate(() => window.__skirmish!.game()!.scenario.figures.map((f) => f.id))) {
        const f = await game.figure(id);
        const at = await game.worldToClient(f.x, f.y);
        expect(at.x >= box.x && at.x <= box.x + box.width && at.y >= box.y && at.y <= box.y + box.height, `the card covers ${id}`).toBe(false);
      }
      expect(await game.resultCard().evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');

      // The log line says what the shot came to; the dice line the number compared and the verdict.
      await game.showTab('log');
      // (Blue's Shoot phase then passed by itself: the shot's row is the newest but those passes.)
      const shotRow = game.logEntries().filter({ hasText: 'Wyatt is down' });
      await expect(shotRow).toHaveCount(1);
      await expect(shotRow).toContainText(/Wyatt: hit, past Fence, wounds Wyatt, Wyatt is down$/);
      await game.showTab('dice');
      const newest = game.diceEntries().first();
      await expect(newest.getByTestId('dice-verdict')).toHaveText('needs 4 · passed · wounds Wyatt');
      await expect(game.diceEntries().first()).toContainText('for Wyatt');

      // Dismissed, it stays gone; the next step has its own (or none).
      await game.closeResult().click();
      await expect(game.resultCard()).toHaveCount(0);
      await game.expectNoConsoleErrors();
    });
  }
});
