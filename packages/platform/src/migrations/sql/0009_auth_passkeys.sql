-- Passkeys (discoverable WebAuthn credentials) and their pending ceremonies, under GoTrue's table names.
create table if not exists auth.webauthn_credentials (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- the authenticator's credential id (raw bytes) and COSE public key
  credential_id bytea not null unique,
  public_key bytea not null,
  attestation_type text not null default 'none',
  aaguid uuid,
  sign_count bigint not null default 0 check (sign_count >= 0),
  transports text[] not null default '{}',
  backup_eligible boolean not null default false,
  backed_up boolean not null default false,
  friendly_name text check (char_length(friendly_name) <= 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index if not exists webauthn_credentials_user_id_idx on auth.webauthn_credentials (user_id, created_at);

-- One row per options request; verifying deletes it (single use). user_id is null for a discoverable sign-in.
create table if not exists auth.webauthn_challenges (
  id uuid not null primary key,
  user_id uuid references auth.users (id) on delete cascade,
  challenge_type text not null check (challenge_type in ('registration', 'authentication')),
  challenge text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists webauthn_challenges_expires_at_idx on auth.webauthn_challenges (expires_at);

alter table auth.webauthn_credentials enable row level security;
alter table auth.webauthn_challenges enable row level security;
revoke all on auth.webauthn_credentials, auth.webauthn_challenges from anon, authenticated;
