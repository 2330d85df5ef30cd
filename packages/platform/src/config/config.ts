// Platform configuration read from the contract's environment variables (ARCHITECTURE.md §3).
import { resolve } from 'node:path';

export interface PlatformConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  site: string;
  siteUrl: string;
  sampleContent: boolean;
  authAutoconfirm: boolean;
  smtpUrl?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  llm?: { baseUrl: string; apiKey?: string; model?: string };
  functionsDir?: string;
  s3Url?: string;
  logLevel: string;
}

export class ConfigError extends Error {
  readonly code = 'config_invalid';
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}".`);
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaults: { site?: string } = {}): PlatformConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${env.PORT}".`);
  const llmBaseUrl = optional(env.LLM_BASE_URL);
  return {
    host: optional(env.HOST) ?? '127.0.0.1',
    port,
    dataDir: resolve(optional(env.DATA_DIR) ?? './data'),
    databaseUrl: optional(env.DATABASE_URL),
    jwtSecret: optional(env.JWT_SECRET),
    site: optional(env.SITE) ?? defaults.site ?? 'forklift',
    siteUrl: (optional(env.SITE_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    sampleContent: flag(env.SAMPLE_CONTENT, true, 'SAMPLE_CONTENT'),
    authAutoconfirm: flag(env.AUTH_AUTOCONFIRM, false, 'AUTH_AUTOCONFIRM'),
    smtpUrl: optional(env.SMTP_URL),
    stripeSecretKey: optional(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: optional(env.STRIPE_WEBHOOK_SECRET),
    llm: llmBaseUrl ? { baseUrl: llmBaseUrl, apiKey: optional(env.LLM_API_KEY), model: optional(env.LLM_MODEL) } : undefined,
    functionsDir: optional(env.FUNCTIONS_DIR),
    s3Url: optional(env.S3_URL),
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
  };
}
