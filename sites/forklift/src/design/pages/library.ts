/**
 * The library pages for search visitors (server-rendered with the catalogue): the service-manual library with its
 * early-access section, the troubleshooting library filtered by series, fuel type and system, and the parts manuals
 * (a free preview). Filters live in the URL.
 */
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import type { Bound, PageNode, SectionNode } from '@kit/runtime-react/authoring';
import { flexbox, formContainer, formInput } from '@kit/elements/authoring';
import { submitFlow, valueOf } from '../auth-parts';
import { manualGrid } from '../catalog-parts';
import { cat, catalogBinding } from '../content';
import { filteredManuals, filterPanel, libraryFormulas } from '../library-parts';
import { portalPage, titled } from '../page';
import { PAGE } from '../page-ids';
import {
  actionButton,
  band,
  card,
  eyebrow,
  grid,
  h1,
  h2,
  h3,
  lead,
  linkButton,
  muted,
  notice,
  para,
  ROW_FIELD_ON_INK,
  row,
  stack,
  unbrokenCode,
} from '../ui';

const LOCKED = "({ kind: 'page', pageId: 'services' })";
/** Manuals listed at first (and added per "show more"): the filters narrow the list, the page stays light. */
const SHOWN = 'manuals-shown';
const PAGE_SIZE = 12;
const shownVariable = { id: SHOWN, name: SHOWN, type: 'number' as const, defaultValue: PAGE_SIZE };

function withShown(binding: ReturnType<typeof catalogBinding>) {
  return { ...binding, variables: [...binding.variables, shownVariable] };
}

function heroSection(kicker: string, heading: string, intro: Bound<string>): SectionNode {
  return {
    title: 'Overview',
    children: [
      // On a phone the hero is one short band (kicker and heading): the list people came for starts on the first
      // screen; the intro stays in the HTML for search engines and the header carries the way to sign in.
      band(
        'ink',
        [
          eyebrow(kicker, 'var(--color-amber)'),
          h1(heading, { mobile: { fontSize: '1.55rem', lineHeight: '1.2' } }),
          lead(intro, { mobile: { display: 'none' } }),
          row(
            [
              linkButton('Create a free account', { kind: 'page', pageId: PAGE.signup }, 'amber'),
              linkButton('See the plans', { kind: 'page', pageId: PAGE.services }, 'ghost-light'),
            ],
            // The flexbox sets its own display: the phone's rule must win over it.
            { mobile: { display: 'none !important' } },
          ),
        ],
        { mobile: { padding: '20px 0' } },
      ),
    ],
  };
}

function brandsSection(heading: string): SectionNode {
  return {
    title: 'Brands',
    children: [
      band('tint', [
        h2(heading),
        grid(
          '210px',
          [
            card([
              h3(f('context.item.data.name')),
              muted(f('context.item.data.tagline')),
              para(f(`context.item.data.manualCount + ' manuals · series ' + ${unbrokenCode('context.item.data.series')}`)),
            ]),
          ],
          undefined,
          f(`${cat('.brands')} || []`),
        ),
      ]),
    ],
  };
}

function filteredSection(path: string, heading: string): SectionNode {
  return {
    title: 'Manuals',
    children: [
      band('plain', [
        h2(heading),
        flexbox(
          {
            direction: 'row',
            gap: '28px',
            alignItems: 'flex-start',
            styles: { default: {}, tablet: { flexDirection: 'column !important' } },
          },
          [
            flexbox(
              {
                direction: 'column',
                gap: '0',
                // Beside the list the panel scrolls with the page: kept in view (sticky), its last series were out of
                // reach below the window until the end of the list, and a capped panel hid them when the list was short.
                styles: {
                  default: { flex: '0 0 320px' },
                  tablet: { flex: '1 1 auto', width: '100%' },
                },
              },
              [filterPanel(path)],
            ),
            flexbox({ direction: 'column', gap: '14px', styles: { default: { flex: '1 1 auto', minWidth: '0' } } }, [
              muted(f(`${filteredManuals()}.length ? '' : 'No manual matches these filters. Clear one to see more.'`)),
              manualGrid(`${filteredManuals()}.slice(0, variables['${SHOWN}'])`, LOCKED),
              flexbox(
                { direction: 'row', gap: '12px', display: f(`${filteredManuals()}.length > variables['${SHOWN}'] ? 'flex' : 'none'`) },
                [
                  actionButton(
                    f(`'Show more manuals (' + (${filteredManuals()}.length - variables['${SHOWN}']) + ' more)'`),
                    [workflow('show-more', 'click', [setVariable(SHOWN, f(`variables['${SHOWN}'] + ${PAGE_SIZE}`))])],
                    'ghost',
                    { uid: 'show-more' },
                  ),
                ],
              ),
            ]),
          ],
        ),
      ]),
    ],
  };
}

function faqSection(faq: ReadonlyArray<readonly [string, string]>): SectionNode {
  return {
    title: 'Questions',
    children: [
      band('surface', [
        h2('Questions technicians ask'),
        grid(
          '320px',
          faq.map(([q, a]) => stack([h3(q), para(a)], undefined, '8px')),
        ),
      ]),
    ],
  };
}

function faqJsonLd(faq: ReadonlyArray<readonly [string, string]>) {
  return {
    '@type': 'FAQPage',
    mainEntity: faq.map(([q, a]) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
  };
}

function itemList(name: string, description: string) {
  return {
    '@type': 'CollectionPage',
    name,
    description,
    mainEntity: { '@type': 'ItemList', name, itemListOrder: 'https://schema.org/ItemListUnordered' },
  };
}

const LIBRARY_FAQ = [
  [
    'Which serial numbers does a manual cover?',
    'Every manual lists its serial range, for example 40500–UP. Compare it with the data plate on the truck; a manual revised for a later serial break is listed separately.',
  ],
  [
    'What does the fuel-type filter do?',
    'Electric, LPG, diesel, gasoline and CNG/dual-fuel trucks use different controllers and codes. The filter keeps only manuals written for that drive.',
  ],
  [
    'Can I read the manuals on a phone?',
    'Yes. The viewer loads one page at a time, so large manuals open on phones without running out of memory.',
  ],
] as const;

const SERVICE_FAQ = [
  [
    'Are the service manuals complete?',
    'Premium portals hold the full service manual of each series — procedures, specifications, adjustments and the error-code chapters — with revision and serial range.',
  ],
  [
    'Is there a free preview?',
    'Free manuals and the first pages of many service manuals open with a free account, so you can check a manual covers your truck before you buy.',
  ],
  ['What is early access?', 'We are adding interactive wiring diagrams and exploded parts views. Early-access members see them first.'],
] as const;

const PARTS_FAQ = [
  [
    'How do I find the right part?',
    'Pick the series, check the serial range of the parts manual, then open the exploded view: item numbers lead to the part number for that serial range.',
  ],
  [
    'Is the parts preview free?',
    'Yes. The parts manual list, with series, revision and serial ranges, is open to everyone; the first pages of free parts manuals open with a free account.',
  ],
] as const;

export function serviceManualsPage(): PageNode {
  const binding = catalogBinding(PAGE.serviceManuals);
  const description =
    'Forklift service manuals and wiring diagrams for C-Monarch, R-Raynet, T-Sensei, H-Brick and U-Stitch trucks, with revision and serial range for every manual.';
  return portalPage({
    id: PAGE.serviceManuals,
    path: PAGE.serviceManuals,
    title: titled('Available Forklift Service Manuals — Five Brands'),
    description,
    keywords:
      'forklift service manual, forklift repair manual pdf, forklift wiring diagram, C-Monarch, R-Raynet, T-Sensei, H-Brick, U-Stitch',
    jsonLd: [itemList('Available forklift service manuals', description), faqJsonLd(SERVICE_FAQ)],
    ...binding,
    formulas: libraryFormulas(PAGE.serviceManuals),
    variables: [
      ...binding.variables,
      shownVariable,
      { id: 'early-done', name: 'early-done', type: 'string' as const, defaultValue: '' },
      { id: 'early-error', name: 'early-error', type: 'string' as const, defaultValue: '' },
    ],
    sections: [
      heroSection(
        'Service manual library',
        'Forklift service manuals for five brands',
        f(
          `'LiftFix holds ' + (${cat('.total')} || 'the') + ' service manuals and wiring diagrams with ' + (${cat('.pageTotal')} || 'thousands of') + ' pages, indexed by series, serial range, fuel type and system.'`,
        ),
      ),
      brandsSection('Manuals by brand'),
      filteredSection(PAGE.serviceManuals, 'Every service manual and wiring diagram'),
      faqSection(SERVICE_FAQ),
      {
        title: 'Early access',
        children: [
          band('ink', [
            eyebrow('Early access', 'var(--color-amber)'),
            h2('Interactive wiring diagrams are coming'),
            para(
              'Click a component to highlight its circuit and jump to its connector pin-out. Join the early-access list to try them first.',
              { default: { color: 'var(--color-on-ink)' } },
            ),
            formContainer(
              {
                uid: 'library-early-form',
                label: 'Early access sign-up',
                workflows: [
                  submitFlow('library-early', 'early-error', [
                    { type: 'supabase:rpc', functionName: 'join_early_access', args: { p_email: f(valueOf('library-early-email')) } },
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
                    // The row's alignItems (flex-end) is an inline style: only !important stretches the field on a phone.
                    styles: {
                      default: { maxWidth: '640px' },
                      mobile: { flexDirection: 'column !important', alignItems: 'stretch !important' },
                    },
                  },
                  [
                    formInput({
                      uid: 'library-early-email',
                      type: 'email',
                      label: 'E-mail address',
                      fieldName: 'email',
                      autocomplete: true,
                      styles: ROW_FIELD_ON_INK,
                    }),
                    actionButton('Join early access', [], 'amber', { buttonType: 'submit' }),
                  ],
                ),
                notice('early-done', 'success'),
                notice('early-error'),
              ],
            ),
          ]),
        ],
      },
    ],
  });
}

export function troubleshootLibraryPage(): PageNode {
  const description =
    'Forklift manual library for troubleshooting: filter service, wiring and operator manuals by series, fuel type and system across five forklift makes.';
  return portalPage({
    id: PAGE.library,
    path: PAGE.library,
    title: titled('Troubleshoot Your Forklift — Manual Library by Series, Fuel & System'),
    description,
    keywords:
      'forklift troubleshooting, forklift manual library, forklift hydraulic system manual, electric forklift manual, LPG forklift manual',
    jsonLd: [itemList('Forklift troubleshooting manual library', description), faqJsonLd(LIBRARY_FAQ)],
    ...withShown(catalogBinding(PAGE.library)),
    formulas: libraryFormulas(PAGE.library),
    sections: [
      heroSection(
        'Troubleshooting library',
        'Troubleshoot your forklift with the right manual',
        'Narrow the library to your truck: series, fuel type and the system at fault — hydraulics, drive, electrical, engine, brakes or mast. Every filtered view is a link.',
      ),
      filteredSection(PAGE.library, 'Manuals for your truck'),
      brandsSection('Makes in the library'),
      {
        title: 'How to use it',
        children: [
          band('plain', [
            h2('From symptom to procedure'),
            grid('250px', [
              stack([
                h3('Start from the code'),
                para('If the display shows a code, look it up in the brand portal: the entry names the manual page with the procedure.'),
              ]),
              stack([
                h3('Or from the system'),
                para('No code? Filter by the system that misbehaves and open the troubleshooting chapter of the series’ service manual.'),
              ]),
              stack([
                h3('Check the serial range'),
                para('Procedures change at serial breaks. The range on each card tells you whether the manual matches the truck.'),
              ]),
            ]),
          ]),
        ],
      },
      faqSection(LIBRARY_FAQ),
    ],
  });
}

export function partsManualsPage(): PageNode {
  const description =
    'Forklift parts manuals for five brands — free preview: series, revision and serial range of every parts book, exploded views with item and part numbers.';
  return portalPage({
    id: PAGE.partsManuals,
    path: PAGE.partsManuals,
    title: titled('Available Forklift Parts Manuals (Free Preview)'),
    description,
    keywords: 'forklift parts manual, forklift parts book, forklift part numbers, exploded view, free preview',
    jsonLd: [itemList('Forklift parts manuals', description), faqJsonLd(PARTS_FAQ)],
    ...withShown(catalogBinding(PAGE.partsManuals)),
    formulas: libraryFormulas(PAGE.partsManuals),
    sections: [
      heroSection(
        'Parts manuals · free preview',
        'Forklift parts manuals, previewed free',
        'Browse every parts book we hold: which series and serials it covers and its revision. Open the first pages free with an account; the full exploded views come with premium.',
      ),
      filteredSection(PAGE.partsManuals, 'Parts manuals'),
      brandsSection('Parts books by brand'),
      {
        title: 'Reading a parts book',
        children: [
          band('plain', [
            h2('Item number, then part number'),
            para(
              'A parts manual is a set of exploded views. Find the assembly, read the item number from the drawing, then the part number from the table next to it — for the serial range of your truck. Superseded numbers are listed with their replacement.',
            ),
          ]),
        ],
      },
      faqSection(PARTS_FAQ),
    ],
  });
}
