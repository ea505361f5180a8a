/**
 * Games in localStorage (`keyValueGameStorage.ts`'s keys) moved into IndexedDB on start: the saves
 * of builds before IndexedDB, and the last-moment copy the page made as it was closed while a write
 * was still under way (`flushNow`). Oldest first and the game to resume last (each write moves the
 * resume pointer); a game the new storage already has is copied only when the old copy is newer
 * (by `updatedAtMs`). Only when every one is copied are the old keys removed, to give localStorage's
 * 5 MB back; a copy that fails (quota) leaves them all for the next start.
 */
import type { GameStorage } from './gameStorage';
import type { KeyValueStore } from './keyValueGameStorage';
import { LEGACY_INDEX_KEY, LEGACY_LAST_KEY, LEGACY_SAVE_PREFIX, keyValueGameList } from './keyValueGameStorage';

export interface MigrationReport {
  readonly copied: number;
  readonly skipped: number;
  readonly failed: number;
}

export async function migrateLocalSaves(kv: KeyValueStore, target: GameStorage): Promise<MigrationReport> {
  let legacy;
  let last: string | null;
  try {
    legacy = keyValueGameList(kv);
    last = kv.getItem(LEGACY_LAST_KEY);
  } catch {
    return { copied: 0, skipped: 0, failed: 0 };
  }
  if (legacy.length === 0 && kv.getItem(LEGACY_INDEX_KEY) === null) return { copied: 0, skipped: 0, failed: 0 };
  const present = new Map((await target.list()).map((m) => [m.id, m.updatedAtMs]));
  const order = [...legacy].reverse().sort((a, b) => (a.id === last ? 1 : 0) - (b.id === last ? 1 : 0));
  let copied = 0;
  let skipped = 0;
  let failed = 0;
  for (const meta of order) {
    if ((present.get(meta.id) ?? -Infinity) >= meta.updatedAtMs) {
      skipped++;
      continue;
    }
    const text = kv.getItem(`${LEGACY_SAVE_PREFIX}${meta.id}`);
    if (text === null) continue;
    const written = await target.write(meta, text);
    if (written.ok) copied++;
    else failed++;
  }
  if (failed === 0) {
    try {
      for (const meta of legacy) kv.removeItem(`${LEGACY_SAVE_PREFIX}${meta.id}`);
      kv.removeItem(LEGACY_INDEX_KEY);
      kv.removeItem(LEGACY_LAST_KEY);
    } catch {
      // Copied but not cleaned: the next start skips them (same ids) and tries again.
    }
  }
  return { copied, skipped, failed };
}
