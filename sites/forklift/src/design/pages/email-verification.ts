/**
 * `email-verification`: where the confirmation link lands (the session arrives in the URL). A confirmed visitor reads
 * that the address is confirmed and what to do next; an expired or used link says so (the account link notice reads
 * the redirect's fragment) and offers a new one; anyone else can have the link sent again.
 */
import { f, setVariable } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { flexbox, formContainer } from '@kit/elements/authoring';
import { authSection, emailField, formCard, submitFlow, valueOf } from '../auth-parts';
import { portalPage, titled } from '../page';
import { PAGE } from '../page-ids';
import { actionButton, linkButton, muted, notice, pageLink, para, row } from '../ui';
import { authLink, linkFailed } from '../../elements/auth-link/builder';

const ERROR = 'verify-error';
const SENT = 'verify-sent';
const LINK = 'verify-link';

export const emailVerificationPage: PageNode = portalPage({
  id: PAGE.emailVerification,
  path: 'email-verification',
  title: titled('E-mail verification'),
  description: 'Confirm the e-mail address of your LiftFix account to open the free forklift portals and your dashboard.',
  keywords: 'LiftFix e-mail verification, confirm account',
  jsonLd: { '@type': 'WebPage', name: 'LiftFix e-mail verification' },
  variables: [
    { id: ERROR, name: ERROR, type: 'string' as const, defaultValue: '' },
    { id: SENT, name: SENT, type: 'string' as const, defaultValue: '' },
  ],
  sections: [
    authSection(
      'E-mail verification',
      {
        eyebrow: 'Account',
        // A non-breaking hyphen: a heading split as “e-” / “mail” reads badly. Once confirmed, it says so.
        heading: f("variables['isAuthenticated'] ? 'Your e\u2011mail address is confirmed.' : 'Confirm your e\u2011mail address.'"),
        lead: 'The link in our e-mail confirms your address and signs you in. Your free portals are waiting.',
      },
      formCard('E-mail verification', 'Opened from the confirmation e-mail.', [
        flexbox({ uid: 'verified-panel', direction: 'column', gap: '12px', display: f("variables['isAuthenticated'] ? 'flex' : 'none'") }, [
          para(f("'Your e-mail address ' + (variables['user'].email || '') + ' is confirmed. Welcome to LiftFix.'"), {
            default: { fontWeight: 700 },
          }),
          para(
            'You are signed in. Next: open your dashboard and choose a brand’s free portal, or search an error code as the display shows it.',
          ),
          row([
            linkButton('Open my dashboard', { kind: 'page', pageId: PAGE.dashboard }),
            linkButton('Search an error code', { kind: 'path', path: '/search' }, 'ghost'),
          ]),
        ]),
        flexbox({ direction: 'column', gap: '12px', display: f("variables['isAuthenticated'] ? 'none' : 'flex'") }, [
          authLink(LINK, 'signup'),
          flexbox({ direction: 'column', gap: '0', display: f(`${linkFailed(LINK)} ? 'none' : 'flex'`) }, [
            para('Not confirmed yet? Open the link in the e-mail we sent you. A link works once, for one hour; send a new one here.'),
          ]),
          formContainer(
            {
              uid: 'verify-resend-form',
              label: 'Send the confirmation link again',
              workflows: [
                submitFlow('verify-resend', ERROR, [
                  {
                    type: 'supabase:resend-otp',
                    otpType: 'signup',
                    email: f(valueOf('verify-email')),
                    redirectPage: PAGE.emailVerification,
                  },
                  setVariable(SENT, 'A new confirmation link is on its way.'),
                ]),
              ],
            },
            [
              emailField('verify-email'),
              notice(ERROR),
              notice(SENT, 'success'),
              actionButton('Send the link again', [], 'primary', { buttonType: 'submit', uid: 'verify-resend-submit' }),
            ],
          ),
          row([muted('Already confirmed?'), pageLink('Sign in', PAGE.login)]),
        ]),
      ]),
    ),
  ],
});
