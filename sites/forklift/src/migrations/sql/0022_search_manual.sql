-- Search inside one manual (the viewer's find box): the pages the caller may read that match, best first, with
-- highlighted snippets; typos are spelled back as in search_portal. Security invoker: row-level security decides.
create or replace function public.search_manual(manual uuid, query text, max_results int default 50)
returns table (page_number int, section_title text, snippet text, rank real)
language plpgsql stable security invoker set search_path = public, pg_temp as $$
#variable_conflict use_column
declare
  v_q text := btrim(coalesce(search_manual.query, ''));
  v_max int := coalesce(search_manual.max_results, 50);
  v_tsq tsquery;
  v_like text;
begin
  if length(v_q) > 200 then
    raise exception 'search query is longer than 200 characters' using errcode = '22023', hint = 'search_query_too_long';
  end if;
  if v_max < 1 or v_max > 500 then
    raise exception 'max_results must be between 1 and 500' using errcode = '22023', hint = 'search_max_results_invalid';
  end if;
  if v_q = '' or search_manual.manual is null then
    return;
  end if;
  v_tsq := websearch_to_tsquery('english', public.search_correct_query(v_q));
  if numnode(v_tsq) = 0 then v_tsq := null; end if;
  v_like := '%' || replace(replace(replace(v_q, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  return query
  with hits as (
    select p.page_number, p.section_title, p.body,
      (case when p.body ilike v_like then 1 else 0 end
        + case when v_tsq is null then 0 else ts_rank_cd(p.search_vector, v_tsq, 32) end)::real as r
    from public.manual_pages p
    where p.manual_id = search_manual.manual
      and ((v_tsq is not null and p.search_vector @@ v_tsq) or p.body ilike v_like)
    order by r desc, p.page_number
    limit v_max
  )
  select h.page_number, h.section_title,
    case when v_tsq is not null and to_tsvector('english', h.body) @@ v_tsq then public.search_snippet(h.body, v_tsq)
      else public.search_snippet(h.body, phraseto_tsquery('simple', v_q)) end,
    h.r
  from hits h
  order by h.r desc, h.page_number;
end $$;

grant execute on function public.search_manual(uuid, text, int) to anon, authenticated, service_role;
