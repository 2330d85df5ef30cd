// The site runtime in Chromium on the showcase: every open page hydrates cleanly, query variables, theme, popups,
// client navigation with the progress bar, the 404 page, and the Supabase plugin's sign-in to a private page.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { sitemapPaths, waitForHydration, watchConsole } from './page-checks';

describe('site runtime', () => {
  const browser = useBrowser();

  it('renders every open page with no console errors and no hydration mismatch', async () => {
    const paths = await sitemapPaths(browser.baseUrl);
    expect(paths.length).toBeGreaterThan(8);
    for (const path of paths) {
      const problems = watchConsole(browser.page);
      const response = await browser.page.goto(browser.baseUrl + path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(browser.page);
      expect(problems, path).toEqual([]);
      browser.page.removeAllListeners('console');
      browser.page.removeAllListeners('pageerror');
    }
  });

  it('mirrors a query variable into the URL and reads it back on load', async () => {
    const problems = watchConsole(browser.page);
    await browser.page.goto(browser.baseUrl + '/variables');
    await waitForHydration(browser.page);
    await browser.page.getByRole('button', { name: 'Details' }).click();
    await browser.page.getByText('Showing the details tab').waitFor();
    expect(new URL(browser.page.url()).searchParams.get('tab')).toBe('details');
    await browser.page.getByRole('button', { name: 'Overview' }).click();
    await browser.page.getByText('Showing the overview tab').waitFor();
    // The default value is left out of the URL.
    expect(new URL(browser.page.url()).searchParams.has('tab')).toBe(false);
    await browser.page.goto(browser.baseUrl + '/variables?tab=details');
    await browser.page.getByText('Showing the details tab').waitFor();
    expect(problems).toEqual([]);
  });

  it('keeps the chosen theme across a reload', async () => {
    await browser.page.goto(browser.baseUrl + '/theme');
    await waitForHydration(browser.page);
    await browser.page.getByRole('button', { name: 'Dark' }).click();
    await browser.page.getByText('The theme is dark').waitFor();
    expect(await browser.page.evaluate(() => document.documentElement.classList.contains('dark-theme'))).toBe(true);
    await browser.page.reload();
    // The stored theme is applied before the first paint, then the page reads it.
    expect(await browser.page.evaluate(() => document.documentElement.classList.contains('dark-theme'))).toBe(true);
    await browser.page.getByText('The theme is dark').waitFor();
    await browser.page.getByRole('button', { name: 'Light' }).click();
    await browser.page.getByText('The theme is light').waitFor();
    expect(await browser.page.evaluate(() => localStorage.getItem('app-theme'))).toBe('light');
  });

  it('returns a popup’s result to the workflow that opened it', async () => {
    const problems = watchConsole(browser.page);
    await browser.page.goto(browser.baseUrl + '/workflows');
    await waitForHydration(browser.page);
    await browser.page.getByRole('button', { name: 'Ask in a popup' }).click();
    const dialog = browser.page.getByRole('dialog', { name: 'Confirm' });
    await dialog.getByText('Ship the order?').waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    await browser.page.getByText('The popup answered: no').waitFor();
    expect(await browser.page.getByRole('dialog').count()).toBe(0);
    // Escape closes the popup without a result.
    await browser.page.getByRole('button', { name: 'Ask in a popup' }).click();
    await dialog.waitFor();
    await browser.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus is back on the button that opened it.
    expect(await browser.page.evaluate(() => document.activeElement?.textContent)).toBe('Ask in a popup');
    expect(problems).toEqual([]);
  });

  it('runs branches, the error branch and loops', async () => {
    await browser.page.goto(browser.baseUrl + '/workflows');
    await waitForHydration(browser.page);
    await browser.page.getByRole('button', { name: 'Is n big?' }).click();
    await browser.page.getByText('n is small').waitFor();
    await browser.page.getByRole('button', { name: 'Add one' }).click();
    await browser.page.getByRole('button', { name: 'Add one' }).click();
    await browser.page.getByText('n = 4').waitFor();
    await browser.page.getByRole('button', { name: 'Is n big?' }).click();
    await browser.page.getByText('n is big').waitFor();
    await browser.page.getByRole('button', { name: 'Run a failing workflow' }).click();
    await browser.page.getByText('Caught: Out of stock').waitFor();
    await browser.page.getByRole('button', { name: 'Sum 1 to 5 in a loop' }).click();
    await browser.page.getByText('Total: 15').waitFor();
  });

  it('navigates in the page through links, showing the progress bar, and keeps history', async () => {
    const problems = watchConsole(browser.page);
    await browser.page.goto(browser.baseUrl + '/');
    await waitForHydration(browser.page);
    await browser.page.evaluate(() => {
      const bar = document.querySelector('.ww-progress') as HTMLElement;
      const seen: boolean[] = [];
      (window as unknown as { progressSeen: boolean[] }).progressSeen = seen;
      new MutationObserver(() => seen.push(!bar.hidden)).observe(bar, { attributes: true });
      (window as unknown as { documentMarker: string }).documentMarker = 'same document';
    });
    await browser.page.getByRole('navigation').getByRole('link', { name: 'Collections' }).click();
    await browser.page.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    await browser.page.getByText('23 notes in all').waitFor();
    expect(new URL(browser.page.url()).pathname).toBe('/collections');
    const state = await browser.page.evaluate(() => ({
      marker: (window as unknown as { documentMarker?: string }).documentMarker,
      seen: (window as unknown as { progressSeen: boolean[] }).progressSeen,
      hidden: (document.querySelector('.ww-progress') as HTMLElement).hidden,
    }));
    expect(state.marker).toBe('same document');
    expect(state.seen).toContain(true);
    expect(state.hidden).toBe(true);
    expect(await browser.page.title()).toBe('Collections — static, server data sets and database');
    await browser.page.goBack();
    await browser.page.getByText('Clicked 0 times').waitFor();
    expect(new URL(browser.page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await browser.page.goto(browser.baseUrl + '/no/such/page');
    expect(response?.status()).toBe(404);
    await browser.page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});

describe('signing in to a private page (Supabase plugin)', () => {
  const browser = useBrowser();
  const serviceKey = inject('serviceRoleKey');
  const MEMBER_ROLE_ID = '5c0a5e00-0000-4000-8000-000000000001';

  async function createUser(email: string, password: string, member: boolean): Promise<void> {
    const headers = { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' };
    const created = await fetch(`${browser.baseUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password, email_confirm: true }),
    });
    expect(created.status).toBe(200);
    const user = (await created.json()) as { id: string };
    if (!member) return;
    const linked = await fetch(`${browser.baseUrl}/rest/v1/custom_user_roles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ user_id: user.id, role_id: MEMBER_ROLE_ID }),
    });
    expect(linked.status).toBe(201);
  }

  async function cookie(name: string): Promise<string | undefined> {
    return (await browser.context.cookies()).find((entry) => entry.name === name)?.value;
  }

  it('signs in, opens the private page, refreshes the session and signs out', async () => {
    const problems = watchConsole(browser.page);
    const email = `member-${Date.now()}@example.com`;
    await createUser(email, 'correct horse battery', true);

    await browser.page.goto(browser.baseUrl + '/members');
    expect(new URL(browser.page.url()).pathname).toBe('/sign-in');
    expect(new URL(browser.page.url()).searchParams.get('_source')).toBe('/members');
    await waitForHydration(browser.page);
    await browser.page.getByRole('textbox', { name: /E-mail/ }).fill(email);
    await browser.page.locator('input[type="password"]').fill('wrong password');
    await browser.page.getByRole('button', { name: 'Sign in' }).click();
    await browser.page.getByText('Invalid login credentials').waitFor();

    await browser.page.locator('input[type="password"]').fill('correct horse battery');
    await browser.page.getByRole('button', { name: 'Sign in' }).click();
    await browser.page.getByText(`Welcome, ${email}`).waitFor();
    expect(new URL(browser.page.url()).pathname).toBe('/members');
    expect(await cookie('sb-access-token')).toBeTruthy();
    const refresh = await cookie('sb-refresh-token');
    expect(refresh).toBeTruthy();

    // A full load of the private page is admitted by the server (verified cookie) and by the guard.
    await browser.page.reload();
    await browser.page.getByText(`Welcome, ${email}`).waitFor();

    await browser.page.getByRole('button', { name: 'Refresh the session' }).click();
    await browser.page.getByText('Session refreshed').waitFor();
    // Refresh tokens rotate, so the rewritten refresh cookie differs (an access token issued in the same second as
    // the previous one can be identical).
    await expect.poll(() => cookie('sb-refresh-token')).not.toBe(refresh);
    expect(await cookie('sb-access-token')).toBeTruthy();

    await browser.page.getByRole('button', { name: 'Sign out' }).click();
    await browser.page.getByText('Not signed in').waitFor();
    expect(new URL(browser.page.url()).pathname).toBe('/sign-in');
    expect(await cookie('sb-access-token')).toBeUndefined();
    expect(await cookie('sb-refresh-token')).toBeUndefined();
    await browser.page.goto(browser.baseUrl + '/members');
    expect(new URL(browser.page.url()).pathname).toBe('/sign-in');
    // The wrong password is answered 400 and logged by the sign-in workflow (seed: action errors are logged).
    expect(problems.filter((problem) => !problem.includes('status of 400') && !problem.includes('workflowId: sign-in'))).toEqual([]);
  });

  it('sends a signed-in visitor without the member role to the forbidden page', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    await createUser(email, 'correct horse battery', false);
    await browser.page.goto(browser.baseUrl + '/sign-in');
    await waitForHydration(browser.page);
    await browser.page.getByRole('textbox', { name: /E-mail/ }).fill(email);
    await browser.page.locator('input[type="password"]').fill('correct horse battery');
    await browser.page.getByRole('button', { name: 'Sign in' }).click();
    await browser.page.getByRole('heading', { name: 'No access' }).waitFor();
    expect(new URL(browser.page.url()).pathname).toBe('/forbidden');
  });
});
