/** Closing a database twice (the server's shutdown, then a test's cleanup) is harmless on both backends. */
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testBackends } from '../testing/databases';

describe.each(testBackends())('database close (%s)', (backend) => {
  it('may be called again, also while the first close runs', async () => {
    const { db, drop } = await createTestDatabase(backend);
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await Promise.all([db.close(), db.close()]);
    await expect(db.close()).resolves.toBeUndefined();
    await drop();
  });
});
