/**
 * The one search box: suggestions as the user types (the brand's codes first), a keyboard-operable listbox
 * (↑/↓ to move, Enter to open, Esc to close), and Enter or the button to open the results page (?q=&brand=).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useElementActions, type ElementProps } from '@kit/runtime-react';
import { searchHitHref } from '../../codes/hit-href';
import { suggestionOrder } from '../../search/hit-links';
import { createPortalApi, type SearchHit } from '../../search/portal-api';
import { Snippet } from '../../search/Snippet';
import type { SearchBoxSettings } from './settings';

const KIND_LABEL: Record<SearchHit['kind'], string> = { error_code: 'Code', page: 'Page', manual: 'Manual' };

export function SearchBox({ uid, settings, className, emit, setVariable }: ElementProps<SearchBoxSettings>) {
  const [api] = useState(() => createPortalApi());
  const [value, setValue] = useState(String(settings.value ?? ''));
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const brand = String(settings.brand ?? '') || null;
  useElementActions(uid, { focus: () => input.current?.focus() });
  useEffect(() => setValue(String(settings.value ?? '')), [settings.value]);
  // Text typed before the page was interactive (a slow phone) is kept: the box takes what its input holds.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== String(settings.value ?? '')) setValue(typed);
    // Once, as the box hydrates.
  }, []);
  useEffect(() => setVariable('value', value), [setVariable, value]);

  useEffect(() => {
    const query = value.trim();
    if (query.length < 2 || !open) {
      setHits([]);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      api.suggest(query, brand, 12, abort.signal).then(
        (found) => {
          setHits(suggestionOrder(found, brand));
          setActive(-1);
        },
        () => undefined,
      );
    }, 140);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [api, brand, value, open]);

  const go = (href: string) => {
    setOpen(false);
    window.location.assign(href);
  };
  const submit = () => {
    // What the input shows is what the person typed, even if a render has not caught up with it yet.
    const typed = (input.current?.value ?? value).trim();
    if (!typed) return input.current?.focus();
    emit('submit', { value: typed });
    const params = new URLSearchParams({ q: typed });
    if (brand) params.set('brand', brand);
    go(`${settings.resultsPath || '/search'}?${params}`);
  };
  const listbox = `${id}-list`;
  const shown = open && hits.length > 0;
  return (
    <form
      className={`fsb${settings.compact ? ' fsb--compact' : ''} ${className ?? ''}`}
      role="search"
      action={settings.resultsPath || '/search'}
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = active >= 0 ? hits[active] : undefined;
        if (chosen) go(searchHitHref(chosen, value));
        else submit();
      }}
    >
      <div className="fsb__field">
        <svg className="fsb__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          name="q"
          type="search"
          value={value}
          autoComplete="off"
          spellCheck={false}
          placeholder={settings.placeholder}
          aria-label="Search codes, part numbers and manuals"
          role="combobox"
          aria-expanded={shown}
          aria-controls={listbox}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && hits.length > 0) {
              event.preventDefault();
              setOpen(true);
              setActive((active + 1) % hits.length);
            } else if (event.key === 'ArrowUp' && hits.length > 0) {
              event.preventDefault();
              setActive(active <= 0 ? hits.length - 1 : active - 1);
            } else if (event.key === 'Escape') {
              setOpen(false);
              setActive(-1);
            }
          }}
        />
        {brand ? <input type="hidden" name="brand" value={brand} /> : null}
        <button type="submit" className="fsb__submit">
          Search
        </button>
      </div>
      <ul id={listbox} role="listbox" className="fsb__list" hidden={!shown} aria-label="Suggestions">
        {hits.map((hit, index) => (
          <li
            key={`${hit.kind}-${hit.error_code_id ?? ''}-${hit.manual_id ?? ''}-${hit.page_number ?? ''}`}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'fsb__option fsb__option--active' : 'fsb__option'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(searchHitHref(hit, value))}
          >
            <span className={`fsb__kind fsb__kind--${hit.kind}`}>{KIND_LABEL[hit.kind]}</span>
            <span className="fsb__title">
              {hit.title}
              {hit.page_number ? <span className="fsb__page"> · p. {hit.page_number}</span> : null}
            </span>
            {hit.snippet ? (
              <span className="fsb__snippet">
                <Snippet html={hit.snippet} />
              </span>
            ) : null}
          </li>
        ))}
        <li
          role="option"
          aria-selected={false}
          className="fsb__option fsb__option--all"
          onMouseDown={(event) => event.preventDefault()}
          onClick={submit}
        >
          See all results for “{value.trim()}”
        </li>
      </ul>
    </form>
  );
}
