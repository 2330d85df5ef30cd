// The import job's rows (migration 0091): open or join the source's job, claim its next file (skip locked; a claim
// whose heart stopped beating is taken over), record each file's outcome, and keep OCR'd pages so a restarted
// process re-reads none of them.
import type { Database } from '@kit/platform';
import type { ImportItem } from '../importer/manifest';
import type { ReadPage } from './read-manual';

/** A claim not renewed for this long belongs to a process that stopped. */
export const STALE_SECONDS = 90;

export interface ClaimedFile {
  position: number;
  item: ImportItem;
}

/** The open job for the source (joined when another process runs it), else a new one with these items. */
export async function openJob(
  db: Database,
  source: string,
  items: readonly ImportItem[],
  options: object,
): Promise<{ id: string; joined: boolean }> {
  return db.transaction(async (tx) => {
    const created = await tx.query<{ id: string }>(
      `insert into public.import_jobs (source, options) values ($1, $2) on conflict (source) where state = 'running' do nothing returning id`,
      [source, JSON.stringify(options)],
    );
    const id = created.rows[0]?.id;
    if (id) {
      await tx.query(
        `insert into public.import_job_files (job_id, position, item) select $1, n - 1, e from jsonb_array_elements($2::jsonb) with ordinality as x(e, n)`,
        [id, JSON.stringify(items)],
      );
      return { id, joined: false };
    }
    const open = await tx.query<{ id: string }>(`select id from public.import_jobs where source = $1 and state = 'running'`, [source]);
    const joined = open.rows[0]?.id;
    if (!joined) throw new Error(`no open import job for ${source}`);
    // Files added to the folder since the job began join it too.
    await tx.query(
      `insert into public.import_job_files (job_id, position, item)
       select $1, (select coalesce(max(position), -1) from public.import_job_files where job_id = $1) + row_number() over (order by n), e
       from jsonb_array_elements($2::jsonb) with ordinality as x(e, n)
       where not exists (select 1 from public.import_job_files f where f.job_id = $1 and f.item ->> 'file' = e ->> 'file')`,
      [joined, JSON.stringify(items)],
    );
    return { id: joined, joined: true };
  });
}

export async function claimNext(db: Database, jobId: string, worker: string): Promise<ClaimedFile | null> {
  const { rows } = await db.query<{ position: number; item: ImportItem }>(
    `update public.import_job_files f set state = 'running', worker = $2, claimed_at = now()
      where (f.job_id, f.position) = (
        select job_id, position from public.import_job_files
         where job_id = $1 and (state = 'pending' or (state = 'running' and claimed_at < now() - make_interval(secs => $3)))
         order by position limit 1 for update skip locked)
      returning f.position, f.item`,
    [jobId, worker, STALE_SECONDS],
  );
  return rows[0] ?? null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims held by a process of this machine that no longer runs (killed) go back to the queue at once. */
export async function releaseDeadClaims(db: Database, jobId: string, host: string): Promise<number> {
  const { rows } = await db.query<{ position: number; worker: string }>(
    `select position, worker from public.import_job_files where job_id = $1 and state = 'running' and worker like $2`,
    [jobId, `${host}:%`],
  );
  const dead = rows.filter((r) => !alive(Number(r.worker.split(':')[1])));
  for (const row of dead)
    await db.query(
      `update public.import_job_files set state = 'pending', worker = null where job_id = $1 and position = $2 and worker = $3`,
      [jobId, row.position, row.worker],
    );
  return dead.length;
}

export async function heartbeat(db: Database, jobId: string, position: number, worker: string): Promise<void> {
  await db.query(`update public.import_job_files set claimed_at = now() where job_id = $1 and position = $2 and worker = $3`, [
    jobId,
    position,
    worker,
  ]);
}

export async function finishFile(db: Database, jobId: string, position: number, outcome: object): Promise<void> {
  await db.query(
    `update public.import_job_files set state = 'done', finished_at = now(), outcome = $3 where job_id = $1 and position = $2`,
    [jobId, position, JSON.stringify(outcome)],
  );
}

/** Closes the job once every file is done; returns the outcomes in file order when it is. */
export async function finishJob(db: Database, jobId: string): Promise<Array<Record<string, unknown>> | null> {
  const open = await db.query<{ n: number }>(
    `select count(*)::int as n from public.import_job_files where job_id = $1 and state <> 'done'`,
    [jobId],
  );
  if ((open.rows[0]?.n ?? 1) > 0) return null;
  await db.query(`update public.import_jobs set state = 'done', finished_at = coalesce(finished_at, now()) where id = $1`, [jobId]);
  const { rows } = await db.query<{ outcome: Record<string, unknown> }>(
    `select outcome from public.import_job_files where job_id = $1 order by position`,
    [jobId],
  );
  return rows.map((r) => r.outcome);
}

export interface PageCache {
  get(pageNumber: number): ReadPage | undefined;
  put(page: ReadPage): Promise<void>;
}

/** The OCR'd pages already kept for a file (by its checksum), and a writer for new ones. */
export async function pageCache(db: Database, checksum: string): Promise<PageCache> {
  const { rows } = await db.query<{ page: ReadPage }>(`select page from public.import_page_cache where checksum = $1`, [checksum]);
  const known = new Map(rows.map((r) => [r.page.number, r.page]));
  return {
    get: (n) => known.get(n),
    async put(page) {
      await db.query(
        `insert into public.import_page_cache (checksum, page_number, page) values ($1, $2, $3) on conflict (checksum, page_number) do nothing`,
        [checksum, page.number, JSON.stringify(page)],
      );
    },
  };
}

/** Kept pages of files imported since are no longer needed. */
export async function dropPageCache(db: Database, checksum: string): Promise<void> {
  await db.query('delete from public.import_page_cache where checksum = $1', [checksum]);
}
