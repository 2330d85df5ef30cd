-- The words mechanics use (issue 34 build 2), kept as data: abbreviations ("hyd", "batt", "sol"), trade words ("won't
-- lift", "creeps", "cuts out", "no drive", "hunts") and common misspellings, each mapped to the words the manuals use.
-- Search and diagnostics' retrieval read a query through technician_expand before matching it, so "hyd temp sw" finds
-- "hydraulic temperature switch". An operator adds a row to teach it a word; nothing else changes.

create table if not exists public.technician_terms (
  -- Lower case, as typed: one word or a short phrase (apostrophes left out: "wont lift").
  phrase text primary key check (phrase ~ '^[a-z0-9][a-z0-9 ./-]{0,38}[a-z0-9.]$'),
  -- The manuals' words it stands for.
  means text not null check (length(means) between 1 and 200),
  kind text not null check (kind in ('abbreviation', 'trade', 'misspelling', 'filler', 'foreign'))
);
alter table public.technician_terms enable row level security;
drop policy if exists technician_terms_read on public.technician_terms;
create policy technician_terms_read on public.technician_terms for select to anon, authenticated using (true);

insert into public.technician_terms (phrase, means, kind) values
  ('hyd', 'hydraulic', 'abbreviation'),
  ('hydr', 'hydraulic', 'abbreviation'),
  ('hydro', 'hydraulic', 'abbreviation'),
  ('temp', 'temperature', 'abbreviation'),
  ('temps', 'temperature', 'abbreviation'),
  ('batt', 'battery', 'abbreviation'),
  ('bat', 'battery', 'abbreviation'),
  ('sw', 'switch', 'abbreviation'),
  ('swt', 'switch', 'abbreviation'),
  ('sol', 'solenoid', 'abbreviation'),
  ('solnd', 'solenoid', 'abbreviation'),
  ('pot', 'potentiometer', 'abbreviation'),
  ('pots', 'potentiometer', 'abbreviation'),
  ('trans', 'transmission', 'abbreviation'),
  ('tranny', 'transmission', 'abbreviation'),
  ('cyl', 'cylinder', 'abbreviation'),
  ('accel', 'accelerator', 'abbreviation'),
  ('throttle', 'accelerator pedal', 'abbreviation'),
  ('brk', 'brake', 'abbreviation'),
  ('park brake', 'parking brake', 'abbreviation'),
  ('e-brake', 'parking brake', 'abbreviation'),
  ('eng', 'engine', 'abbreviation'),
  ('mtr', 'motor', 'abbreviation'),
  ('sens', 'sensor', 'abbreviation'),
  ('sensr', 'sensor', 'abbreviation'),
  ('press', 'pressure', 'abbreviation'),
  ('ctrl', 'controller', 'abbreviation'),
  ('cntrl', 'controller', 'abbreviation'),
  ('ctrlr', 'controller', 'abbreviation'),
  ('conn', 'connector', 'abbreviation'),
  ('harn', 'harness', 'abbreviation'),
  ('loom', 'harness', 'abbreviation'),
  ('disp', 'display', 'abbreviation'),
  ('dash', 'display', 'abbreviation'),
  ('inj', 'injector', 'abbreviation'),
  ('enc', 'encoder', 'abbreviation'),
  ('cal', 'calibration', 'abbreviation'),
  ('calib', 'calibration', 'abbreviation'),
  ('recal', 'calibration', 'abbreviation'),
  ('o2', 'oxygen', 'abbreviation'),
  ('dc-dc', 'dc/dc converter', 'abbreviation'),
  ('propane', 'lpg', 'abbreviation'),
  ('gnd', 'ground', 'abbreviation'),
  ('grnd', 'ground', 'abbreviation'),
  ('wont lift', 'lift disabled', 'trade'),
  ('will not lift', 'lift disabled', 'trade'),
  ('no lift', 'lift disabled', 'trade'),
  ('forks wont go up', 'lift disabled', 'trade'),
  ('wont lower', 'lowering', 'trade'),
  ('creeps', 'creep', 'trade'),
  ('creeping', 'creep', 'trade'),
  ('drifts', 'lowering', 'trade'),
  ('drifting', 'lowering', 'trade'),
  ('cuts out', 'shuts down stops', 'trade'),
  ('cutting out', 'shuts down stops', 'trade'),
  ('dies', 'stops', 'trade'),
  ('shuts off', 'shuts down stops', 'trade'),
  ('clicks', 'relay contactor', 'trade'),
  ('clicking', 'relay contactor', 'trade'),
  ('no drive', 'travel disabled', 'trade'),
  ('wont drive', 'travel disabled', 'trade'),
  ('wont move', 'travel disabled', 'trade'),
  ('no travel', 'travel disabled', 'trade'),
  ('hunts', 'erratic unstable', 'trade'),
  ('hunting', 'erratic unstable', 'trade'),
  ('jumps', 'erratic', 'trade'),
  ('jumpy', 'erratic', 'trade'),
  ('flickers', 'unstable', 'trade'),
  ('flickering', 'unstable', 'trade'),
  ('on and off', 'unstable loses contact', 'trade'),
  ('comes and goes', 'unstable loses contact', 'trade'),
  ('wont crank', 'starter', 'trade'),
  ('no crank', 'starter', 'trade'),
  ('wont start', 'starter', 'trade'),
  ('heavy steering', 'steering assistance', 'trade'),
  ('no steering', 'steering assistance', 'trade'),
  ('overheating', 'overtemperature', 'trade'),
  ('overheats', 'overtemperature', 'trade'),
  ('too hot', 'overtemperature', 'trade'),
  ('hot', 'overtemperature', 'trade'),
  ('limp mode', 'speed limited', 'trade'),
  ('turtle mode', 'speed limited creep', 'trade'),
  ('slow', 'limited', 'trade'),
  ('sticking', 'stuck', 'trade'),
  ('dead short', 'short', 'trade'),
  ('shorted out', 'shorted', 'trade'),
  ('bad ground', 'ground open', 'trade'),
  ('not calibrated', 'calibration', 'trade'),
  ('not cald', 'calibration', 'trade'),
  ('low volts', 'undervoltage low voltage', 'trade'),
  ('high volts', 'overvoltage above', 'trade'),
  ('hydralic', 'hydraulic', 'misspelling'),
  ('hydrolic', 'hydraulic', 'misspelling'),
  ('hydraulik', 'hydraulic', 'misspelling'),
  ('hidraulic', 'hydraulic', 'misspelling'),
  ('solenid', 'solenoid', 'misspelling'),
  ('soleniod', 'solenoid', 'misspelling'),
  ('solonoid', 'solenoid', 'misspelling'),
  ('selenoid', 'solenoid', 'misspelling'),
  ('potentiometre', 'potentiometer', 'misspelling'),
  ('potentiomenter', 'potentiometer', 'misspelling'),
  ('potentionmeter', 'potentiometer', 'misspelling'),
  ('senser', 'sensor', 'misspelling'),
  ('sencer', 'sensor', 'misspelling'),
  ('sensore', 'sensor', 'misspelling'),
  ('temprature', 'temperature', 'misspelling'),
  ('temperture', 'temperature', 'misspelling'),
  ('tempature', 'temperature', 'misspelling'),
  ('batery', 'battery', 'misspelling'),
  ('battary', 'battery', 'misspelling'),
  ('battey', 'battery', 'misspelling'),
  ('contacter', 'contactor', 'misspelling'),
  ('contactr', 'contactor', 'misspelling'),
  ('accelerater', 'accelerator', 'misspelling'),
  ('accelarator', 'accelerator', 'misspelling'),
  ('accelorator', 'accelerator', 'misspelling'),
  ('transmision', 'transmission', 'misspelling'),
  ('tranmission', 'transmission', 'misspelling'),
  ('cylnder', 'cylinder', 'misspelling'),
  ('cylender', 'cylinder', 'misspelling'),
  ('presure', 'pressure', 'misspelling'),
  ('pressue', 'pressure', 'misspelling'),
  ('preasure', 'pressure', 'misspelling'),
  ('steerin', 'steering', 'misspelling'),
  ('stearing', 'steering', 'misspelling'),
  ('breaks', 'brake', 'misspelling'),
  ('brakes', 'brake', 'misspelling'),
  ('reley', 'relay', 'misspelling'),
  ('realy', 'relay', 'misspelling'),
  ('relais', 'relay', 'misspelling'),
  ('conector', 'connector', 'misspelling'),
  ('conecter', 'connector', 'misspelling'),
  ('harnes', 'harness', 'misspelling'),
  ('calibraton', 'calibration', 'misspelling'),
  ('callibration', 'calibration', 'misspelling'),
  ('encorder', 'encoder', 'misspelling'),
  ('injecter', 'injector', 'misspelling'),
  ('inverer', 'inverter', 'misspelling'),
  ('invertor', 'inverter', 'misspelling'),
  ('crankshaft pos', 'crankshaft position', 'abbreviation'),
  ('crank sensor', 'crankshaft position sensor', 'abbreviation'),
  ('seatbelt', 'seat belt', 'misspelling'),
  ('deadman', 'operator presence seat switch', 'trade'),
  ('dead man', 'operator presence seat switch', 'trade'),
  ('e-stop', 'emergency stop', 'abbreviation'),
  ('estop', 'emergency stop', 'abbreviation'),
  ('fwd', 'forward', 'abbreviation'),
  ('rev', 'reverse', 'abbreviation'),
  ('dir', 'direction', 'abbreviation'),
  ('aux', 'auxiliary', 'abbreviation'),
  ('sideshift', 'auxiliary', 'trade'),
  ('side shift', 'auxiliary', 'trade'),
  ('bms', 'battery management system', 'abbreviation'),
  ('ecu', 'engine ecu control unit', 'abbreviation'),
  ('can bus', 'can link', 'abbreviation'),
  ('canbus', 'can link', 'abbreviation'),
  ('comms', 'communication', 'abbreviation'),
  ('comm', 'communication', 'abbreviation'),
  ('lost comms', 'communication lost', 'trade'),
  ('no comms', 'communication lost', 'trade'),
  ('thermistor', 'temperature sensor', 'trade'),
  ('dont', 'not', 'filler'),
  ('doesnt', 'not', 'filler'),
  ('didnt', 'not', 'filler'),
  ('isnt', 'not', 'filler'),
  ('cant', 'not', 'filler'),
  ('wont', 'not', 'filler'),
  ('aint', 'not', 'filler'),
  ('not working', 'not', 'filler'),
  ('doesnt work', 'not', 'filler'),
  ('dont work', 'not', 'filler'),
  ('any ideas', 'not', 'filler'),
  ('help', 'not', 'filler'),
  ('pls', 'not', 'filler'),
  ('please', 'not', 'filler')
on conflict (phrase) do nothing;

-- Words that name another machine, vehicle, appliance or trade: a question about one is not answered from forklift
-- manuals however many forklift-ish words it holds ("means" names what it is about, for the refusal's reason).
insert into public.technician_terms (phrase, means, kind) values
  ('car', 'a car', 'foreign'), ('cars', 'a car', 'foreign'), ('sedan', 'a car', 'foreign'), ('suv', 'a car', 'foreign'),
  ('hatchback', 'a car', 'foreign'), ('pickup truck', 'a road vehicle', 'foreign'), ('semi truck', 'a road vehicle', 'foreign'),
  ('lorry', 'a road vehicle', 'foreign'), ('van', 'a road vehicle', 'foreign'), ('motorcycle', 'a motorcycle', 'foreign'),
  ('motorbike', 'a motorcycle', 'foreign'), ('scooter', 'a scooter', 'foreign'), ('e-bike', 'a bicycle', 'foreign'),
  ('ebike', 'a bicycle', 'foreign'), ('bicycle', 'a bicycle', 'foreign'), ('bike', 'a bicycle', 'foreign'),
  ('golf cart', 'a golf cart', 'foreign'), ('boat', 'a boat', 'foreign'), ('outboard', 'a boat', 'foreign'),
  ('jet ski', 'a boat', 'foreign'), ('tractor', 'a tractor', 'foreign'), ('combine harvester', 'farm machinery', 'foreign'),
  ('excavator', 'an excavator', 'foreign'), ('digger', 'an excavator', 'foreign'), ('skid steer', 'a skid steer', 'foreign'),
  ('bulldozer', 'a bulldozer', 'foreign'), ('crane', 'a crane', 'foreign'), ('scissor lift', 'an aerial work platform', 'foreign'),
  ('boom lift', 'an aerial work platform', 'foreign'), ('cherry picker', 'an aerial work platform', 'foreign'),
  ('elevator', 'an elevator', 'foreign'), ('escalator', 'an escalator', 'foreign'), ('dishwasher', 'a dishwasher', 'foreign'),
  ('washing machine', 'a washing machine', 'foreign'), ('dryer', 'a tumble dryer', 'foreign'),
  ('fridge', 'a refrigerator', 'foreign'), ('refrigerator', 'a refrigerator', 'foreign'), ('freezer', 'a freezer', 'foreign'),
  ('oven', 'an oven', 'foreign'), ('microwave', 'a microwave', 'foreign'), ('stove', 'a stove', 'foreign'),
  ('boiler', 'a boiler', 'foreign'), ('furnace', 'a furnace', 'foreign'), ('hvac', 'heating and air conditioning', 'foreign'),
  ('air conditioner', 'an air conditioner', 'foreign'), ('heat pump', 'a heat pump', 'foreign'),
  ('water heater', 'a water heater', 'foreign'), ('lawnmower', 'a lawn mower', 'foreign'),
  ('lawn mower', 'a lawn mower', 'foreign'), ('mower', 'a lawn mower', 'foreign'), ('chainsaw', 'a chainsaw', 'foreign'),
  ('leaf blower', 'a leaf blower', 'foreign'), ('pressure washer', 'a pressure washer', 'foreign'),
  ('laptop', 'a computer', 'foreign'), ('computer', 'a computer', 'foreign'), ('pc', 'a computer', 'foreign'),
  ('printer', 'a printer', 'foreign'), ('phone', 'a phone', 'foreign'), ('iphone', 'a phone', 'foreign'),
  ('tv', 'a television', 'foreign'), ('television', 'a television', 'foreign'), ('router', 'a network router', 'foreign'),
  ('wifi', 'a network', 'foreign'), ('drone', 'a drone', 'foreign'), ('vacuum cleaner', 'a vacuum cleaner', 'foreign'),
  ('roomba', 'a vacuum cleaner', 'foreign'), ('faucet', 'plumbing', 'foreign'), ('toilet', 'plumbing', 'foreign'),
  ('sink', 'plumbing', 'foreign'), ('plumbing', 'plumbing', 'foreign'), ('breaker panel', 'house wiring', 'foreign'),
  ('light switch', 'house wiring', 'foreign'), ('solar panel', 'solar power', 'foreign'),
  ('solar', 'solar power', 'foreign'), ('inverter generator', 'a generator', 'foreign'), ('compressor', 'an air compressor', 'foreign'), ('welder', 'a welder', 'foreign'), ('sewing machine', 'a sewing machine', 'foreign'),
  ('coffee machine', 'a coffee machine', 'foreign'), ('espresso', 'a coffee machine', 'foreign'), ('treadmill', 'a treadmill', 'foreign'),
  ('pool pump', 'a pool pump', 'foreign'), ('sump pump', 'a sump pump', 'foreign'), ('well pump', 'a well pump', 'foreign'),
  ('garage door', 'a garage door', 'foreign'), ('gate opener', 'a gate opener', 'foreign'), ('wheelchair', 'a wheelchair', 'foreign'),
  ('mobility scooter', 'a mobility scooter', 'foreign'), ('tesla', 'a car', 'foreign'), ('prius', 'a car', 'foreign'),
  ('camper', 'a camper', 'foreign'), ('rv', 'a camper', 'foreign'), ('caravan', 'a camper', 'foreign'), ('airplane', 'an aircraft', 'foreign'),
  ('aircraft', 'an aircraft', 'foreign'), ('helicopter', 'an aircraft', 'foreign'), ('snowblower', 'a snow blower', 'foreign'),
  ('snow blower', 'a snow blower', 'foreign'), ('atv', 'an ATV', 'foreign'), ('quad bike', 'an ATV', 'foreign'),
  ('3d printer', 'a 3D printer', 'foreign'), ('cnc', 'a CNC machine', 'foreign'), ('lathe', 'a lathe', 'foreign'),
  ('tram', 'a tram', 'foreign')
on conflict (phrase) do nothing;

-- The query in the manuals' words: each known phrase (whole words, longest first) replaced by what it means; the
-- apostrophes of "won't" and "doesn't" left out first. At most 2,000 characters read. Also returns nothing new for a
-- query with no known phrase (the same text, lower case).
create or replace function public.technician_expand(p_query text) returns text
language plpgsql stable parallel safe set search_path = public, pg_temp as $$
declare
  v text := ' ' || regexp_replace(lower(left(coalesce(p_query, ''), 2000)), '[''’`]', '', 'g') || ' ';
  t record;
begin
  v := regexp_replace(v, '\s+', ' ', 'g');
  for t in
    select phrase, means from public.technician_terms
    where position(phrase in v) > 0 and phrase <> means and kind <> 'foreign'
    order by length(phrase) desc, phrase
  loop
    -- Whole words only: bounded by a space or punctuation other than the phrase's own characters.
    v := regexp_replace(v, '(^|[^a-z0-9])' || regexp_replace(t.phrase, '([.\-/])', '\\\1', 'g') || '(?=[^a-z0-9]|$)',
      '\1' || t.means, 'g');
  end loop;
  return btrim(v);
end $$;

-- The numbers with a unit a description reads off a meter or the display ("reads 0.1 V", "4.8v", "300 ms", "200 c"),
-- as the manuals write them ('0.1 V', '4.8 V', …): diagnostics weighs codes whose setting condition states them.
create or replace function public.description_readings(p_query text) returns text[]
language sql immutable parallel safe as $$
  select coalesce(array_agg(distinct m[1]), '{}') from regexp_matches(left(coalesce(p_query, ''), 2000),
    '(?:^|[^0-9.,])([0-9]+(?:[.,][0-9]+)?)\s*(?:v|volts?|a|amps?|ma|ms|s|%|°c|c|bar|km/h|kmh|mph|rpm)(?![a-z])', 'gi') as m
$$;

-- What another machine the query names ('a car', 'a dishwasher'), whole words: empty for a forklift question.
create or replace function public.description_foreign(p_query text) returns text[]
language sql stable parallel safe set search_path = public, pg_temp as $$
  with q as (select ' ' || regexp_replace(regexp_replace(lower(left(coalesce(p_query, ''), 2000)), '[''’`]', '', 'g'), '[^a-z0-9-]+', ' ', 'g') || ' ' as v)
  select coalesce(array_agg(distinct t.means), '{}') from public.technician_terms t, q
  where t.kind = 'foreign' and position(' ' || t.phrase || ' ' in q.v) > 0
$$;

grant execute on function public.technician_expand(text), public.description_readings(text), public.description_foreign(text)
  to anon, authenticated, service_role;
