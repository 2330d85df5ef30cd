// Reads an RFC 4180 CSV request body into header names and rows of strings (`NULL` unquoted means null).

export interface CsvTable {
  header: string[];
  rows: Array<Array<string | null>>;
}

export class CsvError extends Error {
  readonly code = 'csv_invalid';
}

function fields(text: string): Array<Array<{ value: string; quoted: boolean }>> {
  const lines: Array<Array<{ value: string; quoted: boolean }>> = [];
  let line: Array<{ value: string; quoted: boolean }> = [];
  let i = 0;
  while (i <= text.length) {
    let value = '';
    let quoted = false;
    if (text[i] === '"') {
      quoted = true;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvError('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        value += text[i];
        i += 1;
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
        value += text[i];
        i += 1;
      }
    }
    line.push({ value, quoted });
    if (i >= text.length) {
      lines.push(line);
      break;
    }
    const ch = text[i];
    if (ch === ',') {
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      lines.push(line);
      line = [];
      if (i >= text.length) break;
    } else {
      throw new CsvError(`unexpected character after a quoted field`);
    }
  }
  return lines;
}

export function parseCsv(text: string): CsvTable {
  const lines = fields(text).filter((l) => !(l.length === 1 && l[0]?.value === '' && !l[0].quoted));
  const [head, ...body] = lines;
  if (!head) throw new CsvError('no header line');
  const header = head.map((f) => f.value);
  const rows = body.map((l) => {
    if (l.length !== header.length) throw new CsvError('All lines must have same number of fields');
    return l.map((f) => (!f.quoted && f.value === 'NULL' ? null : f.value));
  });
  return { header, rows };
}
