-- Approves or rejects an extracted code from the console (/admin/codes) with the operator's reason (audited; without
-- one, the decision itself is the reason), through the ingestion's review (review_code_extraction, 0090).
create or replace function public.admin_review_code_extraction(p_id uuid, p_state text, p_reason text default null)
returns public.code_extractions
language plpgsql volatile security definer set search_path = public, pg_temp as $$
begin
  perform public.admin_require();
  perform public.admin_set_reason(coalesce(nullif(btrim(coalesce(p_reason, '')), ''),
    case when p_state = 'approved' then 'Approved in the review queue' else 'Rejected in the review queue' end));
  return public.review_code_extraction(p_id, p_state);
end $$;

revoke execute on function public.admin_review_code_extraction(uuid, text, text) from public, anon;
grant execute on function public.admin_review_code_extraction(uuid, text, text) to authenticated;
