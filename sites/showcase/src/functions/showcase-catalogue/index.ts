// The showcase's REST API for its REST-connector collection: a public parts catalogue (no key needed), paged by
// `limit` (1 to 50) and `offset` as `{items, meta: {total}}`; without `limit`, every part as a list.
export const config = { verifyJwt: false };

const PARTS = [
  'Brake pad set',
  'Brake disc',
  'Fork chain',
  'Mast roller',
  'Seat belt',
  'Horn',
  'Hydraulic filter',
  'Drive belt',
  'Steering cylinder seal kit',
  'Contactor tip set',
  'Load wheel',
  'Tilt cylinder',
  'Fuel filter',
  'Battery connector',
].map((name, index) => ({ id: index + 1, name, price: 12 + ((index * 37) % 90) }));

function badRequest(message: string): Response {
  return Response.json({ code: 'invalid_query', message }, { status: 400 });
}

export default (request: Request): Response => {
  if (request.method !== 'GET') return Response.json({ code: 'method_not_allowed', message: 'Use GET.' }, { status: 405 });
  const params = new URL(request.url).searchParams;
  if (!params.has('limit')) return Response.json(PARTS);
  const limit = Number(params.get('limit'));
  const offset = Number(params.get('offset') ?? '0');
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) return badRequest('limit must be an integer from 1 to 50.');
  if (!Number.isInteger(offset) || offset < 0) return badRequest('offset must be a non-negative integer.');
  return Response.json({ items: PARTS.slice(offset, offset + limit), meta: { total: PARTS.length } });
};
