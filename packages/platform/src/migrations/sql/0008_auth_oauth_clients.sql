-- OAuth 2.1 server clients, managed through GoTrue's admin API (/auth/v1/admin/oauth/clients); secrets stored hashed.
create table if not exists auth.oauth_clients (
  id uuid not null primary key,
  client_secret_hash text,
  registration_type text not null default 'manual' check (registration_type in ('dynamic', 'manual')),
  client_type text not null default 'confidential' check (client_type in ('public', 'confidential')),
  token_endpoint_auth_method text not null check (token_endpoint_auth_method in ('none', 'client_secret_basic', 'client_secret_post')),
  client_name text not null check (char_length(client_name) <= 1024),
  client_uri text check (char_length(client_uri) <= 2048),
  logo_uri text check (char_length(logo_uri) <= 2048),
  redirect_uris text[] not null,
  grant_types text[] not null,
  scope text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists oauth_clients_created_at_idx on auth.oauth_clients (created_at);
revoke all on auth.oauth_clients from anon, authenticated;
