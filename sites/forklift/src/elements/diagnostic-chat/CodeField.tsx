/** The code box: suggestions of the selected brand's codes as the user types (any spelling), keyboard-operable. */
import { useEffect, useId, useState } from 'react';
import { normalizeCode } from '../../content/code-reader';
import { suggestCodes, type CodeSuggestion } from './chat-api';

export interface CodeFieldProps {
  brand: string;
  value: string;
  onChange(value: string): void;
  example: string;
}

export function CodeField({ brand, value, onChange, example }: CodeFieldProps) {
  const [hits, setHits] = useState<CodeSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  useEffect(() => {
    const normal = normalizeCode(value);
    if (!open || !brand || normal.length < 1) {
      setHits([]);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      suggestCodes(brand, value, abort.signal).then(
        (found) => {
          setHits(found);
          setActive(-1);
        },
        () => setHits([]),
      );
    }, 120);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [brand, value, open]);
  const shown = open && hits.length > 0;
  const pick = (hit: CodeSuggestion) => {
    onChange(hit.code);
    setOpen(false);
  };
  return (
    <div className="fdc-code">
      <label htmlFor={`${id}-code`}>Error code</label>
      <input
        id={`${id}-code`}
        className="fdc-input"
        value={value}
        autoComplete="off"
        spellCheck={false}
        placeholder={`e.g. ${example}`}
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && hits.length > 0) {
            event.preventDefault();
            setActive((active + 1) % hits.length);
          } else if (event.key === 'ArrowUp' && hits.length > 0) {
            event.preventDefault();
            setActive(active <= 0 ? hits.length - 1 : active - 1);
          } else if (event.key === 'Enter' && shown && active >= 0) {
            event.preventDefault();
            const hit = hits[active];
            if (hit) pick(hit);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <ul id={`${id}-list`} role="listbox" className="fdc-code__list" hidden={!shown} aria-label="Codes">
        {hits.map((hit, index) => (
          <li
            key={hit.id}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'fdc-code__opt fdc-code__opt--active' : 'fdc-code__opt'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(hit)}
          >
            <strong>{hit.code}</strong> <span>{hit.title}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
