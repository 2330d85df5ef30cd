/**
 * Catalogue building blocks shared by portals and library pages: manual cards, series cards and error-code rows, all
 * bound to the page's `catalog` view (see content.ts) and repeated over its lists.
 */
import { f } from '@kit/runtime-react/authoring';
import type { ElementNode } from '@kit/runtime-react/authoring';
import { flexbox, text } from '@kit/elements/authoring';
import { card, grid, h3, muted, pill, row, sx } from './ui';

const item = (path: string) => f(`context.item.data.${path}`);

/**
 * Lists with a card per series (a brand's manuals of one kind, its series): a brand has three or four series, so four
 * columns from 992 px (cards of 220 px and up) hold either on one row, and two on a tablet make two rows of two; with
 * three columns a fourth card was left alone under them.
 */
const PER_SERIES_MIN = '220px';
const PER_SERIES_TABLET = { tablet: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))' } };

/**
 * A grid of manual cards over `listCode` (formula code of a list of manual views). `lockedPageId`: where premium
 * manuals link on a page that does not open them (the brand's premium portal, or the pricing page); `opensAll`: every
 * card opens the viewer; `perSeries`: a card per series of one brand (a portal's manuals of one kind).
 */
export function manualGrid(
  listCode: string,
  lockedLink: string,
  { opensAll = false, perSeries = false }: { opensAll?: boolean; perSeries?: boolean } = {},
): ElementNode {
  return grid(
    perSeries ? PER_SERIES_MIN : '280px',
    [
      card(
        [
          // Under its kind's heading a card leaves the kind out: beside the tier it took a second line in four columns.
          row(
            [...(perSeries ? [] : [pill(item('kindLabel'))]), pill(item('tierLabel'), { default: { backgroundColor: 'transparent' } })],
            undefined,
            '6px',
          ),
          text({
            tag: 'h4',
            text: item('title'),
            styles: { default: { fontSize: '1.05rem', fontWeight: 700, lineHeight: '1.3', margin: '0' } },
          }),
          muted(item('summary')),
          text({
            tag: 'p',
            text: f("context.item.data.series + ' · ' + context.item.data.serials"),
            styles: { default: { margin: '0', fontSize: '0.88rem' } },
          }),
          text({
            tag: 'p',
            text: f("context.item.data.revision + ' · ' + context.item.data.pages"),
            styles: { default: { margin: '0', fontSize: '0.88rem', color: 'var(--color-muted)' } },
          }),
          text({
            tag: 'div',
            text: opensAll ? 'Open the manual' : f("context.item.data.tier === 'free' ? 'Open the manual' : 'Premium — unlock'"),
            link: f(
              `context.item.data.tier === 'free' ? ({ kind: 'path', path: context.item.data.href }) : (${lockedLink})`,
            ) as unknown as ElementNode['link'],
            styles: { default: { color: 'var(--color-primary)', fontWeight: 700, marginTop: 'auto' } },
          }),
        ],
        { default: { gap: '8px' } },
      ),
    ],
    perSeries ? PER_SERIES_TABLET : undefined,
    f(listCode),
  );
}

/** A brand's manuals of one kind whose links always open the viewer (premium portals: the visitor holds the role). */
export function openManualGrid(listCode: string): ElementNode {
  return manualGrid(listCode, "({ kind: 'path', path: context.item.data.href })", { opensAll: true, perSeries: true });
}

export function seriesGrid(listCode: string): ElementNode {
  return grid(
    PER_SERIES_MIN,
    [
      card([
        h3(item('name')),
        muted(f("context.item.data.truckType + (context.item.data.years ? ' · ' + context.item.data.years : '')")),
        text({ tag: 'p', text: f("'Models: ' + context.item.data.models"), styles: { default: { margin: '0', fontSize: '0.9rem' } } }),
        text({
          tag: 'p',
          text: f("'Fuel: ' + context.item.data.fuel + ' · Serials ' + context.item.data.serials"),
          styles: { default: { margin: '0', fontSize: '0.9rem' } },
        }),
        muted(f("context.item.data.manualCount + ' manuals cover this series'")),
      ]),
    ],
    PER_SERIES_TABLET,
    f(listCode),
  );
}

/** Error codes as rows: code, severity, title and summary, linking into diagnostics. */
export function codeList(listCode: string): ElementNode {
  return flexbox({ direction: 'column', gap: '10px', repeat: f(listCode) }, [
    flexbox(
      {
        direction: 'row',
        gap: '16px',
        alignItems: 'flex-start',
        link: f("({ kind: 'path', path: context.item.data.href })") as unknown as ElementNode['link'],
        styles: sx({
          default: {
            backgroundColor: 'var(--color-surface)',
            border: '1px solid var(--color-border)',
            borderRadius: '12px',
            padding: '14px 16px',
          },
          hover: { borderColor: 'var(--color-primary)' },
          mobile: { flexDirection: 'column !important', gap: '6px' },
        }),
      },
      [
        text({
          tag: 'div',
          text: item('code'),
          styles: {
            default: {
              font: 'var(--typography-mono)',
              fontWeight: 800,
              fontSize: '1.05rem',
              minWidth: '120px',
              color: 'var(--color-text)',
            },
          },
        }),
        flexbox({ direction: 'column', gap: '4px', styles: { default: { flex: '1 1 auto', minWidth: '0' } } }, [
          text({ tag: 'div', text: item('title'), styles: { default: { fontWeight: 700, color: 'var(--color-text)' } } }),
          // Two lines of the effect are enough to pick the entry; the whole of it made a dozen codes six phone screens.
          muted(item('summary'), {
            default: { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: '2', overflow: 'hidden' },
          }),
        ]),
        text({
          tag: 'div',
          text: f("context.item.data.severityLabel + (context.item.data.system ? ' · ' + context.item.data.system : '')"),
          styles: { default: { fontSize: '0.85rem', fontWeight: 700, whiteSpace: 'nowrap', color: 'var(--color-muted)' } },
        }),
      ],
    ),
  ]);
}

/** A big number with its label. */
export function stat(valueCode: string, label: string): ElementNode {
  return flexbox({ direction: 'column', gap: '2px', styles: { default: { minWidth: '120px' } } }, [
    text({
      tag: 'div',
      text: f(valueCode),
      styles: { default: { fontSize: '2rem', fontWeight: 900, lineHeight: '1', letterSpacing: '-0.02em' } },
    }),
    text({ tag: 'div', text: label, styles: { default: { fontSize: '0.85rem', opacity: 0.85 } } }),
  ]);
}
