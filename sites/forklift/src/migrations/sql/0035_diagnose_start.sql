-- One round trip to start a diagnosis: admit the caller (limits, security definer) and, when admitted, retrieve as
-- the caller (security invoker, so row-level security still decides). {admission: {...}, retrieval: {...}|null}.
create or replace function public.diagnose_start(p jsonb) returns jsonb
language plpgsql volatile security invoker set search_path = public, pg_temp as $$
declare
  admission jsonb := public.diagnose_begin();
begin
  if not coalesce((admission->>'allowed')::boolean, false) then
    return jsonb_build_object('admission', admission, 'retrieval', null);
  end if;
  return jsonb_build_object('admission', admission, 'retrieval', public.diagnose_retrieve(p));
end $$;

revoke execute on function public.diagnose_start(jsonb) from public, anon;
grant execute on function public.diagnose_start(jsonb) to authenticated, service_role;
