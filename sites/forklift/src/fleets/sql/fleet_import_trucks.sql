-- The truck import (0075's, live): every refused row in the fleet manager's words, each row on its own (a failing row
-- never stops the batch), as the caller (RLS), at most 500 rows; a viewer's import is refused as a whole (0140).
create or replace function public.fleet_import_trucks(p_organization_id uuid, p_rows jsonb, p_dry_run boolean default false) returns jsonb
language plpgsql volatile security invoker set search_path = public, pg_temp as $$
declare
  r jsonb;
  i int := 0;
  v_row jsonb;
  t public.fleet_trucks;
  results jsonb := '[]';
  v_state text;
  v_hint text;
  v_msg text;
  v_constraint text;
  v_column text;
  v_code text;
  v_warnings jsonb;
  v_truck jsonb;
begin
  perform public.fleet_require_user();
  if not (p_organization_id = any (public.fleet_member_org_ids())) then
    raise exception 'you are not a member of this organization' using errcode = 'PT403', hint = 'not_member';
  end if;
  -- A viewer's import is refused as a whole, in words (0140), before any row is tried.
  perform public.fleet_refuse_viewer(p_organization_id);
  if jsonb_typeof(p_rows) is distinct from 'array' then
    raise exception 'rows must be an array' using errcode = '22023', hint = 'invalid_rows';
  end if;
  if jsonb_array_length(p_rows) > 500 then
    raise exception 'at most 500 rows per call' using errcode = '22023', hint = 'too_many_rows';
  end if;
  for r in select value from jsonb_array_elements(p_rows) loop
    i := i + 1;
    v_row := coalesce(r->'row', to_jsonb(i));
    begin
      if jsonb_typeof(r) is distinct from 'object' then
        raise exception 'row is not an object' using errcode = '22023', hint = 'invalid_row';
      end if;
      insert into public.fleet_trucks (organization_id, unit, brand_id, series_id, model_id, model, serial_number, fuel_type,
        hour_meter, site, in_service_date, notes)
      values (p_organization_id, coalesce(r->>'unit', ''), r->>'brand_id', nullif(r->>'series_id', ''), nullif(r->>'model_id', ''),
        coalesce(r->>'model', ''), coalesce(r->>'serial_number', ''), nullif(r->>'fuel_type', ''),
        coalesce(nullif(r->>'hour_meter', '')::numeric, 0), coalesce(r->>'site', ''), nullif(r->>'in_service_date', '')::date,
        coalesce(r->>'notes', ''))
      returning * into t;
      v_warnings := case when t.serial_in_range = false then jsonb_build_array(jsonb_build_object('code', 'serial_out_of_range',
        'message', format('Serial %s is outside every known serial range of its series; the truck is added anyway.', t.serial_number)))
        else '[]'::jsonb end;
      v_truck := jsonb_build_object('series_id', t.series_id, 'model_id', t.model_id, 'model', t.model, 'fuel_type', t.fuel_type,
        'serial_in_range', t.serial_in_range);
      if p_dry_run then
        -- Undo this row only (the block's savepoint), keeping its verdict.
        raise exception using errcode = 'PTDRY', message = jsonb_build_object('warnings', v_warnings, 'truck', v_truck)::text;
      end if;
      results := results || jsonb_build_array(jsonb_build_object('row', v_row, 'ok', true, 'id', t.id, 'warnings', v_warnings,
        'truck', v_truck));
    exception when others then
      get stacked diagnostics v_state = returned_sqlstate, v_hint = pg_exception_hint, v_msg = message_text,
        v_constraint = constraint_name, v_column = column_name;
      if v_state = 'PTDRY' then
        results := results || jsonb_build_array(jsonb_build_object('row', v_row, 'ok', true,
          'warnings', (v_msg::jsonb)->'warnings', 'truck', (v_msg::jsonb)->'truck'));
        continue;
      end if;
      v_code := case
        when v_state = '23505' then 'duplicate_serial'
        when v_state = '23503' and v_constraint like '%brand%' then 'unknown_brand'
        when v_state = '23503' and v_constraint like '%series%' then 'unknown_series'
        when v_state = '23503' and v_constraint like '%model%' then 'unknown_model'
        when v_state = '23503' and v_constraint like '%fuel%' then 'invalid_fuel_type'
        when v_state = '23502' and (v_column = 'brand_id' or v_msg like '%brand_id%') then 'missing_brand'
        when v_state = '23502' and (v_column = 'serial_number' or v_msg like '%serial_number%') then 'missing_serial'
        when v_state = '23514' and v_constraint like '%serial%' then 'missing_serial'
        when v_state = '23514' and v_constraint like '%hour_meter%' then 'invalid_hour_meter'
        when v_state = '23514' and v_constraint like '%unit%' then 'unit_too_long'
        when v_state = '23514' and v_constraint like '%model%' then 'model_too_long'
        when v_state = '23514' and v_constraint like '%site%' then 'site_too_long'
        when v_state = '23514' and v_constraint like '%notes%' then 'notes_too_long'
        when v_state in ('22P02', '22003') and v_msg like '%numeric%' then 'invalid_hour_meter'
        when v_state in ('22007', '22008') or (v_state = '22P02' and v_msg like '%date%') then 'invalid_date'
        when v_state = '42501' then 'not_allowed'
        when v_hint in ('model_series_mismatch', 'series_brand_mismatch', 'invalid_row') then v_hint
        else 'invalid_row' end;
      results := results || jsonb_build_array(jsonb_build_object('row', v_row, 'ok', false, 'warnings', '[]'::jsonb,
        'error', jsonb_build_object('code', v_code, 'message', case v_code
          when 'duplicate_serial' then 'A truck of this brand with this serial number is already in the fleet.'
          when 'unknown_brand' then 'The brand is not one of the catalogue''s brands.'
          when 'unknown_series' then 'The series is not one of the catalogue''s series.'
          when 'unknown_model' then 'The model is not one of the catalogue''s models.'
          when 'invalid_fuel_type' then 'The fuel type is not one of electric, LPG, diesel, gasoline or CNG / dual fuel.'
          when 'missing_brand' then 'The brand is missing.'
          when 'missing_serial' then 'The serial number is missing or longer than 40 characters.'
          when 'invalid_hour_meter' then 'The hour meter must be a number of hours from 0 to 999,999.'
          when 'invalid_date' then 'The in-service date is not a date (write it as YYYY-MM-DD).'
          when 'unit_too_long' then 'The unit name is longer than 60 characters.'
          when 'model_too_long' then 'The model is longer than 80 characters.'
          when 'site_too_long' then 'The site is longer than 120 characters.'
          when 'notes_too_long' then 'The notes are longer than 2,000 characters.'
          when 'model_series_mismatch' then 'The model is not one of this brand''s models in this series.'
          when 'series_brand_mismatch' then 'The series is not one of this brand''s series.'
          when 'not_allowed' then 'Your role in this fleet does not let you add trucks.'
          else 'This row could not be saved; check its values.' end)));
    end;
  end loop;
  return results;
end $$;

revoke execute on function public.fleet_import_trucks(uuid, jsonb, boolean) from public, anon;
grant execute on function public.fleet_import_trucks(uuid, jsonb, boolean) to authenticated, service_role;
