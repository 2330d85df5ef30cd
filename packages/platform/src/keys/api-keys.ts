// The anon and service-role API keys: HS256 JWTs, the same for a given secret, valid until 2100.
import type { JwtService } from './jwt';

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

// Fixed times keep the keys stable across restarts, so a key once handed out stays the printed one.
const ISSUED_AT = 1_735_689_600; // 2025-01-01
const EXPIRES_AT = 4_102_444_800; // 2100-01-01

export async function createApiKeys(jwt: JwtService): Promise<ApiKeys> {
  const [anonKey, serviceRoleKey] = await Promise.all([
    jwt.sign({ role: 'anon', iss: 'supabase', iat: ISSUED_AT, exp: EXPIRES_AT }),
    jwt.sign({ role: 'service_role', iss: 'supabase', iat: ISSUED_AT, exp: EXPIRES_AT }),
  ]);
  return { anonKey, serviceRoleKey };
}
