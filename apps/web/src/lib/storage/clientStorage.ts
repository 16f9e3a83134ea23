/**
 * The values the web app keeps in localStorage (spec §3 "client-stored values"). The password is
 * never stored. Writes notify subscribers so React can follow the token.
 */
export const STORAGE_KEYS = ['token', 'tagList', 'itemList', 'remember', 'userName', 'demoLogin', 'language'] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

type Listener = (key: StorageKey) => void;

export interface KeyValueBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class ClientStorage {
  private readonly listeners = new Set<Listener>();

  constructor(private readonly backend: KeyValueBackend) {}

  get(key: StorageKey): string | null {
    try {
      return this.backend.getItem(key);
    } catch {
      return null;
    }
  }

  set(key: StorageKey, value: string): void {
    try {
      this.backend.setItem(key, value);
    } finally {
      this.emit(key);
    }
  }

  remove(...keys: StorageKey[]): void {
    for (const key of keys) {
      try {
        this.backend.removeItem(key);
      } finally {
        this.emit(key);
      }
    }
  }

  getJson<T>(key: StorageKey, fallback: T): T {
    const raw = this.get(key);
    if (raw === null) return fallback;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return fallback;
    }
  }

  setJson(key: StorageKey, value: unknown): void {
    this.set(key, JSON.stringify(value));
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(key: StorageKey): void {
    for (const listener of this.listeners) listener(key);
  }
}

class MemoryBackend implements KeyValueBackend {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

function defaultBackend(): KeyValueBackend {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Storage disabled (private mode in some WebViews): keep values for this page only.
  }
  return new MemoryBackend();
}

/** The browser's localStorage behind the typed keys above. */
export const clientStorage = new ClientStorage(defaultBackend());
