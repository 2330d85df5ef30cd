-- The operator console's tables page on the server (issue 36): members found by the start of their e-mail in e-mail
-- order (admin_members), one index read whatever the number of accounts.
create index if not exists users_email_lower_c_idx on auth.users ((lower(email) collate "C"));
-- The code review queue's keyset (/admin/codes: state, then oldest first, ties by id), one index range per page.
create index if not exists code_extractions_queue_keyset_idx on public.code_extractions (review_state, created_at, id);
