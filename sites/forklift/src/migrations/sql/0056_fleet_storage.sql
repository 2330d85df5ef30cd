-- Fleets' files: the private bucket `fleet-files`, one folder per organization (`{organization_id}/…`: fault-event
-- attachments under `events/{event_id}/`, saved exports under `exports/`). Members read, upload and replace their
-- organization's files; only managers delete them. Nobody reaches another organization's folder.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('fleet-files', 'fleet-files', false, 20971520,
  array['application/pdf', 'text/csv', 'text/plain', 'image/jpeg', 'image/png', 'image/webp', 'image/heic'])
on conflict (id) do nothing;

-- The organization a fleet file belongs to: its first folder, when that is one of the caller's organizations.
create or replace function public.fleet_file_org(p_name text) returns uuid
language sql immutable parallel safe as $$
  select case when split_part(p_name, '/', 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and position('/' in p_name) > 0 then split_part(p_name, '/', 1)::uuid end
$$;
grant execute on function public.fleet_file_org(text) to anon, authenticated, service_role;

drop policy if exists fleet_files_read on storage.objects;
create policy fleet_files_read on storage.objects for select to authenticated using (
  bucket_id = 'fleet-files' and public.fleet_file_org(name) = any ((select public.fleet_member_org_ids())::uuid[])
);
drop policy if exists fleet_files_insert on storage.objects;
create policy fleet_files_insert on storage.objects for insert to authenticated with check (
  bucket_id = 'fleet-files' and public.fleet_file_org(name) = any ((select public.fleet_member_org_ids())::uuid[])
);
drop policy if exists fleet_files_update on storage.objects;
create policy fleet_files_update on storage.objects for update to authenticated
  using (bucket_id = 'fleet-files' and public.fleet_file_org(name) = any ((select public.fleet_member_org_ids())::uuid[]))
  with check (bucket_id = 'fleet-files' and public.fleet_file_org(name) = any ((select public.fleet_member_org_ids())::uuid[]));
drop policy if exists fleet_files_delete on storage.objects;
create policy fleet_files_delete on storage.objects for delete to authenticated using (
  bucket_id = 'fleet-files' and public.fleet_file_org(name) = any ((select public.fleet_manager_org_ids())::uuid[])
);
