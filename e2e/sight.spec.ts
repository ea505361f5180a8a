/**
 * Sight by the rules (issue 13): in Dust Creek, a shot through the scrub rolls its In the Way
 * (LOTOW-SHOOT-INTHEWAY-4) and the dice log shows it; the Line of sight tool shows the rules'
 * verdict beside the geometric share (LOTOW: in cover, by rule ID). Dutch Miller stands west of the
 * scrub at (9.5, 23.5), Deputy Ruiz east of it at (20.5, 23.5): the line runs through the patch
 * (x 11.5–18), which is 1″ high, so every ray to Ruiz is seen through it. Screenshots to /tmp/h4/.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ResultsPage } from './pages/ResultsPage';

const SHOTS = process.env.SIGHT_SHOTS ?? '/tmp/h4';

function scrubTable(): unknown {
  const demo = JSON.parse(readFileSync('public/scenarios/demo-town.json', 'utf8')) as { figures: { id: string; x: number; y: number; standsOn?: string }[] };
  for (const f of demo.figures) {
    if (f.id === 'dutch') { f.x = 9.5; f.y = 23.5; delete f.standsOn; }
    if (f.id === 'ruiz') { f.x = 20.5; f.y = 23.5; }
  }
  return demo;
}

test.describe('sight by the rules', () => {
  test('a shot through the scrub in Dust Creek rolls its In the Way; the LOS tool says "in cover" with the rule', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const game = new ResultsPage(page);
    await game.open();
    await game.loadScenario(scrubTable(), undefined, 'lotow', 11);
    await game.untilPhaseOf('shoot', 'callahan');

    // The Line of sight tool: Dutch looks at Ruiz. Geometry: all of him seen; the rules: in cover.
    await page.getByTestId('tool-los').click();
    await game.clickFigure('dutch');
    await game.clickFigure('ruiz');
    await expect(page.getByTestId('los-target')).toHaveText('Deputy Ruiz');
    await expect(page.getByTestId('los-visible')).toContainText('100%');
    const rules = page.getByTestId('los-rules');
    await expect(rules).toHaveAttribute('data-verdict', 'cover');
    await expect(rules).toHaveAttribute('data-rule-id', 'LOTOW-SHOOT-INTHEWAY-2');
    await expect(page.getByTestId('los-rules-reason')).toContainText('3+');
    // The scrub's row: seen through (area terrain stops no ray), with the rules' In the Way 3+ — not "hides 0%".
    const scrubRow = page.getByTestId('los-crossing').filter({ hasText: 'Scrub' });
    await expect(scrubRow.getByTestId('los-crossing-through')).toHaveText(/^seen through \d+\.\d″$/);
    await expect(scrubRow.getByTestId('los-crossing-rules')).toHaveText(/^In the Way 3\+ · \d+% of the target behind it$/);
    await expect(scrubRow).not.toContainText('hides');
    await page.screenshot({ path: `${SHOTS}/los-scrub-1280x800.png` });
    await page.keyboard.press('Escape');

    // The shot: 5 hits (4+), 4 gets past the scrub (3+), 6 wounds.
    await page.getByTestId('tool-select').click();
    await game.clickFigure('dutch');
    await page.evaluate(() => window.__skirmish!.forceDice([5, 4, 6]));
    await page.getByTestId('figure-action-shoot-ruiz').click();
    const rolls = await page.evaluate(() => {
      const g = window.__skirmish!.game() as unknown as { log: { kind: string; events?: { type: string; purpose?: string; ruleId?: string; params?: Record<string, unknown> }[] }[] };
      return g.log.flatMap((e) => e.events ?? []).filter((e) => e.type === 'roll').map((e) => `${e.purpose} ${e.ruleId} ${String(e.params?.pieceName ?? '')}`.trim());
    });
    expect(rolls).toContain('lotow.shoot.inTheWayPiece LOTOW-SHOOT-INTHEWAY-3 Scrub');
    await page.evaluate(() => window.__skirmish!.dismissHandover());
    await game.showTab('dice');
    await expect(game.diceEntries().filter({ hasText: 'Scrub' })).toHaveCount(1);
    await expect(game.diceEntries().filter({ hasText: 'Scrub' })).toContainText('LOTOW-SHOOT-INTHEWAY-3');
    await page.screenshot({ path: `${SHOTS}/dice-scrub-1280x800.png` });
    await game.expectNoConsoleErrors();
  });
});
