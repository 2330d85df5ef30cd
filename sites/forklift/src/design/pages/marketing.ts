/** Marketing pages for search visitors: AI forklift repair help (with its questions) and the services and pricing page. */
import { f } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { BRANDS } from '../brands';
import { buyVariables, planCards } from '../buy';
import { portalPage, titled } from '../page';
import { PAGE } from '../page-ids';
import { band, card, eyebrow, grid, h1, h2, h3, lead, linkButton, muted, para, row, stack, unbroken } from '../ui';

const AI_FAQ = [
  [
    'Does the assistant make things up?',
    'It answers only from the manuals and error-code entries of the brand you pick. Every cause, check and fix carries the manual and page it comes from; when nothing supports an answer, it says so instead of guessing.',
  ],
  [
    'Which trucks does it know?',
    `The five brands in the library — ${BRANDS.map((brand) => brand.name).join(', ')} — by series, model, serial range and fuel type.`,
  ],
  [
    'What should I tell it?',
    'The brand and series, the code on the display if there is one, and what the truck does: “lifts slowly when warm”, “stops after 10 minutes”, “no drive forward”. The serial number narrows it to the right revision.',
  ],
  [
    'Is it safe to follow the steps?',
    'Steps come from the maker’s procedures, with their safety notes. Lock out the truck, lower the forks and follow the manual’s precautions; the assistant flags steps that need the truck raised or the battery disconnected.',
  ],
] as const;

export function aiHelpPage(): PageNode {
  const description =
    'AI forklift repair help that cites the manual: describe the fault or enter the code and get ranked causes, checks with expected values and the fix, with manual page references.';
  return portalPage({
    id: PAGE.aiHelp,
    path: PAGE.aiHelp,
    title: titled('Forklift Repair Help with AI — Cited Diagnostics'),
    description,
    keywords: 'forklift repair help, AI forklift diagnostics, forklift error code help, forklift troubleshooting assistant',
    socialTitle: 'Forklift repair help with AI — every step cites the manual',
    jsonLd: [
      { '@type': 'WebPage', name: 'Forklift repair help with AI', description },
      {
        '@type': 'FAQPage',
        mainEntity: AI_FAQ.map(([q, a]) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
      },
    ],
    sections: [
      {
        title: 'AI repair help',
        children: [
          band('ink', [
            eyebrow('AI diagnostics', 'var(--color-amber)'),
            h1('Forklift repair help that shows its sources'),
            lead(
              'Tell LiftFix what the truck does. It finds the matching error-code entries and manual pages, ranks the likely causes, and walks you through the checks — each step with the manual page it comes from.',
            ),
            row([
              linkButton('Try it free', { kind: 'page', pageId: PAGE.signup }, 'amber'),
              linkButton('Open diagnostics', { kind: 'path', path: '/diagnostics' }, 'ghost-light'),
            ]),
          ]),
        ],
      },
      {
        title: 'What you get',
        children: [
          band('plain', [
            h2('Answers a technician can check'),
            grid('250px', [
              card([
                h3('Ranked causes'),
                para('Most likely first, from the error-code entry and the service manual’s troubleshooting chapter.'),
              ]),
              card([
                h3('Checks with expected values'),
                para('Measure the right connector pins and know the value you should read — “12 V between pins 3 and 5 with the key on”.'),
              ]),
              card([
                h3('The fix, and its page'),
                para('The remedy from the manual, the parts involved and a link to the exact page in the viewer.'),
              ]),
              card([
                h3('Refusals, on purpose'),
                para('If the manuals do not cover the question, it says so — no invented torque values, no guessed wire colours.'),
              ]),
            ]),
          ]),
        ],
      },
      {
        title: 'Questions',
        children: [
          band('surface', [
            h2('Questions about AI repair help'),
            grid(
              '320px',
              // The page's text keeps brand names whole at a line's end; the structured data keeps the plain hyphen.
              AI_FAQ.map(([q, a]) => stack([h3(q), para(unbroken(a))], undefined, '8px')),
            ),
          ]),
        ],
      },
    ],
  });
}

export function servicesPage(): PageNode {
  const description =
    'LiftFix services and pricing: free portals, per-brand premium plans at $39 a month, All Brands Premium at $149 a month, and a $19 72-hour pass.';
  return portalPage({
    id: PAGE.services,
    path: 'services',
    title: titled('Services & Pricing — Forklift Manuals, Error Codes, AI Diagnostics'),
    description,
    keywords: 'forklift manual subscription, forklift service manual price, 72 hour pass, forklift diagnostics pricing',
    jsonLd: {
      '@type': 'Product',
      name: 'LiftFix premium access',
      description,
      offers: [
        { '@type': 'Offer', name: 'Brand Premium (monthly)', price: '39.00', priceCurrency: 'USD' },
        { '@type': 'Offer', name: 'All Brands Premium (monthly)', price: '149.00', priceCurrency: 'USD' },
        { '@type': 'Offer', name: '72-Hour Pass', price: '19.00', priceCurrency: 'USD' },
      ],
    },
    variables: buyVariables,
    sections: [
      {
        title: 'Services',
        children: [
          band('ink', [
            eyebrow('Services', 'var(--color-amber)'),
            h1('Everything a forklift technician needs to look up'),
            lead(
              `Service, parts and wiring manuals, error codes with their checks, and cited AI diagnostics — for ${BRANDS.map((brand) =>
                unbroken(brand.name),
              )
                .join(', ')
                .replace(/, (?=[^,]*$)/, ' and ')} trucks.`,
            ),
          ]),
          band('plain', [
            h2('What LiftFix gives you'),
            grid('250px', [
              card([
                h3('Free account'),
                para('Every brand’s free portal: operator manuals, free error codes with fixes, manual previews and bookmarks.'),
              ]),
              card([
                h3('Brand Premium'),
                para('One brand’s complete library: service and parts manuals, wiring diagrams, every error code, AI diagnostics.'),
              ]),
              card([h3('All Brands Premium'), para('The five libraries for mixed fleets and independent service companies.')]),
              card([h3('72-Hour Pass'), para('All brands for three days, paid once — for the one job in front of you.')]),
            ]),
            // The cards describe; the actions are for all four (only the first card had a button): the free account
            // (the dashboard once signed in) and the plans below.
            row([
              linkButton(
                f("variables['isAuthenticated'] ? 'Open my dashboard' : 'Create a free account'"),
                f(
                  `variables['isAuthenticated'] ? ({ kind: 'page', pageId: '${PAGE.dashboard}' }) : ({ kind: 'page', pageId: '${PAGE.signup}' })`,
                ),
              ),
              linkButton('Compare the plans', { kind: 'page', pageId: PAGE.services, section: 'Pricing' }, 'ghost'),
            ]),
          ]),
        ],
      },
      {
        title: 'Pricing',
        children: [
          band('tint', [
            h2('Plans'),
            muted('Sign in first: purchases are linked to your account, and access starts as soon as the payment is confirmed.'),
            planCards(PAGE.services),
          ]),
        ],
      },
    ],
  });
}
