-- What is wrong with a code's page references, as the sample content's test judges them: every cause and check, the
-- remedy and every quoted reference must be printed, word for word (whitespace aside: OCR breaks lines where the
-- print does), on the page it names, of a manual of the code's brand. Returns one {field, index, problem} per fault,
-- empty when the references hold.
create or replace function public.admin_reference_problems(p_brand_id text, p_manual_id uuid, p_details jsonb) returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp as $$
declare
  v_problems jsonb := '[]'::jsonb;
  v_ref record;
  v_body text;
  v_manual uuid;
  v_page int;
  v_quote text;
begin
  for v_ref in
    select f.field, x.n - 1 as idx, x.e
    from (values ('causes'), ('checks'), ('pageRefs')) as f(field)
    cross join lateral jsonb_array_elements(
      case when jsonb_typeof(p_details -> f.field) = 'array' then p_details -> f.field else '[]'::jsonb end
    ) with ordinality as x(e, n)
    union all
    select 'remedy', 0, jsonb_build_object('text', p_details ->> 'remedy', 'manualId', p_manual_id::text,
      'pageNumber', p_details -> 'remedyPageNumber')
    where coalesce(p_details ->> 'remedy', '') <> ''
  loop
    v_quote := btrim(regexp_replace(coalesce(v_ref.e ->> (case when v_ref.field = 'pageRefs' then 'quote' else 'text' end), ''), '\s+', ' ', 'g'));
    begin
      v_manual := (v_ref.e ->> 'manualId')::uuid;
      v_page := (v_ref.e ->> 'pageNumber')::int;
    exception when others then
      v_manual := null;
      v_page := null;
    end;
    if v_quote = '' then
      v_problems := v_problems || jsonb_build_object('field', v_ref.field, 'index', v_ref.idx, 'problem', 'empty_text');
      continue;
    end if;
    if v_manual is null or v_page is null then
      v_problems := v_problems || jsonb_build_object('field', v_ref.field, 'index', v_ref.idx, 'problem', 'no_page');
      continue;
    end if;
    select regexp_replace(p.body, '\s+', ' ', 'g') into v_body
    from public.manual_pages p join public.manuals m on m.id = p.manual_id
    where p.manual_id = v_manual and p.page_number = v_page and m.brand_id = p_brand_id;
    if v_body is null then
      v_problems := v_problems || jsonb_build_object('field', v_ref.field, 'index', v_ref.idx, 'problem', 'page_not_found');
    elsif strpos(lower(v_body), lower(v_quote)) = 0 then
      v_problems := v_problems || jsonb_build_object('field', v_ref.field, 'index', v_ref.idx, 'problem', 'text_not_on_page');
    end if;
  end loop;
  return v_problems;
end $$;

revoke execute on function public.admin_reference_problems(text, uuid, jsonb) from public, anon, authenticated;
