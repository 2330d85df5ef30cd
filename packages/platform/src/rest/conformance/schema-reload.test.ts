// Conformance: NOTIFY pgrst, 'reload schema' refreshes the schema cache without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../testing';
import { startConformance, type Conformance } from './fixture';

describe.each(testBackends())('/rest/v1 schema cache reload on %s', (backend) => {
  let c: Conformance;
  beforeAll(async () => {
    c = await startConformance(backend);
  });
  afterAll(() => c?.close());

  it("sees a new table after NOTIFY pgrst, 'reload schema'", async () => {
    const before = await c.anon.from('gadgets').select('*');
    expect(before.error?.code).toBe('PGRST205');
    await c.platform.db.exec(`
      create table public.gadgets (id int primary key, brand_id int references public.brands(id));
      insert into public.gadgets values (1, 2);
      notify pgrst, 'reload schema';`);
    let after = await c.anon.from('gadgets').select('id, brands(name)');
    for (let i = 0; i < 50 && after.error; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await c.anon.from('gadgets').select('id, brands(name)');
    }
    expect(after.data).toEqual([{ id: 1, brands: { name: 'Bolt' } }]);
  });
});
