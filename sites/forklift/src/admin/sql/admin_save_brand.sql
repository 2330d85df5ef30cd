-- Adds a brand or changes one's name and code format from the console (/admin/brands), with the operator's reason
-- (audited). The format is tested on save: the pattern must be a valid expression that accepts the brand's own
-- example, since search, diagnostics and the importer judge every code by it (read_error_code, 0080).
create or replace function public.admin_save_brand(
  p_id text,
  p_name text,
  p_code_format text,
  p_code_example text,
  p_code_pattern text,
  p_reason text
) returns public.brands
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_format text := btrim(coalesce(p_code_format, ''));
  v_example text := btrim(coalesce(p_code_example, ''));
  v_pattern text := coalesce(p_code_pattern, '');
  v_matches boolean;
  b public.brands;
begin
  perform public.admin_require();
  perform public.admin_set_reason(p_reason);
  if coalesce(p_id, '') !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or length(p_id) > 40 then
    raise exception 'A brand id is lower-case letters and digits joined by hyphens, e.g. c-monarch.' using errcode = '22023', hint = 'invalid_brand_id';
  end if;
  if v_name = '' or length(v_name) > 80 then
    raise exception 'Give the brand a name of at most 80 characters.' using errcode = '22023', hint = 'invalid_brand_name';
  end if;
  if v_format = '' or length(v_format) > 300 or v_example = '' or length(v_example) > 40 then
    raise exception 'Describe the code format and give an example code.' using errcode = '22023', hint = 'invalid_code_format';
  end if;
  if v_pattern = '' or length(v_pattern) > 300 then
    raise exception 'Give the code pattern (a regular expression).' using errcode = '22023', hint = 'invalid_code_pattern';
  end if;
  begin
    v_matches := v_example ~ v_pattern;
  exception when invalid_regular_expression then
    raise exception 'The code pattern is not a valid regular expression.' using errcode = '22023', hint = 'invalid_code_pattern';
  end;
  if not v_matches then
    raise exception 'The code pattern does not accept the example code.' using errcode = '22023', hint = 'pattern_rejects_example';
  end if;
  insert into public.brands as x (id, name, code_format, code_example, code_pattern, sort_order)
  values (p_id, v_name, v_format, v_example, v_pattern, (select coalesce(max(sort_order), 0) + 1 from public.brands))
  on conflict (id) do update set name = excluded.name, code_format = excluded.code_format, code_example = excluded.code_example,
    code_pattern = excluded.code_pattern
  returning * into b;
  return b;
end $$;

revoke execute on function public.admin_save_brand(text, text, text, text, text, text) from public, anon;
grant execute on function public.admin_save_brand(text, text, text, text, text, text) to authenticated;
