// A generated corpus for the search benchmark: brands, manuals and N manual pages of service-manual vocabulary
// (words drawn with a skewed distribution, part numbers on parts pages, section titles), and codes per brand.
// Built in SQL as the database owner; the lexicon trigger and the indexes see it as an import would.
import type { Database } from '../packages/platform/src/db';

const DOMAIN = `hydraulic pump motor controller brake steering mast tilt lift cylinder seal valve relief pressure
  sensor switch fuse relay harness connector battery charger contactor solenoid accelerator pedal potentiometer
  traction drive axle wheel tire bearing gear transmission clutch converter engine coolant radiator thermostat fan belt
  alternator starter ignition spark plug injector filter oil fuel tank hose fitting torque bolt nut washer bracket
  chain roller carriage fork overhead guard counterweight seat display warning lamp horn light beacon alarm
  voltage current resistance continuity ground short circuit open terminal pin wire cable insulation fault code error
  overheating overcurrent undervoltage overvoltage temperature speed encoder calibration adjustment inspection
  replacement removal installation procedure check measure test port gauge reading specification limit wear
  clearance lubrication grease level drain refill bleed leak noise vibration slow jerky stall hesitation
  emergency stop interlock operator presence parking service schedule hours daily weekly monthly annual
  exploded view item part number assembly group kit gasket ring spring pin clip cover plate shaft sprocket`
  .split(/\s+/)
  .filter(Boolean);

const FILLER = `the and with before after when then check that this from into must should each every until while only
  also both either neither above below left right front rear upper lower inner outer main auxiliary primary secondary
  remove install loosen tighten replace clean inspect verify confirm record note caution warning danger always never`
  .split(/\s+/)
  .filter(Boolean);

const BRANDS = ['c-monarch', 'r-raynet', 't-sensei', 'h-brick', 'u-stitch'] as const;
const KINDS = ['service', 'service', 'parts', 'wiring', 'operator', 'service', 'parts', 'service'] as const;
const FUELS = ['electric', 'lpg', 'diesel', 'gasoline', 'cng-dual'] as const;
const SYSTEMS = ['hydraulics', 'brakes', 'steering', 'electrical', 'engine', 'drive'] as const;

export interface CorpusOptions {
  pages: number;
  pagesPerManual?: number;
  codesPerBrand?: number;
  wordsPerPage?: number;
}

/** Inserts the corpus; returns a few part numbers and codes present in it, for queries. */
export async function generateSearchCorpus(db: Database, options: CorpusOptions): Promise<{ partNumbers: string[]; codes: string[] }> {
  const perManual = options.pagesPerManual ?? 300;
  const manuals = Math.ceil(options.pages / perManual);
  const codesPerBrand = options.codesPerBrand ?? 400;
  const words = options.wordsPerPage ?? 200;
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
  // Pages: skewed word choice (common words often, rare ones seldom); parts pages list part numbers.
  await db.query(
    `with vocab as (select $2::text[] as d, $3::text[] as f)
     insert into public.manual_pages (manual_id, page_number, section_title, body)
     select m.id, g,
       case when g % 12 = 1 then initcap(v.d[1 + (g * 13 + length(m.title)) % array_length(v.d, 1)]) || ' ' || initcap(v.d[1 + (g * 29) % array_length(v.d, 1)]) end,
       (select string_agg(
          case when m.kind = 'parts' and w % 15 = 0
            then 'Item ' || (w / 15) || ' ' || upper(substr(md5(m.id::text || g || w), 1, 3)) || '-' || (10 + (g % 80)) || '-' || (10000 + ((g * 97 + w * 31) % 89999))
            when random() < 0.35 then v.f[1 + floor(random() * array_length(v.f, 1))::int]
            else v.d[1 + floor(power(random(), 2.2) * array_length(v.d, 1))::int] end, ' ')
        from generate_series(1, $1) w)
     from public.manuals m, vocab v, generate_series(1, m.page_count) g
     where m.object_path like 'bench/%'`,
    [words, DOMAIN, FILLER],
  );
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
  const parts = await db.query<{ part: string }>(
    `select (regexp_match(body, '[A-F0-9]{3}-[0-9]+-[0-9]{5}'))[1] as part from public.manual_pages p join public.manuals m on m.id = p.manual_id
     where m.kind = 'parts' and m.object_path like 'bench/%' order by p.manual_id, p.page_number limit 200`,
  );
  const codes = await db.query<{ code: string }>(`select code from public.error_codes order by brand_id, code limit 2000`);
  const pick = <T>(rows: T[], n: number) => rows.filter((_, i) => i % Math.max(1, Math.floor(rows.length / n)) === 0).slice(0, n);
  return {
    partNumbers: pick(parts.rows.map((r) => r.part).filter(Boolean), 10),
    codes: pick(codes.rows.map((r) => r.code), 10),
  };
}
