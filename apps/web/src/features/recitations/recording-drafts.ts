/**
 * Recordings not sent yet, kept in the browser's IndexedDB so that leaving the page, a reload or
 * a closed tab never loses what the learner recited (decision 0107). One draft per profile,
 * class and range being repeated; the server's "sent" answer deletes it. Where IndexedDB is
 * unavailable (a private window), nothing is kept and nothing fails.
 */
export interface RecordingDraft {
  blob: Blob;
  surah: number;
  fromAyah: number;
  toAyah: number;
  note: string;
}

const databaseName = 'academy-recordings';
const storeName = 'drafts';

function openDrafts(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

/** Runs one request on the drafts store; undefined when the browser keeps nothing. */
async function withStore<T>(
  mode: IDBTransactionMode,
  ask: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  try {
    const database = await openDrafts();
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = ask(database.transaction(storeName, mode).objectStore(storeName));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });
    } finally {
      database.close();
    }
  } catch {
    return undefined;
  }
}

export const draftKey = (profileId: string, classId: string, repeatOf?: string) =>
  `${profileId}:${classId}:${repeatOf ?? 'new'}`;

/** The draft kept under `key`, if any (IndexedDB answers undefined for none). */
export const loadDraft = (key: string) =>
  withStore('readonly', (store) => store.get(key) as IDBRequest<RecordingDraft | undefined>);

export const saveDraft = (key: string, draft: RecordingDraft) =>
  withStore('readwrite', (store) => store.put(draft, key));

export const deleteDraft = (key: string) => withStore('readwrite', (store) => store.delete(key));
