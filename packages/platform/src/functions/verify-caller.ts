// The relay's JWT check: `Authorization: Bearer <JWT>` signed with the project secret, as Supabase's verify_jwt does.
import type { FastifyRequest } from 'fastify';
import { JwtError, type JwtClaims, type JwtService } from '../keys';
import { relayErrors } from './relay-error';

export async function verifyCaller(jwt: JwtService, request: FastifyRequest): Promise<JwtClaims> {
  const header = request.headers.authorization;
  if (!header) throw relayErrors.missingAuthHeader();
  const parts = header.split(' ');
  const token = parts[1];
  if (parts[0] !== 'Bearer' || parts.length !== 2 || !token) throw relayErrors.invalidJwtFormat();
  try {
    return await jwt.verify(token);
  } catch (error) {
    if (error instanceof JwtError) throw relayErrors.invalidJwt();
    throw error;
  }
}

/** Claims of a valid bearer token if one came, for functions that do not require one. */
export async function optionalCaller(jwt: JwtService, request: FastifyRequest): Promise<JwtClaims | undefined> {
  try {
    return await verifyCaller(jwt, request);
  } catch {
    return undefined;
  }
}
