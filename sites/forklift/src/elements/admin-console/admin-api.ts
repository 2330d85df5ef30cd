// The operator console's calls on this origin's Supabase wire under the admin's own session: row-level security and
// the console functions' admin check decide (sites/forklift/src/admin/sql). Tables page on the server: every list
// asks for one page by a keyset (the last row's sort key), never for everything.
import { createWire, type WireOptions } from '../../search/wire';
import type {
  AuditEntry,
  BrandRow,
  DiagnosisInsight,
  EarlyAccess,
  Extraction,
  ExtractionDetails,
  ImportJob,
  ManualRow,
  MemberRow,
  Option,
  Overview,
  ReviewState,
  SalesDay,
  SearchMiss,
} from './types';

const enc = encodeURIComponent;
/** A PostgREST `ilike` operand: the text with its own wildcards and the grammar's characters taken literally. */
const likeOperand = (value: string) => `*${value.replace(/[\\*%_,()"]/g, ' ').trim()}*`;

export const PAGE_SIZE = 25;

export interface ManualFilters {
  q: string;
  brand: string;
  kind: string;
  tier: string;
}

export interface AuditFilters {
  table: string;
  action: string;
  actor: string;
}

export function createAdminApi(options: WireOptions = {}) {
  const { call, json } = createWire(options);
  const rpc = <T>(name: string, args: Record<string, unknown> = {}) => call<T>(`/rest/v1/rpc/${name}`, json('POST', args));

  return {
    overview: () => rpc<Overview>('admin_overview'),

    members: (email: string, after: string | null) =>
      rpc<MemberRow[]>('admin_members', { p_email: email, p_after: after, p_limit: PAGE_SIZE }),
    grantRole: (userId: string, role: string, reason: string) =>
      rpc<boolean>('admin_grant_role', { p_user_id: userId, p_role: role, p_reason: reason }),
    revokeRole: (userId: string, role: string, reason: string) =>
      rpc<boolean>('admin_revoke_role', { p_user_id: userId, p_role: role, p_reason: reason }),
    roles: () => call<Array<{ id: string; name: string }>>('/rest/v1/roles?select=id,name&order=name'),

    extractions(state: ReviewState, brand: string, after: Pick<Extraction, 'created_at' | 'id'> | null): Promise<Extraction[]> {
      const keyset = after
        ? `&or=(created_at.gt.${enc(after.created_at)},and(created_at.eq.${enc(after.created_at)},id.gt.${after.id}))`
        : '';
      const brandFilter = brand ? `&brand_id=eq.${enc(brand)}` : '';
      return call<Extraction[]>(
        `/rest/v1/code_extractions?select=*,manuals(title,revision,object_path,page_count)&review_state=eq.${state}${brandFilter}${keyset}` +
          `&order=created_at,id&limit=${PAGE_SIZE}`,
      );
    },
    pageText: async (manualId: string, page: number): Promise<string | null> => {
      const rows = await call<Array<{ body: string }>>(
        `/rest/v1/manual_pages?select=body&manual_id=eq.${enc(manualId)}&page_number=eq.${page}`,
      );
      return rows[0]?.body ?? null;
    },
    saveExtraction: (
      id: string,
      changes: { title: string; summary: string; severity: string; systemId: string | null; details: ExtractionDetails },
      reason: string,
    ) => rpc<Extraction>('admin_save_code_extraction', { p_id: id, p_changes: changes, p_reason: reason }),
    review: (id: string, state: 'approved' | 'rejected', reason: string) =>
      rpc<Extraction>('admin_review_code_extraction', { p_id: id, p_state: state, p_reason: reason }),
    signedManualUrl: async (objectPath: string): Promise<string> => {
      const path = objectPath.split('/').map(enc).join('/');
      const body = await call<{ signedURL: string }>(`/storage/v1/object/sign/manuals/${path}`, json('POST', { expiresIn: 300 }));
      return new URL(body.signedURL.startsWith('/storage/') ? body.signedURL : `/storage/v1${body.signedURL}`, window.location.origin).href;
    },

    searchMisses: (days: number) => rpc<SearchMiss[]>('admin_search_misses', { p_days: days, p_limit: 100 }),
    diagnosisInsights: (days: number) => rpc<DiagnosisInsight[]>('admin_diagnosis_insights', { p_days: days, p_limit: 100 }),
    earlyAccess(brand: string, after: Pick<EarlyAccess, 'created_at' | 'id'> | null, limit = PAGE_SIZE): Promise<EarlyAccess[]> {
      const keyset = after
        ? `&or=(created_at.lt.${enc(after.created_at)},and(created_at.eq.${enc(after.created_at)},id.lt.${after.id}))`
        : '';
      const brandFilter = brand ? `&brand_id=eq.${enc(brand)}` : '';
      return call<EarlyAccess[]>(
        `/rest/v1/early_access?select=id,email,brand_id,created_at${brandFilter}${keyset}&order=created_at.desc,id.desc&limit=${limit}`,
      );
    },

    audit: (filters: AuditFilters, beforeId: number | null) =>
      rpc<AuditEntry[]>('admin_audit_entries', {
        p_table: filters.table || null,
        p_action: filters.action || null,
        p_actor_email: filters.actor || null,
        p_before_id: beforeId,
        p_limit: PAGE_SIZE,
      }),

    manuals(filters: ManualFilters, after: Pick<ManualRow, 'title' | 'id'> | null): Promise<ManualRow[]> {
      const parts = [
        'select=id,brand_id,kind,tier,title,revision,page_count,series_ids,updated_at',
        'order=title,id',
        `limit=${PAGE_SIZE}`,
      ];
      if (filters.q.trim()) parts.push(`title=ilike.${enc(likeOperand(filters.q))}`);
      if (filters.brand) parts.push(`brand_id=eq.${enc(filters.brand)}`);
      if (filters.kind) parts.push(`kind=eq.${enc(filters.kind)}`);
      if (filters.tier) parts.push(`tier=eq.${enc(filters.tier)}`);
      if (after)
        parts.push(
          `or=(title.gt.${enc(`"${after.title.replace(/["\\]/g, '')}"`)},and(title.eq.${enc(`"${after.title.replace(/["\\]/g, '')}"`)},id.gt.${after.id}))`,
        );
      return call<ManualRow[]>(`/rest/v1/manuals?${parts.join('&')}`);
    },
    importJobs: () =>
      call<ImportJob[]>(
        '/rest/v1/import_jobs?select=id,source,state,created_at,finished_at,import_job_files(position,state,outcome)&order=created_at.desc&limit=10',
      ),

    brands: () => call<BrandRow[]>('/rest/v1/brands?select=id,name,code_format,code_example,code_pattern,series(id,name)&order=sort_order'),
    saveBrand: (brand: Pick<BrandRow, 'id' | 'name' | 'code_format' | 'code_example' | 'code_pattern'>, reason: string) =>
      rpc<BrandRow>('admin_save_brand', {
        p_id: brand.id.trim(),
        p_name: brand.name,
        p_code_format: brand.code_format,
        p_code_example: brand.code_example,
        p_code_pattern: brand.code_pattern,
        p_reason: reason,
      }),
    sales: (days: number) => rpc<SalesDay[]>('admin_sales', { p_days: days }),

    options: (table: 'brands' | 'systems') => call<Option[]>(`/rest/v1/${table}?select=id,name&order=sort_order`),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
