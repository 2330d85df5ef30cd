/**
 * Accounts: the sign-in page (the Supabase plugin's e-mail and password sign-in, back to the page that sent the
 * visitor here through `_source`), the members page behind a user group (signed in and holding the member role),
 * with session refresh and sign-out, and the page shown to signed-in visitors without the role.
 */
import { button, f, flexbox, setVariable, text, workflow, workflowGraph } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { formContainer, formInput } from '@kit/elements/authoring';
import { MEMBER_DOWNLOADS_COLLECTION_ID, MEMBER_GUIDES_COLLECTION_ID, memberCollections } from '../../member-collections';
import { MEMBER_ROLE_ID } from '../../plugins';
import { siteNav } from '../nav';

export const SIGN_IN_PAGE_ID = 'sign-in';
export const MEMBERS_PAGE_ID = 'members';
export const FORBIDDEN_PAGE_ID = 'forbidden';

export const signInPage: PageNode = {
  id: SIGN_IN_PAGE_ID,
  path: 'sign-in',
  title: 'Sign in — Showcase',
  meta: { desc: 'Sign in to the showcase with an e-mail address and a password.' },
  variables: [{ id: 'sign-in-error', name: 'sign-in-error', type: 'string', defaultValue: '' }],
  sections: [
    { title: 'Navigation', children: [siteNav()] },
    {
      title: 'Sign in',
      children: [
        text({ tag: 'h1', text: 'Sign in' }),
        text({
          uid: 'signed-in-as',
          text: f("variables['isAuthenticated'] ? 'Signed in as ' + variables['user'].email : 'Not signed in'"),
        }),
        formContainer(
          {
            uid: 'sign-in-form',
            label: 'Sign in',
            workflows: [
              workflowGraph(
                'sign-in',
                'submit',
                {
                  clear: { ...setVariable('sign-in-error', ''), next: 'signIn' },
                  signIn: {
                    type: 'supabase:sign-in-email',
                    email: f("variables['sign-in-email-value']"),
                    password: f("variables['sign-in-password-value']"),
                    next: 'back',
                  },
                  back: {
                    type: 'change-page',
                    navigateMode: 'internal',
                    mode: 'path',
                    path: f("globalContext.browser.source || '/members'"),
                  },
                  failed: setVariable('sign-in-error', f('context.workflow.error.message')),
                },
                { start: 'clear', onError: 'failed' },
              ),
            ],
          },
          [
            formInput({ uid: 'sign-in-email', type: 'email', label: 'E-mail', fieldName: 'email', autocomplete: true }),
            formInput({ uid: 'sign-in-password', type: 'password', label: 'Password', fieldName: 'password', autocomplete: true }),
            button({ uid: 'sign-in-submit', text: 'Sign in', buttonType: 'submit' }),
          ],
        ),
        text({ uid: 'sign-in-error-text', text: f("variables['sign-in-error']"), styles: { default: { color: 'var(--color-danger)' } } }),
      ],
    },
  ],
};

export const membersPage: PageNode = {
  id: MEMBERS_PAGE_ID,
  path: 'members',
  title: 'Members — Showcase',
  meta: { desc: 'A private page of the showcase, for signed-in members.' },
  // One group holding the member role: signed-in visitors without it go to the forbidden page. (A first group with
  // no roles would mean "any signed-in visitor".)
  pageUserGroups: [{ id: 'members', roles: [MEMBER_ROLE_ID] }],
  variables: [{ id: 'refreshed', name: 'refreshed', type: 'string', defaultValue: '' }],
  // Declared by this page only: the server serves them to members only, like the page itself.
  collections: memberCollections,
  sections: [
    { title: 'Navigation', children: [siteNav()] },
    {
      title: 'Members',
      children: [
        text({ tag: 'h1', text: 'Members only' }),
        text({ uid: 'member-email', text: f("'Welcome, ' + (variables['user'].email || '')") }),
        flexbox({ direction: 'row', gap: '8px' }, [
          button({
            uid: 'refresh-session',
            text: 'Refresh the session',
            workflows: [
              workflow('refresh-session', 'click', [{ type: 'supabase:refresh-session' }, setVariable('refreshed', 'Session refreshed')]),
            ],
          }),
          button({
            uid: 'sign-out',
            text: 'Sign out',
            workflows: [workflow('sign-out', 'click', [{ type: 'supabase:sign-out' }, { type: 'change-page', pageId: SIGN_IN_PAGE_ID }])],
          }),
        ]),
        text({ uid: 'refreshed-text', text: f("variables['refreshed']") }),
      ],
    },
    {
      title: 'Member content',
      children: [
        text({ tag: 'h2', text: 'Guides and downloads' }),
        flexbox(
          { uid: 'member-guides', direction: 'column', tag: 'ul', repeat: f(`collections['${MEMBER_GUIDES_COLLECTION_ID}'].data || []`) },
          [text({ tag: 'div', text: f('context.item.data.title') })],
        ),
        flexbox(
          {
            uid: 'member-downloads',
            direction: 'column',
            tag: 'ul',
            repeat: f(`collections['${MEMBER_DOWNLOADS_COLLECTION_ID}'].data || []`),
          },
          [text({ tag: 'div', text: f('context.item.data.title') })],
        ),
      ],
    },
  ],
};

export const forbiddenPage: PageNode = {
  id: FORBIDDEN_PAGE_ID,
  path: 'forbidden',
  title: 'No access — Showcase',
  meta: { desc: 'The page shown to signed-in visitors who lack the role a page requires.' },
  sections: [
    { title: 'Navigation', children: [siteNav()] },
    {
      title: 'No access',
      children: [text({ tag: 'h1', text: 'No access' }), text({ text: 'Your account does not hold the role this page requires.' })],
    },
  ],
};
