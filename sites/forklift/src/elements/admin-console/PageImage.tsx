// The page an extracted code came from, drawn from the manual's PDF (the evidence the operator checks the code
// against), with its text layer below for copying a quote; failures say so in a sentence.
import { useEffect, useRef, useState } from 'react';
import { PortalApiError } from '../../search/portal-api-error';
import type { AdminApi } from './admin-api';
import { adminMessage } from './messages';
import { ErrorNote, Loading } from './ui';

export function PageImage({
  api,
  objectPath,
  pageNumber,
  title,
}: {
  api: AdminApi;
  objectPath: string;
  pageNumber: number;
  title: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');
  useEffect(() => {
    let live = true;
    let close: (() => Promise<void>) | undefined;
    setState('loading');
    void (async () => {
      try {
        const [url, { drawManualPage }] = await Promise.all([api.signedManualUrl(objectPath), import('./page-image')]);
        const canvas = canvasRef.current;
        if (!live || !canvas) return;
        const width = Math.max(240, Math.min(720, boxRef.current?.clientWidth ?? 480));
        const drawn = await drawManualPage(url, pageNumber, canvas, width);
        close = drawn.close;
        canvas.style.width = `${drawn.width}px`;
        canvas.style.height = `${drawn.height}px`;
        if (live) setState('ready');
      } catch (error) {
        if (live) setState(error instanceof PortalApiError ? adminMessage(error) : 'The file could not be read.');
      }
    })();
    return () => {
      live = false;
      void close?.();
    };
  }, [api, objectPath, pageNumber]);
  return (
    <figure className="ac-page" ref={boxRef}>
      {state === 'loading' ? <Loading label={`Drawing page ${pageNumber}…`} /> : null}
      {state !== 'loading' && state !== 'ready' ? <ErrorNote message={`The page could not be drawn. ${state}`} /> : null}
      <canvas
        ref={canvasRef}
        className="ac-page__canvas"
        role="img"
        aria-label={`Page ${pageNumber} of ${title}`}
        hidden={state !== 'ready'}
      />
      <figcaption className="ff-muted">
        {title}, page {pageNumber}
      </figcaption>
    </figure>
  );
}
