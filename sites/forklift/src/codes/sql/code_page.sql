-- A code page as the caller may read it (the live definition; 0072 made it): the public part from
-- code_page_summary, each row with its details and the manuals they cite when the caller's row-level security lets
-- them read the details (`details` null otherwise), and where an imported code not yet reviewed was taken from.
-- Security invoker: error_code_details' policy decides every word of the details.
create or replace function public.code_page(p_brand_id text, p_code text) returns jsonb
language sql stable security invoker set search_path = public, pg_temp as $$
  select coalesce(jsonb_agg(
    to_jsonb(s) || jsonb_build_object(
      -- Where an imported code was taken from, while no editor has reviewed it (null for reviewed and catalogue codes).
      'provenance', (
        select jsonb_build_object('reviewState', c.review_state, 'manualTitle', m.title, 'manualRevision', m.revision,
                                  'pageNumber', c.source_page_number)
        from public.error_codes c left join public.manuals m on m.id = c.source_manual_id
        where c.id = s.id and c.review_state = 'unreviewed'
      ),
      'details', case when d.error_code_id is null then null else jsonb_build_object(
        'triggerCondition', d.trigger_condition,
        'effect', d.effect,
        'causes', d.causes,
        'checks', d.checks,
        'remedy', d.remedy,
        'remedyManualId', d.remedy_manual_id,
        'remedyPageNumber', d.remedy_page_number,
        'components', to_jsonb(d.components),
        'connectors', to_jsonb(d.connectors)
      ) end,
      'manuals', case when d.error_code_id is null then '[]'::jsonb else coalesce((
        select jsonb_agg(jsonb_build_object('id', m.id, 'title', m.title, 'revision', m.revision, 'kind', m.kind) order by m.title)
        from public.manuals m
        where m.id = d.remedy_manual_id
           or m.id::text in (select x->>'manualId' from jsonb_array_elements(d.causes || d.checks) x)
      ), '[]'::jsonb) end
    ) order by s.code_normalized), '[]'::jsonb)
  from public.code_page_summary(p_brand_id, p_code) s
  left join public.error_code_details d on d.error_code_id = s.id
$$;

grant execute on function public.code_page(text, text) to anon, authenticated, service_role;
