/** File drop rules: accept kinds, custom patterns, size limit, single mode, sizes and per-file progress. */
import { describe, expect, it } from 'vitest';
import { acceptPatterns, checkFiles, fileAccepted, formatFileSize } from './file-rules';
import { ACCEPT_KINDS } from './settings';
import { fileProgress, uploadStatus } from './progress';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('file drop rules', () => {
  it('maps every accept kind to patterns', () => {
    expect(ACCEPT_KINDS).toEqual(['any', 'image', 'video', 'audio', 'pdf', 'csv', 'xls', 'doc', 'json', 'custom']);
    expect(acceptPatterns('any')).toEqual([]);
    expect(acceptPatterns('image')).toEqual(['image/*']);
    expect(acceptPatterns('xls')).toContain('.xlsx');
    expect(acceptPatterns('custom', ' .TXT, text/plain ,')).toEqual(['.txt', 'text/plain']);
  });

  it.each([
    ['image', file('cat.png', 'image/png'), true],
    ['image', file('cat.pdf', 'application/pdf'), false],
    ['video', file('clip.mp4', 'video/mp4'), true],
    ['audio', file('song.mp3', 'audio/mpeg'), true],
    ['pdf', file('Manual.PDF', ''), true],
    ['csv', file('rows.csv', 'text/csv'), true],
    ['xls', file('sheet.xlsx', ''), true],
    ['doc', file('letter.docx', ''), true],
    ['doc', file('letter.txt', 'text/plain'), false],
    ['json', file('data.json', 'application/json'), true],
    ['any', file('anything.bin', 'application/octet-stream'), true],
  ] as const)('%s accepts %o: %s', (kind, candidate, expected) => {
    expect(fileAccepted(candidate, acceptPatterns(kind))).toBe(expected);
  });

  it('refuses other types, files over the size limit, and extra files in single mode, with messages', () => {
    const big = file('big.png', 'image/png', 3 * 1024 * 1024);
    const result = checkFiles([file('a.png', 'image/png'), file('b.txt', 'text/plain'), big, file('c.png', 'image/png')], {
      patterns: acceptPatterns('image'),
      maxSizeMb: 2,
      multiple: false,
    });
    expect(result.accepted.map((accepted) => accepted.name)).toEqual(['a.png']);
    expect(result.rejected).toEqual([
      '"b.txt" is not an accepted file type.',
      '"big.png" is larger than 2 MB.',
      'Only one file can be chosen.',
    ]);
    expect(checkFiles([big], { patterns: [], maxSizeMb: 0, multiple: true }).accepted).toEqual([big]);
  });

  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });

  it("splits the upload action's overall progress into each file's", () => {
    expect([0, 1, 2].map((index) => fileProgress(0, index, 3))).toEqual([0, 0, 0]);
    expect([0, 1, 2].map((index) => fileProgress(50, index, 3))).toEqual([100, 50, 0]);
    expect([0, 1, 2].map((index) => fileProgress(100, index, 3))).toEqual([100, 100, 100]);
    expect(fileProgress(40, 0, 1)).toBe(40);
    expect(uploadStatus(0)).toBe('waiting');
    expect(uploadStatus(40)).toBe('uploading');
    expect(uploadStatus(100)).toBe('uploaded');
  });
});
