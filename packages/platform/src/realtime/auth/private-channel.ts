// Authorises a private channel as Supabase does: RLS policies on realtime.messages decide read (select) and write (insert).
import { applyIdentity, type Database, type RequestIdentity } from '../../db';

export interface ChannelPolicies {
  broadcastRead: boolean;
  broadcastWrite: boolean;
  presenceRead: boolean;
  presenceWrite: boolean;
}

export const PUBLIC_POLICIES: ChannelPolicies = { broadcastRead: true, broadcastWrite: true, presenceRead: true, presenceWrite: true };

class Verdict extends Error {
  constructor(readonly policies: ChannelPolicies) {
    super('rolled back on purpose');
  }
}

/** Probes the policies in a transaction that is always rolled back, so nothing is written. */
export async function authorizePrivateChannel(db: Database, identity: RequestIdentity, subTopic: string): Promise<ChannelPolicies> {
  try {
    await db.transaction(async (tx) => {
      await tx.query(`insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true), ($1, 'presence', true)`, [
        subTopic,
      ]);
      await tx.query(`select set_config('realtime.topic', $1, true)`, [subTopic]);
      await applyIdentity(tx, identity);
      const { rows } = await tx.query<{ broadcast: boolean; presence: boolean }>(
        `select exists (select 1 from realtime.messages where topic = realtime.topic() and extension = 'broadcast') as broadcast,
                exists (select 1 from realtime.messages where topic = realtime.topic() and extension = 'presence') as presence`,
      );
      const canWrite = async (extension: string): Promise<boolean> => {
        await tx.query('savepoint realtime_write_probe');
        try {
          await tx.query(`insert into realtime.messages (topic, extension, private) values (realtime.topic(), $1, true)`, [extension]);
          await tx.query('release savepoint realtime_write_probe');
          return true;
        } catch {
          await tx.query('rollback to savepoint realtime_write_probe');
          return false;
        }
      };
      throw new Verdict({
        broadcastRead: rows[0]?.broadcast === true,
        presenceRead: rows[0]?.presence === true,
        broadcastWrite: await canWrite('broadcast'),
        presenceWrite: await canWrite('presence'),
      });
    });
  } catch (error) {
    if (error instanceof Verdict) return error.policies;
    throw error;
  }
  return { broadcastRead: false, broadcastWrite: false, presenceRead: false, presenceWrite: false };
}
