/**
 * The mention suggestion list shown under the caret while typing after '@': a listbox the editor drives with the
 * arrow keys, Enter and Escape (focus stays in the editor, so the active option is announced through
 * aria-activedescendant on the list).
 */
import type { MentionItem } from './content';

export interface MentionListState {
  items: MentionItem[];
  active: number;
  /** Where the caret is, in viewport coordinates. */
  rect: { left: number; bottom: number } | null;
  pick: (item: MentionItem) => void;
}

export function MentionList({ id, state }: { id: string; state: MentionListState }) {
  if (state.items.length === 0) {
    return (
      <div className="ww-rich-text__suggestions" style={position(state)} role="status">
        No match
      </div>
    );
  }
  return (
    <ul
      id={id}
      className="ww-rich-text__suggestions"
      style={position(state)}
      role="listbox"
      aria-label="Mention suggestions"
      aria-activedescendant={`${id}-${state.active}`}
    >
      {state.items.map((item, index) => (
        <li
          key={item.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === state.active}
          className="ww-rich-text__suggestion"
          // mousedown, not click: the editor keeps its focus and selection.
          onMouseDown={(event) => {
            event.preventDefault();
            state.pick(item);
          }}
        >
          {item.label}
        </li>
      ))}
    </ul>
  );
}

function position(state: MentionListState) {
  return state.rect === null ? undefined : { position: 'fixed' as const, left: state.rect.left, top: state.rect.bottom + 4 };
}
