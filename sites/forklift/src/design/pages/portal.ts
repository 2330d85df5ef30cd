/**
 * The brand portals (seed 000 §2): a free page per brand (freemium group) and a premium page (the brand's premium
 * role, all-access or admin). Both: top navigation, the brand's manuals by kind and its series with serial ranges,
 * error-code lookup, the way into diagnostics; free pages end with the upgrade call to action, premium pages with the
 * early-access stack.
 */
import { f, setVariable } from '@kit/runtime-react/authoring';
import type { ElementNode, PageNode, SectionNode } from '@kit/runtime-react/authoring';
import { flexbox, formContainer, formInput, text } from '@kit/elements/authoring';
import { submitFlow, valueOf } from '../auth-parts';
import { ROLE_IDS } from '../brands';
import type { BrandInfo } from '../brands';
import { buyVariables, planCards } from '../buy';
import { codeList, manualGrid, openManualGrid, seriesGrid, stat } from '../catalog-parts';
import { cat, catalogBinding } from '../content';
import { portalPage, titled } from '../page';
import {
  actionButton,
  band,
  eyebrow,
  h1,
  h2,
  h3,
  lead,
  linkButton,
  muted,
  notice,
  para,
  ROW_FIELD,
  ROW_FIELD_ON_INK,
  row,
  stack,
  sx,
  unbroken,
} from '../ui';

type Tier = 'free' | 'premium';

function subNav(brand: BrandInfo, tier: Tier): ElementNode {
  const anchor = (label: string, section: string) =>
    text({
      tag: 'div',
      text: label,
      link: { kind: 'page', pageId: tier === 'free' ? brand.freePath : brand.premiumPath, section },
      styles: {
        default: { fontWeight: 600, color: 'var(--color-text) !important', padding: '12px 0', whiteSpace: 'nowrap' },
        hover: { textDecoration: 'underline' },
      },
    });
  return flexbox(
    {
      tag: 'nav',
      ariaLabel: `${brand.name} portal`,
      direction: 'column',
      gap: '0',
      styles: { default: { backgroundColor: 'var(--color-surface)', borderBottom: '1px solid var(--color-border)' } },
    },
    [
      flexbox(
        {
          direction: 'row',
          gap: '24px',
          alignItems: 'center',
          styles: sx({
            default: { maxWidth: '1180px', margin: '0 auto', padding: '0 28px', width: '100%', boxSizing: 'border-box', overflowX: 'auto' },
            mobile: { padding: '0 16px', gap: '18px' },
          }),
        },
        [
          text({
            tag: 'div',
            text: `${brand.name} · ${tier === 'free' ? 'Free' : 'Premium'}`,
            styles: { default: { fontWeight: 800, color: `var(--color-brand-${brand.id})`, whiteSpace: 'nowrap' } },
          }),
          anchor('Manuals', 'Manuals'),
          anchor('Series', 'Series'),
          anchor('Error codes', 'Error codes'),
          anchor('Diagnostics', 'Diagnostics'),
          tier === 'free' ? anchor('Upgrade', 'Upgrade') : anchor('Early access', 'Early access'),
        ],
      ),
    ],
  );
}

function hero(brand: BrandInfo, tier: Tier): ElementNode {
  return band(
    'ink',
    [
      eyebrow(tier === 'free' ? `${brand.name} · free portal` : `${brand.name} · premium portal`, 'var(--color-amber)'),
      h1(tier === 'free' ? `${brand.name} forklift manuals and error codes` : `${brand.name} Portal Premium`),
      lead(f(`${cat('.brand.description')} || '${brand.tagline}.'`)),
      row(
        [
          stat(`${cat('.stats.manuals')} || 0`, 'manuals'),
          stat(`${cat('.stats.pages')} || 0`, 'pages'),
          stat(`${cat('.stats.codes')} || 0`, 'error codes'),
          stat(`${cat('.stats.series')} || 0`, 'series'),
        ],
        { default: { gap: '36px', marginTop: '8px' } },
        '36px',
      ),
    ],
    { default: { borderBottom: `6px solid var(--color-brand-${brand.id})` } },
  );
}

function manualsSection(brand: BrandInfo, tier: Tier): SectionNode {
  const locked = `({ kind: 'page', pageId: '${brand.premiumPath}' })`;
  return {
    title: 'Manuals',
    children: [
      band('plain', [
        eyebrow('Library'),
        h2(`${unbroken(brand.name)} manuals by kind`),
        para(
          tier === 'free'
            ? 'Free manuals open in the viewer; premium manuals show their scope, revision and serial range so you know what the upgrade gives you.'
            : 'Every manual of the brand opens in the viewer, page by page, with bookmarks and notes.',
        ),
        muted(f(`${cat('.kinds')} && ${cat('.kinds.length')} ? '' : 'The manuals are being loaded.'`)),
        flexbox({ direction: 'column', gap: '28px', repeat: f(`${cat('.kinds')} || []`) }, [
          stack(
            [
              h3(f('context.item.data.label')),
              tier === 'free'
                ? manualGrid('context.item.data.manuals', locked, { perSeries: true })
                : openManualGrid('context.item.data.manuals'),
            ],
            undefined,
            '14px',
          ),
        ]),
      ]),
    ],
  };
}

function seriesSection(brand: BrandInfo): SectionNode {
  return {
    title: 'Series',
    children: [
      band('tint', [
        eyebrow('Equipment'),
        h2(`${unbroken(brand.name)} series and serial ranges`),
        para('Manuals state the serial numbers they cover. Check the data plate, then pick the series.'),
        seriesGrid(`${cat('.series')} || []`),
      ]),
    ],
  };
}

function codesSection(brand: BrandInfo, tier: Tier): SectionNode {
  const qUid = `code-q-${brand.id}`;
  return {
    title: 'Error codes',
    children: [
      band('plain', [
        eyebrow('Troubleshooting'),
        h2(`${unbroken(brand.name)} error-code lookup`),
        para(
          f(
            `'${unbroken(brand.name)} writes its codes like ' + (${cat('.brand.codeExample')} || '…') + '. ' + (${cat('.brand.codeFormat')} || '')`,
          ),
        ),
        formContainer(
          {
            uid: `code-lookup-${brand.id}`,
            label: `Look up a ${brand.name} error code`,
            workflows: [
              submitFlow(
                'code-lookup',
                'lookup-error',
                [
                  {
                    type: 'change-page',
                    navigateMode: 'internal',
                    mode: 'path',
                    path: f(`'/search?brand=${brand.id}&q=' + encodeURIComponent(${valueOf(qUid)} || '')`),
                  },
                ],
                { when: `!${valueOf(qUid)}`, message: 'Enter the code the display shows.' },
              ),
            ],
          },
          [
            flexbox(
              {
                direction: 'row',
                gap: '12px',
                alignItems: 'flex-end',
                styles: {
                  default: { maxWidth: '640px' },
                  mobile: { flexDirection: 'column !important', alignItems: 'stretch !important' },
                },
              },
              [
                formInput({
                  uid: qUid,
                  type: 'search',
                  label: 'Error code or symptom',
                  placeholder: f(`${cat('.brand.codeExample')} || 'E-212'`) as unknown as string,
                  required: false,
                  autocomplete: false,
                  styles: ROW_FIELD,
                }),
                actionButton('Look up', [], 'primary', { buttonType: 'submit' }),
              ],
            ),
            notice('lookup-error'),
          ],
        ),
        muted(
          tier === 'free'
            ? f(
                `(${cat('.stats.freeCodes')} || 0) + ' codes are free with details; ' + (${cat('.stats.premiumCodes')} || 0) + ' more come with premium.'`,
              )
            : f(`'All ' + (${cat('.stats.codes')} || 0) + ' codes with causes, checks and the fix.'`),
        ),
        codeList(`${cat('.codes')} || []`),
        linkButton(
          f(`'Search all ' + (${cat('.stats.codes')} || '') + ' ${unbroken(brand.name)} codes'`),
          { kind: 'path', path: `/search?brand=${brand.id}` },
          'ghost',
        ),
      ]),
    ],
  };
}

function diagnosticsSection(brand: BrandInfo): SectionNode {
  return {
    title: 'Diagnostics',
    children: [
      band('surface', [
        row(
          [
            stack(
              [
                eyebrow('AI diagnostics'),
                h2('Describe the fault, get cited steps'),
                para(
                  `The assistant knows the ${unbroken(brand.name)} manuals and nothing else: every cause, check and fix it gives names the manual page. When the manuals do not cover it, it says so.`,
                ),
              ],
              { default: { flex: '1 1 420px' } },
            ),
            linkButton(`Diagnose a ${unbroken(brand.name)} truck`, { kind: 'path', path: `/diagnostics?brand=${brand.id}` }, 'primary'),
          ],
          { default: { justifyContent: 'space-between' } },
          '24px',
        ),
      ]),
    ],
  };
}

function upgradeSection(brand: BrandInfo): SectionNode {
  return {
    title: 'Upgrade',
    children: [
      band('tint', [
        eyebrow('Upgrade'),
        h2(`Unlock the full ${unbroken(brand.name)} library`),
        para(
          'Service and parts manuals, wiring diagrams and every error code with its checks. Access starts as soon as the payment is confirmed.',
        ),
        planCards(brand.freePath, brand),
      ]),
    ],
  };
}

function earlyAccessSection(brand: BrandInfo): SectionNode {
  const emailUid = `early-email-${brand.id}`;
  return {
    title: 'Early access',
    children: [
      band('ink', [
        eyebrow('Early access', 'var(--color-amber)'),
        h2(`New ${unbroken(brand.name)} content, first`),
        para(
          'Interactive wiring diagrams with circuit highlighting and exploded parts views are coming. Leave your address and we let you in before everyone else.',
          { default: { color: 'var(--color-on-ink)' } },
        ),
        formContainer(
          {
            uid: `early-form-${brand.id}`,
            label: 'Early access sign-up',
            workflows: [
              submitFlow('early-access', 'early-error', [
                { type: 'supabase:rpc', functionName: 'join_early_access', args: { p_email: f(valueOf(emailUid)), p_brand_id: brand.id } },
                setVariable('early-done', 'Thanks — you are on the early-access list.'),
              ]),
            ],
          },
          [
            flexbox(
              {
                direction: 'row',
                gap: '12px',
                alignItems: 'flex-end',
                styles: {
                  default: { maxWidth: '640px' },
                  mobile: { flexDirection: 'column !important', alignItems: 'stretch !important' },
                },
              },
              [
                formInput({
                  uid: emailUid,
                  type: 'email',
                  label: 'E-mail address',
                  fieldName: 'email',
                  autocomplete: true,
                  value: f("variables['user'].email || ''") as unknown as string,
                  styles: ROW_FIELD_ON_INK,
                }),
                actionButton('Join early access', [], 'amber', { buttonType: 'submit', uid: `early-submit-${brand.id}` }),
              ],
            ),
            notice('early-done', 'success'),
            notice('early-error'),
          ],
        ),
      ]),
    ],
  };
}

export function brandPortalPage(brand: BrandInfo, tier: Tier): PageNode {
  const id = tier === 'free' ? brand.freePath : brand.premiumPath;
  const binding = catalogBinding(id);
  const title =
    tier === 'free'
      ? titled(`${brand.name} Forklift Manuals & Error Codes — Free Portal`)
      : brand.id === 'u-stitch'
        ? 'U-Stitch Portal Premium'
        : titled(`${brand.name} Portal Premium — Full Service, Parts & Wiring Library`);
  const description =
    tier === 'free'
      ? `Free ${brand.name} forklift portal: operator manuals, free error codes with fixes, manual previews, series and serial ranges. ${brand.tagline}.`
      : `${brand.name} premium portal: every service and parts manual, wiring diagrams and all error codes with causes, checks and fixes, plus cited AI diagnostics.`;
  return portalPage({
    id,
    path: id,
    name: `${brand.name} ${tier}`,
    title,
    description,
    keywords: `${brand.name} forklift manual, ${brand.name} error codes, ${brand.name} service manual, ${brand.name} wiring diagram, ${brand.name} parts manual`,
    socialTitle: tier === 'free' ? `${brand.name} forklift manuals — free portal` : `${brand.name} premium forklift library`,
    jsonLd:
      tier === 'free'
        ? { '@type': 'CollectionPage', name: `${brand.name} forklift manuals — free portal`, description }
        : {
            '@type': 'Product',
            name: `${brand.name} Premium`,
            description,
            brand: { '@type': 'Brand', name: 'LiftFix' },
            offers: [
              { '@type': 'Offer', price: '39.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', name: 'Monthly' },
              { '@type': 'Offer', price: '390.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', name: 'Yearly' },
            ],
          },
    pageUserGroups:
      tier === 'free'
        ? [{ id: 'freemium', roles: [ROLE_IDS.freemium] }]
        : [
            { id: `${brand.id}-premium`, roles: [brand.premiumRoleId] },
            { id: 'all-access', roles: [ROLE_IDS.allAccess] },
            { id: 'admin', roles: [ROLE_IDS.admin] },
          ],
    variables: [
      ...binding.variables,
      ...buyVariables,
      { id: 'lookup-error', name: 'lookup-error', type: 'string' as const, defaultValue: '' },
      { id: 'early-done', name: 'early-done', type: 'string' as const, defaultValue: '' },
      { id: 'early-error', name: 'early-error', type: 'string' as const, defaultValue: '' },
    ],
    collections: binding.collections,
    workflows: binding.workflows,
    sections: [
      { title: 'Portal navigation', children: [subNav(brand, tier), hero(brand, tier)] },
      manualsSection(brand, tier),
      seriesSection(brand),
      codesSection(brand, tier),
      diagnosticsSection(brand),
      tier === 'free' ? upgradeSection(brand) : earlyAccessSection(brand),
    ],
  });
}
