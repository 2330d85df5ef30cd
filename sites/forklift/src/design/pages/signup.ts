/** Sign-up: e-mail and password (confirmed), then the verification mail; the page offers to resend it. */
import { f, setVariable } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { flexbox, formContainer } from '@kit/elements/authoring';
import { authSection, emailField, formCard, passwordField, submitFlow, valueOf } from '../auth-parts';
import { portalPage, titled } from '../page';
import { PAGE } from '../page-ids';
import { actionButton, muted, notice, pageLink, para, row } from '../ui';

const ERROR = 'sign-up-error';
const DONE = 'sign-up-done';
const RESENT = 'sign-up-resent';

const form = formContainer(
  {
    uid: 'sign-up-form',
    label: 'Create an account',
    workflows: [
      submitFlow(
        'sign-up',
        ERROR,
        [
          {
            type: 'supabase:sign-up',
            method: 'email',
            email: f(valueOf('sign-up-email')),
            password: f(valueOf('sign-up-password')),
            redirectPage: PAGE.emailVerification,
          },
          setVariable(DONE, f(valueOf('sign-up-email'))),
        ],
        { when: `${valueOf('sign-up-password')} !== ${valueOf('sign-up-confirm')}`, message: 'The two passwords do not match.' },
        'sign-up-busy',
      ),
    ],
  },
  [
    emailField('sign-up-email'),
    passwordField('sign-up-password', 'Password (at least 8 characters)'),
    passwordField('sign-up-confirm', 'Repeat the password'),
    notice(ERROR, 'danger', 'sign-up-error-text'),
    actionButton(f("variables['sign-up-busy'] ? 'Creating your account…' : 'Create my free account'"), [], 'primary', {
      uid: 'sign-up-submit',
      buttonType: 'submit',
      disabled: f("variables['sign-up-busy']"),
      styles: { default: { width: '100%' } },
    }),
    row(
      [muted('By creating an account you accept the'), pageLink('terms and conditions', PAGE.terms, { default: { fontSize: '0.95rem' } })],
      undefined,
      '4px',
    ),
  ],
);

const sent = flexbox({ uid: 'sign-up-sent', direction: 'column', gap: '12px', display: f(`variables['${DONE}'] ? 'flex' : 'none'`) }, [
  para(f("'We sent a confirmation link to ' + variables['sign-up-done'] + '. Open it to activate your account, then sign in.'")),
  muted('No mail after a few minutes? Check the spam folder, or send it again.'),
  actionButton(
    'Send the link again',
    [
      {
        ...submitFlow('resend', ERROR, [
          { type: 'supabase:resend-otp', otpType: 'signup', email: f(`variables['${DONE}']`), redirectPage: PAGE.emailVerification },
          setVariable(RESENT, 'A new confirmation link is on its way.'),
        ]),
        trigger: 'click',
      },
    ],
    'ghost',
    { uid: 'sign-up-resend' },
  ),
  notice(RESENT, 'success'),
  notice(ERROR, 'danger'),
]);

export const signupPage: PageNode = portalPage({
  id: PAGE.signup,
  path: 'signup',
  title: titled('Create a free account — forklift manuals and error codes'),
  description:
    'Create a free LiftFix account: free portals for five forklift brands, operator manuals, free error codes and manual previews. Upgrade any time.',
  keywords: 'forklift manuals sign up, free forklift error codes, forklift repair account',
  jsonLd: { '@type': 'WebPage', name: 'Create a LiftFix account' },
  variables: [
    { id: ERROR, name: ERROR, type: 'string' as const, defaultValue: '' },
    { id: DONE, name: DONE, type: 'string' as const, defaultValue: '' },
    { id: RESENT, name: RESENT, type: 'string' as const, defaultValue: '' },
    { id: 'sign-up-busy', name: 'sign-up-busy', type: 'boolean' as const, defaultValue: false },
  ],
  sections: [
    authSection(
      'Create an account',
      {
        eyebrow: 'Free account',
        heading: 'Start with the free portals.',
        lead: 'A free account opens the free portal of every brand: operator manuals, the free error codes with their fixes, and previews of the service manuals.',
        points: ['No card needed', 'Upgrade one brand, all brands, or take a 72-hour pass', 'Bookmarks and notes on any manual page'],
      },
      formCard('Create your account', 'It takes a minute. We send a link to confirm your e-mail address.', [
        // The form until the mail is sent, then the confirmation panel.
        flexbox({ direction: 'column', gap: '16px', display: f(`variables['${DONE}'] ? 'none' : 'flex'`) }, [
          form,
          row([muted('Already have an account?'), pageLink('Sign in', PAGE.login)]),
        ]),
        sent,
      ]),
    ),
  ],
});
