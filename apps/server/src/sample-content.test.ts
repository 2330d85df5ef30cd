// A start on a data folder seeded from the sample template: the server finds the content loaded, records its start-up
// steps, and stores again a sample manual's file that an interrupted load left without its object (the generator and
// pdf-lib load for that only).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@kit/platform';
import { seedFromSampleTemplate } from './sample-template';
import { createServer } from './server';
import { startupPhases } from './startup-phases';

const dataDir = mkdtempSync(join(tmpdir(), 'kit-sample-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a start from the sample template', () => {
  it('serves the loaded content, restores a missing sample file and records its steps', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'sample-start-test-secret-with-32-characters', PORT: '0' });
    expect(await seedFromSampleTemplate(config)).toBe(true);
    // An interrupted load: one manual's object is gone.
    const first = await createServer({ config, logger: false });
    const { rows } = await first.ctx.db.query<{ id: string; object_path: string }>(
      'select id, object_path from public.manuals where is_sample order by object_path limit 1',
    );
    const manual = rows[0]!;
    const service = { apikey: first.ctx.keys.serviceRoleKey, authorization: `Bearer ${first.ctx.keys.serviceRoleKey}` };
    const removed = await first.app.inject({ method: 'DELETE', url: `/storage/v1/object/manuals/${manual.object_path}`, headers: service });
    expect(removed.statusCode).toBe(200);
    await first.close();

    const phases = startupPhases();
    const server = await createServer({
      config,
      logger: false,
      sampleContent: true,
      prepareDataDir: () => seedFromSampleTemplate(config),
      phases,
    });
    try {
      expect(Object.keys(phases.report().doneAtMs)).toEqual(['data dir', 'database', 'routes', 'sample content']);
      const stored = await server.ctx.db.query<{ n: number }>(
        `select count(*)::int as n from storage.objects where bucket_id = 'manuals' and name = $1`,
        [manual.object_path],
      );
      expect(stored.rows[0]?.n).toBe(1);
      const download = await server.app.inject({
        method: 'GET',
        url: `/storage/v1/object/authenticated/manuals/${manual.object_path}`,
        headers: { apikey: server.ctx.keys.serviceRoleKey, authorization: `Bearer ${server.ctx.keys.serviceRoleKey}` },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await server.close();
    }
  }, 600_000);
});
