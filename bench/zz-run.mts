import { runRestBench } from '/work/main/bench/rest.bench.ts';
for (const r of await runRestBench()) console.log(JSON.stringify(r));
