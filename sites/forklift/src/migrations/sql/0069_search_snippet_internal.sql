-- search_snippet (0021) was an rpc of its own: its tsquery argument is parsed before its body runs, so a long word
-- answered 500 ("word is too long in tsquery", SQLSTATE 54000, which PostgREST maps to 500) — the hostile sweep of
-- issue 31. It moves beside search_candidates to search_internal, a schema /rest/v1 does not serve; the API roles
-- keep the right to run it from the search functions, which read as the caller.
alter function public.search_snippet(text, tsquery) set schema search_internal;

-- Its callers name it `public.search_snippet`: each is re-created from its own live definition (pg_get_functiondef
-- keeps its arguments, settings such as rest.before_call, and body) with the new name, rather than by copying
-- bodies that other migrations define.
do $$
declare
  caller record;
begin
  for caller in
    select p.oid from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prosrc like '%public.search_snippet(%'
  loop
    execute replace(pg_catalog.pg_get_functiondef(caller.oid), 'public.search_snippet(', 'search_internal.search_snippet(');
  end loop;
end $$;
