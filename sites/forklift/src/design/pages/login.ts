/**
 * The home page (`login`, at the root): the AI-diagnostics pitch and the sign-in form (the Supabase plugin's e-mail
 * and password sign-in), back to the page that sent the visitor here (`_source`) or to the dashboard. The same page
 * also answers at `/login`, the path search engines know.
 */
import { f } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { formContainer } from '@kit/elements/authoring';
import { authSection, emailField, formCard, passwordField, submitFlow, valueOf } from '../auth-parts';
import { BRANDS } from '../brands';
import { portalPage, titled } from '../page';
import { PAGE, PRODUCT_NAME } from '../page-ids';
import { actionButton, band, card, eyebrow, grid, h2, h3, muted, notice, pageLink, para, row, stack, unbroken } from '../ui';

const ERROR = 'sign-in-error';

function signInForm() {
  return formCard('Sign in', 'Use the e-mail address and password of your LiftFix account.', [
    formContainer(
      {
        uid: 'sign-in-form',
        label: 'Sign in',
        workflows: [
          submitFlow(
            'sign-in',
            ERROR,
            [
              { type: 'supabase:sign-in-email', email: f(valueOf('sign-in-email')), password: f(valueOf('sign-in-password')) },
              { type: 'change-page', navigateMode: 'internal', mode: 'path', path: f("globalContext.browser.source || '/dashboard'") },
            ],
            undefined,
            'sign-in-busy',
          ),
        ],
      },
      [
        emailField('sign-in-email'),
        passwordField('sign-in-password', 'Password'),
        notice(ERROR, 'danger', 'sign-in-error-text'),
        actionButton(f("variables['sign-in-busy'] ? 'Signing in…' : 'Sign in'"), [], 'primary', {
          uid: 'sign-in-submit',
          buttonType: 'submit',
          disabled: f("variables['sign-in-busy']"),
          styles: { default: { width: '100%' } },
        }),
      ],
    ),
    row([pageLink('Forgot your password?', PAGE.forgotPassword), pageLink('Create a free account', PAGE.signup)], {
      default: { justifyContent: 'space-between' },
    }),
  ]);
}

function homeSections(): PageNode['sections'] {
  return [
    authSection(
      'Sign in',
      {
        eyebrow: 'AI forklift diagnostics',
        heading: 'Fix the truck, not the paperwork.',
        lead: `${PRODUCT_NAME} puts service manuals, parts books, wiring diagrams and error-code troubleshooting for five forklift brands in one place — with an AI diagnostic assistant that cites the manual page for every step.`,
        points: [
          'Error codes with causes, checks and the fix',
          'Manuals by series, serial range and revision',
          'Works on the shop floor, on a phone',
        ],
      },
      signInForm(),
    ),
    {
      title: 'Brands we cover',
      children: [
        band('plain', [
          eyebrow('Five brands, one portal'),
          h2('Pick your truck’s brand'),
          para(
            'Every brand has a free portal (sign-in required) with the operator manuals, the free error codes and manual previews, and a premium portal with the complete service, parts and wiring library.',
          ),
          grid(
            '200px',
            BRANDS.map((brand) =>
              card(
                [
                  h3(brand.name, { default: { color: `var(--color-brand-${brand.id})` } }),
                  muted(brand.tagline),
                  pageLink(`Open the ${unbroken(brand.name)} portal`, brand.freePath),
                ],
                { default: { borderTop: `4px solid var(--color-brand-${brand.id})` } },
              ),
            ),
          ),
        ]),
      ],
    },
    {
      title: 'How it works',
      children: [
        band('surface', [
          h2('From fault code to fix in three steps'),
          grid('240px', [
            stack([
              h3('1. Enter the code'),
              para(
                'Type the code the display shows — E-212, 01-01 or SPN 520 FMI 3. LiftFix normalises each brand’s format and finds the entry.',
              ),
            ]),
            stack([
              h3('2. Follow the checks'),
              para(
                'Likely causes ranked, step-by-step checks with expected values, and the connector and component to test, each linked to its manual page.',
              ),
            ]),
            stack([
              h3('3. Ask the assistant'),
              para(
                'Describe the symptom. The diagnostic assistant answers from the manuals only, cites every step, and says so when the manuals do not cover it.',
              ),
            ]),
          ]),
        ]),
      ],
    },
  ];
}

const head = {
  title: titled('AI Forklift Diagnostics Login — Manuals & Error Codes'),
  description:
    'Sign in to LiftFix for AI forklift diagnostics: service, parts and wiring manuals and error-code troubleshooting for C-Monarch, R-Raynet, T-Sensei, H-Brick and U-Stitch trucks.',
  keywords: 'forklift diagnostics login, forklift error codes, forklift service manuals, AI forklift repair',
  socialTitle: 'LiftFix — AI forklift diagnostics and service manuals',
  socialDescription: 'Error codes, service manuals and an AI assistant that cites the manual page. Five forklift brands, one portal.',
};

const jsonLd = [
  { '@type': 'WebSite', name: PRODUCT_NAME, url: '/', description: head.description },
  {
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: '/',
    description: 'Forklift repair information: manuals, error codes and AI diagnostics.',
  },
];

const variables = [
  { id: ERROR, name: ERROR, type: 'string' as const, defaultValue: '' },
  { id: 'sign-in-busy', name: 'sign-in-busy', type: 'boolean' as const, defaultValue: false },
];

export const loginPage: PageNode = portalPage({
  id: PAGE.login,
  name: 'login',
  path: '',
  ...head,
  jsonLd,
  variables,
  sections: homeSections(),
});

/** The same page at `/login`, the path search engines know. */
export const loginAliasPage: PageNode = portalPage({
  id: PAGE.loginAlias,
  name: 'login (path)',
  path: 'login',
  ...head,
  jsonLd,
  variables,
  sections: homeSections(),
});
