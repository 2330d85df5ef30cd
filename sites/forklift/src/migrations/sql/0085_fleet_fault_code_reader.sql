-- The fleet fault form and the CSV import read codes with the one code reader (0080): a code typed "e101", "0311" or
-- "spn6114" links to the brand's code when it reads as exactly one of them, and is then stored as the brand writes it
-- (E-101, 03-11); an ambiguous or unknown typing is kept as typed, unlinked. Only that statement of 0052's
-- fleet_prepare_event changes: the function is re-created from its live definition with the lookup replaced (as 0069
-- does), so whatever else later migrations put in it is kept.
do $$
declare
  v_def text;
  v_old constant text := 'select c.id into new.error_code_id from public.error_codes c
      where c.brand_id = t.brand_id and c.code_normalized = public.normalize_error_code(new.code);';
  v_new constant text := 'if (select count(*) from public.read_error_code_best(new.code, t.brand_id)) = 1 then
        select r.error_code_id, r.code into new.error_code_id, new.code from public.read_error_code_best(new.code, t.brand_id) r;
      end if;';
begin
  v_def := pg_catalog.pg_get_functiondef('public.fleet_prepare_event()'::regprocedure);
  if position(v_old in v_def) = 0 then
    raise exception 'fleet_prepare_event no longer holds the code lookup 0085 replaces';
  end if;
  execute replace(v_def, v_old, v_new);
end $$;
