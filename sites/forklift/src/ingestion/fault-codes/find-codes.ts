// Finds the fault codes a manual explains, reading its pages in order as a person would: code tables (header row,
// then one row per code, cells running over several lines and the table over page breaks, its header repeated or
// not), one block per code (a "Fault E-212 …" heading followed by labelled paragraphs: condition, cause, check,
// remedy) and short lists ("Error 10-20 — title — what to do"). A code only counts where it starts a row, a block or
// a list line: a mention inside a sentence ("see fault E-212") or a parts list never makes one.
import type { LayoutCell, LayoutLine } from '../layout';
import { codeMatcher, normalizeDashes, type CodeMatcher } from './code-matcher';
import { checkOf, fieldOf, labelled, severityOf, splitItems, systemOf, type Field } from './labels';

export interface ExtractedCode {
  code: string;
  codeNormalized: string;
  pageNumber: number;
  foundBy: 'table' | 'block' | 'list';
  textSource: 'text' | 'ocr';
  title: string;
  summary: string;
  systemId: string | null;
  severity: 'stop' | 'warn' | 'info';
  triggerCondition: string;
  effect: string;
  causes: Array<{ text: string; pageNumber: number }>;
  checks: Array<{ text: string; expected: string; pageNumber: number }>;
  remedy: string;
  remedyPageNumber: number | null;
  /** The words of the manual this was read from (the row or the block), for the page reference. */
  quote: string;
}

export interface FindPage {
  number: number;
  source: 'text' | 'ocr';
  layout: { lines: LayoutLine[] };
}

export interface FindOptions {
  codePattern: string;
  /** The ids of public.systems. */
  systems: ReadonlySet<string>;
}

/** The pieces of one entry as read, by field, each with the page it is on. */
interface Entry {
  code: string;
  page: number;
  source: 'text' | 'ocr';
  foundBy: ExtractedCode['foundBy'];
  system: string | null;
  parts: Map<Field, Array<{ text: string; page: number }>>;
  quote: string[];
}

const TOLERANCE = 0.025;

function add(entry: Entry, field: Field, text: string, page: number, quoted = true): void {
  const clean = text.trim();
  if (clean === '') return;
  const list = entry.parts.get(field) ?? [];
  list.push({ text: clean, page });
  entry.parts.set(field, list);
  if (quoted) entry.quote.push(clean);
}

function joined(entry: Entry, field: Field): string {
  return (entry.parts.get(field) ?? [])
    .map((p) => p.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function firstPage(entry: Entry, field: Field): number | null {
  return entry.parts.get(field)?.[0]?.page ?? null;
}

function sentence(text: string): string {
  const first = /^(.{8,}?[.!?])(?:\s|$)/.exec(text)?.[1] ?? text;
  return first.length > 240 ? `${first.slice(0, 237)}…` : first;
}

function finish(entry: Entry, matcher: CodeMatcher): ExtractedCode | null {
  const condition = joined(entry, 'condition');
  const effect = joined(entry, 'effect');
  const said = joined(entry, 'title').replace(/^[-–—:|\s]+|[-–—:|\s]+$/g, '');
  // A block may give only its code ("Fault E-212", then causes): it names the fault by what it explains.
  const title = /[A-Za-z]{2}/.test(said) ? said : sentence(condition || effect || joined(entry, 'cause')).replace(/\.$/, '');
  if (!/[A-Za-z]{2}/.test(title)) return null;
  // An action column often holds the measurements too: those sentences are checks, the rest the remedy.
  const actionSentences = joined(entry, 'remedy')
    .split(/(?<=\.)\s+(?=[A-Z])/)
    .filter((t) => t !== '');
  const measuring = (t: string) => /^(?:check|measure|inspect|test|verify)\b/i.test(t) && checkOf(t).expected !== '';
  if (!entry.parts.has('check'))
    for (const t of actionSentences.filter(measuring)) add(entry, 'check', t, firstPage(entry, 'remedy') ?? entry.page, false);
  const remedy =
    entry.parts.has('check') && actionSentences.some(measuring)
      ? actionSentences.filter((t) => !measuring(t)).join(' ')
      : joined(entry, 'remedy');
  const causes = (entry.parts.get('cause') ?? []).flatMap((p) => splitItems(p.text).map((text) => ({ text, page: p.page })));
  const mergedCauses = splitItems(joined(entry, 'cause')).map((text) => ({
    text,
    pageNumber: causes.find((c) => text.startsWith(c.text.slice(0, 12)))?.page ?? entry.page,
  }));
  const checkPage = firstPage(entry, 'check') ?? entry.page;
  const checks = splitItems(joined(entry, 'check')).map((item) => ({ ...checkOf(item), pageNumber: checkPage }));
  const all = [title, condition, effect, joined(entry, 'cause'), remedy].join(' ');
  return {
    code: entry.code,
    codeNormalized: matcher.normalize(entry.code),
    pageNumber: entry.page,
    foundBy: entry.foundBy,
    textSource: entry.source,
    title: title.length > 200 ? `${title.slice(0, 197)}…` : title,
    summary: sentence(condition || effect || title),
    systemId: entry.system,
    severity: severityOf(joined(entry, 'severity'), all),
    triggerCondition: condition,
    effect,
    causes: mergedCauses,
    checks,
    remedy,
    remedyPageNumber: remedy ? firstPage(entry, 'remedy') : null,
    quote: entry.quote.join(' ').replace(/\s+/g, ' ').slice(0, 600),
  };
}

/** Running headers and footers: the same line (digits ignored) first or last on at least three pages, near the
 *  page's edge; and bare page numbers. A table's repeated header is not furniture: it says the table goes on. */
function furnitureOf(pages: readonly FindPage[]): (line: LayoutLine) => boolean {
  const key = (line: LayoutLine) => line.text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();
  const edge = (line: LayoutLine, page: FindPage) => {
    const { lines } = page.layout;
    return (line === lines[0] && line.y < 0.1) || (line === lines[lines.length - 1] && line.y > 0.9);
  };
  const counts = new Map<string, number>();
  for (const page of pages) {
    const seen = new Set<string>();
    for (const line of page.layout.lines) if (edge(line, page) && !headerOf(line)) seen.add(key(line));
    for (const k of seen) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const threshold = Math.max(3, Math.ceil(pages.length * 0.5));
  const furniture = new Set<LayoutLine>();
  for (const page of pages)
    for (const line of page.layout.lines)
      if (
        /^(?:page\s*)?\d+(?:\s*(?:of|\/)\s*\d+)?$/i.test(line.text.trim()) ||
        (edge(line, page) && (counts.get(key(line)) ?? 0) >= threshold)
      )
        furniture.add(line);
  return (line) => furniture.has(line);
}

interface Column {
  field: Field;
  x: number;
}

/** A table's header row: a code column and at least one more named column. */
function headerOf(line: LayoutLine): Column[] | null {
  if (line.cells.length < 2) return null;
  const columns = line.cells.map((cell) => ({ field: fieldOf(cell.text), x: cell.x }));
  if (columns[0]?.field !== 'code' || columns.filter((c) => c.field && c.field !== 'code').length < 1) return null;
  if (columns.some((c) => c.field === null)) return null;
  return columns as Column[];
}

function columnIndex(columns: readonly Column[], cell: LayoutCell): number {
  let index = 0;
  for (let i = 0; i < columns.length; i++) if ((columns[i]?.x ?? 0) <= cell.x + TOLERANCE) index = i;
  return index;
}

const HEADING = /^(?:(?:\d+(?:\.\d+)*|[A-Z]\.|chapter\s+\d+|section\s+\d+)\s+\S.*|[A-Z0-9][A-Z0-9 ,/&()-]{3,})$/;

/** A section heading: one short cell, numbered or in capitals, or naming faults/codes. */
function isHeading(line: LayoutLine): boolean {
  if (line.cells.length !== 1) return false;
  const text = line.text.trim();
  const words = text.split(/\s+/).length;
  if (words > 9 || /[.;,]$/.test(text) || labelled(text)) return false;
  return HEADING.test(text) || /\b(?:faults?|errors?|codes?|alarms?|troubleshooting|diagnos\w*)\b/i.test(text);
}

export function findFaultCodes(pages: readonly FindPage[], options: FindOptions): ExtractedCode[] {
  const matcher = codeMatcher(options.codePattern);
  const furniture = furnitureOf(pages);
  const lines = pages.flatMap((page) => page.layout.lines.filter((l) => !furniture(l)).map((line) => ({ line, page })));
  const found: ExtractedCode[] = [];
  let system: string | null = null;
  let table: Column[] | null = null;
  let current = null as Entry | null;
  let blockField: Field | null = null;
  let listX = 0;

  const close = () => {
    if (current) {
      const done = finish(current, matcher);
      if (done) found.push(done);
    }
    current = null;
    blockField = null;
  };
  const open = (code: string, page: FindPage, foundBy: Entry['foundBy']): Entry => {
    close();
    current = { code, page: page.number, source: page.source, foundBy, system, parts: new Map(), quote: [code] };
    return current;
  };
  /** A code heading followed (within four lines, before any other code) by a labelled paragraph. */
  const startsBlock = (at: number): boolean => {
    for (let i = at + 1; i <= at + 4 && i < lines.length; i++) {
      const next = lines[i]?.line;
      if (!next) break;
      if (matcher.atStart(next.text)) return false;
      const first = next.cells[0]?.text ?? '';
      if (
        labelled(next.text) ||
        (next.cells.length > 1 && fieldOf(first) && fieldOf(first) !== 'code') ||
        (fieldOf(first) && next.cells.length === 1)
      )
        return true;
    }
    return false;
  };

  for (let i = 0; i < lines.length; i++) {
    const { line, page } = lines[i] as { line: LayoutLine; page: FindPage };
    const cells = line.cells.map((c) => ({ ...c, text: normalizeDashes(c.text) }));
    const text = normalizeDashes(line.text);

    // Tables: a header opens one (or repeats it after a page break); rows start with a code in the code column.
    const header = headerOf(line);
    if (header) {
      if (!table || current?.foundBy !== 'table') close();
      table = header;
      continue;
    }
    if (table) {
      const codeColumn = table.findIndex((c) => c.field === 'code');
      const first = cells[0];
      const firstIndex = first ? columnIndex(table, first) : -1;
      const startCode = first && firstIndex === codeColumn ? matcher.atStart(first.text) : null;
      if (startCode && first) {
        const entry = open(startCode.code, page, 'table');
        const rowCells = startCode.rest
          ? [{ x: (table[codeColumn + 1]?.x ?? first.x) + 0.001, text: startCode.rest }, ...cells.slice(1)]
          : cells.slice(1);
        for (const cell of rowCells) {
          const column = table[columnIndex(table, cell)];
          if (column?.field === 'system') entry.system = systemOf(cell.text, options.systems) ?? entry.system;
          if (column && column.field !== 'code') add(entry, column.field === 'system' ? 'effect' : column.field, cell.text, page.number);
        }
        continue;
      }
      if (current && current.foundBy === 'table' && first && firstIndex > codeColumn) {
        for (const cell of cells) {
          const column = table[columnIndex(table, cell)];
          if (column && column.field !== 'code' && column.field !== 'system') add(current, column.field, cell.text, page.number);
        }
        continue;
      }
      close();
      table = null;
    }

    // Blocks: a code heading, then labelled paragraphs until the next heading.
    const start = matcher.atStart(text);
    if (start && startsBlock(i)) {
      const entry = open(start.code, page, 'block');
      const rest = start.rest.replace(/^[-—–:|]\s*/, '');
      if (rest) add(entry, 'title', rest, page.number);
      continue;
    }
    if (current && current.foundBy === 'block') {
      if (isHeading(line)) {
        close();
      } else {
        const entry: Entry = current;
        const firstCell = cells[0]?.text ?? '';
        const sameLine = labelled(text);
        const columnLabel = cells.length > 1 ? fieldOf(firstCell) : null;
        const aloneLabel = cells.length === 1 ? fieldOf(firstCell) : null;
        if (sameLine) {
          blockField = sameLine[0];
          add(entry, blockField, sameLine[1], page.number);
        } else if (columnLabel && columnLabel !== 'code') {
          blockField = columnLabel;
          add(
            entry,
            blockField,
            cells
              .slice(1)
              .map((c) => c.text)
              .join(' '),
            page.number,
          );
        } else if (aloneLabel && aloneLabel !== 'code') {
          blockField = aloneLabel;
        } else {
          add(entry, blockField ?? (entry.parts.has('title') ? 'effect' : 'title'), text, page.number);
        }
        continue;
      }
    }

    // Lists: "Error 10-20 — Lift pump overload — Check the relief valve", one code a line (wrapped lines indented).
    const ownCell = cells.length > 1 && start?.rest === '';
    // OCR may leave a speck between the code and the dash ("10-92 1 - Controller …"): one short token is let through.
    const listRest = start?.rest.replace(/^[^\s\w]?\w?\s+(?=[-—:|])/, '') ?? '';
    if (start && (ownCell || /^[-—:|]/.test(listRest))) {
      const parts = (ownCell ? cells.slice(1).map((c) => c.text) : [listRest])
        .flatMap((part) => part.split(/\s+[—|]\s+|\s+-\s+|^[-—:|]\s*|:\s+/))
        .map((p) => p.trim())
        .filter((p) => p !== '');
      if (parts.length > 0 && /[A-Za-z]{2}/.test(parts[0] ?? '')) {
        const entry = open(start.code, page, 'list');
        add(entry, 'title', parts[0] ?? '', page.number);
        if (parts.length > 1) add(entry, 'remedy', parts.slice(1).join(' '), page.number);
        listX = line.cells[0]?.x ?? 0;
        continue;
      }
    }
    if (current && current.foundBy === 'list' && (line.cells[0]?.x ?? 0) > listX + 0.02 && !isHeading(line)) {
      add(current, current.parts.has('remedy') ? 'remedy' : 'title', text, page.number);
      continue;
    }
    close();
    if (isHeading(line)) system = systemOf(text, options.systems);
  }
  close();
  return mergeSameCode(found);
}

function detail(code: ExtractedCode): number {
  return (
    (code.triggerCondition ? 1 : 0) +
    (code.effect ? 1 : 0) +
    code.causes.length +
    code.checks.length +
    (code.remedy ? 1 : 0) +
    (code.foundBy === 'block' ? 0.5 : 0)
  );
}

/** A manual that explains a code twice (a chapter and a quick-reference list) gives one code: the fuller explanation's
 *  page and title, the others' causes and checks added. */
function mergeSameCode(codes: readonly ExtractedCode[]): ExtractedCode[] {
  const byCode = new Map<string, ExtractedCode[]>();
  for (const code of codes) byCode.set(code.codeNormalized, [...(byCode.get(code.codeNormalized) ?? []), code]);
  return [...byCode.values()].map((group) => {
    const [best, ...others] = [...group].sort((a, b) => detail(b) - detail(a));
    const merged = { ...(best as ExtractedCode), causes: [...(best as ExtractedCode).causes], checks: [...(best as ExtractedCode).checks] };
    for (const other of others) {
      for (const cause of other.causes)
        if (!merged.causes.some((c) => c.text.toLowerCase() === cause.text.toLowerCase())) merged.causes.push(cause);
      for (const check of other.checks)
        if (!merged.checks.some((c) => c.text.toLowerCase() === check.text.toLowerCase())) merged.checks.push(check);
      if (!merged.remedy && other.remedy) Object.assign(merged, { remedy: other.remedy, remedyPageNumber: other.remedyPageNumber });
      if (!merged.triggerCondition && other.triggerCondition) merged.triggerCondition = other.triggerCondition;
      merged.systemId ??= other.systemId;
    }
    return merged;
  });
}
