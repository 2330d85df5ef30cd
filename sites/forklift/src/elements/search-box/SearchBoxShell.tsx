/**
 * The search box as the server writes it and a page hydrates it: a plain GET form to the results page (`?q=&brand=`),
 * which works before any script runs. The full box (suggestions as the user types, the keyboard listbox, the portal's
 * search client) is its own chunk: it loads once the page is interactive and the browser is idle, then takes the form's
 * place with what was typed and the focus. *Why:* the box is in every page's top bar, and its code before hydration
 * cost each page ~4 KB gzip of script.
 */
import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { useElementActions, type ElementProps } from '@kit/runtime-react';
import type { SearchBoxSettings } from './settings';

type SearchBoxProps = ElementProps<SearchBoxSettings>;

let fullBox: Promise<ComponentType<SearchBoxProps>> | undefined;
const loadFullBox = () => (fullBox ??= import('./SearchBox').then((module) => module.SearchBox));

/** Where the focused field was, to give the full box's field the focus and caret once it has replaced the form. */
interface Handover {
  parent: Element;
  index: number;
  caret: number;
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

export function SearchBoxShell(props: SearchBoxProps) {
  const { uid, settings, className } = props;
  const [full, setFull] = useState<{ Box: ComponentType<SearchBoxProps>; typed: string } | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const handover = useRef<Handover | undefined>(undefined);
  useElementActions(uid, { focus: () => input.current?.focus() });

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      loadFullBox().then(
        (Box) => {
          const field = input.current;
          const parent = form.current?.parentElement;
          if (!live || field === null) return;
          if (parent && form.current && document.activeElement === field) {
            handover.current = {
              parent,
              index: Array.prototype.indexOf.call(parent.children, form.current),
              caret: field.selectionStart ?? field.value.length,
            };
          }
          setFull({ Box, typed: field.value });
        },
        // Offline or a stale bundle: the plain form still searches.
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  useEffect(() => {
    const at = handover.current;
    if (full === undefined || at === undefined) return;
    handover.current = undefined;
    const field = at.parent.children[at.index]?.querySelector('input[name="q"]');
    if (field instanceof HTMLInputElement) {
      field.focus();
      field.setSelectionRange(at.caret, at.caret);
    }
  }, [full]);

  if (full !== undefined) {
    const { Box, typed } = full;
    return <Box {...props} settings={typed === String(settings.value ?? '') ? settings : { ...settings, value: typed }} />;
  }
  const brand = String(settings.brand ?? '');
  return (
    <form
      ref={form}
      className={`fsb${settings.compact ? ' fsb--compact' : ''} ${className ?? ''}`}
      role="search"
      action={settings.resultsPath || '/search'}
    >
      <div className="fsb__field">
        <svg className="fsb__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          name="q"
          type="search"
          defaultValue={String(settings.value ?? '')}
          autoComplete="off"
          spellCheck={false}
          placeholder={settings.placeholder}
          aria-label="Search codes, part numbers and manuals"
          required
        />
        {brand ? <input type="hidden" name="brand" value={brand} /> : null}
        <button type="submit" className="fsb__submit">
          Search
        </button>
      </div>
    </form>
  );
}
