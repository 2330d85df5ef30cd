// The body of `POST /designs/{websiteId}/rest-api/request`, validated, with key/value lists turned into objects.
import { z } from 'zod';
import { RestProxyError } from './errors';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

/** The builder sends key/value lists (`[{key, value}]`); plain objects are accepted too. Invalid items are skipped. */
const keyValues = z
  .union([z.array(z.unknown()), z.record(z.string(), z.unknown()), z.null()])
  .optional()
  .transform((value): Record<string, unknown> => {
    if (!value) return {};
    if (!Array.isArray(value)) return value;
    const out: Record<string, unknown> = {};
    for (const item of value) {
      if (item && typeof item === 'object' && typeof (item as { key?: unknown }).key === 'string' && (item as { key: string }).key !== '') {
        out[(item as { key: string }).key] = (item as { value?: unknown }).value;
      }
    }
    return out;
  });

const schema = z.object({
  url: z.string().min(1).max(8192),
  method: z
    .string()
    .optional()
    .transform((m) => (m ?? 'GET').toUpperCase())
    .pipe(z.enum(METHODS)),
  data: z.unknown().optional(),
  queries: keyValues,
  headers: keyValues,
  dataType: z.string().max(200).optional().nullable(),
  useRawBody: z.boolean().optional().nullable(),
});

export type ProxyInput = z.output<typeof schema>;

export function parseProxyInput(body: unknown): ProxyInput {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RestProxyError('proxy_invalid_request', `Invalid request: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim());
  }
  return parsed.data;
}
