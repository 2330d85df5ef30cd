// The no-access page as the server writes it: a visitor is asked to sign in (back to the refused page) or sign up,
// a signed-in member is told the account lacks the plan and goes back to the dashboard.
import { describe, expect, it } from 'vitest';
import { renderForkliftPage } from '../../render';
import { buildForkliftSite } from '../site';

const site = buildForkliftSite();

async function upgradeHtml(signedIn: boolean): Promise<string> {
  const variables = site.design.variables.map((variable) =>
    variable.id === 'isAuthenticated' ? { ...variable, defaultValue: signedIn } : variable,
  );
  const { html } = await renderForkliftPage(
    { ...site, design: { ...site.design, variables } },
    {
      pageData: site.pages.upgrade!,
      lang: 'en',
      search: '?_source=%2Fh-brick-portal-freemium-copy',
      canonicalUrl: 'http://localhost/upgrade',
    },
  );
  return html;
}

/** The inline style of the row holding the link labelled `label` (the link and its text carry none). */
function rowStyleOf(html: string, label: string): string {
  const before = html.slice(0, html.indexOf(`>${label}<`));
  const at = before.lastIndexOf('style="') + 'style="'.length;
  return before.slice(at, before.indexOf('"', at));
}

describe('the upgrade page', () => {
  it('asks a visitor to sign in, back to the refused page, or to create an account', async () => {
    const html = await upgradeHtml(false);
    expect(html).toContain('Plans belong to an account: sign in, or create a free account, to buy one.');
    expect(html).not.toContain('Your account does not hold the plan');
    expect(html).toContain('href="/?_source=%2Fh-brick-portal-freemium-copy"');
    expect(rowStyleOf(html, 'Create a free account')).toContain('display:flex');
    expect(rowStyleOf(html, 'Back to my dashboard')).toContain('display:none');
  });

  it('tells a signed-in member the account lacks the plan, with the way back to the dashboard', async () => {
    const html = await upgradeHtml(true);
    expect(html).toContain('Your account does not hold the plan this page needs yet.');
    expect(html).not.toContain('Plans belong to an account');
    expect(rowStyleOf(html, 'Back to my dashboard')).toContain('display:flex');
    expect(rowStyleOf(html, 'Create a free account')).toContain('display:none');
  });
});
