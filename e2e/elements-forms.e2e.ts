// Browser journeys of the form elements on the showcase: a form validates and submits through its container, a select
// works from the keyboard, a file drop reports per-file upload progress, and the form pages pass an axe-core scan
// (no serious or critical violation) in light and dark themes at desktop and mobile widths.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { waitForHydrated } from './page-checks';

/** Console errors and warnings (hydration mismatches are reported there) and page errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Opens a page and waits until React has attached to the given element. */
async function openHydrated(page: Page, url: string, selector: string): Promise<void> {
  await page.goto(url);
  await waitForHydrated(page, selector);
}

/** Serious and critical axe-core violations on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

const FORM_PAGES = [
  '/elements/form-container',
  '/elements/form-input',
  '/elements/select',
  '/elements/file-drop',
  '/elements/number-display',
];

/** A 1×1 PNG, to upload as an image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('form elements', () => {
  const browser = useBrowser();

  it('blocks an invalid form with visible errors, then submits through the container and runs its workflow', async () => {
    const page = browser.page;
    const problems = watchConsole(page);
    await openHydrated(page, browser.baseUrl + '/elements/form-container', '[data-uid="contact-send"]');
    await page.getByRole('button', { name: 'Send' }).click();
    // Required fields report, the first invalid field takes focus, and nothing was sent.
    await expect.poll(() => page.locator('#contact-name-error').textContent()).toBe('This field is required.');
    expect(await page.locator('#contact-email-error').textContent()).toBe('This field is required.');
    expect(await page.locator('#contact-topic-error').textContent()).toBe('This field is required.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name-input');
    expect(await page.locator('[data-uid="contact-result-text"]').textContent()).toBe('Not sent yet.');

    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('E-mail').first().fill('ada@');
    await expect.poll(() => page.locator('#contact-email-error').textContent()).toBe('Enter a valid e-mail address.');
    expect(await page.getByLabel('E-mail').first().getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('E-mail').first().fill('ada@example.com');
    await page.getByLabel('Age (18 to 99)').fill('12');
    await expect.poll(() => page.locator('#contact-age-error').textContent()).toBe('Enter a value of at least 18.');
    await page.getByLabel('Age (18 to 99)').fill('36');
    // The select, from the keyboard: open, move to Support, choose.
    await page.getByRole('combobox', { name: 'Topic' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('combobox', { name: 'Topic' }).textContent()).toBe('Support');
    await page.getByLabel('Message (at least 10 characters)').fill('Too short');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.locator('#contact-message-error').textContent()).toBe('This value is not valid.');
    expect(await page.locator('[data-uid="contact-result-text"]').textContent()).toBe('Not sent yet.');

    await page.getByLabel('Message (at least 10 characters)').fill('Please call me back.');
    const url = page.url();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thanks Ada, we will write to ada@example.com about support.').waitFor();
    expect(page.url()).toBe(url);
    await page.getByText('Form valid: true — submitted: true').waitFor();
    expect(problems).toEqual([]);
  });

  it('formats a currency field when it loses focus and shows the typed number', async () => {
    const page = browser.page;
    await openHydrated(page, browser.baseUrl + '/elements/form-input', '[data-uid="input-price"]');
    const price = page.getByLabel('Price in euros');
    expect(await price.inputValue()).toBe('1.234,50');
    await price.fill('98765,4');
    await price.blur();
    expect(await price.inputValue()).toBe('98.765,40');
    await page.getByText('Price as a number: 98765.4').waitFor();
  });

  it('shows each dropped file with a progress bar that reaches 100% as the upload workflow runs', async () => {
    // Uploads are for signed-in visitors: sign one in (the file service sends the session cookie's token).
    const serviceKey = inject('serviceRoleKey');
    const email = `uploader-${Date.now()}@example.com`;
    const headers = { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' };
    const created = await fetch(`${browser.baseUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'correct horse battery', email_confirm: true }),
    });
    expect(created.status).toBe(200);
    await openHydrated(browser.page, browser.baseUrl + '/sign-in', 'main.ww-page');
    await browser.page.getByRole('textbox', { name: /E-mail/ }).fill(email);
    await browser.page.locator('input[type="password"]').fill('correct horse battery');
    const tokenAnswers: string[] = [];
    browser.page.on('response', (response) => {
      if (response.url().includes('/auth/v1/token')) tokenAnswers.push(`${response.status()}`);
    });
    await browser.page.getByRole('button', { name: 'Sign in' }).click();
    const signedIn = async () => (await browser.context.cookies()).some((cookie) => cookie.name === 'sb-access-token');
    await expect
      .poll(signedIn, { timeout: 15_000 })
      .toBe(true)
      .catch(async (error: unknown) => {
        const shown = await browser.page.locator('[data-uid="sign-in-error-text"]').textContent();
        const typed = await browser.page.getByRole('textbox', { name: /E-mail/ }).inputValue();
        throw new Error(
          `no session cookie: error text ${JSON.stringify(shown)}, e-mail field ${JSON.stringify(typed)}, token answers [${tokenAnswers.join(', ')}], at ${browser.page.url()}`,
          { cause: error },
        );
      });
    // Signing in navigates on its own (back to the source page); let that finish before opening the next page.
    await browser.page.waitForLoadState('networkidle');

    const page = browser.page;
    const problems = watchConsole(page);
    await openHydrated(page, browser.baseUrl + '/elements/file-drop', '[data-uid="drop-images"] button');
    await page.locator('[data-uid="drop-images"] input[type="file"]').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: PNG },
      { name: 'two.png', mimeType: 'image/png', buffer: PNG },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    ]);
    await page.getByText('"notes.txt" is not an accepted file type.').waitFor();
    const one = page.getByRole('progressbar', { name: 'Upload of one.png' });
    const two = page.getByRole('progressbar', { name: 'Upload of two.png' });
    await expect.poll(() => one.getAttribute('aria-valuenow'), { timeout: 15_000 }).toBe('100');
    await expect.poll(() => two.getAttribute('aria-valuenow'), { timeout: 15_000 }).toBe('100');
    expect(await page.locator('[data-uid="drop-images"] .ww-file-drop__status').allTextContents()).toEqual(['Uploaded', 'Uploaded']);
    await page.getByText('2 file(s), upload at 100%').waitFor();
    // The workflow shows where the files were stored; they are served from there.
    const message = page.locator('[data-uid="upload-message-text"]');
    await expect.poll(() => message.textContent()).toMatch(/^Stored: /);
    const urls = ((await message.textContent()) ?? '').replace('Stored: ', '').split(' ');
    expect(urls).toHaveLength(2);
    const stored = await fetch(urls[0]!);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('stays accessible with errors shown and a list open, in the dark theme', async () => {
    const page = browser.page;
    await page.goto(browser.baseUrl + '/');
    await page.evaluate(() => localStorage.setItem('app-theme', 'dark'));
    await openHydrated(page, browser.baseUrl + '/elements/form-container', '[data-uid="contact-send"]');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.locator('#contact-name-error').textContent()).toBe('This field is required.');
    await page.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('listbox').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes the list and keeps focus on the combobox.
    await page.keyboard.press('Escape');
    expect(await page.getByRole('combobox', { name: 'Topic' }).getAttribute('aria-expanded')).toBe('false');
  });

  it.each(FORM_PAGES)('%s has no serious or critical axe violation (light and dark, desktop and mobile)', async (path) => {
    const page = browser.page;
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 375, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(browser.baseUrl + '/');
        await page.evaluate((value) => localStorage.setItem('app-theme', value), theme);
        await openHydrated(page, browser.baseUrl + path, 'h1');
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark-theme'))).toBe(theme === 'dark');
        const violations = await axeViolations(page);
        found.push(...violations.map((violation) => `${theme} ${viewport.width}px ${violation}`));
      }
    }
    expect(found).toEqual([]);
  });
});
