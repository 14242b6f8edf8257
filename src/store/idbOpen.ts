// Opening an IndexedDB store so that the database never blocks (issue 23, item 2): idb-keyval's own
// createStore keeps its connection open for ever and waits for ever. Here the connection is closed as soon
// as another tab asks for a new version or deletes the database (`versionchange`), so that tab is never
// blocked by this one; and every open gives up after OPEN_TIMEOUT_MS with an error (StorageTimeout) that
// db.ts words as a sentence — the caller then plays on unsaved, with the warning and Export.
import type { UseStore } from 'idb-keyval';

/** How long an open may take before the store is reported as not answering. */
const OPEN_TIMEOUT_MS = 4000;

/** The error of an open that did not answer in time (db.ts words it). */
class StorageTimeout extends Error {
  override name = 'StorageTimeout';
}

export function openStore(dbName: string, storeName: string, timeoutMs = OPEN_TIMEOUT_MS): UseStore {
  let dbp: Promise<IDBDatabase> | null = null;

  const open = (): Promise<IDBDatabase> =>
    new Promise<IDBDatabase>((resolve, reject) => {
      let done = false;
      let request: IDBOpenDBRequest;
      try {
        request = indexedDB.open(dbName);
      } catch (e) {
        reject(e);
        return;
      }
      const timer = setTimeout(() => {
        done = true;
        reject(new StorageTimeout(`${dbName} did not open in ${timeoutMs} ms`));
      }, timeoutMs);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(storeName)) request.result.createObjectStore(storeName);
      };
      request.onsuccess = () => {
        clearTimeout(timer);
        const db = request.result;
        // Too late: the caller was told already; never hold a connection nobody uses.
        if (done) return db.close();
        done = true;
        // Another tab upgrades or deletes the database: let it, and open again on the next call.
        db.onversionchange = () => {
          db.close();
          dbp = null;
        };
        db.onclose = () => (dbp = null);
        resolve(db);
      };
      request.onerror = () => {
        clearTimeout(timer);
        done = true;
        reject(request.error ?? new Error(`${dbName} could not be opened`));
      };
    });

  const connection = (): Promise<IDBDatabase> =>
    (dbp ??= open().catch((e: unknown) => {
      dbp = null;
      throw e;
    }));

  return async (txMode, callback) => {
    let db = await connection();
    let tx: IDBTransaction;
    try {
      tx = db.transaction(storeName, txMode);
    } catch (e) {
      // Closed under us (versionchange, or the browser closed it): open once more.
      if ((e as { name?: string }).name !== 'InvalidStateError') throw e;
      dbp = null;
      db = await connection();
      tx = db.transaction(storeName, txMode);
    }
    return callback(tx.objectStore(storeName));
  };
}
