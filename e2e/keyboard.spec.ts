/**
 * The keyboard help and the shortcuts (issue 13), and text that stays inside its box (bug 12):
 * `?` opens the list of every shortcut, Esc closes it; M, L, S pick the tools, + zooms, F fits;
 * nothing fires while typing in a field. The New game dialog at 1180×820 keeps every option inside
 * it, and the status line never runs onto the tabs.
 */
import { expect, test } from '@playwright/test';
import { GamePage } from './pages/GamePage';

test.describe('keyboard', () => {
  // Two cores shared by many builds: a drag and two dialogs can take longer than the default minute.
  test.beforeEach(() => { test.setTimeout(180_000); });
  test('? lists the shortcuts; the tools, zoom and Fit from the keyboard, not while typing', async ({ page }) => {
    const game = new GamePage(page);
    await game.open();
    await page.keyboard.press('Shift+Slash');
    const help = page.getByTestId('keyboard-help');
    await expect(help).toBeVisible();
    for (const id of ['undo', 'redo', 'escape', 'waypoint', 'drop', 'replayStep', 'replayEnds', 'toolMeasure', 'toolLos', 'zoomIn', 'fit']) {
      await expect(page.getByTestId(`keys-row-${id}`)).toBeVisible();
    }
    // While it is open the other shortcuts do nothing.
    await page.keyboard.press('m');
    await expect(page.getByTestId('tool-measure')).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);

    await page.keyboard.press('m');
    await expect(page.getByTestId('tool-measure')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('l');
    await expect(page.getByTestId('tool-los')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('s');
    await expect(page.getByTestId('tool-select')).toHaveAttribute('aria-pressed', 'true');
    const fitted = await game.camera();
    await page.keyboard.press('+');
    await expect.poll(async () => (await game.camera()).pxPerInch).toBeGreaterThan(fitted.pxPerInch);
    await page.keyboard.press('f');
    await expect.poll(async () => (await game.camera()).pxPerInch).toBeCloseTo(fitted.pxPerInch, 3);

    // Typing a dice label: the letters are the field's.
    await game.showTab('dice');
    await page.getByTestId('dice-label').fill('');
    await page.getByTestId('dice-label').pressSequentially('mlf?');
    await expect(page.getByTestId('dice-label')).toHaveValue('mlf?');
    await expect(page.getByTestId('tool-select')).toHaveAttribute('aria-pressed', 'true');
    await expect(help).toHaveCount(0);
    await game.expectNoConsoleErrors();
  });

  test('bug 12: at 1180×820 the New game dialog keeps every option inside it; the status line stays above the tabs', async ({ page }) => {
    await page.setViewportSize({ width: 1180, height: 820 });
    const game = new GamePage(page);
    await game.open();
    // A refusal on the status line: a figure of the side that may not act is dragged.
    const state = await game.game();
    const other = (await game.figures()).find((f) => !state.actors.includes(f.side))!;
    await game.dragFigure(other.id, [{ x: other.x, y: other.y + 2 }], 2);
    await expect(game.statusLine()).not.toBeEmpty();
    const status = (await game.statusLine().boundingBox())!;
    const tabs = (await page.getByRole('tablist').boundingBox())!;
    expect(status.y + status.height).toBeLessThanOrEqual(tabs.y + 0.5);

    for (const rules of ['lotow', 'sbh']) {
      await page.getByTestId('new-game-button').click();
      const dialog = page.getByTestId('new-game-dialog');
      await expect(dialog).toBeVisible();
      await page.getByTestId('new-game-ruleset').selectOption(rules);
      const box = (await dialog.boundingBox())!;
      const overflow = await dialog.evaluate((d) => {
        const right = d.getBoundingClientRect().right;
        // A select cannot wrap: one too narrow for its choice must have the choice written out under it.
        const cut = (e: Element) => e.scrollWidth > e.clientWidth + 1
          && !(e.tagName === 'SELECT' && e.parentElement?.querySelector('.option-field__choice') !== null);
        return [...d.querySelectorAll('.option-field, .option-field > *')]
          .filter((e) => e.getBoundingClientRect().right > right + 0.5 || cut(e))
          .map((e) => e.textContent);
      });
      expect(overflow, `${rules}: cut or spilling`).toEqual([]);
      expect(box.width).toBeGreaterThan(300);
      await page.screenshot({ path: `/tmp/h1/new-game-${rules}-1180x820.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });
});
