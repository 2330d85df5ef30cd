-- Payments: the catalogue, customers, webhook events, entitlements, the roles they granted, and the sandbox's state.

create schema if not exists payments;

create table payments.products (
  id text primary key,
  name text not null,
  description text not null default '',
  kind text not null check (kind in ('subscription', 'pass')),
  -- How long one purchase gives access (passes); null for subscriptions, which last as long as they are paid.
  access_seconds integer check (access_seconds is null or access_seconds > 0),
  active boolean not null default true,
  sort integer not null default 0
);

create table payments.product_roles (
  product_id text not null references payments.products (id) on delete cascade,
  role_name text not null,
  primary key (product_id, role_name)
);

create table payments.prices (
  id text primary key,
  product_id text not null references payments.products (id) on delete cascade,
  -- The provider's own id when it differs from `id` (a Stripe price id); the sandbox uses `id`.
  provider_price_id text unique,
  currency text not null check (currency ~ '^[a-z]{3}$'),
  unit_amount integer not null check (unit_amount >= 0),
  type text not null check (type in ('one_time', 'recurring')),
  interval text check (interval in ('day', 'week', 'month', 'year')),
  interval_count integer not null default 1 check (interval_count > 0),
  active boolean not null default true,
  check ((type = 'recurring') = (interval is not null))
);

create table payments.customers (
  customer_id text primary key,
  user_id uuid not null,
  email text,
  created_at timestamptz not null default now()
);
create index customers_user_idx on payments.customers (user_id);

-- One row per webhook event acted on; the primary key is what makes a redelivered event a no-op.
create table payments.webhook_events (
  id text primary key,
  type text not null,
  object_id text,
  outcome text not null,
  received_at timestamptz not null default now()
);

create table payments.entitlements (
  id bigserial primary key,
  user_id uuid not null,
  product_id text not null references payments.products (id),
  source_type text not null check (source_type in ('subscription', 'checkout', 'payment_intent')),
  source_id text not null,
  customer_id text,
  status text not null,
  current_period_end timestamptz,
  -- Access ends here when set (passes, past-due grace); null = as long as the status grants access.
  access_until timestamptz,
  past_due_since timestamptz,
  payment_failed_at timestamptz,
  active boolean not null,
  source_event_id text,
  -- When the provider's object was read; an older read never overwrites a newer one.
  synced_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (source_id, product_id)
);
create index entitlements_user_idx on payments.entitlements (user_id);
create index entitlements_expiry_idx on payments.entitlements (access_until) where active;

-- Role links this module created, so revoking never removes a link someone else made.
create table payments.role_grants (
  user_id uuid not null,
  role_name text not null,
  granted_at timestamptz not null default now(),
  primary key (user_id, role_name)
);

create table payments.access_log (
  id bigserial primary key,
  user_id uuid not null,
  role_name text not null,
  action text not null check (action in ('grant', 'revoke')),
  event_id text,
  at timestamptz not null default now()
);
create index access_log_user_idx on payments.access_log (user_id);

-- The sandbox provider: its Stripe-shaped objects, its outgoing events, its clock.
create table payments.sandbox_objects (
  id text primary key,
  object text not null,
  data jsonb not null,
  created bigint not null
);
create index sandbox_objects_kind_idx on payments.sandbox_objects (object, created);

create table payments.sandbox_events (
  seq bigserial primary key,
  id text not null unique,
  type text not null,
  payload text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  delivered_at timestamptz,
  given_up boolean not null default false,
  last_status integer,
  last_error text
);
create index sandbox_events_due_idx on payments.sandbox_events (next_attempt_at) where delivered_at is null and not given_up;

create table payments.sandbox_state (
  key text primary key,
  value jsonb not null
);

-- Buyers may read the catalogue and their own entitlements; everything else is the server's.
grant usage on schema payments to anon, authenticated, service_role;
grant select on payments.products, payments.prices, payments.product_roles to anon, authenticated, service_role;
grant select on payments.entitlements to authenticated, service_role;
alter table payments.entitlements enable row level security;
create policy entitlements_own on payments.entitlements for select to authenticated using (user_id = auth.uid());
