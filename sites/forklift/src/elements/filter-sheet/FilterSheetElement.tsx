/** The filter sheet as a design element: its children (the page's filter panel) in place, or in a sheet on a phone. */
import type { ElementProps } from '@kit/runtime-react';
import { FilterSheet } from './FilterSheet';
import type { FilterSheetSettings } from './settings';

export function FilterSheetElement({ settings, className, children }: ElementProps<FilterSheetSettings>) {
  return (
    <FilterSheet
      label={String(settings.label || 'Filters')}
      active={Number(settings.active) || 0}
      summary={String(settings.summary ?? '')}
      doneLabel={String(settings.doneLabel || 'Show the results')}
      className={className}
    >
      {children}
    </FilterSheet>
  );
}
