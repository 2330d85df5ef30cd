/**
 * LiftFix's layout vocabulary on top of the element library: bands (full-width backgrounds), a centred container,
 * headings, cards, grids, pills and link-buttons, each an element node with its styles (per breakpoint), so pages stay
 * data and the server's HTML is laid out before any script runs.
 */
import { f } from '@kit/runtime-react/authoring';
import type { Bound, ElementNode, Formula } from '@kit/runtime-react/authoring';
import { button, flexbox, text } from '@kit/elements/authoring';

type Styles = NonNullable<ElementNode['styles']>;
type Link = ElementNode['link'];
type Children = ElementNode[];

/** Merges style layers (later wins) per breakpoint. */
export function sx(...layers: Array<Styles | undefined>): Styles {
  const merged: Record<string, Record<string, string | number>> = {};
  for (const layer of layers) {
    if (layer === undefined) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (key === 'states') continue;
      merged[key] = { ...(merged[key] ?? {}), ...(value as Record<string, string | number>) };
    }
  }
  return merged as Styles;
}

/** The page's centred column. */
export function container(
  children: Children,
  styles?: Styles,
  extra: { tag?: 'div' | 'section' | 'article' | 'header' | 'footer' | 'nav' | 'aside'; ariaLabel?: string } = {},
): ElementNode {
  return flexbox(
    {
      tag: extra.tag ?? 'div',
      direction: 'column',
      gap: '20px',
      ...(extra.ariaLabel === undefined ? {} : { ariaLabel: extra.ariaLabel }),
      styles: sx(
        {
          default: { width: '100%', maxWidth: '1180px', margin: '0 auto', padding: '0 28px', boxSizing: 'border-box' },
          mobile: { padding: '0 16px' },
        },
        styles,
      ),
    },
    children,
  );
}

export type Tone = 'plain' | 'surface' | 'ink' | 'tint';

const TONES: Record<Tone, Record<string, string>> = {
  plain: { backgroundColor: 'var(--color-background)', color: 'var(--color-text)' },
  surface: {
    backgroundColor: 'var(--color-surface)',
    color: 'var(--color-text)',
    borderTop: '1px solid var(--color-border)',
    borderBottom: '1px solid var(--color-border)',
  },
  ink: { backgroundColor: 'var(--color-ink)', color: 'var(--color-on-ink)' },
  tint: { backgroundColor: 'var(--color-surface-2)', color: 'var(--color-text)' },
};

/** A full-width band with a tone, holding a container. */
export function band(tone: Tone, children: Children, styles?: Styles, containerStyles?: Styles): ElementNode {
  return flexbox(
    {
      direction: 'column',
      gap: '0',
      styles: sx({ default: { ...TONES[tone], width: '100%', padding: '56px 0' }, mobile: { padding: '36px 0' } }, styles),
    },
    [container(children, containerStyles)],
  );
}

export function h1(value: Bound<string>, styles?: Styles): ElementNode {
  return text({
    tag: 'h1',
    text: value,
    styles: sx({ default: { font: 'var(--typography-heading)', margin: '0', letterSpacing: '-0.02em', maxWidth: '22ch' } }, styles),
  });
}

export function h2(value: Bound<string>, styles?: Styles): ElementNode {
  return text({
    tag: 'h2',
    text: value,
    styles: sx({ default: { font: 'var(--typography-subheading)', margin: '0', letterSpacing: '-0.01em' } }, styles),
  });
}

export function h3(value: Bound<string>, styles?: Styles): ElementNode {
  return text({
    tag: 'h3',
    text: value,
    styles: sx({ default: { fontSize: '1.1rem', fontWeight: 700, lineHeight: '1.3', margin: '0' } }, styles),
  });
}

export function para(value: Bound<string>, styles?: Styles): ElementNode {
  return text({ tag: 'p', text: value, styles: sx({ default: { margin: '0', maxWidth: '68ch' } }, styles) });
}

export function lead(value: Bound<string>, styles?: Styles): ElementNode {
  return text({
    tag: 'p',
    text: value,
    styles: sx(
      {
        default: { margin: '0', fontSize: '1.2rem', lineHeight: '1.55', maxWidth: '60ch', opacity: 0.92 },
        mobile: { fontSize: '1.06rem' },
      },
      styles,
    ),
  });
}

export function muted(value: Bound<string>, styles?: Styles): ElementNode {
  return text({
    tag: 'p',
    text: value,
    styles: sx({ default: { margin: '0', color: 'var(--color-muted)', fontSize: '0.95rem' } }, styles),
  });
}

/** A small upper-case label above a heading. */
export function eyebrow(value: Bound<string>, color = 'var(--color-primary)'): ElementNode {
  return text({
    tag: 'p',
    text: value,
    styles: { default: { margin: '0', fontSize: '0.8rem', fontWeight: 800, letterSpacing: '0.12em', textTransform: 'uppercase', color } },
  });
}

export function pill(value: Bound<string>, styles?: Styles): ElementNode {
  return text({
    tag: 'div',
    text: value,
    styles: sx(
      {
        default: {
          display: 'inline-block',
          padding: '2px 10px',
          borderRadius: '999px',
          fontSize: '0.78rem',
          fontWeight: 700,
          border: '1px solid var(--color-border)',
          backgroundColor: 'var(--color-surface-2)',
          color: 'var(--color-text)',
          width: 'fit-content',
        },
      },
      styles,
    ),
  });
}

/** A form field beside its button in a row: it takes the room the row leaves (the row caps the pair's width). */
export const ROW_FIELD: Styles = { default: { flex: '1 1 auto' } };

/**
 * A form field in a row on an ink band: label and text in the band's colour, on a translucent field (the element's
 * label takes the page's text colour, which on the band was ink on ink).
 */
export const ROW_FIELD_ON_INK: Styles = sx(ROW_FIELD, {
  default: {
    '--color-text': 'var(--color-on-ink)',
    '--color-surface': 'rgba(255, 255, 255, 0.08)',
    '--color-border': 'rgba(255, 255, 255, 0.45)',
  },
});

export const CARD: Styles = {
  default: {
    backgroundColor: 'var(--color-surface)',
    color: 'var(--color-text)',
    border: '1px solid var(--color-border)',
    borderRadius: '14px',
    padding: '22px',
    boxShadow: '0 1px 2px rgba(15, 23, 34, 0.06)',
  },
  mobile: { padding: '18px' },
};

export function card(
  children: Children,
  styles?: Styles,
  extra: { repeat?: Formula | readonly unknown[]; tag?: 'div' | 'article' | 'section' | 'aside' } = {},
): ElementNode {
  return flexbox(
    {
      tag: extra.tag ?? 'div',
      direction: 'column',
      gap: '10px',
      styles: sx(CARD, styles),
      ...(extra.repeat === undefined ? {} : { repeat: extra.repeat }),
    },
    children,
  );
}

/**
 * A responsive grid of equal columns at least `min` wide. A fixed set of cards stretches over the row (`auto-fit`: three
 * steps or two plans leave no empty columns); a repeated list keeps its column width (`auto-fill`: one search result
 * is a card, not a banner).
 */
export function grid(min: string, children: Children, styles?: Styles, repeat?: Formula | readonly unknown[]): ElementNode {
  const tracks = repeat === undefined ? 'auto-fit' : 'auto-fill';
  return flexbox(
    {
      display: 'grid',
      gap: '18px',
      styles: sx({ default: { gridTemplateColumns: `repeat(${tracks}, minmax(min(${min}, 100%), 1fr))`, alignItems: 'stretch' } }, styles),
      ...(repeat === undefined ? {} : { repeat }),
    },
    children,
  );
}

export function row(children: Children, styles?: Styles, gap = '12px'): ElementNode {
  return flexbox({ direction: 'row', wrap: true, gap, alignItems: 'center', styles }, children);
}

export function stack(children: Children, styles?: Styles, gap = '12px'): ElementNode {
  return flexbox({ direction: 'column', gap, styles }, children);
}

const BUTTONISH = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: '0 20px',
  borderRadius: '10px',
  fontWeight: 700,
  textDecoration: 'none',
  width: 'fit-content',
  whiteSpace: 'nowrap',
};

export type ButtonLook = 'primary' | 'amber' | 'ghost' | 'ghost-light';

const LOOKS: Record<ButtonLook, Record<string, string>> = {
  primary: {
    backgroundColor: 'var(--color-primary)',
    color: 'var(--color-on-primary) !important',
    border: '1px solid var(--color-primary)',
  },
  amber: { backgroundColor: 'var(--color-amber)', color: '#111111 !important', border: '1px solid var(--color-amber)' },
  ghost: { backgroundColor: 'transparent', color: 'var(--color-text) !important', border: '1px solid var(--color-border)' },
  'ghost-light': { backgroundColor: 'transparent', color: 'var(--color-on-ink) !important', border: '1px solid rgba(255,255,255,0.35)' },
};

/**
 * A name whose hyphens must not end a line ("C-" then "Monarch" on the next line): hyphens become non-breaking
 * hyphens (U+2011). For display text only; addresses, titles and data keep the plain hyphen.
 */
export function unbroken(name: string): string {
  return name.replaceAll('-', '\u2011');
}

/** Formula code: `code` (a string) with its hyphens non-breaking, as `unbroken` does. */
export function unbrokenCode(code: string): string {
  return `(${code}).split('-').join('\u2011')`;
}

/** A link that looks like a button (a real `<a href>`, crawlable and keyboard reachable). */
export function linkButton(label: Bound<string>, link: Link, look: ButtonLook = 'primary', styles?: Styles): ElementNode {
  return text({
    tag: 'div',
    text: label,
    link,
    styles: sx({ default: { ...BUTTONISH, ...LOOKS[look] }, hover: { filter: 'brightness(1.08)' } }, styles),
  });
}

/** A real button running workflows. */
export function actionButton(
  label: Bound<string>,
  workflows: NonNullable<ElementNode['workflows']>,
  look: ButtonLook = 'primary',
  extra: { uid?: string; disabled?: Bound<boolean>; buttonType?: 'button' | 'submit'; styles?: Styles } = {},
): ElementNode {
  return button({
    text: label,
    workflows,
    buttonType: extra.buttonType ?? 'button',
    ...(extra.uid === undefined ? {} : { uid: extra.uid }),
    ...(extra.disabled === undefined ? {} : { disabled: extra.disabled }),
    // No `font` shorthand here: the element's rule lists BUTTONISH's weight before it, so `font: inherit` reset the weight
    // and plan buttons rendered in normal weight (the runtime's .ww-button already inherits the font).
    styles: sx({ default: { ...BUTTONISH, ...LOOKS[look], cursor: 'pointer' } }, extra.styles),
  });
}

/** A page link as a text (inline navigation). */
export function pageLink(label: Bound<string>, pageId: string, styles?: Styles): ElementNode {
  return text({
    tag: 'div',
    text: label,
    link: { kind: 'page', pageId },
    styles: sx({ default: { color: 'var(--color-primary)', fontWeight: 600 } }, styles),
  });
}

/** An inline error or notice bound to a variable (`role=alert` comes from the text being live only when set). */
export function notice(variable: string, tone: 'danger' | 'success' = 'danger', uid?: string): ElementNode {
  return text({
    tag: 'p',
    ...(uid === undefined ? {} : { uid }),
    text: f(`variables['${variable}']`),
    styles: {
      default: {
        margin: '0',
        color: `var(--color-${tone})`,
        fontWeight: 600,
        fontSize: '0.95rem',
      },
    },
  });
}
