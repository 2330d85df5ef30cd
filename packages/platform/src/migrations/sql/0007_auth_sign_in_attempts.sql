-- Password sign-in attempts per account (a hash of the normalised e-mail or phone), counted in a fixed window so the
-- limit holds for every process on one database and whatever address the attempts come from.

create table if not exists auth.sign_in_attempts (
  account text primary key,
  window_start timestamptz not null,
  attempts integer not null
);

-- Only the server touches it, as the table owner; API roles see nothing.
revoke all on auth.sign_in_attempts from anon, authenticated, service_role;
