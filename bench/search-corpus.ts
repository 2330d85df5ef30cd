// A generated corpus for the search benchmark: brands, manuals of 300 pages, their pages and codes per brand, built in
// SQL inside the database (generate_series and arrays, no rows cross the wire) so 100,000 pages take about a minute
// on PGlite. Pages read like a service manual's: a section (12 pages) is about one system, its sentences drawn from
// that system's words with a few from anywhere else; parts manuals list part numbers in a table; every 12th page starts
// a section with a title. A query word such as "hydraulic" is then on about a fifth of all pages and two words of one
// system stand together on about one page in ten: broad enough that ranking must stay bounded, unlike a corpus of
// unique words. The full-text and trigram indexes of manual_pages are dropped for the insert and rebuilt from their
// own definitions afterwards (as a bulk import would); the lexicon's trigger sees the pages as it sees any insert.
import type { Database } from '../packages/platform/src/db';

const DOMAIN = `hydraulic pump motor controller brake steering mast tilt lift cylinder seal valve relief pressure
  sensor switch fuse relay harness connector battery charger contactor solenoid accelerator pedal potentiometer
  traction drive axle wheel tire bearing gear transmission clutch converter engine coolant radiator thermostat fan belt
  alternator starter ignition spark plug injector filter oil fuel tank hose fitting torque bolt nut washer bracket
  chain roller carriage fork overhead guard counterweight seat display warning lamp horn light beacon alarm
  voltage current resistance continuity ground short circuit open terminal pin wire cable insulation fault code error
  overheating overcurrent undervoltage overvoltage temperature speed encoder calibration adjustment inspection
  replacement removal installation procedure check measure test port gauge reading specification limit wear
  clearance lubrication grease level drain refill bleed leak noise vibration slow jerky stall hesitation height welded
  emergency stop interlock operator presence parking service schedule hours daily weekly monthly annual charging
  exploded view item part number assembly group kit gasket ring spring pin clip cover plate shaft sprocket`
  .split(/\s+/)
  .filter(Boolean);

const FILLER = `the and with before after when then check that this from into must should each every until while only
  also both either neither above below left right front rear upper lower inner outer main auxiliary primary secondary
  remove install loosen tighten replace clean inspect verify confirm record note caution warning danger always never`
  .split(/\s+/)
  .filter(Boolean);

const PROCEDURES = ['Removal', 'Installation', 'Inspection', 'Adjustment', 'Troubleshooting', 'Specifications', 'Disassembly'];
const BRANDS = ['c-monarch', 'r-raynet', 't-sensei', 'h-brick', 'u-stitch'] as const;
const KINDS = ['service', 'service', 'parts', 'wiring', 'operator', 'service', 'parts', 'service'] as const;
const FUELS = ['electric', 'lpg', 'diesel', 'gasoline', 'cng-dual'] as const;
const SYSTEMS = ['hydraulics', 'brakes', 'steering', 'electrical', 'engine', 'drive'] as const;
/** Systems (topics) a section may be about; each draws most words from its own window of the domain words. */
const TOPICS = 8;
const TOPIC_WORDS = 24;
const SENTENCES_PER_TOPIC = 200;

export interface CorpusOptions {
  pages: number;
  pagesPerManual?: number;
  codesPerBrand?: number;
}

export interface Corpus {
  partNumbers: string[];
  codes: string[];
}

/** The body of one page: ten sentences of its section's topic, two of another, a parts table on parts pages. */
function pageBodySql(): string {
  const own = Array.from({ length: 10 }, () => `t.s[1 + floor(random() * ${SENTENCES_PER_TOPIC})::int]`);
  const other = Array.from({ length: 2 }, () => `o.s[1 + floor(random() * ${SENTENCES_PER_TOPIC})::int]`);
  return `array_to_string(array[${[...own, ...other].join(', ')}], ' ')`;
}

/** Inserts the corpus as the database owner (SEARCH_CORPUS_TRACE=1 prints the time of each step). */
export async function generateSearchCorpus(db: Database, options: CorpusOptions): Promise<void> {
  let mark = performance.now();
  const step = (name: string) => {
    if (process.env.SEARCH_CORPUS_TRACE) console.log(`corpus: ${name} ${Math.round(performance.now() - mark)} ms`);
    mark = performance.now();
  };
  const perManual = options.pagesPerManual ?? 300;
  const manuals = Math.ceil(options.pages / perManual);
  const codesPerBrand = options.codesPerBrand ?? 400;
  await db.exec(`select setseed(0.42);
    insert into public.brands (id, name, code_format, code_example, code_pattern)
    select b, initcap(replace(b, '-', ' ')), 'letter, dash, number', 'E-212', '^[A-Z]-?[0-9]+$' from unnest(array['${BRANDS.join("','")}']) b
    on conflict (id) do nothing;
    insert into public.fuel_types (id, name) select f, f from unnest(array['${FUELS.join("','")}']) f on conflict (id) do nothing;
    insert into public.systems (id, name) select s, initcap(s) from unnest(array['${SYSTEMS.join("','")}']) s on conflict (id) do nothing;`);
  await db.query(
    `insert into public.manuals (id, brand_id, kind, title, summary, tier, preview_pages, series_ids, fuel_types, system_ids,
       serial_from, serial_to, object_path, page_count)
     select gen_random_uuid(), b.brand, k.kind,
       initcap(b.brand) || ' ' || (100 + i) || ' Series ' || initcap(k.kind) || ' Manual',
       initcap(k.kind) || ' information for the ' || (100 + i) || ' series: ' || ($4::text[])[1 + (i % 40)] || ' and ' || ($4::text[])[1 + ((i * 7) % 40)] || '.',
       case when i % 4 = 0 then 'free' else 'premium' end, case when i % 4 = 0 then 3 else 0 end,
       array[b.brand || '-' || (100 + i)], array[($5::text[])[1 + i % 5]], array[($6::text[])[1 + i % 6], ($6::text[])[1 + (i + 2) % 6]],
       (i % 7) * 10000, case when i % 3 = 0 then null else (i % 7) * 10000 + 9999 end,
       'bench/' || i || '.pdf', $2
     from generate_series(0, $1 - 1) i
     cross join lateral (select ($3::text[])[1 + i % 5] as brand) b
     cross join lateral (select ($7::text[])[1 + i % 8] as kind) k`,
    [manuals, perManual, BRANDS, DOMAIN, FUELS, SYSTEMS, KINDS],
  );

  // Rebuilt after the insert from their own definitions: one bulk build instead of 100,000 index updates.
  const indexes = await db.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
     where schemaname = 'public' and tablename = 'manual_pages' and indexdef ilike '%using gin%'`,
  );
  for (const index of indexes.rows) await db.exec(`drop index public.${index.name}`);
  step('manuals');
  await db.query(
    `create unlogged table public.search_corpus_topics as
     select sentences.topic, array_agg(sentences.sentence order by sentences.n) as s
     from (
       select tp.topic, sn.n, (
           -- (w.w in the argument keeps the aggregate in this subquery rather than the outer query)
           select string_agg(case when w.w > 0 and random() < 0.45 then v.f[1 + floor(random() * array_length(v.f, 1))::int]
               when random() < 0.8 then v.d[1 + (tp.topic * 24 + floor(random() * $3)::int) % array_length(v.d, 1)]
               else v.d[1 + floor(random() * array_length(v.d, 1))::int] end, ' ')
           from generate_series(1, 8 + (sn.n + tp.topic) % 6) w(w)) || '.' as sentence
       from (select $1::text[] as d, $2::text[] as f) v, generate_series(0, ${TOPICS - 1}) tp(topic), generate_series(1, $4) sn(n)
     ) sentences
     group by sentences.topic`,
    [DOMAIN, FILLER, TOPIC_WORDS, SENTENCES_PER_TOPIC],
  );
  await db.query(
    `insert into public.manual_pages (manual_id, page_number, section_title, body)
     select m.id, g,
       case when g % 12 = 1 then initcap(v.d[1 + (tp.topic * 24 + g) % array_length(v.d, 1)]) || ' '
         || initcap(v.d[1 + (tp.topic * 24 + g + 7) % array_length(v.d, 1)]) || ' ' || (($2::text[])[1 + (g / 12) % array_length($2::text[], 1)]) end,
       'Page ' || g || '. ' || ${pageBodySql()}
         || case when m.kind = 'parts' then ' Parts list: ' || (
           select string_agg('Item ' || k || ' ' || upper(substr(md5(m.id::text || g || k), 1, 3)) || '-' || (10 + (g % 80)) || '-'
             || (10000 + ((g * 97 + k * 31) % 89999)) || ' ' || v.d[1 + (g + k * 5) % array_length(v.d, 1)], ' ')
           from generate_series(1, 12) k) else '' end
     from public.manuals m
     cross join generate_series(1, m.page_count) g
     cross join lateral (select (g / 12 + length(m.title)) % ${TOPICS} as topic) tp
     join public.search_corpus_topics t on t.topic = tp.topic
     join public.search_corpus_topics o on o.topic = (tp.topic + 1 + g % ${TOPICS - 1}) % ${TOPICS}
     cross join (select $1::text[] as d) v
     where m.object_path like 'bench/%'`,
    [DOMAIN, PROCEDURES],
  );
  step('pages');
  await db.exec(`drop table public.search_corpus_topics; set maintenance_work_mem = '256MB'`);
  for (const index of indexes.rows) {
    await db.exec(index.def);
    step(index.name);
  }
  await db.exec('reset maintenance_work_mem');

  await db.query(
    `insert into public.error_codes (brand_id, code, code_normalized, title, summary, severity, tier, system_id, series_ids)
     select b, code, public.normalize_error_code(code),
       initcap(($3::text[])[1 + (n * 7) % array_length($3::text[], 1)]) || ' ' || ($3::text[])[1 + (n * 11) % array_length($3::text[], 1)] || ' fault',
       'The ' || ($3::text[])[1 + (n * 13) % array_length($3::text[], 1)] || ' reports ' || ($3::text[])[1 + (n * 17) % array_length($3::text[], 1)] || ' outside its limit.',
       (array['stop','warn','info'])[1 + n % 3], case when n % 5 = 0 then 'free' else 'premium' end, ($4::text[])[1 + n % 6], '{}'
     from unnest($2::text[]) with ordinality as bb(b, bi), generate_series(1, $1) n,
       lateral (select case bi % 3 when 0 then 'E-' || lpad(n::text, 3, '0') when 1 then 'SPN ' || (500 + n) || ' FMI ' || (n % 20)
         else lpad((n / 10)::text, 2, '0') || '-' || lpad((n % 10)::text, 2, '0') end as code) c
     on conflict (brand_id, code_normalized) do nothing`,
    [codesPerBrand, BRANDS, DOMAIN, SYSTEMS],
  );
  step('codes');
}

/** A few part numbers and codes present in the corpus, for queries (parts pages 5 of the parts manuals). */
export async function corpusSamples(db: Database): Promise<Corpus> {
  const parts = await db.query<{ part: string }>(
    `select (regexp_match(p.body, '[A-F0-9]{3}-[0-9]+-[0-9]{5}'))[1] as part from public.manuals m
     join public.manual_pages p on p.manual_id = m.id and p.page_number = 5
     where m.kind = 'parts' and m.object_path like 'bench/%' order by m.object_path limit 40`,
  );
  const codes = await db.query<{ code: string }>(
    `select code from (select distinct code from public.error_codes) c order by md5(code) limit 10`,
  );
  const pick = <T>(rows: T[], n: number) => rows.filter((_, i) => i % Math.max(1, Math.floor(rows.length / n)) === 0).slice(0, n);
  return {
    partNumbers: pick(parts.rows.map((r) => r.part).filter(Boolean), 10),
    codes: codes.rows.map((r) => r.code),
  };
}
