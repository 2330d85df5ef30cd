// CSV cells quoted as RFC 4180 says, and formula-looking cells defused.
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and ends rows with CRLF', () => {
    expect(toCsv(['email', 'note'], [['a@example.com', 'says "hi", twice\nok']])).toBe(
      'email,note\r\na@example.com,"says ""hi"", twice\nok"\r\n',
    );
  });

  it('defuses cells a spreadsheet would run', () => {
    expect(toCsv(['v'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@sum'], [null], [3]])).toBe(
      'v\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2\r\n\'@sum\r\n\r\n3\r\n',
    );
  });
});
