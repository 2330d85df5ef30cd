// The admin API's user attributes (POST and PUT /admin/users) and GoTrue's ban-duration format.
import type { JsonBody } from '../body';
import { validationFailed } from '../errors';

export interface AdminUserParams {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  password?: string;
  passwordHash: string;
  emailConfirm: boolean;
  phoneConfirm: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  banDuration: string;
}

export function readAdminUserParams(body: JsonBody): AdminUserParams {
  return {
    id: body.string('id'),
    aud: body.string('aud'),
    role: body.string('role'),
    email: body.string('email'),
    phone: body.string('phone'),
    password: body.optionalString('password'),
    passwordHash: body.string('password_hash'),
    emailConfirm: body.boolean('email_confirm', false),
    phoneConfirm: body.boolean('phone_confirm', false),
    userMetadata: body.object('user_metadata'),
    appMetadata: body.object('app_metadata'),
    banDuration: body.string('ban_duration'),
  };
}

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Go's time.ParseDuration (`24h`, `1h30m`, `90s`); `none` lifts a ban. Returns milliseconds. */
export function parseBanDuration(text: string): number {
  if (text === 'none') return 0;
  const pattern = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g;
  let total = 0;
  let consumed = 0;
  for (const match of text.matchAll(pattern)) {
    total += Number(match[1]) * (UNIT_MS[match[2] as string] ?? 0);
    consumed += match[0].length;
  }
  if (consumed === 0 || consumed !== text.replace(/^[-+]/, '').length || !Number.isFinite(total)) {
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${text}"`);
  }
  return text.startsWith('-') ? -total : total;
}
