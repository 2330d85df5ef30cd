import { runAs } from '../packages/platform/src/db';
import { sqlMigration, startTestPlatform } from '../packages/platform/src/testing';
const p = await startTestPlatform({ backend: 'postgres', migrations: [sqlMigration('0001_rest_bench.sql', `create table public.bench_items (id int primary key, title text not null, price numeric(10,2) not null, brand_id int not null, created_at timestamptz not null default now());
insert into public.bench_items select g, 'Item ' || g, (g % 1000) / 10.0, 1 + (g % 100), now() from generate_series(1, 10000) g; analyze public.bench_items;`)] });
const h = { apikey: p.anonKey, authorization: `Bearer ${p.anonKey}` };
const identity = { role: 'anon', claims: await p.ctx.jwt.verify(p.anonKey) };
const N = 2000;
for (let round = 0; round < 2; round++) {
  let s = performance.now();
  for (let i = 0; i < N; i++) { const r = await fetch(`${p.url}/rest/v1/bench_items?select=*&id=eq.${1 + i}`, { headers: h }); await r.text(); }
  const rest = (performance.now() - s) / N;
  s = performance.now();
  for (let i = 0; i < N; i++) await runAs(p.db, identity, (tx) => tx.query(`select coalesce(json_agg(t), '[]')::text as body from (select id, title, price, brand_id, created_at from public.bench_items where id = $1) t`, [1 + i]), { statementTimeoutMs: 8000, settings: { 'request.method': 'GET', 'request.path': '/x', 'request.headers': '{}', search_path: '"public"' } });
  const direct = (performance.now() - s) / N;
  s = performance.now();
  for (let i = 0; i < N; i++) { const r = await fetch(`${p.url}/rest/v1/`, { headers: {} }); await r.text(); }
  const http = (performance.now() - s) / N;
  console.log('rest ms', rest.toFixed(3), 'direct ms', direct.toFixed(3), 'http 401 ms', http.toFixed(3));
}
await p.close();
