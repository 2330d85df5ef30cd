-- Diagnoses the portal could not help with (/admin/insights), counted, never naming who: refused ones by brand, code
-- and reason, and answers technicians marked as not fixing the fault, by code; the last p_days days.
create or replace function public.admin_diagnosis_insights(p_days int default 30, p_limit int default 50)
returns table (kind text, brand_id text, code text, reason text, total bigint, last_seen timestamptz)
language plpgsql stable security definer set search_path = public, pg_temp as $$
declare
  v_since timestamptz := now() - make_interval(days => least(greatest(coalesce(p_days, 30), 1), 365));
  v_limit int := least(greatest(coalesce(p_limit, 50), 1), 200);
begin
  perform public.admin_require();
  return query
  (select 'refused'::text, d.brand_id, coalesce(d.code, ''), coalesce(d.refusal_reason, ''), count(*), max(d.created_at)
   from public.diagnoses d
   where d.refused and d.created_at > v_since
   group by d.brand_id, coalesce(d.code, ''), coalesce(d.refusal_reason, '')
   order by count(*) desc, max(d.created_at) desc
   limit v_limit)
  union all
  (select 'unhelpful'::text, c.brand_id, c.code, c.title, count(*), max(f.updated_at)
   from public.diagnosis_feedback f join public.error_codes c on c.id = f.error_code_id
   where f.outcome = 'not_fixed' and f.updated_at > v_since
   group by c.brand_id, c.code, c.title
   order by count(*) desc, max(f.updated_at) desc
   limit v_limit);
end $$;

revoke execute on function public.admin_diagnosis_insights(int, int) from public, anon;
grant execute on function public.admin_diagnosis_insights(int, int) to authenticated;
