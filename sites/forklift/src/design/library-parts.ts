/**
 * The library pages' filters: facet chips (series, fuel type, system) that are links to the filtered URL, so every
 * filtered view is a link a search engine and a colleague can open; and the list filtered from the URL's query.
 */
import { f } from '@kit/runtime-react/authoring';
import type { ElementNode } from '@kit/runtime-react/authoring';
import { flexbox, text } from '@kit/elements/authoring';
import { cat } from './content';
import { h3, muted, stack } from './ui';

const QUERY = '(globalContext.browser.query || {})';
export const FILTER_KEYS = ['series', 'fuel', 'system'] as const;

/** Formula code: the page's manuals kept by the URL's filters. */
export function filteredManuals(): string {
  return `(${cat('.manuals')} || []).filter(m => (!${QUERY}.series || m.seriesIds.includes(${QUERY}.series)) && (!${QUERY}.fuel || m.fuelTypes.includes(${QUERY}.fuel)) && (!${QUERY}.system || m.systemIds.includes(${QUERY}.system)))`;
}

/** Formula code: is a facet item (context.item.data) the active filter? */
const active = `${QUERY}[context.item.data.key] === context.item.data.value`;

function hrefFor(path: string): string {
  const parts = `[${FILTER_KEYS.map((key) => `'${key}'`).join(', ')}].map(k => k === context.item.data.key ? (${active} ? '' : k + '=' + context.item.data.value) : (${QUERY}[k] ? k + '=' + ${QUERY}[k] : '')).filter(x => x !== '').join('&')`;
  return `({ kind: 'path', path: '/${path}' + ((${parts}) ? '?' + (${parts}) : '') })`;
}

function chips(label: string, listCode: string, path: string): ElementNode {
  return stack(
    [
      h3(label, { default: { fontSize: '0.95rem' } }),
      flexbox({ tag: 'div', direction: 'row', wrap: true, gap: '8px', repeat: f(listCode) }, [
        text({
          tag: 'div',
          text: f(`(${active} ? '✓ ' : '') + context.item.data.label + (context.item.data.group ? ' · ' + context.item.data.group : '')`),
          link: f(hrefFor(path)) as unknown as ElementNode['link'],
          styles: {
            default: {
              padding: '6px 12px',
              borderRadius: '999px',
              border: '1px solid var(--color-border)',
              backgroundColor: 'var(--color-surface)',
              color: 'var(--color-text) !important',
              fontSize: '0.9rem',
              fontWeight: 600,
            },
            hover: { borderColor: 'var(--color-primary)' },
          },
        }),
      ]),
    ],
    undefined,
    '8px',
  );
}

/** The filter panel: three facet groups, the current count and a link clearing every filter. */
export function filterPanel(path: string): ElementNode {
  return stack(
    [
      chips('Fuel type', `${cat('.facets.fuel')} || []`, path),
      chips('System', `${cat('.facets.system')} || []`, path),
      chips('Series', `${cat('.facets.series')} || []`, path),
      flexbox({ direction: 'row', wrap: true, gap: '16px', alignItems: 'center' }, [
        text({
          tag: 'p',
          uid: 'filter-count',
          text: f(`${filteredManuals()}.length + ' of ' + (${cat('.total')} || 0) + ' manuals match'`),
          styles: { default: { margin: '0', fontWeight: 700 } },
        }),
        text({
          tag: 'div',
          text: 'Clear the filters',
          link: { kind: 'path', path: `/${path}` },
          styles: { default: { color: 'var(--color-primary)', fontWeight: 600 } },
        }),
      ]),
      muted('Each filter is part of the address: bookmark or share a filtered view.'),
    ],
    {
      default: { backgroundColor: 'var(--color-surface)', border: '1px solid var(--color-border)', borderRadius: '14px', padding: '20px' },
    },
    '16px',
  );
}
