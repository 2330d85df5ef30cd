// The operator console's page ids and paths (ARCHITECTURE §7 "Operator console"): the design and the elements share them.

export const ADMIN_VIEWS = ['overview', 'manuals', 'codes', 'brands', 'members', 'sales', 'insights', 'audit'] as const;
export type AdminView = (typeof ADMIN_VIEWS)[number];

export const ADMIN_PAGE: Record<AdminView, string> = {
  overview: 'admin',
  manuals: 'admin-manuals',
  codes: 'admin-codes',
  brands: 'admin-brands',
  members: 'admin-members',
  sales: 'admin-sales',
  insights: 'admin-insights',
  audit: 'admin-audit',
};

export const ADMIN_PATH: Record<AdminView, string> = {
  overview: 'admin',
  manuals: 'admin/manuals',
  codes: 'admin/codes',
  brands: 'admin/brands',
  members: 'admin/members',
  sales: 'admin/sales',
  insights: 'admin/insights',
  audit: 'admin/audit',
};

export const ADMIN_LABEL: Record<AdminView, string> = {
  overview: 'Overview',
  manuals: 'Manuals',
  codes: 'Codes',
  brands: 'Brands',
  members: 'Members',
  sales: 'Sales',
  insights: 'Insights',
  audit: 'Audit',
};

export const adminHref = (view: AdminView, query: Record<string, string> = {}): string => {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
  const text = search.toString();
  return `/${ADMIN_PATH[view]}${text ? `?${text}` : ''}`;
};

export const isAdminView = (value: unknown): value is AdminView =>
  typeof value === 'string' && (ADMIN_VIEWS as readonly string[]).includes(value);
