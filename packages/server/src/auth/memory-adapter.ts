import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * Keeps the development provider's sessions, interactions, codes and refresh tokens in memory, one
 * store per provider instance. Access tokens are JWTs, so nothing the API checks lives here.
 */
export function memoryAdapterFactory(): new (model: string) => Adapter {
  const store = new Map<string, Entry>();

  function get(key: string): AdapterPayload | undefined {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  function sweep(): void {
    const now = Date.now();
    for (const [key, entry] of store) if (entry.expiresAt <= now) store.delete(key);
  }

  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      if (store.size > 10000) sweep();
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
      store.set(this.key(id), { payload, expiresAt });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return get(this.key(id));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere((payload) => payload.userCode === userCode);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere((payload) => payload.uid === uid);
    }

    async consume(id: string): Promise<void> {
      const payload = get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      store.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key);
    }

    private findWhere(test: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
      const prefix = `${this.model}:`;
      for (const [key] of store) {
        if (!key.startsWith(prefix)) continue;
        const payload = get(key);
        if (payload && test(payload)) return payload;
      }
      return undefined;
    }
  };
}
