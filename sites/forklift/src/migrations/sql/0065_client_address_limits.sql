-- Rate limits keyed on the client's address as the server decides it, never on a header the client writes.
-- 0010 keyed early-access sign-ups on the first X-Forwarded-For hop: a client forging a new value each time was never
-- limited and filled the overall cap of 200 per 10 minutes, locking every other visitor out; without the header all
-- direct clients shared one key. The platform's /rest/v1 now sets `request.client_ip` per request from the server's
-- own reading of the connection (fastify's request.ip: the socket's peer, or with TRUST_PROXY the address the trusted
-- proxies name), so with TRUST_PROXY unset a forged X-Forwarded-For changes nothing.

-- The client's address, or null outside /rest/v1 (direct SQL, imports) and for anything that is not an address.
create or replace function public.request_client_inet() returns inet
language plpgsql stable set search_path = public, pg_temp as $$
declare
  v text := nullif(current_setting('request.client_ip', true), '');
begin
  if v is null or v !~ '^[0-9A-Fa-f:.]{2,45}$' then
    return null;
  end if;
  return host(v::inet)::inet;
exception when others then
  -- Only the server writes the setting; a value that is not an address is treated as no address, never an error.
  return null;
end $$;

-- What one client is: an IPv4 address, or an IPv6 /64 (one subscriber's network: the addresses inside are free to
-- the holder, so counting them one by one would limit nothing). '' when unknown (all such callers share it).
create or replace function public.request_client_address() returns text
language sql stable set search_path = public, pg_temp as $$
  select coalesce(case when family(a) = 4 then host(a) else network(set_masklen(a, 64))::text end, '')
  from (select public.request_client_inet() as a) x
$$;

-- The network a client is in: an IPv4 /24, or an IPv6 /48 (one site's allocation). Used so that one holder of many
-- neighbouring addresses counts as one, not as many.
create or replace function public.request_client_network() returns text
language sql stable set search_path = public, pg_temp as $$
  select coalesce(network(set_masklen(a, case when family(a) = 4 then 24 else 48 end))::text, '')
  from (select public.request_client_inet() as a) x
$$;

-- 0010's contract kept (the address hashed, '' outside HTTP), now from the server's reading of the address.
create or replace function public.request_client_key() returns text
language sql stable set search_path = public, pg_temp as $$
  select coalesce(md5(nullif(public.request_client_address(), '')), '')
$$;

-- (Callable by anyone, as 0010's was: each tells a caller only their own address.)

-- Early access: the network's hash beside the address's, to count a /24 (IPv6 /48) as one.
alter table public.early_access add column if not exists client_network text not null default '';
create index if not exists early_access_network_idx on public.early_access (client_network, created_at desc);

-- At most 5 sign-ups per address and 20 per network in 10 minutes. The overall cap of 200 in 10 minutes stays as a
-- brake on a flood from many networks, but it refuses only networks that already signed up in the window: a
-- network's first sign-up always passes, so no flood — forged or real, from one address or many — can lock out a
-- visitor from elsewhere, and one network alone cannot fill the cap (it stops at 20). The volume is thereby bounded
-- by 200 plus one per distinct network in the window.
create or replace function public.early_access_rate_limit() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  v_address int;
  v_network int;
  v_all int;
begin
  -- Service role and direct SQL (imports, admin tools) are not limited.
  if coalesce(current_setting('request.jwt.claim.role', true), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  new.client_key := public.request_client_key();
  new.client_network := coalesce(md5(nullif(public.request_client_network(), '')), '');
  new.created_at := now();
  perform pg_advisory_xact_lock(hashtext('forklift:early-access'));
  select count(*) into v_address from public.early_access
    where client_key = new.client_key and created_at > now() - interval '10 minutes';
  if v_address >= 5 then
    raise exception 'Too many early-access sign-ups from this address; try again in a few minutes.'
      using errcode = 'PT429', hint = 'too_many_sign_ups';
  end if;
  select count(*) into v_network from public.early_access
    where client_network = new.client_network and created_at > now() - interval '10 minutes';
  if v_network >= 20 then
    raise exception 'Too many early-access sign-ups from this network; try again in a few minutes.'
      using errcode = 'PT429', hint = 'too_many_sign_ups';
  end if;
  if v_network > 0 then
    select count(*) into v_all from public.early_access where created_at > now() - interval '10 minutes';
    if v_all >= 200 then
      raise exception 'Too many early-access sign-ups right now; try again in a few minutes.'
        using errcode = 'PT429', hint = 'too_many_sign_ups';
    end if;
  end if;
  return new;
end $$;

revoke execute on function public.early_access_rate_limit() from public, anon, authenticated;
