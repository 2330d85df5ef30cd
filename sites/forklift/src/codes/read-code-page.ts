/**
 * Resolves a code page's address to what the server answers: the page (read as the visitor: `public.code_page` under
 * the session's role and claims, so the details' row-level security decides what comes back), a permanent redirect
 * to the canonical address (another spelling of the code, the brand in capitals), or not found (an unknown brand or
 * code, or digits that fit several codes).
 */
import { runAs } from '@kit/platform';
import type { Database } from '@kit/platform';
import type { CodePageRow, CodePageViewer } from './code-page-view';
import { codePagePath, codeSlug } from './slug';

/** The verified claims of the visitor's access token (the publisher's session), or null for a visitor. */
export type CodePageSession = Readonly<Record<string, unknown>> | null;

export type CodePageOutcome =
  | { kind: 'page'; row: CodePageRow; viewer: CodePageViewer }
  | { kind: 'redirect'; path: string; row: CodePageRow; viewer: CodePageViewer }
  | { kind: 'not-found' };

const BRAND_PARAM = /^[a-z0-9-]{1,40}$/;
const MAX_CODE_PARAM = 100;

function identityOf(session: CodePageSession) {
  return session === null ? { role: 'anon', claims: { role: 'anon' } } : { role: 'authenticated', claims: { ...session } };
}

/** The rows `public.code_page` gives the caller for a brand and a written code. */
export async function codePageRows(db: Database, session: CodePageSession, brandId: string, code: string): Promise<CodePageRow[]> {
  return runAs(db, identityOf(session), async (tx) => {
    const result = await tx.query<{ page: CodePageRow[] }>('select public.code_page($1, $2) as page', [brandId, code]);
    return result.rows[0]?.page ?? [];
  });
}

export async function readCodePage(
  db: Database,
  session: CodePageSession,
  brandParam: string,
  codeParam: string,
): Promise<CodePageOutcome> {
  const brandId = brandParam.toLowerCase();
  if (!BRAND_PARAM.test(brandId) || codeParam === '' || codeParam.length > MAX_CODE_PARAM) return { kind: 'not-found' };
  const rows = await codePageRows(db, session, brandId, codeParam);
  // Two rows only come from the digits rule: the address could mean either code.
  const row = rows.length === 1 ? rows[0] : undefined;
  if (row === undefined) return { kind: 'not-found' };
  const viewer = session === null ? 'visitor' : 'member';
  if (brandParam !== row.brand_id || codeParam !== codeSlug(row.code)) {
    return { kind: 'redirect', path: codePagePath(row.brand_id, row.code), row, viewer };
  }
  return { kind: 'page', row, viewer };
}
