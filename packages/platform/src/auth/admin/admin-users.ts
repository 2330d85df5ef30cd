// /admin/users (service role): list with X-Total-Count and Link, create, get, update, delete.
import type { AuthCall, AuthRoute } from '../call';
import { basicIdentityData, confirmEmail, confirmPhone, createUser } from '../accounts';
import { requireAdmin } from '../authenticate';
import { unprocessable, validationFailed, badRequest } from '../errors';
import { checkPasswordStrength, hashPassword } from '../passwords';
import { randomPassword } from '../secrets';
import { audit } from '../store/audit-log';
import { findIdentity, insertIdentity, mergeIdentityData } from '../store/identities';
import { deleteUserSessions } from '../store/sessions';
import { deleteUser, findUserByEmail, findUserById, findUserByPhone, mergeMetadata, updateUser, type UserRow } from '../store/users';
import { loadUserJson, userJson } from '../user-json';
import { isUuid, validateEmail, validatePhone } from '../validation';
import { parseBanDuration, readAdminUserParams } from './admin-user-params';
import { listIdentities } from '../store/identities';
import { listFactors } from '../store/factors';
import { adminTargetUser } from './target-user';

const ADMIN_ACTOR = { id: '00000000-0000-0000-0000-000000000000', email: 'service_role' };

function positiveInt(value: string, fallback: number, name: string): number {
  if (value === '') return fallback;
  if (!/^\d{1,9}$/.test(value)) throw validationFailed(`Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": invalid syntax`);
  const number = Number(value);
  if (name === 'page' && number === 0) return 1;
  return number;
}

async function listUsers(call: AuthCall): Promise<unknown> {
  await requireAdmin(call);
  const { s } = call;
  const page = positiveInt(call.param('page'), 1, 'page');
  const perPage = Math.max(1, positiveInt(call.param('per_page'), 50, 'per_page'));
  const filter = call.param('filter');
  const where = filter ? `where aud = $1 and (email ilike $2 or raw_user_meta_data->>'full_name' ilike $2)` : 'where aud = $1';
  const params: unknown[] = [s.settings.aud];
  if (filter) params.push(`%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const { rows: countRows } = await s.db.query<{ n: number }>(`select count(*)::int as n from auth.users ${where}`, params);
  const total = countRows[0]?.n ?? 0;
  const { rows } = await s.db.query<UserRow>(
    `select * from auth.users ${where} order by created_at desc, id limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, perPage, (page - 1) * perPage],
  );
  const users = [];
  for (const row of rows) users.push(userJson(row, await listIdentities(s.db, row.id), await listFactors(s.db, row.id)));
  const totalPages = Math.ceil(total / perPage);
  const base = `${s.settings.externalUrl}/admin/users`;
  const link = (p: number) => `<${base}?page=${p}&per_page=${perPage}>`;
  let header = '';
  if (totalPages > page) header += `${link(page + 1)}; rel="next", `;
  header += `${link(totalPages)}; rel="last"`;
  call.reply.header('link', header).header('x-total-count', String(total));
  return { users, aud: s.settings.aud };
}

async function createAdminUser(call: AuthCall): Promise<unknown> {
  await requireAdmin(call);
  const { s } = call;
  const p = readAdminUserParams(call.body());
  const aud = p.aud || s.settings.aud;
  if (p.email === '' && p.phone === '') throw validationFailed('Cannot create a user without either an email or phone');
  const providers: string[] = [];
  if (p.email !== '') {
    p.email = validateEmail(p.email);
    if (await findUserByEmail(s.db, p.email, aud))
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    providers.push('email');
  }
  if (p.phone !== '') {
    p.phone = validatePhone(p.phone);
    if (await findUserByPhone(s.db, p.phone, aud)) throw unprocessable('phone_exists', 'Phone number already registered by another user');
    providers.push('phone');
  }
  if (p.password !== undefined && p.passwordHash !== '') throw validationFailed('Only a password or a password hash should be provided');
  if (p.passwordHash !== '' && !/^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(p.passwordHash)) {
    throw validationFailed('Invalid password hash format');
  }
  if (p.password) checkPasswordStrength(s.settings, p.password);
  if (p.id !== '' && !isUuid(p.id)) throw validationFailed('ID must conform to the uuid v4 format');
  if (p.id === '00000000-0000-0000-0000-000000000000') throw validationFailed('ID cannot be a nil uuid');
  if (p.id !== '' && (await findUserById(s.db, p.id))) throw unprocessable('user_already_exists', 'User already registered');
  const banMs = p.banDuration ? parseBanDuration(p.banDuration) : undefined;
  const passwordHash = p.passwordHash || (await hashPassword(p.password || randomPassword()));
  const id = await s.db.transaction(async (tx) => {
    let user = await createUser(tx, {
      id: p.id || undefined,
      aud,
      role: p.role || 'authenticated',
      email: p.email,
      phone: p.phone,
      passwordHash,
      data: p.userMetadata ?? {},
      provider: providers[0] as string,
    });
    if (providers.length > 1) {
      await insertIdentity(tx, { userId: user.id, provider: 'phone', providerId: user.id, data: basicIdentityData(user.id, '', p.phone) });
      user = await mergeMetadata(tx, user.id, 'raw_app_meta_data', { providers });
    }
    if (p.appMetadata) user = await mergeMetadata(tx, user.id, 'raw_app_meta_data', p.appMetadata);
    if (p.emailConfirm) user = await confirmEmail(tx, user);
    if (p.phoneConfirm) user = await confirmPhone(tx, user);
    if (banMs !== undefined) await updateUser(tx, user.id, { banned_until: banMs > 0 ? new Date(Date.now() + banMs) : null });
    await audit(tx, ADMIN_ACTOR, 'user_signedup', call.ip, {
      user_id: user.id,
      user_email: user.email,
      user_phone: user.phone,
      provider: providers[0],
    });
    return user.id;
  });
  return loadUserJson(s.db, id);
}

async function getAdminUser(call: AuthCall): Promise<unknown> {
  const user = await adminTargetUser(call);
  return loadUserJson(call.s.db, user.id);
}

async function updateAdminUser(call: AuthCall): Promise<unknown> {
  const user = await adminTargetUser(call);
  const { s } = call;
  const p = readAdminUserParams(call.body());
  if (p.email !== '') p.email = validateEmail(p.email);
  if (p.phone !== '') p.phone = validatePhone(p.phone);
  if (p.email !== '' && p.email !== user.email) {
    const other = await findUserByEmail(s.db, p.email, user.aud ?? s.settings.aud);
    if (other && other.id !== user.id) throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  if (p.phone !== '' && p.phone !== user.phone) {
    const other = await findUserByPhone(s.db, p.phone, user.aud ?? s.settings.aud);
    if (other && other.id !== user.id) throw unprocessable('phone_exists', 'A user with this phone number has already been registered');
  }
  const banMs = p.banDuration ? parseBanDuration(p.banDuration) : undefined;
  let passwordHash: string | undefined;
  if (p.password !== undefined) {
    checkPasswordStrength(s.settings, p.password);
    passwordHash = await hashPassword(p.password);
  }
  if (p.passwordHash !== '') {
    if (!/^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(p.passwordHash)) throw badRequest('validation_failed', 'Invalid password hash format');
    passwordHash = p.passwordHash;
  }
  await s.db.transaction(async (tx) => {
    let current = user;
    if (p.role) current = await updateUser(tx, user.id, { role: p.role });
    if (passwordHash) {
      current = await updateUser(tx, user.id, { encrypted_password: passwordHash, recovery_token: '', confirmation_token: '' });
      await deleteUserSessions(tx, user.id);
    }
    if (p.email !== '') {
      const identity = await findIdentity(tx, user.id, 'email');
      if (identity) await mergeIdentityData(tx, identity.id, { email: p.email, email_verified: p.emailConfirm });
      else
        await insertIdentity(tx, {
          userId: user.id,
          provider: 'email',
          providerId: user.id,
          data: { ...basicIdentityData(user.id, p.email, ''), email_verified: p.emailConfirm },
        });
      current = await updateUser(tx, user.id, {
        email: p.email,
        ...(p.emailConfirm && current.is_anonymous ? { is_anonymous: false } : {}),
      });
    }
    if (p.phone !== '') {
      const identity = await findIdentity(tx, user.id, 'phone');
      if (identity) await mergeIdentityData(tx, identity.id, { phone: p.phone, phone_verified: p.phoneConfirm });
      else
        await insertIdentity(tx, {
          userId: user.id,
          provider: 'phone',
          providerId: user.id,
          data: { ...basicIdentityData(user.id, '', p.phone), phone_verified: p.phoneConfirm },
        });
      current = await updateUser(tx, user.id, {
        phone: p.phone,
        ...(p.phoneConfirm && current.is_anonymous ? { is_anonymous: false } : {}),
      });
    }
    if (p.emailConfirm) current = await confirmEmail(tx, current);
    if (p.phoneConfirm) current = await confirmPhone(tx, current);
    if (p.appMetadata) current = await mergeMetadata(tx, user.id, 'raw_app_meta_data', p.appMetadata);
    if (p.userMetadata) current = await mergeMetadata(tx, user.id, 'raw_user_meta_data', p.userMetadata);
    if (banMs !== undefined) {
      await updateUser(tx, user.id, { banned_until: banMs > 0 ? new Date(Date.now() + banMs) : null });
      if (banMs > 0) await deleteUserSessions(tx, user.id);
    }
    await audit(tx, ADMIN_ACTOR, 'user_modified', call.ip, { user_id: user.id, user_email: current.email, user_phone: current.phone });
  });
  return loadUserJson(s.db, user.id);
}

async function deleteAdminUser(call: AuthCall): Promise<unknown> {
  const user = await adminTargetUser(call);
  const { s } = call;
  const soft = call.body({ allowEmpty: true }).boolean('should_soft_delete', false);
  await s.db.transaction(async (tx) => {
    await audit(tx, ADMIN_ACTOR, 'user_deleted', call.ip, { user_id: user.id, user_email: user.email, user_phone: user.phone });
    if (!soft) return deleteUser(tx, user.id);
    if (user.deleted_at) return undefined;
    await tx.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
    await deleteUserSessions(tx, user.id);
    await tx.query(
      `update auth.identities set provider_id = provider_id || '-deleted-' || id, identity_data = '{}'::jsonb, updated_at = now()
       where user_id = $1`,
      [user.id],
    );
    await tx.query(
      `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '', confirmation_token = '',
         recovery_token = '', email_change = '', email_change_token_new = '', email_change_token_current = '',
         raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
      [user.id],
    );
    return undefined;
  });
  return {};
}

export const adminUserRoutes: AuthRoute[] = [
  { method: 'GET', url: '/admin/users', handler: listUsers },
  { method: 'POST', url: '/admin/users', handler: createAdminUser },
  { method: 'GET', url: '/admin/users/:userId', handler: getAdminUser },
  { method: 'PUT', url: '/admin/users/:userId', handler: updateAdminUser },
  { method: 'DELETE', url: '/admin/users/:userId', handler: deleteAdminUser },
];
