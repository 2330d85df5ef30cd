/**
 * The library pages' filters: facet chips (series, fuel type, system) that are links to the filtered URL, so every
 * filtered view is a link a search engine and a colleague can open; and the list filtered from the URL's query. A tap
 * updates the list in place (the runtime keeps the page and its scroll when only the query changes); on a phone the
 * panel is one row that opens it in a sheet.
 */
import { f } from '@kit/runtime-react/authoring';
import type { ElementNode, PageNode } from '@kit/runtime-react/authoring';
import { flexbox, text } from '@kit/elements/authoring';
import { filterSheet } from '../elements/filter-sheet/builder';
import { BRANDS } from './brands';
import { cat } from './content';
import { h3, muted, stack } from './ui';

const QUERY = '(globalContext.browser.query || {})';
export const FILTER_KEYS = ['series', 'fuel', 'system'] as const;

/**
 * The page's named formulas: the manuals its URL's filters keep, and each chip's query and link. Many bindings call
 * them, so each is written (and shipped parsed) once instead of inlined into every binding.
 */
export function libraryFormulas(path: string): NonNullable<PageNode['formulas']> {
  const toggled = `[${FILTER_KEYS.map((key) => `'${key}'`).join(', ')}].map(k => k === key ? (${QUERY}[key] === value ? '' : k + '=' + value) : (${QUERY}[k] ? k + '=' + ${QUERY}[k] : '')).filter(x => x !== '').join('&')`;
  return [
    {
      id: 'library-manuals',
      name: 'libraryManuals',
      code: `(${cat('.manuals')} || []).filter(m => (!${QUERY}.series || m.seriesIds.includes(${QUERY}.series)) && (!${QUERY}.fuel || m.fuelTypes.includes(${QUERY}.fuel)) && (!${QUERY}.system || m.systemIds.includes(${QUERY}.system)))`,
    },
    // The URL's query with one facet value toggled: chosen if it was not, dropped if it was; the other facets kept.
    { id: 'library-chip-query', name: 'chipQuery', code: toggled, parameters: [{ name: 'key' }, { name: 'value' }] },
    {
      id: 'library-chip-link',
      name: 'chipLink',
      code: `({ kind: 'path', path: '/${path}' + (formulas['chipQuery'](key, value) ? '?' + formulas['chipQuery'](key, value) : '') })`,
      parameters: [{ name: 'key' }, { name: 'value' }],
    },
  ];
}

/** Formula code: the page's manuals kept by the URL's filters. */
export function filteredManuals(): string {
  return "formulas['libraryManuals']()";
}

/** Formula code: is a facet item (context.item.data) the active filter? */
const active = `${QUERY}[context.item.data.key] === context.item.data.value`;

const CHIP = {
  display: 'block',
  padding: '6px 12px',
  borderRadius: '999px',
  border: '1px solid var(--color-border)',
  backgroundColor: 'var(--color-surface)',
  color: 'var(--color-text) !important',
  fontSize: '0.9rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
};

/** The chosen value is filled, so the current filters read at a glance. */
const CHIP_SELECTED = {
  backgroundColor: 'var(--color-primary)',
  border: '1px solid var(--color-primary)',
  color: 'var(--color-on-primary) !important',
};

/** A phone's chips are a little smaller (still well over the 24 px a finger needs): 32 values fit in fewer rows. */
const CHIP_PHONE = { padding: '5px 10px', fontSize: '0.85rem' };

/** One facet value as a link to the URL with it toggled; the active one carries the `selected` state. */
function chip(): ElementNode {
  return text({
    tag: 'div',
    text: f(`(${active} ? '✓ ' : '') + context.item.data.label`),
    link: f("formulas['chipLink'](context.item.data.key, context.item.data.value)") as unknown as ElementNode['link'],
    states: f(`(${active}) ? ['selected'] : []`),
    styles: {
      default: { ...CHIP, flexShrink: '0', maxWidth: '100%' },
      mobile: CHIP_PHONE,
      hover: { borderColor: 'var(--color-primary)' },
      states: { selected: CHIP_SELECTED },
    },
  });
}

/** A wrapping row of chips, one per item of `listCode`. */
function chipRow(listCode: string): ElementNode {
  return flexbox({ tag: 'div', direction: 'row', wrap: true, gap: '8px', repeat: f(listCode) }, [chip()]);
}

function facetHeading(label: string): ElementNode {
  return h3(label, { default: { fontSize: '0.95rem' } });
}

function chips(label: string, listCode: string): ElementNode {
  return stack([facetHeading(label), chipRow(listCode)], { default: { minWidth: '0' } }, '8px');
}

/** The series, under their brand's name: 17 chips in one heap read as a list to search, not a choice. */
function seriesChips(): ElementNode {
  return stack(
    [
      facetHeading('Series'),
      ...BRANDS.map((brand) =>
        stack(
          [
            muted(brand.name, { default: { fontSize: '0.85rem', fontWeight: 600, whiteSpace: 'nowrap' } }),
            chipRow(`(${cat('.facets.series')} || []).filter(s => s.group === ${JSON.stringify(brand.name)})`),
          ],
          { default: { minWidth: '0' } },
          '6px',
        ),
      ),
    ],
    { default: { minWidth: '0' } },
    '10px',
  );
}

/** Formula code: how many manuals the URL's filters keep. */
const KEPT = `${filteredManuals()}.length`;

/** The filter panel (in a sheet on a phone): three facet groups, the current count and a link clearing every filter. */
export function filterPanel(path: string): ElementNode {
  return filterSheet(
    {
      active: f(`[${FILTER_KEYS.map((key) => `'${key}'`).join(', ')}].filter(k => ${QUERY}[k]).length`),
      summary: f(`${KEPT} + ' of ' + (${cat('.total')} || 0) + ' manuals'`),
      doneLabel: f(`'Show ' + ${KEPT} + (${KEPT} === 1 ? ' manual' : ' manuals')`),
    },
    [facetPanel(path)],
  );
}

function facetPanel(path: string): ElementNode {
  return stack(
    [
      // The count first: what the filters chosen so far leave, in view at the top of the (scrolling) panel.
      flexbox({ direction: 'row', wrap: true, gap: '16px', alignItems: 'center' }, [
        text({
          tag: 'p',
          uid: 'filter-count',
          text: f(`${KEPT} + ' of ' + (${cat('.total')} || 0) + ' manuals match'`),
          // A phone's sheet says it in its first line.
          styles: { default: { margin: '0', fontWeight: 700 }, mobile: { display: 'none' } },
        }),
        text({
          tag: 'div',
          text: 'Clear the filters',
          link: { kind: 'path', path: `/${path}` },
          styles: { default: { color: 'var(--color-primary)', fontWeight: 600 } },
        }),
      ]),
      chips('Fuel type', `${cat('.facets.fuel')} || []`),
      chips('System', `${cat('.facets.system')} || []`),
      seriesChips(),
      muted('Each filter is part of the address: bookmark or share a filtered view.'),
    ],
    {
      default: { backgroundColor: 'var(--color-surface)', border: '1px solid var(--color-border)', borderRadius: '14px', padding: '20px' },
      // In the phone's sheet: on the sheet's own background.
      mobile: { padding: '0', border: 'none', backgroundColor: 'transparent' },
    },
    '16px',
  );
}
