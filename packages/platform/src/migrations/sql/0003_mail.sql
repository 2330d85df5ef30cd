-- The local mailbox: every message the platform would have sent while SMTP_URL is unset, served at /_dev/mail.

create table if not exists _platform.mail_messages (
  id uuid not null primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  links jsonb not null default '[]',
  created_at timestamptz not null default clock_timestamp()
);
create index if not exists mail_messages_to_created_idx on _platform.mail_messages (lower(to_address), created_at desc);
