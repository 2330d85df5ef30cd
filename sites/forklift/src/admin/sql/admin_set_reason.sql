-- The admin's reason for the writes of this transaction, read by the audit trigger (audit_row, 0126). Required: an
-- operator who grants access or changes content says why, in at most 500 characters.
create or replace function public.admin_set_reason(p_reason text) returns text
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
begin
  if v_reason = '' then
    raise exception 'Give a reason (it is kept in the audit log).' using errcode = '22023', hint = 'reason_required';
  end if;
  if length(v_reason) > 500 then
    raise exception 'Keep the reason under 500 characters.' using errcode = '22023', hint = 'reason_too_long';
  end if;
  perform set_config('audit.reason', v_reason, true);
  return v_reason;
end $$;

revoke execute on function public.admin_set_reason(text) from public, anon, authenticated;
