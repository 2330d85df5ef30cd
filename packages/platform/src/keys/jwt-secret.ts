// The HS256 secret behind API keys and access tokens: JWT_SECRET, or one generated once and kept in DATA_DIR.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

export class JwtSecretError extends Error {
  readonly code = 'jwt_secret_invalid';
  constructor(message: string) {
    super(message);
    this.name = 'JwtSecretError';
  }
}

export function resolveJwtSecret(options: { jwtSecret?: string; dataDir: string }): string {
  if (options.jwtSecret) {
    if (options.jwtSecret.length < MIN_SECRET_LENGTH) {
      throw new JwtSecretError(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
    }
    return options.jwtSecret;
  }
  const file = join(options.dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then theirs wins.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
