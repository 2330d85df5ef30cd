/**
 * Accordion: a container whose first child is the toggle layout and the others the content layout. The toggle is a
 * keyboard-operable role="button" with aria-expanded; the open state is exposed as the variable `value`, follows
 * the `value` setting (the initial state, or a binding) and is changed by the toggle/open/close actions.
 */
import { Children, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useElementActions } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import type { AccordionSettings } from './settings';

export function Accordion({ uid, settings, children, className, emit, setVariable, setState }: ElementProps<AccordionSettings>) {
  const initial = settings.value === true;
  const [open, setOpen] = useState(initial);
  const id = useId();
  const emitted = useRef(open);
  useEffect(() => setOpen(initial), [initial]);
  useEffect(() => {
    setVariable('value', open);
    setState('open', open);
    if (emitted.current !== open) emit('change', { value: open });
    emitted.current = open;
  }, [open, setVariable, setState, emit]);
  useElementActions(uid, {
    toggle: () => setOpen((current) => !current),
    open: () => setOpen(true),
    close: () => setOpen(false),
  });

  const [toggle, ...content] = Children.toArray(children);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    setOpen((current) => !current);
  };
  return (
    <div data-uid={uid} className={`ww-accordion${open ? ' ww-accordion--open' : ''} ${className}`}>
      <div
        id={`${id}-toggle`}
        role="button"
        tabIndex={0}
        aria-expanded={open}
        aria-controls={`${id}-content`}
        className="ww-accordion__toggle"
        onClick={() => setOpen((current) => !current)}
        onKeyDown={onKeyDown}
      >
        {toggle}
      </div>
      <div id={`${id}-content`} role="region" aria-labelledby={`${id}-toggle`} className="ww-accordion__content" hidden={!open}>
        {content}
      </div>
    </div>
  );
}
