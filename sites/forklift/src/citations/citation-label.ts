/**
 * How every citation names its source: the manual's short title (without the brand, which the page already shows),
 * its revision and the page — "CX Series Service Manual rev. 4 · p. 5" — the same words in the chat, the search
 * results and the code pages; and the viewer's address at that page.
 */

export interface CitedManual {
  title: string;
  brand_id?: string | null;
  revision?: string | null;
}

/** The title without its leading brand name ("C-Monarch CX Series Service Manual" → "CX Series Service Manual"). */
export function shortManualTitle(title: string, brandId?: string | null): string {
  const trimmed = title.trim();
  if (!brandId) return trimmed;
  const brand = brandId.replace(/[-_\s]+/g, '[-_\\s]?');
  const rest = trimmed.replace(new RegExp(`^${brand}\\s+`, 'i'), '');
  return rest === '' ? trimmed : rest;
}

/** "rev. 4" (no-break space; a revision already written "Rev 4" or "Rev. B" is kept as "rev. 4" / "rev. B"); '' when unknown. */
export function revisionLabel(revision: string | null | undefined): string {
  const value = String(revision ?? '')
    .trim()
    .replace(/^rev(ision)?\.?\s*/i, '');
  return value === '' ? '' : `rev.\u00a0${value}`;
}

/** The manual's name in a citation: short title and revision. */
export function manualName(manual: CitedManual): string {
  return [shortManualTitle(manual.title, manual.brand_id), revisionLabel(manual.revision)].filter(Boolean).join(' ');
}

/**
 * "CX Series Service Manual rev. 4 · p. 5" — with no-break spaces in "rev. 4" and "· p. 5", so a narrow chip wraps
 * between words of the title, never inside the page number.
 */
export function citationLabel(manual: CitedManual, pageNumber: number): string {
  return `${manualName(manual)} ·\u00a0p.\u00a0${pageNumber}`;
}

/** The manual's title in a diagnosis source's title ("C-Monarch CX Series Service Manual, page 5 (Hydraulics)"). */
export function manualTitleOfSource(sourceTitle: string): string {
  return sourceTitle.replace(/,\s*page\s+\d+.*$/i, '').trim();
}

/** The manual's title in a page hit's title ("C-Monarch CG Series Parts Manual · Fig. 1 Hydraulics" → the manual). */
export function splitPageHitTitle(title: string): { manual: string; section: string } {
  const at = title.indexOf(' · ');
  return at < 0 ? { manual: title, section: '' } : { manual: title.slice(0, at), section: title.slice(at + 3) };
}

/** The viewer at the page; `part` (a part number) scrolls to and highlights the row that holds it. */
export function viewerHref(manualId: string, pageNumber: number, options: { part?: string; viewerPath?: string } = {}): string {
  const params = new URLSearchParams({ manual: manualId, page: String(pageNumber) });
  if (options.part) params.set('part', options.part);
  return `${options.viewerPath ?? '/manual'}?${params}`;
}
