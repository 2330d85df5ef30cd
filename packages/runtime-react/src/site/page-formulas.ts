/** The formulas of a page as the runtime compiles them: its data's and its design's bindings, and their named formulas. */
import { formulaSources } from '@kit/formula';
import type { DesignInfo, PageData } from '@kit/runtime-core';

export function pageFormulaSources(design: DesignInfo, pageData: PageData, into: Set<string> = new Set()): Set<string> {
  const sources = formulaSources(pageData, formulaSources(design, into));
  for (const formula of [...design.formulas, ...pageData.formulas]) {
    const code = (formula as { code?: unknown }).code;
    if (typeof code === 'string') sources.add(code);
  }
  return sources;
}
