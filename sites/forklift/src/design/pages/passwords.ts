/**
 * Password pages: `forgot-password` sends the reset mail (its link lands on `insert-new-password` with a recovery
 * session), `insert-new-password` says what the link did — it worked (choose the new password), it expired or was used
 * (the account link notice; a new link is one field away), or the page was opened without one — and sets the new
 * password (the Supabase plugin's confirm-password).
 */
import { f, setVariable } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { flexbox, formContainer } from '@kit/elements/authoring';
import { authSection, emailField, formCard, passwordField, submitFlow, valueOf } from '../auth-parts';
import { portalPage, titled } from '../page';
import { PAGE } from '../page-ids';
import { actionButton, linkButton, notice, pageLink, para, row } from '../ui';
import { authLink, linkArrived, linkFailed } from '../../elements/auth-link/builder';

const FORGOT_ERROR = 'forgot-error';
const FORGOT_SENT = 'forgot-sent';

export const forgotPasswordPage: PageNode = portalPage({
  id: PAGE.forgotPassword,
  path: 'forgot-password',
  title: titled('Reset your password'),
  description: 'Forgot your LiftFix password? Enter your e-mail address and we send you a link to choose a new one.',
  keywords: 'LiftFix password reset, forgot password',
  jsonLd: { '@type': 'WebPage', name: 'Reset your LiftFix password' },
  variables: [
    { id: FORGOT_ERROR, name: FORGOT_ERROR, type: 'string' as const, defaultValue: '' },
    { id: FORGOT_SENT, name: FORGOT_SENT, type: 'string' as const, defaultValue: '' },
    { id: 'forgot-busy', name: 'forgot-busy', type: 'boolean' as const, defaultValue: false },
  ],
  sections: [
    authSection(
      'Reset your password',
      {
        eyebrow: 'Account',
        heading: 'Locked out? It happens.',
        lead: 'Enter the e-mail address of your account. The link we send is valid for one hour and works once.',
      },
      formCard('Forgot your password', 'We send a reset link to this address.', [
        formContainer(
          {
            uid: 'forgot-form',
            label: 'Request a password reset',
            workflows: [
              submitFlow(
                'forgot',
                FORGOT_ERROR,
                [
                  { type: 'supabase:forgot-password', email: f(valueOf('forgot-email')), redirectPage: PAGE.insertNewPassword },
                  setVariable(
                    FORGOT_SENT,
                    f(`'If an account exists for ' + ${valueOf('forgot-email')} + ', a reset link is on its way. Check your inbox.'`),
                  ),
                ],
                { when: `!${valueOf('forgot-email')}`, message: 'Email is required.' },
                'forgot-busy',
              ),
            ],
          },
          [
            emailField('forgot-email'),
            notice(FORGOT_ERROR, 'danger', 'forgot-error-text'),
            notice(FORGOT_SENT, 'success', 'forgot-sent-text'),
            actionButton(f("variables['forgot-busy'] ? 'Sending…' : 'Send the reset link'"), [], 'primary', {
              uid: 'forgot-submit',
              buttonType: 'submit',
              disabled: f("variables['forgot-busy']"),
              styles: { default: { width: '100%' } },
            }),
          ],
        ),
        row([pageLink('Back to sign in', PAGE.login)]),
      ]),
    ),
  ],
});

const NEW_ERROR = 'new-password-error';
const NEW_DONE = 'new-password-done';
const RESET_LINK = 'reset-link';
const AGAIN_ERROR = 'reset-again-error';
const AGAIN_SENT = 'reset-again-sent';

/** Whether the new-password form can work: a recovery session arrived and the link did not fail. */
const CAN_RESET = `variables['isAuthenticated'] && !${linkFailed(RESET_LINK)}`;

/** A new reset link without leaving the page (the link expired, was used, or the page was opened without one). */
const resetAgainForm = formContainer(
  {
    uid: 'reset-again-form',
    label: 'Send a new reset link',
    workflows: [
      submitFlow(
        'reset-again',
        AGAIN_ERROR,
        [
          { type: 'supabase:forgot-password', email: f(valueOf('reset-again-email')), redirectPage: PAGE.insertNewPassword },
          setVariable(AGAIN_SENT, f(`'If an account exists for ' + ${valueOf('reset-again-email')} + ', a new reset link is on its way.'`)),
        ],
        { when: `!${valueOf('reset-again-email')}`, message: 'Email is required.' },
      ),
    ],
  },
  [
    emailField('reset-again-email'),
    notice(AGAIN_ERROR, 'danger', 'reset-again-error-text'),
    notice(AGAIN_SENT, 'success', 'reset-again-sent-text'),
    actionButton('Send a new reset link', [], 'primary', {
      uid: 'reset-again-submit',
      buttonType: 'submit',
      styles: { default: { width: '100%' } },
    }),
  ],
);

export const insertNewPasswordPage: PageNode = portalPage({
  id: PAGE.insertNewPassword,
  path: 'insert-new-password',
  title: titled('Choose a new password'),
  description: 'Choose a new password for your LiftFix account after following the reset link from your e-mail.',
  keywords: 'LiftFix new password, password reset',
  jsonLd: { '@type': 'WebPage', name: 'Choose a new LiftFix password' },
  variables: [
    { id: NEW_ERROR, name: NEW_ERROR, type: 'string' as const, defaultValue: '' },
    { id: NEW_DONE, name: NEW_DONE, type: 'boolean' as const, defaultValue: false },
    { id: 'new-password-busy', name: 'new-password-busy', type: 'boolean' as const, defaultValue: false },
    { id: AGAIN_ERROR, name: AGAIN_ERROR, type: 'string' as const, defaultValue: '' },
    { id: AGAIN_SENT, name: AGAIN_SENT, type: 'string' as const, defaultValue: '' },
  ],
  sections: [
    authSection(
      'Choose a new password',
      {
        eyebrow: 'Account',
        heading: 'Choose a new password.',
        lead: 'Use at least 8 characters. After saving you stay signed in on this device.',
      },
      formCard('New password', 'From the reset link in your e-mail, or while you are signed in.', [
        authLink(RESET_LINK, 'recovery'),
        // The link worked: say so, then the form.
        flexbox({ direction: 'column', gap: '16px', display: f(`(${CAN_RESET}) && !variables['${NEW_DONE}'] ? 'flex' : 'none'`) }, [
          // Only a page the link opened says the link worked; a signed-in member who came here is told who they are.
          para(
            f(
              `(${linkArrived(RESET_LINK)} ? 'Your reset link worked for ' : 'You are signed in as ') + (variables['user'].email || 'your account') + '. Choose the new password now.'`,
            ),
            {
              default: { fontWeight: 700 },
            },
          ),
          formContainer(
            {
              uid: 'new-password-form',
              label: 'Choose a new password',
              workflows: [
                submitFlow(
                  'new-password',
                  NEW_ERROR,
                  [{ type: 'supabase:confirm-password', newPassword: f(valueOf('new-password')) }, setVariable(NEW_DONE, true)],
                  { when: `${valueOf('new-password')} !== ${valueOf('new-password-confirm')}`, message: 'The two passwords do not match.' },
                  'new-password-busy',
                ),
              ],
            },
            [
              passwordField('new-password', 'New password'),
              passwordField('new-password-confirm', 'Repeat the new password'),
              notice(NEW_ERROR, 'danger', 'new-password-error-text'),
              actionButton(f("variables['new-password-busy'] ? 'Saving…' : 'Save the new password'"), [], 'primary', {
                uid: 'new-password-submit',
                buttonType: 'submit',
                disabled: f("variables['new-password-busy']"),
                styles: { default: { width: '100%' } },
              }),
            ],
          ),
        ]),
        // No usable link: the notice said why (or there was none); a new link is one field away.
        flexbox(
          {
            uid: 'reset-again-panel',
            direction: 'column',
            gap: '12px',
            display: f(`!(${CAN_RESET}) && !variables['${NEW_DONE}'] ? 'flex' : 'none'`),
          },
          [
            flexbox({ direction: 'column', gap: '0', display: f(`${linkFailed(RESET_LINK)} ? 'none' : 'flex'`) }, [
              para(
                'This page opens from the reset link in your e-mail. No link, or lost the mail? Send a new one; it works once, for one hour.',
              ),
            ]),
            resetAgainForm,
            row([pageLink('Back to sign in', PAGE.login)]),
          ],
        ),
        flexbox({ uid: 'new-password-saved', direction: 'column', gap: '12px', display: f(`variables['${NEW_DONE}'] ? 'flex' : 'none'`) }, [
          para('Your password is changed.', { default: { fontWeight: 700 } }),
          para('You are signed in on this device; use the new password next time you sign in.'),
          linkButton('Go to the dashboard', { kind: 'page', pageId: PAGE.dashboard }),
        ]),
      ]),
    ),
  ],
});
