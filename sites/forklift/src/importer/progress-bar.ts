// A progress bar for the terminal: files done, pages read (how many by OCR) and pages/s, redrawn in place on a TTY
// after every page; one line per file otherwise (a log keeps no redraws).
import type { ImportProgress } from './run-import';

export function progressBar(stream: NodeJS.WriteStream = process.stderr, width = 30): (progress: ImportProgress) => void {
  return ({ done, total, file, pages, ocrPages, pagesPerSecond, fileDone }) => {
    if (!stream.isTTY && !fileDone) return;
    const filled = total === 0 ? width : Math.round((done / total) * width);
    const name = file.length > 40 ? `…${file.slice(-39)}` : file;
    const rate = `${pagesPerSecond >= 10 ? pagesPerSecond.toFixed(0) : pagesPerSecond.toFixed(1)} pages/s`;
    const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} files, ${pages} pages (${ocrPages} OCR), ${rate}  ${name}`;
    if (stream.isTTY)
      stream.write(`\r${line.padEnd(stream.columns ? Math.min(stream.columns - 1, 140) : 140)}${fileDone && done === total ? '\n' : ''}`);
    else stream.write(`${line}\n`);
  };
}
