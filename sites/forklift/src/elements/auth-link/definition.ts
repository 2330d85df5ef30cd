/**
 * The account link notice (`forklift-auth-link`): on the page an e-mailed confirmation or reset link lands on, says
 * when the link failed (expired, used already) and exposes `failed` so the page shows the way to a new link instead
 * of a form that cannot work, and `arrived` (the page came from a link, not opened by a signed-in member). Small and at hand (not lazy): it must read the URL as the page opens.
 */
import { defineElement } from '@kit/runtime-react';
import { AuthLinkNotice, type AuthLinkSettings } from './AuthLinkNotice';

export const authLinkElement = defineElement<AuthLinkSettings>({
  type: 'forklift-auth-link',
  settings: { flow: { default: 'signup', options: ['signup', 'recovery'] } },
  events: [],
  states: [],
  actions: [],
  variables: { failed: false, arrived: false },
  component: AuthLinkNotice,
});
