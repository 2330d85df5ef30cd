// Test function: echoes the method, query string and JSON body it received.
export default async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  const body = request.method === 'GET' ? null : ((await request.json()) as unknown);
  return Response.json({ method: request.method, query: Object.fromEntries(url.searchParams), body });
};
