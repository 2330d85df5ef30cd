// The saved manuals' files, kept whole in Cache Storage (the browser's store for responses: no size limit of its own
// beyond the origin's quota, and the bytes are never copied into JavaScript until read).
const FILES_CACHE = 'liftfix-saved-files';

/** Outside a browser (no Cache Storage) nothing is kept there, so there is nothing to read or delete. */
const hasCaches = () => typeof caches !== 'undefined';

const fileKey = (manualId: string) => `/offline-files/manuals/${encodeURIComponent(manualId)}.pdf`;

export async function putSavedFile(manualId: string, bytes: Uint8Array): Promise<void> {
  const cache = await caches.open(FILES_CACHE);
  await cache.put(
    fileKey(manualId),
    new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': 'application/pdf', 'content-length': String(bytes.byteLength) },
    }),
  );
}

export async function readSavedFile(manualId: string): Promise<Uint8Array | null> {
  if (!hasCaches()) return null;
  const cache = await caches.open(FILES_CACHE);
  const response = await cache.match(fileKey(manualId));
  return response ? new Uint8Array(await response.arrayBuffer()) : null;
}

export async function deleteSavedFile(manualId: string): Promise<void> {
  if (!hasCaches()) return;
  const cache = await caches.open(FILES_CACHE);
  await cache.delete(fileKey(manualId));
}

export async function deleteAllSavedFiles(): Promise<void> {
  if (!hasCaches()) return;
  await caches.delete(FILES_CACHE);
}
