// Who is buying: the signed-in user of the request's access token (`Authorization: Bearer`).
import type { JwtService } from '@kit/platform';
import { PaymentsError } from '@kit/payments';
import type { FastifyRequest } from 'fastify';

export interface Buyer {
  userId: string;
  email: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function requireBuyer(jwt: JwtService, request: FastifyRequest): Promise<Buyer> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? /^bearer\s+(.+)$/i.exec(header.trim())?.[1] : undefined;
  if (!token) throw new PaymentsError('not_authenticated', 'Sign in to continue.');
  let claims: Record<string, unknown>;
  try {
    claims = await jwt.verify(token);
  } catch (cause) {
    throw new PaymentsError('not_authenticated', 'Your session has expired; sign in again.', { cause });
  }
  const sub = claims.sub;
  if (claims.role !== 'authenticated' || typeof sub !== 'string' || !UUID.test(sub)) {
    throw new PaymentsError('not_authenticated', 'Sign in to continue.');
  }
  return { userId: sub.toLowerCase(), email: typeof claims.email === 'string' && claims.email !== '' ? claims.email : null };
}
