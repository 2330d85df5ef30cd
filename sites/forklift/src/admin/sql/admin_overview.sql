-- The console's first page (/admin): the counts an operator starts the day with, each one index read or a small
-- bounded count.
create or replace function public.admin_overview() returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp as $$
begin
  perform public.admin_require();
  return jsonb_build_object(
    'unreviewed_codes', (select count(*) from public.code_extractions where review_state = 'unreviewed'),
    'running_imports', (select count(*) from public.import_jobs where state = 'running'),
    'misses_week', (select count(*) from public.search_misses where created_at > now() - interval '7 days'),
    'members', (select count(*) from auth.users),
    'admin_writes_week', (select count(*) from public.audit_log where at > now() - interval '7 days'));
end $$;

revoke execute on function public.admin_overview() from public, anon;
grant execute on function public.admin_overview() to authenticated;
