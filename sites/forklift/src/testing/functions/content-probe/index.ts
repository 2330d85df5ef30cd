// Test function: reads a manual's pages and a code's details through /rest/v1 on behalf of its caller (forwarding
// the caller's token), to show that functions reach only what the caller may read.
export default async function contentProbe(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const manual = url.searchParams.get('manual') ?? '';
  const code = url.searchParams.get('code') ?? '';
  const base = `http://127.0.0.1:${url.port}/rest/v1`;
  const headers: Record<string, string> = { apikey: request.headers.get('apikey') ?? '' };
  const authorization = request.headers.get('authorization');
  if (authorization) headers.authorization = authorization;
  const read = async (path: string) => {
    const response = await fetch(`${base}/${path}`, { headers });
    return response.ok ? ((await response.json()) as unknown[]) : [];
  };
  const pages = await read(`manual_pages?select=page_number,body&manual_id=eq.${encodeURIComponent(manual)}`);
  const details = await read(`error_code_details?select=remedy&error_code_id=eq.${encodeURIComponent(code)}`);
  return Response.json({ pages: pages.length, details: details.length });
}
