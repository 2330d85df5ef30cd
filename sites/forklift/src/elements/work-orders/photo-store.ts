// Photos taken without a connection, kept in IndexedDB (local storage holds text only, and too little) until the
// offline queue sends them; a memory store where IndexedDB is missing (tests, private modes that refuse it).

export interface PhotoStore {
  put(key: string, photo: Blob): Promise<void>;
  get(key: string): Promise<Blob | undefined>;
  delete(key: string): Promise<void>;
}

export function memoryPhotoStore(): PhotoStore {
  const photos = new Map<string, Blob>();
  return {
    put: async (key, photo) => void photos.set(key, photo),
    get: async (key) => photos.get(key),
    delete: async (key) => void photos.delete(key),
  };
}

const STORE = 'photos';

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, db: IDBDatabase, mode: IDBTransactionMode): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = run(db.transaction(STORE, mode).objectStore(STORE));
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export function indexedDbPhotoStore(name = 'liftfix-work-order-photos'): PhotoStore {
  if (typeof indexedDB === 'undefined') return memoryPhotoStore();
  let opened: Promise<IDBDatabase> | undefined;
  const db = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    }));
  return {
    put: async (key, photo) => void (await request((s) => s.put(photo, key), await db(), 'readwrite')),
    get: async (key) => (await request<unknown>((s) => s.get(key), await db(), 'readonly')) as Blob | undefined,
    delete: async (key) => void (await request((s) => s.delete(key), await db(), 'readwrite')),
  };
}
