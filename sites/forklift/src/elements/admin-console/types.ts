// The rows the operator console reads (the console functions' and tables' columns, as the API returns them).

export interface Entitlement {
  id: number;
  productId: string;
  product: string;
  kind: 'subscription' | 'pass';
  status: string;
  active: boolean;
  accessUntil: string | null;
  periodEnd: string | null;
  sourceType: string;
  sourceId: string;
  createdAt: string;
}

export interface MemberRow {
  user_id: string;
  email: string;
  created_at: string;
  last_sign_in_at: string | null;
  roles: string[];
  entitlements: Entitlement[];
  diagnoses: number;
}

export interface Reference {
  text?: string;
  quote?: string;
  expected?: string;
  manualId: string;
  pageNumber: number | null;
}

export interface ExtractionDetails {
  triggerCondition?: string;
  effect?: string;
  causes?: Reference[];
  checks?: Reference[];
  remedy?: string;
  remedyPageNumber?: number | null;
  pageRefs?: Reference[];
}

export type ReviewState = 'unreviewed' | 'approved' | 'rejected';

export interface Extraction {
  id: string;
  manual_id: string;
  brand_id: string;
  code: string;
  page_number: number;
  found_by: string;
  text_source: 'text' | 'ocr';
  title: string;
  summary: string;
  system_id: string | null;
  severity: 'stop' | 'warn' | 'info';
  details: ExtractionDetails;
  review_state: ReviewState;
  held: boolean;
  error_code_id: string | null;
  created_at: string;
  manuals: { title: string; revision: string; object_path: string; page_count: number } | null;
}

export interface SearchMiss {
  query: string;
  brand_id: string | null;
  misses: number;
  people: number;
  last_seen: string;
}

export interface DiagnosisInsight {
  kind: 'refused' | 'unhelpful';
  brand_id: string;
  code: string;
  reason: string;
  total: number;
  last_seen: string;
}

export interface EarlyAccess {
  id: string;
  email: string;
  brand_id: string | null;
  created_at: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor_id: string;
  actor_email: string | null;
  action: 'insert' | 'update' | 'delete';
  table_name: string;
  row_key: string;
  /** What the entry is about in words (a member and role, a code, a brand's or manual's name), when known. */
  subject: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

export interface ManualRow {
  id: string;
  brand_id: string;
  kind: string;
  tier: 'free' | 'premium';
  title: string;
  revision: string;
  page_count: number;
  series_ids: string[];
  updated_at: string;
}

export interface ImportJob {
  id: string;
  source: string;
  state: 'running' | 'done';
  created_at: string;
  finished_at: string | null;
  import_job_files: Array<{ position: number; state: string; outcome: { kind?: string; pages?: number; codes?: number } | null }>;
}

export interface BrandRow {
  id: string;
  name: string;
  code_format: string;
  code_example: string;
  code_pattern: string;
  series: Array<{ id: string; name: string }>;
}

export interface SalesDay {
  day: string;
  product_id: string;
  product: string;
  kind: string;
  sold: number;
  active: number;
  ended: number;
}

export interface Overview {
  unreviewed_codes: number;
  running_imports: number;
  misses_week: number;
  members: number;
  admin_writes_week: number;
}

export interface Option {
  id: string;
  name: string;
}
