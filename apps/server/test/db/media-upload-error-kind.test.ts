import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { mediaUploads } from '../../src/db/schema/media';
import { outcomeOf } from '../../src/modules/media/resumable';
import { databaseMigratedBefore } from '../support/migrations';

describe('migration 0016 on a store with refused resumable uploads', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(() => handle?.close());

  it('keeps each refusal as the kind of error its status answered', async () => {
    handle = await databaseMigratedBefore('0016');
    const { db } = handle;
    const statuses = [400, 401, 403, 404, 409, 413, 415, 429, 500, 502, 503, 418];
    await db.execute(sql`
      insert into media_uploads (id, policy, filename, size_bytes, status, error_status, error)
      select 'status-' || s, 'media', 'lecture.mp4', 1, 'failed', s, 'Refused with ' || s
      from unnest(${`{${statuses.join(',')}}`}::int[]) s`);
    await db.execute(sql`
      insert into media_uploads (id, policy, filename, size_bytes, status, result)
      values ('stored', 'media', 'lecture.mp4', 1, 'stored', '{}'),
             ('unexplained', 'media', 'lecture.mp4', 1, 'failed', null)`);

    await handle.migrate();

    const rows = await db.select().from(mediaUploads);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.errorKind]))).toEqual({
      'status-400': 'invalid',
      'status-401': 'unauthenticated',
      'status-403': 'forbidden',
      'status-404': 'not-found',
      'status-409': 'conflict',
      'status-413': 'too-large',
      'status-415': 'unsupported-media',
      'status-429': 'rate-limited',
      'status-500': 'failed',
      'status-502': 'upstream-failed',
      'status-503': 'unavailable',
      // A status no kind answers was read back as a failure.
      'status-418': 'failed',
      stored: null,
      unexplained: null,
    });
    const statusColumns = await db.execute(
      sql`select count(*)::int as count from information_schema.columns where table_name = 'media_uploads' and column_name = 'error_status'`,
    );
    expect((statusColumns as unknown as { rows: unknown[] }).rows).toEqual([{ count: 0 }]);

    const refused = rows.find((row) => row.id === 'status-415');
    expect(() => refused && outcomeOf(refused)).toThrow(
      expect.objectContaining({ name: 'UnsupportedMediaError', message: 'Refused with 415' }),
    );
  });
});
