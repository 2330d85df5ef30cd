// Parses the `Prefer` headers (RFC 7240) as PostgREST does: the first value of each preference wins.
import { invalidPreferences } from '../pgrst-errors';

export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  representation?: 'full' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  transaction?: 'commit' | 'rollback';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  timezone?: string;
  maxAffected?: number;
  invalid: string[];
}

const TABLE = new Map<string, (p: Preferences) => void>(
  Object.entries({
    'resolution=merge-duplicates': (p: Preferences) => void (p.resolution ??= 'merge-duplicates'),
    'resolution=ignore-duplicates': (p: Preferences) => void (p.resolution ??= 'ignore-duplicates'),
    'return=representation': (p: Preferences) => void (p.representation ??= 'full'),
    'return=minimal': (p: Preferences) => void (p.representation ??= 'minimal'),
    'return=headers-only': (p: Preferences) => void (p.representation ??= 'headers-only'),
    'count=exact': (p: Preferences) => void (p.count ??= 'exact'),
    'count=planned': (p: Preferences) => void (p.count ??= 'planned'),
    'count=estimated': (p: Preferences) => void (p.count ??= 'estimated'),
    'tx=commit': (p: Preferences) => void (p.transaction ??= 'commit'),
    'tx=rollback': (p: Preferences) => void (p.transaction ??= 'rollback'),
    'missing=default': (p: Preferences) => void (p.missing ??= 'default'),
    'missing=null': (p: Preferences) => void (p.missing ??= 'null'),
    'handling=strict': (p: Preferences) => void (p.handling ??= 'strict'),
    'handling=lenient': (p: Preferences) => void (p.handling ??= 'lenient'),
  }),
);

export function parsePrefer(headers: readonly string[]): Preferences {
  const prefs: Preferences = { invalid: [] };
  for (const item of headers.flatMap((h) => h.split(',')).map((s) => s.trim())) {
    if (item === '') continue;
    const apply = TABLE.get(item);
    if (apply) {
      apply(prefs);
    } else if (item.startsWith('timezone=')) {
      prefs.timezone ??= item.slice('timezone='.length);
    } else if (item.startsWith('max-affected=')) {
      const n = item.slice('max-affected='.length);
      if (/^-?[0-9]{1,15}$/.test(n)) prefs.maxAffected ??= Number(n);
    } else {
      prefs.invalid.push(item);
    }
  }
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) throw invalidPreferences(prefs.invalid);
  return prefs;
}

const REPRESENTATION_TEXT = { full: 'return=representation', minimal: 'return=minimal', 'headers-only': 'return=headers-only' } as const;

/** The `Preference-Applied` header value for the preferences an action honoured, in PostgREST's order. */
export function preferenceApplied(p: Partial<Preferences>): string | undefined {
  const values = [
    p.resolution && `resolution=${p.resolution}`,
    p.missing && `missing=${p.missing}`,
    p.representation && REPRESENTATION_TEXT[p.representation],
    p.count && `count=${p.count}`,
    p.transaction && `tx=${p.transaction}`,
    p.handling && `handling=${p.handling}`,
    p.timezone && `timezone=${p.timezone}`,
    p.handling === 'strict' && p.maxAffected !== undefined ? `max-affected=${p.maxAffected}` : undefined,
  ].filter((v): v is string => typeof v === 'string');
  return values.length > 0 ? values.join(', ') : undefined;
}
