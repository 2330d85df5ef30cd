/**
 * The code page (`/codes/<brand>/<code>`, ARCHITECTURE §7): one error code, server-rendered from its view (the
 * `codePage` variable, written per request: see `codes/code-page-render.ts`). Everyone sees the code, its title,
 * summary, brand, series, system and severity, and the way to diagnose it; the causes, checks, fix and the manual pages
 * they cite are in the view only for a reader the details' row-level security admits, and otherwise the page says what
 * opens them (a free account, or the brand's plan). After a client-side navigation the view is fetched from the
 * `code-page` data set with the page's path parameters; the page shows a view only while it is the one its parameters
 * name, so it never shows the previous code.
 */
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import type { ElementNode, PageNode } from '@kit/runtime-react/authoring';
import { flexbox, text } from '@kit/elements/authoring';
import { BRANDS } from '../brands';
import { portalPage, titled } from '../page';
import { PAGE } from '../page-ids';
import { band, card, container, eyebrow, h1, h2, h3, lead, linkButton, muted, para, pill, row, stack, sx } from '../ui';

export const CODE_PAGE_ID = 'code';
export const CODE_PAGE_VARIABLE = 'codePage';
export const CODE_PAGE_DATA_SET = 'code-page';
/** The path parameters (page variables of the same ids). */
export const CODE_PAGE_PARAMETERS = { brand: 'codeBrand', slug: 'codeSlug' } as const;

type Link = ElementNode['link'];
type Styles = NonNullable<ElementNode['styles']>;

/** `variables['codePage']` followed by a path (optional chaining: the view may be empty after a navigation). */
const v = (path: string) => `variables['${CODE_PAGE_VARIABLE}']${path.replace(/\./g, '?.')}`;
const item = (path: string) => f(`context.item.data.${path}`);

/** The view is the one the page's parameters name (after a navigation it may still be the last code's). */
const MATCHES = `!!${v('.ready')} && ${v('.key')} === (variables['${CODE_PAGE_PARAMETERS.brand}'] + '/' + variables['${CODE_PAGE_PARAMETERS.slug}'])`;
/** The page's state, a named formula: loading (no view of this code yet), missing, open (details), locked. */
const STATE_FORMULA = {
  id: 'code-page-state',
  name: 'codeState',
  code: `!(${MATCHES}) ? 'loading' : !${v('.found')} ? 'missing' : ${v('.access')} === 'open' ? 'open' : 'locked'`,
};
const inState = (...states: string[]) => f(states.map((state) => `formulas['codeState']() === '${state}'`).join(' || '));

const ON_INK_CHIP = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '4px 12px',
  borderRadius: '999px',
  fontSize: '0.85rem',
  fontWeight: 700,
  border: '1px solid rgba(255, 255, 255, 0.35)',
  backgroundColor: 'rgba(255, 255, 255, 0.06)',
  color: 'var(--color-on-ink)',
  width: 'fit-content',
};

/** A fact of the code on the hero's ink ("Series · CX Series"); hidden when the code has none. */
function fact(label: string, valueCode: string): ElementNode {
  return flexbox({ direction: 'row', display: f(`${valueCode} ? 'inline-flex' : 'none'`), styles: { default: ON_INK_CHIP } }, [
    text({ tag: 'div', text: label, styles: { default: { opacity: 0.75, fontWeight: 600 } } }),
    text({ tag: 'div', text: f(`${valueCode} || ''`) }),
  ]);
}

/** The severity, filled in its colour (the same in both themes: the hero is ink in both). */
function severityChip(): ElementNode {
  return text({
    tag: 'div',
    text: f(`'Severity · ' + (${v('.severityLabel')} || '')`),
    states: f(`[${v('.severity')} || 'info']`),
    styles: {
      default: ON_INK_CHIP,
      states: {
        stop: { backgroundColor: '#b42318', border: '1px solid #b42318', color: '#ffffff' },
        warn: { backgroundColor: 'var(--color-amber)', border: '1px solid var(--color-amber)', color: '#111111' },
      },
    },
  });
}

function breadcrumb(): ElementNode {
  const crumb = (label: Parameters<typeof text>[0]['text'], link?: Link) =>
    text({
      tag: 'div',
      text: label,
      ...(link === undefined ? {} : { link }),
      styles: {
        default: { color: 'var(--color-on-ink) !important', opacity: link === undefined ? 1 : 0.8, fontSize: '0.9rem', fontWeight: 600 },
        hover: { opacity: 1, textDecoration: 'underline' },
      },
    });
  const separator = text({ tag: 'div', text: '›', styles: { default: { opacity: 0.5, fontSize: '0.9rem' } } });
  return flexbox({ tag: 'nav', ariaLabel: 'Breadcrumb', direction: 'row', wrap: true, gap: '8px', alignItems: 'center' }, [
    crumb('Home', { kind: 'page', pageId: PAGE.login }),
    separator,
    crumb(f(`${v('.brandCodes')} || ''`), f(v('.searchLink')) as unknown as Link),
    separator,
    crumb(f(`${v('.code')} || ''`)),
  ]);
}

function hero(): ElementNode {
  return flexbox(
    {
      tag: 'header',
      direction: 'column',
      gap: '0',
      states: f(`[${v('.brandId')} || '']`),
      styles: {
        ...sx({
          default: {
            backgroundColor: 'var(--color-ink)',
            color: 'var(--color-on-ink)',
            width: '100%',
            padding: '40px 0 48px',
            borderBottom: '6px solid var(--color-amber)',
          },
          mobile: { padding: '24px 0 32px' },
        }),
        // The brand's accent under the hero, as on its portal.
        states: Object.fromEntries(BRANDS.map((brand) => [brand.id, { borderBottomColor: `var(--color-brand-${brand.id})` }])),
      },
    },
    [
      container([
        breadcrumb(),
        stack(
          [
            eyebrow(f(`${v('.eyebrow')} || ''`), 'var(--color-amber)'),
            h1(f(`${v('.heading')} || ''`), { default: { maxWidth: '28ch' } }),
            lead(f(`${v('.summary')} || ''`), { default: { maxWidth: '70ch' } }),
            // An imported code still waiting for an editor says where it was taken from.
            flexbox({ direction: 'row', display: f(`${v('.provenanceLine')} ? 'flex' : 'none'`) }, [
              text({
                uid: 'code-provenance',
                tag: 'p',
                text: f(`${v('.provenanceLine')} || ''`),
                styles: { default: { fontSize: '0.9rem', color: 'var(--color-on-ink)', opacity: 0.85, margin: '0', maxWidth: '70ch' } },
              }),
            ]),
          ],
          undefined,
          '14px',
        ),
        row(
          [severityChip(), fact('Series', v('.series')), fact('System', v('.system')), fact('Controller', v('.controller'))],
          undefined,
          '8px',
        ),
        row(
          [
            linkButton('Diagnose this code', f(v('.diagnoseLink')) as unknown as Link, 'amber'),
            // On a phone the breadcrumb and the related codes lead there: the first screen keeps the one action (the box
            // is hidden, not only the text: a link left without its text has no name).
            flexbox({ direction: 'row', styles: { mobile: { display: 'none !important' } } }, [
              linkButton(f(`${v('.allCodesLabel')} || ''`), f(v('.searchLink')) as unknown as Link, 'ghost-light'),
            ]),
          ],
          { default: { marginTop: '6px' } },
        ),
      ]),
    ],
  );
}

/** A small link to the manual page a statement comes from ("C-Monarch CX Service Manual, rev. 3 · p. 212 →"). */
function citation(textCode: string, linkCode: string): ElementNode {
  return text({
    tag: 'div',
    text: f(`${textCode} || ''`),
    link: f(linkCode) as unknown as Link,
    styles: {
      default: {
        color: 'var(--color-primary) !important',
        fontSize: '0.85rem',
        fontWeight: 600,
        lineHeight: '1.4',
        overflowWrap: 'anywhere',
      },
      hover: { textDecoration: 'underline' },
    },
  });
}

const itemCitation = () => citation('context.item.data.citeText', 'context.item.data.citeLink');

const NUMBER_BADGE: Styles = {
  default: {
    flex: '0 0 30px',
    height: '30px',
    borderRadius: '999px',
    backgroundColor: 'var(--color-surface-2)',
    border: '1px solid var(--color-border)',
    color: 'var(--color-text)',
    fontWeight: 800,
    fontSize: '0.9rem',
    lineHeight: '28px',
    textAlign: 'center',
    boxSizing: 'border-box',
  },
};

const LIST_ROW: Styles = sx({
  default: {
    backgroundColor: 'var(--color-surface)',
    border: '1px solid var(--color-border)',
    borderRadius: '12px',
    padding: '14px 16px',
  },
  mobile: { padding: '12px 14px', gap: '12px' },
});

/** A numbered list over `listCode` (causes or checks); each row's body from `body`. */
function numberedList(label: string, listCode: string, body: ElementNode[]): ElementNode {
  return flexbox({ tag: 'ol', ariaLabel: label, direction: 'column', gap: '10px', repeat: f(`${listCode} || []`) }, [
    flexbox({ direction: 'row', gap: '14px', alignItems: 'flex-start', styles: LIST_ROW }, [
      text({ tag: 'div', text: item('n'), styles: NUMBER_BADGE }),
      stack(body, { default: { flex: '1 1 auto', minWidth: '0' } }, '6px'),
    ]),
  ]);
}

function detailSection(title: string, children: ElementNode[]): ElementNode {
  return stack([h2(title, { default: { fontSize: '1.35rem' } }), ...children], undefined, '12px');
}

function factCard(title: string, valueCode: string): ElementNode {
  return card([eyebrow(title), para(f(`${valueCode} || ''`))], { default: { gap: '6px' } });
}

function openDetails(): ElementNode {
  return flexbox({ direction: 'column', gap: '32px' }, [
    flexbox(
      { display: 'grid', gap: '14px', styles: { default: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))' } } },
      [factCard('When it sets', v('.details.triggerCondition')), factCard('What the truck does', v('.details.effect'))],
    ),
    detailSection('Likely causes', [
      muted('Most likely first.'),
      numberedList('Likely causes', v('.details.causes'), [para(item('text')), itemCitation()]),
    ]),
    detailSection('Checks', [
      muted('In the order to make them, with the value a good part shows.'),
      numberedList('Checks', v('.details.checks'), [
        para(item('text')),
        text({
          tag: 'p',
          text: item('expectedLine'),
          styles: { default: { margin: '0', fontSize: '0.92rem', fontWeight: 600, color: 'var(--color-success)' } },
        }),
        itemCitation(),
      ]),
    ]),
    detailSection('The fix', [
      card([para(f(`${v('.details.remedy')} || ''`)), citation(v('.details.remedyCiteText'), v('.details.remedyCiteLink'))], {
        default: { borderLeft: '4px solid var(--color-success)' },
      }),
      muted(f(`${v('.details.partsLine')} || ''`)),
    ]),
  ]);
}

/**
 * What opens the details — a free account for a free code, the brand's plan for a premium one — with what they hold;
 * its texts and links come from the view (a visitor is also offered to sign in; a code without details says so).
 */
function lockCard(): ElementNode {
  const action = (prefix: string, look: 'primary' | 'ghost') =>
    flexbox({ direction: 'row', display: f(`${v(`.${prefix}Label`)} ? 'flex' : 'none'`) }, [
      linkButton(f(`${v(`.${prefix}Label`)} || ''`), f(v(`.${prefix}Link`)) as unknown as Link, look),
    ]);
  return card(
    [
      pill(f(`${v('.tierLabel')} || ''`)),
      h2(f(`${v('.lockTitle')} || ''`)),
      para(f(`${v('.lockText')} || ''`)),
      text({
        tag: 'p',
        text: f(`${v('.insideLine')} || ''`),
        styles: { default: { margin: '0', fontWeight: 600 } },
      }),
      flexbox({ direction: 'row', wrap: true, gap: '12px', alignItems: 'center' }, [
        action('primary', 'primary'),
        text({ tag: 'p', text: f(`${v('.secondaryNote')} || ''`), styles: { default: { margin: '0', color: 'var(--color-muted)' } } }),
        action('secondary', 'ghost'),
      ]),
    ],
    sx({ default: { gap: '14px', borderLeft: '4px solid var(--color-amber)', padding: '26px' }, mobile: { padding: '20px' } }),
  );
}

function aside(withPages: boolean): ElementNode {
  return flexbox(
    {
      tag: 'aside',
      ariaLabel: 'About this code',
      direction: 'column',
      gap: '18px',
      styles: sx({ default: { flex: '0 0 320px', minWidth: '0' }, tablet: { flex: '1 1 auto', width: '100%' } }),
    },
    [
      ...(withPages
        ? [
            card([
              h3('Manual pages cited'),
              flexbox(
                { tag: 'ul', ariaLabel: 'Manual pages cited', direction: 'column', gap: '10px', repeat: f(`${v('.details.pages')} || []`) },
                [itemCitation()],
              ),
            ]),
          ]
        : []),
      card([
        h3(f(`${v('.relatedTitle')} || ''`)),
        flexbox({ tag: 'ul', ariaLabel: 'Related codes', direction: 'column', gap: '2px', repeat: f(`${v('.related')} || []`) }, [
          flexbox(
            {
              direction: 'row',
              gap: '10px',
              alignItems: 'baseline',
              link: f('context.item.data.link') as unknown as Link,
              styles: {
                default: { padding: '7px 0', borderBottom: '1px solid var(--color-border)' },
                hover: { textDecoration: 'underline' },
              },
            },
            [
              text({
                tag: 'div',
                text: item('code'),
                styles: { default: { font: 'var(--typography-mono)', fontWeight: 800, color: 'var(--color-primary)', flex: '0 0 auto' } },
              }),
              text({
                tag: 'div',
                text: item('title'),
                styles: { default: { fontSize: '0.92rem', color: 'var(--color-text)', minWidth: '0' } },
              }),
            ],
          ),
        ]),
        linkButton(f(`${v('.searchLabel')} || ''`), f(v('.searchLink')) as unknown as Link, 'ghost', {
          default: { width: '100%', boxSizing: 'border-box', marginTop: '6px' },
        }),
      ]),
    ],
  );
}

/** The page's body under the hero: the main column (details, or what opens them) beside the aside. */
function columns(main: ElementNode, withPages = false): ElementNode {
  return band('plain', [
    flexbox(
      {
        direction: 'row',
        gap: '36px',
        alignItems: 'flex-start',
        styles: { tablet: { flexDirection: 'column !important', alignItems: 'stretch !important', gap: '28px' } },
      },
      [
        flexbox({ direction: 'column', gap: '24px', styles: { default: { flex: '1 1 0', minWidth: '0' }, tablet: { flex: '1 1 auto' } } }, [
          main,
        ]),
        aside(withPages),
      ],
    ),
  ]);
}

/** Each state of the page is a section rendered only in that state: the HTML holds no text of the others. */
function sections(): NonNullable<PageNode['sections']> {
  return [
    { title: 'Code', display: inState('open', 'locked'), children: [hero()] },
    { title: 'Details', display: inState('open'), children: [columns(openDetails(), true)] },
    { title: 'What opens the details', display: inState('locked'), children: [columns(lockCard())] },
    // After a client-side navigation, until the view of this code arrives; then an unknown code says so.
    {
      title: 'Loading',
      display: inState('loading'),
      children: [band('plain', [muted('Loading the code…')], { default: { minHeight: '50vh' } })],
    },
    {
      title: 'Unknown code',
      display: inState('missing'),
      children: [
        band('plain', [
          eyebrow('Error code'),
          h1('This code is not in the library'),
          para('Check the code as the display shows it, or search for it: the search knows every spelling.'),
          row([linkButton('Search the codes', { kind: 'path', path: '/search' })]),
        ]),
      ],
    },
  ];
}

export function codePage(): PageNode {
  return portalPage({
    id: CODE_PAGE_ID,
    path: `codes/{{${CODE_PAGE_PARAMETERS.brand}|}}/{{${CODE_PAGE_PARAMETERS.slug}|}}`,
    name: 'Error code',
    // The server writes each code's own title, description and structured data (codes/code-page-head.ts).
    title: titled('Forklift error code'),
    description: 'A forklift error code: what it means, its likely causes, the checks and the fix, cited to the manual page.',
    keywords: 'forklift error code, forklift fault code',
    jsonLd: { '@type': 'TechArticle', name: 'Forklift error code' },
    variables: [
      { id: CODE_PAGE_VARIABLE, name: CODE_PAGE_VARIABLE, type: 'object', defaultValue: { ready: false } },
      { id: CODE_PAGE_PARAMETERS.brand, name: CODE_PAGE_PARAMETERS.brand, type: 'string', defaultValue: '' },
      { id: CODE_PAGE_PARAMETERS.slug, name: CODE_PAGE_PARAMETERS.slug, type: 'string', defaultValue: '' },
    ],
    formulas: [STATE_FORMULA],
    collections: [
      { id: CODE_PAGE_DATA_SET, name: 'Code page', mode: 'dynamic', isThroughServer: true, autoFetch: false, limit: 1, offset: 0 },
    ],
    workflows: [
      // Fetched when the view is not this code's (a client-side navigation), or when the server rendered a visitor's
      // view for a reader whose session the browser has since renewed.
      workflow('load-code', 'onload', [
        {
          type: 'filter',
          value: f(
            `formulas['codeState']() === 'loading' || (${v('.viewer')} === 'visitor' && !!variables['isAuthenticated'] && ${v('.access')} !== 'open')`,
          ),
        },
        { type: 'fetch-collection', collectionId: CODE_PAGE_DATA_SET },
        setVariable(CODE_PAGE_VARIABLE, f(`collections['${CODE_PAGE_DATA_SET}'].data[0]`)),
      ]),
    ],
    sections: sections(),
  });
}
