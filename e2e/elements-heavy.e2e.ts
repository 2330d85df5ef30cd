// The heavy elements in Chromium: the datagrid sorts, filters, selects and fires an action column's event; the date
// picker keeps ranges within 2–7 days; the rich text gives markdown with a mention. Each page hydrates without
// console errors, loads its element's own chunk only, and passes an axe-core scan in light and dark, desktop and mobile.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { waitForHydrated } from './page-checks';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const PAGES = [
  { path: '/elements/datagrid', uid: 'products-grid', chunk: /\/assets\/Datagrid-[\w-]+\.js$/ },
  { path: '/elements/date-picker', uid: 'delivery-picker', chunk: /\/assets\/DatePicker-[\w-]+\.js$/ },
  { path: '/elements/rich-text', uid: 'notes-editor', chunk: /\/assets\/RichText-[\w-]+\.js$/ },
];

/** Collects console errors and warnings (React reports hydration mismatches there) and page errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until React owns the element's node (hydrated) and its lazily loaded component replaced the fallback. */
async function waitForElement(page: Page, uid: string): Promise<void> {
  await waitForHydrated(page, `[data-uid="${uid}"]`);
}

/**
 * The page hydrated and its first page load done (its chunks arrived): an interaction then does not race the load's
 * own work (CI once saw a date picker's first flow step never shown when it was opened as the load ran, not reproduced).
 */
async function open(page: Page, baseUrl: string, path: string, uid: string): Promise<void> {
  await page.goto(baseUrl + path);
  await waitForElement(page, uid);
  await page.waitForLoadState('networkidle');
}

describe('heavy elements', () => {
  const browser = useBrowser();

  it.each(PAGES)('$path renders on the server, hydrates without errors and loads only its own chunk', async ({ path, uid, chunk }) => {
    const html = await (await fetch(browser.baseUrl + path)).text();
    expect(html).toContain(`data-uid="${uid}"`);
    const problems = watchConsole(browser.page);
    const scripts: string[] = [];
    browser.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await open(browser.page, browser.baseUrl, path, uid);
    await browser.page.waitForLoadState('networkidle');
    expect(scripts.some((script) => chunk.test(script))).toBe(true);
    // The other heavy elements' chunks are not loaded.
    for (const other of PAGES.filter((page) => page.path !== path)) expect(scripts.some((script) => other.chunk.test(script))).toBe(false);
    expect(problems).toEqual([]);
  });

  it('datagrid: sorts, filters, selects rows, fires the action column’s event and reports an edited cell', async () => {
    const problems = watchConsole(browser.page);
    const page = browser.page;
    await open(page, browser.baseUrl, '/elements/datagrid', 'products-grid');
    const grid = page.locator('[data-uid="products-grid"]');
    await grid.locator('.ag-row').first().waitFor();
    const cell = (row: number, column: string) => grid.locator(`.ag-row[row-index="${row}"] [role="gridcell"][col-id="${column}"]`);
    const firstName = () => cell(0, 'name').textContent();
    expect(await firstName()).toBe('Pallet truck 1');

    // Sort by price, ascending then descending (the label formula shows '$', the sort reads the number).
    await grid.locator('.ag-header-cell[col-id="price"] .ag-header-cell-label').click();
    await page.getByText('Sort: price asc').waitFor();
    expect(await firstName()).toBe('Pallet truck 1');
    expect(await cell(0, 'price').textContent()).toBe('$1000');
    await grid.locator('.ag-header-cell[col-id="price"] .ag-header-cell-label').click();
    await page.getByText('Sort: price desc').waitFor();
    expect(await cell(0, 'price').textContent()).toBe('$9623');

    // Filter the names to the stackers.
    await grid.locator('.ag-header-cell[col-id="name"] .ag-header-cell-filter-button').click();
    await page.locator('.ag-filter-body input').first().fill('Stacker');
    await page.getByText('Filters: name').waitFor();
    const nameCells = grid.locator('[role="gridcell"][col-id="name"]');
    await expect.poll(() => nameCells.count()).toBe(3);
    const names = await nameCells.allTextContents();
    expect(names.every((name) => name.startsWith('Stacker'))).toBe(true);
    await page.keyboard.press('Escape');

    // Select two rows with their checkboxes.
    await cell(0, 'ag-Grid-SelectionColumn').locator('input[type="checkbox"]').check();
    await cell(1, 'ag-Grid-SelectionColumn').locator('input[type="checkbox"]').check();
    const selected = page.locator('[data-uid="grid-selected-text"]');
    await expect.poll(() => selected.textContent()).toMatch(/^Selected: Stacker \d+, Stacker \d+$/);

    // The action column's button fires the action event with the row.
    await grid.getByRole('button', { name: 'View' }).first().click();
    await expect.poll(() => page.locator('[data-uid="grid-action-text"]').textContent()).toMatch(/^Action: view Stacker \d+ \(p\d+\)$/);
    expect(await page.locator('[data-uid="grid-click-text"]').textContent()).toMatch(/^Last clicked row: Stacker \d+$/);

    // The French grid: translated texts, and an edited price fires cellValueChanged with the old and new values.
    const french = page.locator('[data-uid="french-grid"]');
    await french.getByText('Prix').first().waitFor();
    const topPrice = french.locator('.ag-row[row-index="0"] [role="gridcell"][col-id="price"]');
    expect(await topPrice.textContent()).toBe('8919');
    await topPrice.dblclick();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('9500');
    await page.keyboard.press('Enter');
    await page.getByText('Last edit: Reach truck 2: price 8919 → 9500').waitFor();
    expect(problems).toEqual([]);
  });

  it('date picker: a range shorter than 2 days or longer than 7 is refused, one within the limits is kept', async () => {
    const problems = watchConsole(browser.page);
    const page = browser.page;
    await open(page, browser.baseUrl, '/elements/date-picker', 'stay-picker');
    const picker = page.locator('[data-uid="stay-picker"]');
    await picker.getByRole('button', { name: /Stay/ }).click();
    const dialog = picker.getByRole('dialog', { name: 'Stay' });
    const day = (date: number) => dialog.getByRole('button', { name: new RegExp(`^${date} March 2026`) });
    await day(3).click();
    await dialog.getByText('Now choose the end date.').waitFor();
    await day(4).click();
    await dialog.getByText('Choose a range of at least 2 days.').waitFor();
    await day(11).click();
    await dialog.getByText('Choose a range of at most 7 days.').waitFor();
    expect(await page.locator('[data-uid="stay-text"]').textContent()).toBe('Stay: none');
    await day(8).click();
    await page.getByText('Stay: 2026-03-03 to 2026-03-08').waitFor();
    expect(await page.locator('[data-uid="stay-changes-text"]').textContent()).toBe('Changes: 1');
    // The menu closed on the complete range, and the field shows it in the display format.
    await dialog.waitFor({ state: 'detached' });
    expect(await picker.locator('.ww-date-picker__field').textContent()).toBe('03/03/2026 – 08/03/2026');

    // The clear and open-menu actions, run by workflows.
    await page.getByRole('button', { name: 'Clear the stay' }).click();
    await page.getByText('Stay: none').waitFor();
    await page.getByRole('button', { name: 'Open the stay picker' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('date picker: a flow walks through year, month and day, emitting each step', async () => {
    const problems = watchConsole(browser.page);
    const page = browser.page;
    await open(page, browser.baseUrl, '/elements/date-picker', 'birthday-picker');
    const picker = page.locator('[data-uid="birthday-picker"]');
    await picker.getByRole('button', { name: /Birthday/ }).click();
    await page.getByText('Flow step: year').waitFor();
    await picker.getByRole('button', { name: '1991' }).click();
    await page.getByText('Flow step: month').waitFor();
    await picker.getByRole('button', { name: 'July' }).click();
    await page.getByText('Flow step: calendar').waitFor();
    await picker.getByRole('button', { name: /^14 July 1991/ }).click();
    await expect
      .poll(() => page.locator('[data-uid="birthday-picker-text"]').textContent())
      .toMatch(/^Birthday: "1991-07-1[34]T\d\d:00:00.000Z"$/);
    expect(await picker.locator('.ww-date-picker__field').textContent()).toBe('14/07/1991');
    expect(problems).toEqual([]);
  });

  it('rich text: gives markdown with a mention picked from the suggestions, and reports mention clicks', async () => {
    const problems = watchConsole(browser.page);
    const page = browser.page;
    await open(page, browser.baseUrl, '/elements/rich-text', 'notes-editor');
    const editor = page.locator('[data-uid="notes-editor"] [role="textbox"][contenteditable="true"]');
    await editor.waitFor();
    // The caret goes to the end of the last list item (clicking it, then End), whatever the first click selected.
    await editor.getByText('Plan the next release').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ask ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('now');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' @gra');
    const suggestions = page.getByRole('listbox', { name: 'Mention suggestions' });
    await suggestions.getByRole('option', { name: 'Grace Hopper' }).waitFor();
    await page.keyboard.press('Enter');
    const value = page.locator('[data-uid="notes-value"]');
    await expect.poll(() => value.textContent()).toContain('Ask **now** [@ id="u2" label="Grace Hopper"]');
    expect(await value.textContent()).toMatch(/^## Agenda\n\n- Review the \*\*forklift\*\* manuals\n- Plan the next release/);
    expect(await page.locator('[data-uid="notes-focus-text"]').textContent()).toBe('The editor has the focus');

    await page.locator('[data-uid="notes-editor"] [data-type="mention"]').click();
    await page.getByText('Mention clicked: Grace Hopper').waitFor();

    // Element actions run by workflows.
    await page.getByRole('button', { name: 'Replace the notes' }).click();
    await expect.poll(() => value.textContent()).toBe('# New notes\n\nStart here.');
    expect(await page.locator('[data-uid="notes-focus-text"]').textContent()).toBe('The editor does not have the focus');
    expect(problems).toEqual([]);
  });
});

describe.each([
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: 375 },
  { theme: 'dark', width: 375 },
] as const)('heavy element pages: axe-core, $theme theme, $width px wide', ({ theme, width }) => {
  const browser = useBrowser({ viewport: { width, height: 900 } });

  it.each(PAGES)('$path has no serious or critical violation', async ({ path, uid }) => {
    if (theme === 'dark') await browser.page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
    await open(browser.page, browser.baseUrl, path, uid);
    await browser.page.waitForLoadState('networkidle');
    expect(await browser.page.evaluate(() => document.documentElement.classList.contains('dark-theme'))).toBe(theme === 'dark');
    await browser.page.addScriptTag({ path: AXE_PATH });
    const violations = await browser.page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
            ) => Promise<{ violations: Array<{ id: string; impact?: string; nodes: Array<{ target: unknown[] }> }> }>;
          };
        }
      ).axe;
      const result = await axe.run(document);
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
  });

  it('the open date picker menu and mention suggestions have no serious or critical violation', async () => {
    if (theme === 'dark') await browser.page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
    const page = browser.page;
    await open(page, browser.baseUrl, '/elements/date-picker', 'stay-picker');
    await page.locator('[data-uid="stay-picker"] .ww-date-picker__field').click();
    await page.getByRole('dialog', { name: 'Stay' }).waitFor();
    await page.addScriptTag({ path: AXE_PATH });
    expect(await scan(page, '[data-uid="stay-picker"]')).toEqual([]);

    await open(page, browser.baseUrl, '/elements/rich-text', 'notes-editor');
    await page.locator('[data-uid="notes-editor"] [contenteditable="true"]').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' @a');
    await page.getByRole('listbox', { name: 'Mention suggestions' }).waitFor();
    await page.addScriptTag({ path: AXE_PATH });
    expect(await scan(page, '[data-uid="notes-editor"]')).toEqual([]);
  });
});

/** Serious and critical axe-core violations inside the element. */
function scan(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: string) => Promise<{ violations: Array<{ id: string; impact?: string; nodes: Array<{ target: unknown[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(within);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, selector);
}
