import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { RESUMABLE_CHUNK_BYTES } from '@academy/shared/admin-limits';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { type DataStore, ERRORS } from '@tus/server';
import type { MediaSettings } from '../../config';
import { localMediaDir } from './storage';

/*
 * Where resumable (tus) uploads keep the bytes received so far: a folder beside local media, or
 * an S3 multipart upload per file in the media bucket (modules/media/resumable.ts runs the
 * uploads' lifecycle).
 */

export const RESUMABLE_FOLDER = 'resumable-uploads';
/** An upload not finished this long after it began is gone (tus expiration: Upload-Expires, 410). */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60_000;
/** Where the partial bytes are, and how to read and drop them, by upload id (the URL's). */
export type ResumableStore = {
  readonly kind: 'local' | 's3';
  /** The tus data store, made on first use (the file store creates its folder at once). */
  datastore(): DataStore;
  /** The tus store's key for an upload id, and back. */
  keyOf(id: string): string;
  idOf(key: string): string | undefined;
  read(id: string): Promise<Readable>;
  /** Removing what is not there is not an error. */
  remove(id: string): Promise<void>;
};

const isNotFound = (error: unknown) =>
  error === ERRORS.FILE_NOT_FOUND || (error as { status_code?: number } | null)?.status_code === 404;

/**
 * S3Store.remove aborts the multipart upload before deleting the objects; a finished upload
 * has none left, and S3Store then stops with "not found" and leaves the file behind.
 */
class S3UploadStore extends S3Store {
  override async remove(key: string): Promise<void> {
    try {
      await super.remove(key);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await this.client.deleteObjects({
        Bucket: this.bucket,
        Delete: {
          Objects: [{ Key: key }, { Key: this.infoKey(key) }, { Key: this.partKey(key, true) }],
        },
      });
      await this.clearCache(key);
    }
  }
}

export function createResumableStore(config: {
  dataDir: string;
  media: Pick<MediaSettings, 'storage' | 's3'>;
}): ResumableStore {
  const s3 = config.media.storage === 's3' ? config.media.s3 : undefined;
  if (s3) {
    const prefix = `${RESUMABLE_FOLDER}/`;
    let store: S3UploadStore | undefined;
    const datastore = () =>
      (store ??= new S3UploadStore({
        // One chunk makes one part: no chunk waits in the bucket as an incomplete `.part`.
        partSize: RESUMABLE_CHUNK_BYTES,
        expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS,
        // Expiry is the media sweep's (media_uploads), not a bucket lifecycle rule on tags.
        useTags: false,
        s3ClientConfig: {
          bucket: s3.bucket,
          region: s3.region,
          ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
          forcePathStyle: s3.forcePathStyle,
          ...(s3.credentials ? { credentials: s3.credentials } : {}),
          // As in s3-storage.ts: several S3-compatible stores refuse the SDK's default checksums.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        },
      }));
    const keyOf = (id: string) => `${prefix}${id}`;
    return {
      kind: 's3',
      datastore,
      keyOf,
      idOf: (key) => (key.startsWith(prefix) ? key.slice(prefix.length) : undefined),
      read: (id) => datastore().read(keyOf(id)),
      async remove(id) {
        try {
          await datastore().remove(keyOf(id));
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
      },
    };
  }

  const directory = path.join(localMediaDir(config.dataDir), RESUMABLE_FOLDER);
  let store: FileStore | undefined;
  const datastore = () =>
    (store ??= new FileStore({ directory, expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS }));
  return {
    kind: 'local',
    datastore,
    keyOf: (id) => id,
    idOf: (key) => key,
    read: async (id) => datastore().read(id),
    async remove(id) {
      // The bytes and the file store's `<id>.json`; neither may exist any more.
      await rm(path.join(directory, id), { force: true });
      await rm(path.join(directory, `${id}.json`), { force: true });
    },
  };
}
