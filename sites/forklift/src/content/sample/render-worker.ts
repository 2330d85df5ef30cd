// Worker thread entry: regenerates the (deterministic) sample library and renders every manual's PDF, posting each
// file back as it is done, so the PDFs are drawn on another core while the main thread writes the rows.
import { parentPort } from 'node:worker_threads';
import { optimizeForRangedReading } from '../web-optimize';
import { generateSampleLibrary, renderManual } from './generate';

if (parentPort) {
  const port = parentPort;
  const library = generateSampleLibrary();
  const queue = [...library.manuals].sort((a, b) => b.pages.length - a.pages.length);
  for (const manual of queue) {
    // Stored web-optimised: the viewer reads any page by a few byte ranges.
    const bytes = await optimizeForRangedReading(await renderManual(manual));
    port.postMessage({ id: manual.id, bytes }, [bytes.buffer as ArrayBuffer]);
  }
  port.postMessage({ done: true });
}
