/**
 * The dashboard (freemium group): a side menu and a container. Panels: access (the user's brands, what each
 * entitlement gives and until when), bookmarks with notes (open the viewer at that page), recent diagnoses, billing
 * (plans, the 72-hour pass, the customer portal) and account settings (change password, sign out).
 */
import { f, setVariable, workflow, workflowGraph } from '@kit/runtime-react/authoring';
import type { ElementNode, PageNode } from '@kit/runtime-react/authoring';
import { button, flexbox, formContainer, text } from '@kit/elements/authoring';
import { passwordField, submitFlow, valueOf } from '../auth-parts';
import { BRANDS, ROLE_IDS } from '../brands';
import { BUY_ERROR, buyVariables, planCards } from '../buy';
import { portalPage, titled } from '../page';
import { PAGE } from '../page-ids';
import { FLEET_PAGE } from '../../elements/fleet-common/paths';
import { searchBox } from '../../elements/search-box/builder';
import { savedOffline } from '../../elements/saved-offline/builder';
import { actionButton, card, container, grid, h1, h2, h3, linkButton, muted, notice, para, pill, row, stack, sx } from '../ui';

const TAB = 'dash-tab';
const TABS = [
  ['access', 'My brands'],
  ['bookmarks', 'Bookmarks'],
  ['diagnoses', 'Diagnoses'],
  ['billing', 'Billing'],
  ['account', 'Account'],
] as const;

const hasRole = (roleId: string) => `(variables['user'].roles || []).some(r => (r && r.id ? r.id : r) === '${roleId}')`;
const premiumFor = (roleId: string) => `(${hasRole(roleId)} || ${hasRole(ROLE_IDS.allAccess)} || ${hasRole(ROLE_IDS.admin)})`;

function panel(id: string, children: ElementNode[]): ElementNode {
  return flexbox(
    {
      uid: `panel-${id}`,
      tag: 'section',
      ariaLabel: TABS.find(([key]) => key === id)?.[1] ?? id,
      direction: 'column',
      gap: '18px',
      display: f(`variables['${TAB}'] === '${id}' ? 'flex' : 'none'`),
    },
    children,
  );
}

function sideMenu(): ElementNode {
  return flexbox(
    {
      tag: 'nav',
      ariaLabel: 'Dashboard',
      direction: 'column',
      gap: '0',
      styles: sx({
        default: {
          flex: '0 0 230px',
          position: 'sticky',
          top: '16px',
          backgroundColor: 'var(--color-surface)',
          border: '1px solid var(--color-border)',
          borderRadius: '14px',
          padding: '10px',
        },
        tablet: { flex: '1 1 auto', position: 'static', width: '100%', boxSizing: 'border-box', minWidth: '0' },
      }),
    },
    [
      // Above the panels (tablet and phone) the tabs are one row that scrolls sideways; its fading right edge shows
      // there is more than "Diagno…" (the card's border stays whole: the fade is on this inner row).
      flexbox(
        {
          direction: 'column',
          gap: '4px',
          styles: {
            tablet: {
              flexDirection: 'row !important',
              overflowX: 'auto',
              maskImage: 'linear-gradient(to right, #000 calc(100% - 40px), transparent)',
              paddingRight: '32px',
            },
          },
        },
        TABS.map(([id, label]) =>
          button({
            uid: `tab-${id}`,
            text: label,
            ariaLabel: f(`'${label}' + (variables['${TAB}'] === '${id}' ? ' (open)' : '')`),
            backgroundColor: f(`variables['${TAB}'] === '${id}' ? 'var(--color-surface-2)' : 'transparent'`),
            workflows: [workflow(`open-${id}`, 'click', [setVariable(TAB, id)])],
            styles: {
              default: {
                justifyContent: 'flex-start',
                backgroundColor: 'transparent',
                color: 'var(--color-text)',
                border: '1px solid transparent',
                borderRadius: '10px',
                fontWeight: 600,
                minHeight: '42px',
                whiteSpace: 'nowrap',
              },
              hover: { backgroundColor: 'var(--color-surface-2)' },
            },
          }),
        ).concat(
          // The fleet (trucks, fault history, maintenance) is its own set of pages.
          text({
            tag: 'div',
            text: 'Fleet →',
            link: { kind: 'page', pageId: FLEET_PAGE.dashboard },
            styles: {
              default: {
                display: 'flex',
                alignItems: 'center',
                padding: '0 16px',
                minHeight: '42px',
                borderRadius: '10px',
                fontWeight: 700,
                color: 'var(--color-primary) !important',
                whiteSpace: 'nowrap',
                borderTop: '1px solid var(--color-border)',
              },
              tablet: { borderTop: '0' },
              hover: { backgroundColor: 'var(--color-surface-2)' },
            },
          }),
        ),
      ),
    ],
  );
}

function accessPanel(): ElementNode {
  return panel('access', [
    h2('My brands'),
    para('Every account opens the free portals. Premium portals open with a brand plan, All Brands Premium or a 72-hour pass.'),
    grid(
      '250px',
      BRANDS.map((brand) =>
        card(
          [
            row(
              [
                h3(brand.name, { default: { color: `var(--color-brand-${brand.id})` } }),
                pill(f(`${premiumFor(brand.premiumRoleId)} ? 'Premium' : 'Free'`)),
              ],
              { default: { justifyContent: 'space-between' } },
            ),
            muted(brand.tagline),
            // Side by side when the card has room, else one under the other, each as wide as the card. A grid: the
            // flex items of a row are the buttons' links, which a button's own flex-grow could not widen.
            flexbox(
              {
                display: 'grid',
                gap: '10px',
                styles: { default: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(170px, 100%), 1fr))', marginTop: 'auto' } },
              },
              [
                linkButton('Free portal', { kind: 'page', pageId: brand.freePath }, 'ghost', {
                  default: { width: '100%', boxSizing: 'border-box' },
                }),
                linkButton(
                  f(`${premiumFor(brand.premiumRoleId)} ? 'Premium portal' : 'Unlock premium'`),
                  { kind: 'page', pageId: brand.premiumPath },
                  'primary',
                  { default: { width: '100%', boxSizing: 'border-box' } },
                ),
              ],
            ),
          ],
          { default: { borderTop: `4px solid var(--color-brand-${brand.id})` } },
        ),
      ),
    ),
    h3('Purchases'),
    muted(
      f("(variables['access'] || []).length ? '' : 'No purchases yet. Your plans and passes appear here with the date they run until.'"),
    ),
    flexbox({ uid: 'access-list', direction: 'column', gap: '10px', repeat: f("variables['access'] || []") }, [
      card(
        [
          row([h3(f('context.item.data.product_name')), pill(f("context.item.data.active ? 'Active' : 'Ended'"))], {
            default: { justifyContent: 'space-between' },
          }),
          muted(f('context.item.data.product_description')),
          para(
            f(
              "context.item.data.access_until ? (context.item.data.active ? 'Access until ' : 'Ended on ') + String(context.item.data.access_until).slice(0, 16).replace('T', ' ') + ' UTC' : context.item.data.current_period_end ? 'Renews on ' + String(context.item.data.current_period_end).slice(0, 10) + ' (' + context.item.data.status + ')' : 'Status: ' + context.item.data.status",
            ),
          ),
        ],
        { default: { padding: '16px' } },
      ),
    ]),
    // What this phone keeps for offline use (manuals, their codes), removable here.
    savedOffline({ viewerPath: '/manual' }),
  ]);
}

function bookmarksPanel(): ElementNode {
  return panel('bookmarks', [
    h2('Bookmarks'),
    para('Pages you bookmarked in the manual viewer, with your notes. Open one to continue where you left off.'),
    muted(
      f(
        "(variables['bookmarks'] || []).length ? '' : 'No bookmarks yet. In the viewer, bookmark a page and add a note — torque values, a wire colour, what you measured.'",
      ),
    ),
    flexbox({ uid: 'bookmark-list', direction: 'column', gap: '10px', repeat: f("variables['bookmarks'] || []") }, [
      card(
        [
          text({
            tag: 'div',
            text: f(
              "(context.item.data.manuals ? context.item.data.manuals.title : 'Manual') + ' — page ' + context.item.data.page_number",
            ),
            link: f(
              "({ kind: 'path', path: '/manual?manual=' + context.item.data.manual_id + '&page=' + context.item.data.page_number })",
            ) as never,
            styles: { default: { fontWeight: 700, color: 'var(--color-primary)' } },
          }),
          para(f("context.item.data.note || 'No note'")),
          muted(f("'Saved ' + String(context.item.data.updated_at).slice(0, 10)")),
          actionButton(
            'Remove',
            [
              workflow('remove-bookmark', 'click', [
                { type: 'supabase:delete', table: 'bookmarks', primaryData: { id: f('context.item.data.id') } },
                { type: 'execute-workflow', workflowId: 'load-dashboard' },
              ]),
            ],
            'ghost',
          ),
        ],
        { default: { padding: '16px' } },
      ),
    ]),
  ]);
}

function diagnosesPanel(): ElementNode {
  return panel('diagnoses', [
    h2('Recent diagnoses'),
    para('Your diagnostic sessions, with the code, the truck and the steps the assistant cited.'),
    muted(
      f("(variables['diagnoses'] || []).length ? '' : 'No diagnoses yet. Start one from any brand portal or from the diagnostics page.'"),
    ),
    flexbox({ uid: 'diagnosis-list', direction: 'column', gap: '10px', repeat: f("variables['diagnoses'] || []") }, [
      card(
        [
          text({
            tag: 'div',
            text: f(
              "(context.item.data.code ? 'Code ' + context.item.data.code : 'Symptoms') + ' · ' + String(context.item.data.brand_id).toUpperCase() + ' · ' + String(context.item.data.created_at).slice(0, 16).replace('T', ' ')",
            ),
            link: f(
              "({ kind: 'path', path: '/diagnostics?brand=' + context.item.data.brand_id + (context.item.data.code ? '&code=' + encodeURIComponent(context.item.data.code) : '') })",
            ) as never,
            styles: { default: { fontWeight: 700, color: 'var(--color-primary)' } },
          }),
          muted(f("(context.item.data.symptoms || '') + (context.item.data.refused ? ' — not covered by the manuals' : '')")),
        ],
        { default: { padding: '16px' } },
      ),
    ]),
    linkButton('Start a diagnosis', { kind: 'path', path: '/diagnostics' }, 'primary'),
  ]);
}

function billingPanel(): ElementNode {
  return panel('billing', [
    h2('Billing'),
    para('Buy a plan or a pass. To change your card, see invoices or cancel, open the customer portal.'),
    planCards(PAGE.dashboard),
    card([
      h3('Customer portal'),
      muted(
        f(
          "(variables['access'] || []).some(a => a.customer_id) ? 'Change your card, download invoices or cancel a plan.' : 'Available after your first purchase.'",
        ),
      ),
      actionButton(
        'Open the customer portal',
        [
          workflowGraph(
            'customer-portal',
            'click',
            {
              portal: {
                type: 'stripe:customer-portal',
                customerId: f("((variables['access'] || []).find(a => a.customer_id) || {}).customer_id"),
                cancelPage: PAGE.dashboard,
              },
              failed: setVariable(BUY_ERROR, f('context.workflow.error.message')),
            },
            { start: 'portal', onError: 'failed' },
          ),
        ],
        'ghost',
        { uid: 'customer-portal', disabled: f("!(variables['access'] || []).some(a => a.customer_id)") },
      ),
    ]),
  ]);
}

function accountPanel(): ElementNode {
  return panel('account', [
    h2('Account'),
    card([
      h3('Signed in as'),
      para(f("variables['user'].email || ''"), { default: { fontWeight: 700 } }),
      actionButton(
        'Sign out',
        [workflow('sign-out', 'click', [{ type: 'supabase:sign-out' }, { type: 'change-page', pageId: PAGE.login }])],
        'ghost',
        { uid: 'sign-out' },
      ),
    ]),
    card(
      [
        h3('Change password'),
        formContainer(
          {
            uid: 'change-password-form',
            label: 'Change password',
            workflows: [
              submitFlow(
                'change-password',
                'password-error',
                [
                  {
                    type: 'supabase:change-password',
                    oldPassword: f(valueOf('current-password')),
                    newPassword: f(valueOf('next-password')),
                  },
                  setVariable('password-done', 'Your password is changed.'),
                ],
                {
                  when: `${valueOf('next-password')} !== ${valueOf('next-password-confirm')}`,
                  message: 'The two new passwords do not match.',
                },
              ),
            ],
          },
          [
            passwordField('current-password', 'Current password'),
            passwordField('next-password', 'New password'),
            passwordField('next-password-confirm', 'Repeat the new password'),
            notice('password-error'),
            notice('password-done', 'success'),
            actionButton('Change password', [], 'primary', { buttonType: 'submit', uid: 'change-password-submit' }),
          ],
        ),
      ],
      { default: { maxWidth: '560px' } },
    ),
  ]);
}

export function dashboardPage(): PageNode {
  return portalPage({
    id: PAGE.dashboard,
    path: PAGE.dashboard,
    title: titled('Dashboard'),
    description: 'Your LiftFix dashboard: brands and plans, bookmarks, recent diagnoses, billing and account settings.',
    keywords: 'LiftFix dashboard',
    jsonLd: { '@type': 'WebPage', name: 'LiftFix dashboard' },
    pageUserGroups: [{ id: 'freemium', roles: [ROLE_IDS.freemium] }],
    variables: [
      { id: TAB, name: TAB, type: 'string' as const, defaultValue: 'access' },
      { id: 'access', name: 'access', type: 'array' as const, defaultValue: [] },
      { id: 'bookmarks', name: 'bookmarks', type: 'array' as const, defaultValue: [] },
      { id: 'diagnoses', name: 'diagnoses', type: 'array' as const, defaultValue: [] },
      { id: 'password-error', name: 'password-error', type: 'string' as const, defaultValue: '' },
      { id: 'password-done', name: 'password-done', type: 'string' as const, defaultValue: '' },
      ...buyVariables,
    ],
    workflows: [
      workflowGraph(
        'load-dashboard',
        'onload',
        {
          access: { type: 'supabase:rpc', functionName: 'my_access', next: 'keepAccess' },
          keepAccess: { ...setVariable('access', f("context.workflow['access'].result || []")), next: 'bookmarks' },
          bookmarks: {
            type: 'supabase:select',
            table: 'bookmarks',
            fieldsMode: 'advanced',
            dataFieldsAdvanced: 'id, manual_id, page_number, note, updated_at, manuals(title, brand_id)',
            sort: [{ key: 'updated_at', direction: 'DESC' }],
            limit: 50,
            next: 'keepBookmarks',
          },
          keepBookmarks: {
            ...setVariable(
              'bookmarks',
              f("(context.workflow['bookmarks'].result || {}).data || context.workflow['bookmarks'].result || []"),
            ),
            next: 'diagnoses',
          },
          diagnoses: {
            type: 'supabase:select',
            table: 'diagnoses',
            fieldsMode: 'advanced',
            dataFieldsAdvanced: 'id, brand_id, code, symptoms, refused, created_at',
            sort: [{ key: 'created_at', direction: 'DESC' }],
            limit: 10,
            next: 'keepDiagnoses',
          },
          keepDiagnoses: setVariable(
            'diagnoses',
            f("(context.workflow['diagnoses'].result || {}).data || context.workflow['diagnoses'].result || []"),
          ),
        },
        { start: 'access' },
      ),
    ],
    sections: [
      {
        title: 'Dashboard',
        children: [
          flexbox({ direction: 'column', gap: '0', styles: { default: { padding: '36px 0 64px' }, mobile: { padding: '20px 0 40px' } } }, [
            container([
              stack([muted(f("'Signed in as ' + (variables['user'].email || '')")), h1('Your workshop')], undefined, '4px'),
              // Short enough for a phone's field (a longer one was cut at "Search codes, part numb" at 390 px).
              // On a tablet it spans the row like the tabs under it (as the top bar's box does).
              searchBox({ placeholder: 'Code, part no. or procedure', styles: { tablet: { maxWidth: 'none !important' } } }),
              flexbox(
                {
                  direction: 'row',
                  gap: '28px',
                  alignItems: 'flex-start',
                  styles: { tablet: { flexDirection: 'column !important', gap: '18px' } },
                },
                [
                  sideMenu(),
                  flexbox({ direction: 'column', gap: '0', styles: { default: { flex: '1 1 auto', minWidth: '0', width: '100%' } } }, [
                    accessPanel(),
                    bookmarksPanel(),
                    diagnosesPanel(),
                    billingPanel(),
                    accountPanel(),
                  ]),
                ],
              ),
              notice(BUY_ERROR),
            ]),
          ]),
        ],
      },
    ],
  });
}
