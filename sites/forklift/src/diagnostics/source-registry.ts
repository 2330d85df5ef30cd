// Numbers the sources of one answer (S1, S2, …) in the order they are first cited, one per code or manual page.
import type { RetrievedCode, RetrievedPage } from './retrieval-types';
import type { SourceEvent } from './types';

export class SourceRegistry {
  private readonly byKey = new Map<string, SourceEvent>();
  /** Page bodies by source id, for checks and the LLM's context. */
  readonly texts = new Map<string, string>();

  get all(): SourceEvent[] {
    return [...this.byKey.values()];
  }

  get(id: string): SourceEvent | undefined {
    return this.all.find((source) => source.id === id);
  }

  private add(key: string, source: Omit<SourceEvent, 'id'>, text: string): string {
    const existing = this.byKey.get(key);
    if (existing) return existing.id;
    const id = `S${this.byKey.size + 1}`;
    this.byKey.set(key, { id, ...source });
    this.texts.set(id, text);
    return id;
  }

  code(code: RetrievedCode, text: string): string {
    return this.add(
      `code:${code.errorCodeId}`,
      { kind: 'error_code', title: `${code.code} ${code.title}`, errorCodeId: code.errorCodeId },
      text,
    );
  }

  page(page: RetrievedPage): string {
    const section = page.sectionTitle ? ` (${page.sectionTitle})` : '';
    return this.add(
      `page:${page.manualId}:${page.pageNumber}`,
      {
        kind: 'manual_page',
        title: `${page.manualTitle}, page ${page.pageNumber}${section}`,
        manualId: page.manualId,
        pageNumber: page.pageNumber,
      },
      page.body,
    );
  }
}
