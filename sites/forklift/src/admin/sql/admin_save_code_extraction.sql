-- Saves an operator's correction of an extracted code (/admin/codes): title, summary, severity, system and the
-- details (causes, checks, remedy, page references), each reference checked against its page before anything is
-- written (admin_reference_problems). A code already in the content follows: a code the extraction created takes the
-- new title, summary, severity and system; this manual's causes, checks, references and remedy are replaced by the
-- corrected ones (other manuals' stay). Audited with the reason.
create or replace function public.admin_save_code_extraction(p_id uuid, p_changes jsonb, p_reason text)
returns public.code_extractions
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  x public.code_extractions;
  v_title text := btrim(coalesce(p_changes ->> 'title', ''));
  v_summary text := btrim(coalesce(p_changes ->> 'summary', ''));
  v_severity text := coalesce(p_changes ->> 'severity', '');
  v_system text := nullif(p_changes ->> 'systemId', '');
  v_details jsonb := p_changes -> 'details';
  v_problems jsonb;
  v_remedy text;
begin
  perform public.admin_require();
  perform public.admin_set_reason(p_reason);
  if p_changes is null or jsonb_typeof(p_changes) <> 'object' then
    raise exception 'Send the corrected code as an object.' using errcode = '22023', hint = 'invalid_changes';
  end if;
  select * into x from public.code_extractions where id = p_id for update;
  if not found then raise exception 'No such extracted code.' using errcode = 'PT404', hint = 'extraction_not_found'; end if;
  if v_title = '' or length(v_title) > 200 then
    raise exception 'Give the code a title of at most 200 characters.' using errcode = '22023', hint = 'invalid_title';
  end if;
  if length(v_summary) > 2000 then
    raise exception 'Keep the summary under 2000 characters.' using errcode = '22023', hint = 'invalid_summary';
  end if;
  if v_severity not in ('stop', 'warn', 'info') then
    raise exception 'Severity is stop, warn or info.' using errcode = '22023', hint = 'invalid_severity';
  end if;
  if v_system is not null and not exists (select 1 from public.systems where id = v_system) then
    raise exception 'No such system.' using errcode = '22023', hint = 'invalid_system';
  end if;
  if v_details is null or jsonb_typeof(v_details) <> 'object'
    or jsonb_typeof(coalesce(v_details -> 'causes', '[]')) <> 'array'
    or jsonb_typeof(coalesce(v_details -> 'checks', '[]')) <> 'array'
    or jsonb_typeof(coalesce(v_details -> 'pageRefs', '[]')) <> 'array'
    or length(v_details::text) > 100000 then
    raise exception 'The details are causes, checks and pageRefs lists and a remedy.' using errcode = '22023', hint = 'invalid_details';
  end if;
  v_problems := public.admin_reference_problems(x.brand_id, x.manual_id, v_details);
  if jsonb_array_length(v_problems) > 0 then
    raise exception 'A reference does not point at a page printing its text (%, item %).',
      v_problems -> 0 ->> 'field', (v_problems -> 0 ->> 'index')::int + 1
      using errcode = '22023', hint = 'reference_not_on_page', detail = v_problems::text;
  end if;
  update public.code_extractions set title = v_title, summary = v_summary, severity = v_severity, system_id = v_system,
    details = v_details
  where id = p_id returning * into x;
  if x.error_code_id is not null then
    if x.created_code then
      update public.error_codes set title = v_title, summary = v_summary, severity = v_severity, system_id = v_system
      where id = x.error_code_id;
    end if;
    v_remedy := coalesce(v_details ->> 'remedy', '');
    update public.error_code_details set
      causes = public.jsonb_without_manual(causes, x.manual_id) || coalesce(v_details -> 'causes', '[]'),
      checks = public.jsonb_without_manual(checks, x.manual_id) || coalesce(v_details -> 'checks', '[]'),
      page_refs = public.jsonb_without_manual(page_refs, x.manual_id) || coalesce(v_details -> 'pageRefs', '[]'),
      remedy = case when remedy = '' or remedy_manual_id = x.manual_id then v_remedy else remedy end,
      remedy_page_number = case when remedy = '' or remedy_manual_id = x.manual_id
        then case when v_remedy <> '' then (v_details ->> 'remedyPageNumber')::int end else remedy_page_number end,
      remedy_manual_id = case when remedy = '' or remedy_manual_id = x.manual_id
        then case when v_remedy <> '' then x.manual_id end else remedy_manual_id end,
      updated_at = now()
    where error_code_id = x.error_code_id;
  end if;
  return x;
end $$;

revoke execute on function public.admin_save_code_extraction(uuid, jsonb, text) from public, anon;
grant execute on function public.admin_save_code_extraction(uuid, jsonb, text) to authenticated;
