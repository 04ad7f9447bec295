import type { Attachment } from "./composer-draft";

/**
 * What a composer keeps of an unsent message under its `draftKey`: the text, the attached files
 * (uploaded ones with their URL) and the structured-input form's data.
 *
 * @example
 * const draft: StoredDraft = { text: "Summarise the contract", attachments: [], data: { city: "Oslo" } };
 */
export interface StoredDraft {
  readonly text: string;
  readonly attachments: readonly Attachment[];
  /** The form slot's value, kept by {@link useDraftData}; `undefined` when there is none. */
  readonly data?: unknown;
}

/**
 * Where drafts live, one per key (a thread's id). `update` merges, `clear` forgets a key, and a
 * listener hears every change to its key.
 *
 * @example
 * const store = createDraftStore();
 * store.update("thread-42", { text: "Hello" });
 * store.get("thread-42")?.text; // "Hello"
 */
export interface DraftStore {
  /** The draft under `key`, or `undefined` when there is none. */
  get(key: string): StoredDraft | undefined;
  /** Merges `patch` into the draft under `key`; a draft left empty is forgotten. */
  update(key: string, patch: Partial<StoredDraft>): void;
  /** Forgets the draft under `key`. */
  clear(key: string): void;
  /** Calls `listener` after every change to `key`'s draft; returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void;
}

/**
 * Options of {@link createDraftStore}.
 *
 * @example
 * const options: DraftStoreOptions = { storage: sessionStorage, prefix: "my-app-draft:" };
 */
export interface DraftStoreOptions {
  /**
   * Also keep the text and the form data here (JSON), so they survive a reload of the tab:
   * `sessionStorage`, say. Files are never written to it (a `File` lives only in memory). Writes
   * are batched (a quarter second) and flushed when the page is hidden; a full or refusing
   * storage is ignored, the draft stays in memory.
   */
  readonly storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** Storage key prefix. Default `partkit-draft:`. */
  readonly prefix?: string;
}

const empty: StoredDraft = { text: "", attachments: [] };
const isEmpty = (d: StoredDraft) => d.text === "" && d.attachments.length === 0 && d.data === undefined;

/**
 * A draft store in memory (drafts survive a composer's unmount and remount, not a reload), or
 * backed by `storage` for the text and form data.
 *
 * Memory is the default because a draft holds files, which Web Storage cannot keep, and because
 * text written to `sessionStorage` stays readable by every script of the origin until the tab
 * closes: keeping it there is the app's choice.
 *
 * @example
 * // Text and form data survive a reload of the tab; files survive a remount.
 * const drafts = createDraftStore({ storage: sessionStorage });
 * <Composer draftKey={threadId} draftStore={drafts} onSend={send} />
 */
export function createDraftStore({ storage, prefix = "partkit-draft:" }: DraftStoreOptions = {}): DraftStore {
  const drafts = new Map<string, StoredDraft>();
  const listeners = new Map<string, Set<() => void>>();
  const dirty = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    for (const key of dirty) {
      const draft = drafts.get(key);
      try {
        if (!draft || (draft.text === "" && draft.data === undefined)) storage?.removeItem(prefix + key);
        else storage?.setItem(prefix + key, JSON.stringify({ text: draft.text, data: draft.data }));
      } catch {
        // Full, disabled or a value JSON cannot write: the draft stays in memory.
      }
    }
    dirty.clear();
  };
  if (storage && typeof addEventListener === "function") addEventListener("pagehide", flush);

  const fromStorage = (key: string): StoredDraft | undefined => {
    try {
      const raw = storage?.getItem(prefix + key);
      if (!raw) return undefined;
      const parsed = JSON.parse(raw) as { text?: unknown; data?: unknown };
      return { text: typeof parsed.text === "string" ? parsed.text : "", attachments: [], ...(parsed.data !== undefined ? { data: parsed.data } : {}) };
    } catch {
      return undefined;
    }
  };

  const set = (key: string, next: StoredDraft) => {
    if (isEmpty(next)) drafts.delete(key);
    else drafts.set(key, next);
    if (storage) {
      dirty.add(key);
      timer ??= setTimeout(flush, 250);
    }
    for (const listener of listeners.get(key) ?? []) listener();
  };

  return {
    get(key) {
      const held = drafts.get(key);
      if (held || !storage) return held;
      const stored = fromStorage(key);
      if (stored) drafts.set(key, stored);
      return stored;
    },
    update(key, patch) {
      set(key, { ...(this.get(key) ?? empty), ...patch });
    },
    clear(key) {
      set(key, empty);
    },
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
  };
}

/**
 * The store composers use when given a `draftKey` and no `draftStore`: in memory, for the page's
 * life.
 *
 * @example
 * defaultDraftStore.get("thread-42")?.text;
 */
export const defaultDraftStore: DraftStore = /* @__PURE__ */ createDraftStore();
