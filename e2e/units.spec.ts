import { expect, test } from '@playwright/test';
import { GamePage } from './pages/GamePage';
import { TablePage } from './pages/TablePage';
import { colourDistance, hex } from './pages/pixels';
import { UnitsPage } from './pages/UnitsPage';
import { unitTable, unitTestGame } from './fixtures/unitTable';

const SLOT_IN = 25 / 25.4;

test.describe('units on the table (issue 14)', () => {
  test('a scenario with units loads; each tray is drawn in its side’s colour, its front edge bold', async ({ page }, info) => {
    const table = new TablePage(page);
    await table.open();
    await table.loadScenario(unitTable);
    const units = await page.evaluate(() => window.__skirmish!.scenario()?.units?.map((u) => u.id));
    expect(units).toEqual(['reds', 'blues']);
    // The red unit faces east: its front edge is the line x = 8 from y 10 to y 10 + 3 slots (sampled
    // where two front bases touch, clear of both); the blue one faces west, its front at x = 16.
    const redFront = { x: 8, y: 10 + SLOT_IN };
    const blueFront = { x: 16, y: 14 - SLOT_IN };
    const beyond = { x: 12, y: 4 };
    await page.screenshot({ path: info.outputPath('units-1280.png') });
    const [red, blue, bare] = await table.colourAt([redFront, blueFront, beyond]);
    expect(colourDistance(red!, hex('#c0392b'))).toBeLessThan(90);
    expect(colourDistance(blue!, hex('#2e6fd0'))).toBeLessThan(90);
    expect(colourDistance(bare!, hex('#c0392b'))).toBeGreaterThan(100);
    expect(colourDistance(bare!, hex('#2e6fd0'))).toBeGreaterThan(100);
    await page.setViewportSize({ width: 820, height: 1180 });
    await table.waitForBoard();
    await page.screenshot({ path: info.outputPath('units-tablet.png') });
    // A closer look, as a player zooms in on a unit.
    await page.setViewportSize({ width: 1280, height: 800 });
    await table.waitForBoard();
    const at = await table.worldToClient(8, 11.5);
    await page.mouse.move(at.x, at.y);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -200);
    await page.waitForTimeout(300);
    await page.screenshot({ path: info.outputPath('units-zoomed.png') });
    // On the free table too a press on a member selects the unit (its card shows), and a drag moves
    // the whole unit: red acts first, and 1″ ahead (east) is an advance its members can stand at.
    await table.clickFigure('r2');
    await expect(page.getByTestId('unit-card')).toContainText('Red Foot');
    await expect(page.getByTestId('unit-formation')).toHaveText('3 files × 2 ranks');
    const r5 = await table.figure('r5');
    await table.dragFigure('r2', [{ x: (await table.figure('r2')).x + 1, y: (await table.figure('r2')).y }]);
    expect((await table.figure('r5')).x).toBeCloseTo(r5.x + 1, 1);
    expect((await table.figure('r5')).y).toBeCloseTo(r5.y, 2);
    await page.screenshot({ path: info.outputPath('units-free-moved.png') });
    await table.expectNoConsoleErrors();
  });

  test('the Roster lists each unit with its members under it: the unit name selects the unit, a member name the figure alone', async ({ page }, info) => {
    const game = new GamePage(page);
    await game.open();
    await game.loadScenario(unitTable);
    await game.showTab('roster');
    const reds = page.locator('[data-testid="roster-unit"][data-unit-id="reds"]');
    await expect(reds).toContainText('Red Foot');
    await expect(reds.getByTestId('roster-figure')).toHaveCount(6);
    await reds.getByRole('button', { name: 'Red Foot' }).click();
    const units = new UnitsPage(page);
    await expect.poll(() => units.selected()).toBe('reds');
    await reds.locator('[data-figure-id="r2"]').getByRole('button').click();
    await expect.poll(() => units.selected()).toBe('r2');
    await page.screenshot({ path: info.outputPath('roster-units-1280.png') });
    await page.setViewportSize({ width: 820, height: 1180 });
    await game.waitForBoard();
    await page.screenshot({ path: info.outputPath('roster-units-tablet.png') });
    await game.expectNoConsoleErrors();
  });

  test('the test game: a unit picked up by one member and dragged with a ghost of every member, another wheeled with the rotate handle, a single figure turned with E', async ({ page }, info) => {
    const table = new TablePage(page);
    const units = new UnitsPage(page);
    await table.open();
    await units.installTestRuleset();
    await table.loadScenario(unitTestGame, undefined, 'test', 7);
    const first = (await table.game()).actors[0]!;
    const [mover, other] = first === 'red' ? ['reds', 'blues'] : ['blues', 'reds'];
    const member = mover === 'reds' ? 'r2' : 'b2';
    const ahead = mover === 'reds' ? 1 : -1;

    // One click on a member selects its unit.
    await table.clickFigure(member);
    expect(await units.selected()).toBe(mover);

    // Dragging that member drags the whole tray 1.5″ ahead: six ghosts, the label says the advance and its cost.
    const before = await table.figures();
    const m = before.find((f) => f.id === member)!;
    await table.pressFigureAndMove(member, [{ x: m.x + ahead * 1.5, y: m.y }]);
    const drag = await units.unitDrag();
    expect(drag?.unitId).toBe(mover);
    expect(drag?.members).toHaveLength(6);
    expect(drag?.manoeuvre.kind).toBe('advance');
    expect(drag?.manoeuvre.distanceIn).toBeCloseTo(1.5, 1);
    await expect(page.getByTestId('unit-drag-manoeuvre')).toHaveText('advance');
    await expect(page.getByTestId('unit-drag-cost')).toHaveText('1.5″ of 3.0″');
    await page.screenshot({ path: info.outputPath('unit-drag-1280.png') });
    await table.release();
    const after = await table.figures();
    for (const id of (await units.unit(mover)).memberIds) {
      const was = before.find((f) => f.id === id)!;
      const now = after.find((f) => f.id === id)!;
      expect(now.x - was.x, id).toBeCloseTo(ahead * 1.5, 1);
      expect(now.y, id).toBeCloseTo(was.y, 3);
    }

    // The other side wheels its unit 30° with the rotate handle: the label prices the outer corner's arc.
    await units.endPhase(first);
    const otherMember = other === 'reds' ? 'r1' : 'b1';
    await table.clickFigure(otherMember);
    expect(await units.selected()).toBe(other);
    const facing = (await units.unit(other)).facingDeg;
    const centre = other === 'reds' ? await table.worldToClient(8 - SLOT_IN, 10 + 1.5 * SLOT_IN) : await table.worldToClient(16 + SLOT_IN, 14 - 1.5 * SLOT_IN);
    await units.swingHandle(centre, 30);
    await expect(page.getByTestId('unit-drag-manoeuvre')).toHaveText('wheel 30° right');
    // 3 files of 25 mm: a 2.95″ front; 30° of arc is 1.55″ of the 3″ allowance.
    await expect(page.getByTestId('unit-drag-cost')).toHaveText('outer corner 1.5″ of 3.0″');
    expect((await units.unitDrag())?.members).toHaveLength(6);
    await page.screenshot({ path: info.outputPath('unit-wheel-1280.png') });
    await page.mouse.up();
    expect((await units.unit(other)).facingDeg).toBeCloseTo((facing + 30) % 360, 3);
    await table.waitForBoard();
    await page.screenshot({ path: info.outputPath('unit-wheeled-1280.png') });

    // E turns a single figure 15° a press, the label says how far; Enter drops the turn.
    const scout = other === 'reds' ? 'rs' : 'bs';
    const facingOf = (id: string) => page.evaluate((fid) => window.__skirmish!.figure(fid)?.facingDeg ?? NaN, id);
    const scoutFacing = await facingOf(scout);
    await table.clickFigure(scout);
    await page.keyboard.press('e');
    await page.keyboard.press('e');
    await expect(page.getByTestId('drag-turn')).toHaveText('turn +30°');
    await page.screenshot({ path: info.outputPath('unit-turn-1280.png') });
    await page.keyboard.press('Enter');
    expect(await facingOf(scout)).toBeCloseTo((scoutFacing + 30) % 360, 3);
    await page.setViewportSize({ width: 820, height: 1180 });
    await table.waitForBoard();
    await page.screenshot({ path: info.outputPath('units-after-tablet.png') });
    await table.expectNoConsoleErrors();
  });
});
