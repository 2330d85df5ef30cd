// The portal's sign-in form, filled and sent as a visitor does (the page must already show it).
import type { Page } from 'playwright-core';

export interface PortalCredentials {
  email: string;
  password: string;
}

export async function submitSignIn(page: Page, who: PortalCredentials): Promise<void> {
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
