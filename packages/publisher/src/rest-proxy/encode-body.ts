// Encodes the outgoing body as the builder's REST runtime does: JSON by default, form-urlencoded with qs, multipart.
import qs from 'qs';
import type { ProxyInput } from './request-input';

export interface EncodedBody {
  body?: Buffer;
  contentType?: string;
}

function asKeyValues(data: unknown): Record<string, unknown> {
  if (Array.isArray(data)) {
    const out: Record<string, unknown> = {};
    for (const item of data) {
      if (item && typeof item === 'object' && typeof (item as { key?: unknown }).key === 'string') {
        out[(item as { key: string }).key] = (item as { value?: unknown }).value;
      }
    }
    return out;
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

export async function encodeBody(input: ProxyInput): Promise<EncodedBody> {
  if (input.method === 'GET' || input.method === 'HEAD' || input.data === undefined || input.data === null) return {};
  const type = (input.dataType ?? 'application/json').toLowerCase();
  if (input.useRawBody) {
    const raw = typeof input.data === 'string' ? input.data : JSON.stringify(input.data);
    return { body: Buffer.from(raw), contentType: input.dataType ?? 'application/json' };
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return { body: Buffer.from(qs.stringify(asKeyValues(input.data))), contentType: 'application/x-www-form-urlencoded' };
  }
  if (type.startsWith('multipart/form-data')) {
    const form = new FormData();
    for (const [key, value] of Object.entries(asKeyValues(input.data))) {
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    // Let the Fetch API pick the boundary and serialise the parts.
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? undefined };
  }
  const payload =
    Array.isArray(input.data) && input.data.every((item) => item && typeof item === 'object' && 'key' in item)
      ? asKeyValues(input.data)
      : input.data;
  return { body: Buffer.from(JSON.stringify(payload)), contentType: 'application/json' };
}
