/**
 * A code page as its formulas read it (the page's `codePage` variable), made from what `public.code_page` gave the
 * caller: the public part for everyone; the details with their citations only when row-level security let the caller
 * read them (`details` is null otherwise, and the view then says what opens them). Texts are formatted here, once.
 */
import { BRANDS } from '../design/brands';
import { citationLabel, viewerHref } from '../citations/citation-label';
import { PAGE, PRODUCT_NAME } from '../design/page-ids';
import { unbroken } from '../design/ui';
import { codePagePath } from './slug';

interface CitedEntry {
  text?: unknown;
  expected?: unknown;
  manualId?: unknown;
  pageNumber?: unknown;
}

/** One row of `public.code_page` (the summary's columns, the details and the manuals they cite). */
export interface CodePageRow {
  id: string;
  brand_id: string;
  brand_name: string;
  code: string;
  code_normalized: string;
  title: string;
  summary: string;
  controller: string;
  severity: string;
  tier: string;
  system_name: string | null;
  series_names: string[];
  match: 'exact' | 'digits';
  cause_count: number;
  check_count: number;
  has_remedy: boolean;
  cited_pages: number;
  related: Array<{ code: string; title: string }>;
  details: {
    triggerCondition: string;
    effect: string;
    causes: CitedEntry[];
    checks: CitedEntry[];
    remedy: string;
    remedyManualId: string | null;
    remedyPageNumber: number | null;
    components: string[];
    connectors: string[];
  } | null;
  manuals: Array<{ id: string; title: string; revision: string; kind: string }>;
  /** An imported code no editor has reviewed yet: the manual and page it was taken from. */
  provenance?: { reviewState: string; manualTitle: string | null; manualRevision: string | null; pageNumber: number | null } | null;
}

/** "Taken from <manual> rev. N · p. M, not yet reviewed by our editors." for an unreviewed imported code; '' otherwise. */
export function provenanceLine(row: CodePageRow): string {
  const source = row.provenance;
  if (!source || source.reviewState !== 'unreviewed') return '';
  const manual = source.manualTitle
    ? `${source.manualTitle}${source.manualRevision ? ` rev.\u00a0${source.manualRevision}` : ''}`
    : 'a manual';
  const page = source.pageNumber ? ` · p.\u00a0${source.pageNumber}` : '';
  return `Taken from ${manual}${page}, not yet reviewed by our editors.`;
}

/** Who reads the page: decides the wording of what opens the details, never whether they are there. */
export type CodePageViewer = 'visitor' | 'member';

/** A link as the page's elements take it. */
interface PathLink {
  kind: 'path';
  path: string;
}

const pathLink = (path: string): PathLink => ({ kind: 'path', path });

/** A manual page a statement comes from: its words ("…Service Manual, rev. 4 · p. 307 →") and the viewer there. */
interface Citation {
  citeText: string;
  citeLink: PathLink;
}

const SEVERITY_LABELS: Record<string, string> = { stop: 'Stop', warn: 'Warning', info: 'Info' };

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What a locked page says the details hold ("4 likely causes · 5 checks · the fix · 2 manual pages cited"). */
function insideText(row: CodePageRow): string {
  const parts = [
    row.cause_count > 0 ? plural(row.cause_count, 'likely cause', 'likely causes') : '',
    row.check_count > 0 ? plural(row.check_count, 'check with its expected value', 'checks with expected values') : '',
    row.has_remedy ? 'the fix' : '',
    row.cited_pages > 0 ? plural(row.cited_pages, 'manual page cited', 'manual pages cited') : '',
  ].filter((part) => part !== '');
  return parts.join(' · ');
}

function citationOf(row: CodePageRow, manualId: unknown, pageNumber: unknown): Citation | null {
  if (typeof manualId !== 'string' || typeof pageNumber !== 'number') return null;
  const manual = row.manuals.find((entry) => entry.id === manualId);
  // Worded as every citation of the portal is ("CX Series Service Manual rev. 4 · p. 307").
  const text = citationLabel(manual === undefined ? { title: 'Manual' } : { ...manual, brand_id: row.brand_id }, pageNumber);
  return { citeText: `${text} →`, citeLink: pathLink(viewerHref(manualId, pageNumber)) };
}

function detailsView(row: CodePageRow) {
  const details = row.details;
  if (details === null) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const cited = (entry: CitedEntry) => citationOf(row, entry.manualId, entry.pageNumber);
  const noCitation = { citeText: '', citeLink: null };
  const causes = details.causes.map((entry, index) => ({ n: index + 1, text: text(entry.text), ...(cited(entry) ?? noCitation) }));
  const checks = details.checks.map((entry, index) => ({
    n: index + 1,
    text: text(entry.text),
    expectedLine: text(entry.expected) === '' ? '' : `Expected: ${text(entry.expected)}`,
    ...(cited(entry) ?? noCitation),
  }));
  const remedyCite = citationOf(row, details.remedyManualId, details.remedyPageNumber);
  // Every page cited, once, in the order first cited.
  const pages = new Map<string, Citation>();
  for (const cite of [...causes, ...checks, remedyCite]) {
    if (cite !== null && cite.citeLink !== null && !pages.has(cite.citeLink.path)) {
      pages.set(cite.citeLink.path, { citeText: cite.citeText, citeLink: cite.citeLink });
    }
  }
  const parts = [
    details.components.length > 0 ? `Components: ${details.components.join(', ')}` : '',
    details.connectors.length > 0 ? `Connectors: ${details.connectors.join(', ')}` : '',
  ];
  return {
    triggerCondition: details.triggerCondition,
    effect: details.effect,
    causes,
    checks,
    remedy: details.remedy,
    remedyCiteText: remedyCite?.citeText ?? '',
    remedyCiteLink: remedyCite?.citeLink ?? null,
    pages: [...pages.values()],
    partsLine: parts.filter((part) => part !== '').join(' · '),
  };
}

type Access = 'open' | 'empty' | 'sign-in' | 'plan';

/** What the page says when the details are not there, and the links that open them. */
function lockView(row: CodePageRow, access: Access, viewer: CodePageViewer, path: string) {
  const brand = BRANDS.find((entry) => entry.id === row.brand_id);
  const signInHref = `/?_source=${encodeURIComponent(path)}`;
  const planHref = `/${PAGE.upgrade}${brand === undefined ? '' : `?_source=${encodeURIComponent(`/${brand.premiumPath}`)}`}`;
  // In running text the brand's hyphen never ends a line ("C-" / "Monarch").
  const name = unbroken(row.brand_name);
  const none = { primaryLabel: '', primaryLink: null, secondaryNote: '', secondaryLabel: '', secondaryLink: null };
  if (access === 'sign-in') {
    return {
      ...none,
      lockTitle: 'Sign in free to read its causes and checks',
      lockText: `A free ${PRODUCT_NAME} account opens the causes, checks and fix of every free ${name} code, each cited to the manual page.`,
      primaryLabel: 'Sign in',
      primaryLink: pathLink(signInHref),
      secondaryLabel: 'Create a free account',
      secondaryLink: pathLink(`/${PAGE.signup}`),
    };
  }
  if (access === 'plan') {
    const opens = `${name} Premium ($39 a month) or All Brands Premium opens this code's causes, checks and fix with the service manual pages they come from.`;
    return {
      ...none,
      lockTitle: `In the ${row.brand_name} plan`,
      lockText:
        viewer === 'member'
          ? `Your account does not hold the ${name} plan yet. ${opens}`
          : `${opens} Plans belong to an account: sign in or create a free one to buy.`,
      primaryLabel: `See the ${row.brand_name} plan`,
      primaryLink: pathLink(planHref),
      ...(viewer === 'visitor'
        ? { secondaryNote: 'Already on the plan?', secondaryLabel: 'Sign in', secondaryLink: pathLink(signInHref) }
        : {}),
    };
  }
  return {
    ...none,
    lockTitle: access === 'empty' ? 'No details yet' : '',
    lockText:
      access === 'empty'
        ? 'The manuals we hold give no causes or checks for this code yet. The assistant can still search the manual pages for it.'
        : '',
  };
}

/**
 * The view of a code page. `key` is the page's parameters as the request gave them (`brand/slug`): the page shows the
 * view only while it matches its own parameters, so a client-side navigation to another code never shows the last one.
 */
export function codePageView(row: CodePageRow, viewer: CodePageViewer, key: string) {
  const path = codePagePath(row.brand_id, row.code);
  const details = detailsView(row);
  const empty = row.cause_count === 0 && row.check_count === 0 && !row.has_remedy;
  // What opens the details: a free account for a free code, the brand's plan (or every brand's) for a premium one.
  const access: Access = details !== null ? 'open' : empty ? 'empty' : row.tier === 'free' ? 'sign-in' : 'plan';
  return {
    ready: true,
    found: true,
    key,
    viewer,
    brandId: row.brand_id,
    brandName: row.brand_name,
    code: row.code,
    title: row.title,
    summary: row.summary,
    severity: row.severity,
    severityLabel: SEVERITY_LABELS[row.severity] ?? row.severity,
    tierLabel: row.tier === 'free' ? 'Free code' : 'Premium code',
    eyebrow: `${row.brand_name} · ${row.tier === 'free' ? 'free' : 'premium'} error code`,
    series: row.series_names.join(', '),
    system: row.system_name ?? '',
    controller: row.controller,
    access,
    heading: `${row.code} — ${row.title}`,
    insideLine: insideText(row) === '' ? '' : `What it holds: ${insideText(row)}.`,
    provenanceLine: provenanceLine(row),
    ...lockView(row, access, viewer, path),
    diagnoseLink: pathLink(`/diagnostics?${new URLSearchParams({ brand: row.brand_id, code: row.code })}`),
    searchHref: `/search?${new URLSearchParams({ brand: row.brand_id })}`,
    searchLink: pathLink(`/search?${new URLSearchParams({ brand: row.brand_id })}`),
    brandCodes: `${row.brand_name} error codes`,
    allCodesLabel: `All ${row.brand_name} codes`,
    searchLabel: `Search ${row.brand_name} codes`,
    relatedTitle: row.system_name ? `More ${row.brand_name} ${row.system_name.toLowerCase()} codes` : `More ${row.brand_name} codes`,
    related: row.related.map((entry) => ({
      code: entry.code,
      title: entry.title,
      link: pathLink(codePagePath(row.brand_id, entry.code)),
    })),
    details,
  };
}

export type CodePageView = ReturnType<typeof codePageView>;

/** The view of a code the page cannot show (after a client-side navigation to an unknown code). */
export function missingCodeView(key: string) {
  return { ready: true, found: false, key };
}
