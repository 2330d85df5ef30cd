// A progress bar for the terminal (redrawn in place on a TTY, one line per file otherwise).
import type { ImportProgress } from './run-import';

export function progressBar(stream: NodeJS.WriteStream = process.stderr, width = 30): (progress: ImportProgress) => void {
  return ({ done, total, file, pages }) => {
    const filled = total === 0 ? width : Math.round((done / total) * width);
    const name = file.length > 40 ? `…${file.slice(-39)}` : file;
    const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} files, ${pages} pages  ${name}`;
    if (stream.isTTY)
      stream.write(`\r${line.padEnd(stream.columns ? Math.min(stream.columns - 1, 120) : 120)}${done === total ? '\n' : ''}`);
    else stream.write(`${line}\n`);
  };
}
