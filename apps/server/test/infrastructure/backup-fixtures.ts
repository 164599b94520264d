import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { orders } from '../../src/db/schema/orders';
import { seedDemo } from '../../src/db/seed';
import { createBackup } from '../../src/infrastructure/backups/backup';
import { verifyBackup, type VerifiedBackup } from '../../src/infrastructure/backups/restore';
import { bearer, registerAndLogin, type Credentials } from '../support/app';
import { fillWithMigratedPglite } from '../support/database';
import { type Figures, keptFigures, recomputedFigures } from '../support/figures';
import { sharedDemoStore } from './shared-demo-store';

/*
 * What the backup tests share (issue 13, part 7: a backup restored into a fresh folder serves the
 * same store, decision 012): a scratch folder, the store's configuration in it, a demo store to
 * back up, and the check that a restored store serves the same. The tests are in three files
 * (backup-pglite, backup-age, backup-postgres) because Vitest runs a file on one worker: as one
 * file, the slowest of the suite, they ran alone at the end of it; apart, they run side by side.
 */

/** What the store served before the backup, to be served the same after the restore. */
export type Before = {
  credentials: Credentials;
  token: string;
  catalogue: unknown;
  /** A lecture video's signed link, made with the backed-up media signing secret. */
  videoUrl: string;
  videoBytes: Buffer;
  /** The dashboard's figures (issue 15): data in the backup, still kept by their triggers after it. */
  figures: Figures;
};

/** Two orders paid on different India days, one refunded, and a search, so every figure has something in it. */
async function addOrdersAndSearches(app: App, userId: string) {
  const placed = (amountPaise: number, status: 'paid' | 'refunded', paidAt: string) => ({
    userId,
    kind: 'course' as const,
    status,
    gateway: 'sandbox' as const,
    subtotalPaise: amountPaise,
    amountPaise,
    paidAt: new Date(paidAt),
  });
  await app.db
    .insert(orders)
    .values([
      placed(199_900, 'paid', '2026-03-01T10:00:00+05:30'),
      placed(49_900, 'paid', '2026-03-02T00:10:00+05:30'),
      placed(99_900, 'refunded', '2026-03-02T12:00:00+05:30'),
    ]);
  const searched = await app.inject({
    method: 'POST',
    url: '/api/search/record',
    payload: { query: 'Photoshop' },
  });
  expect(searched.statusCode).toBe(201);
}

export async function fillStore(config: Config, database: DatabaseHandle): Promise<Before> {
  const app = await buildApp({ config, db: database.db });
  try {
    await app.ready();
    await seedDemo(database.db, { storage: app.storage, signer: app.mediaSigner });
    const { token, credentials, user } = await registerAndLogin(app);
    await addOrdersAndSearches(app, user._id);
    const figures = await keptFigures(database.db);
    expect(figures).toEqual(await recomputedFigures(database.db));
    expect(figures.revenueDays).toEqual({
      '2026-03-01': { paise: 199_900, orders: 1 },
      '2026-03-02': { paise: 49_900, orders: 1 },
    });
    const catalogue = (await app.inject({ method: 'GET', url: '/api/student/course/get?limit=100' })).json();
    let videoId: string | undefined;
    for await (const { publicId } of app.storage.list())
      if (publicId.startsWith('video_')) videoId ??= publicId;
    const videoUrl = app.mediaSigner.signedUrl(videoId ?? '', 3600);
    const video = await app.inject({ method: 'GET', url: videoUrl });
    expect(video.statusCode).toBe(200);
    return { credentials, token, catalogue, videoUrl, videoBytes: video.rawPayload, figures };
  } finally {
    await app.close();
  }
}

/** The restored store, started as a server would be (secrets from its DATA_DIR), answers as before. */
export async function expectSameStore(config: Config, database: DatabaseHandle, before: Before) {
  const app = await buildApp({ config, db: database.db });
  try {
    await app.ready();
    const catalogue = await app.inject({ method: 'GET', url: '/api/student/course/get?limit=100' });
    expect(catalogue.json()).toEqual(before.catalogue);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: before.credentials.email, password: before.credentials.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/check-auth',
      headers: bearer(before.token),
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ data: { user: { email: before.credentials.email } } });
    const video = await app.inject({ method: 'GET', url: before.videoUrl });
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.equals(before.videoBytes)).toBe(true);
    expect(await keptFigures(database.db)).toEqual(before.figures);
    const { user } = await registerAndLogin(app);
    await addOrdersAndSearches(app, user._id);
    expect(await keptFigures(database.db)).toEqual(await recomputedFigures(database.db));
    expect((await keptFigures(database.db)).revenueDays['2026-03-01']).toEqual({
      paise: 2 * 199_900,
      orders: 2,
    });
  } finally {
    await app.close();
  }
}

/**
 * A scratch folder for the calling test file, made before its tests and removed after them, and
 * the store's configuration in it. Each file calls it at its top level: the server project's
 * workers keep this module from one file to the next (isolate: false), so hooks registered at this
 * module's own top level would run for a worker's first file only. Its paths are read inside hooks
 * and tests only.
 */
export function useScratchFolder() {
  let root: string | undefined;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'academy-backup-'));
  });
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });
  /** A path in the scratch folder. */
  const scratch = (...names: string[]) => {
    if (!root) throw new Error('The scratch folder is made in beforeAll: read its paths in a hook or test');
    return path.join(root, ...names);
  };

  /** The store's configuration on `dataDir`; secrets unset unless given, so they live in DATA_DIR as in development. */
  const configFor = (dataDir: string, environment: Record<string, string | undefined> = {}): Config =>
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: scratch('no-web-dist'),
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      JOB_WORKER: 'false',
      ...environment,
    });

  return {
    scratch,
    /** A path in the scratch folder no other test uses. */
    folder: (name: string) => scratch(`${name}-${randomBytes(3).toString('hex')}`),
    configFor,
    /** The configuration `npm run restore` uses: the backup's secrets stand in for unset variables. */
    restoreConfig: (dataDir: string, backup: VerifiedBackup, environment: Record<string, string> = {}) =>
      configFor(dataDir, {
        JWT_SECRET: backup.secrets.jwtSecret,
        MEDIA_SIGNING_SECRET: backup.secrets.mediaSigningSecret,
        ...environment,
      }),
  };
}

/** `Before` as JSON, for the copy of the demo store another test file makes (shared-demo-store.ts). */
type SharedBefore = Omit<Before, 'videoBytes'> & { videoBytes: string };

/**
 * A demo store on the embedded database, filled by `fillStore`, and its clear archive, verified:
 * what the PGlite and age files back up and restore, each in folders of its own. The store and
 * archive are made once a run and copied to the other file (shared-demo-store.ts).
 */
export async function backUpDemoStore({ configFor, folder }: ReturnType<typeof useScratchFolder>) {
  const dataDir = folder('source');
  const backups = folder('backups');
  const make = async () => {
    const source = configFor(dataDir);
    await fillWithMigratedPglite(source.dataDir);
    const database = await openDatabase(source);
    let before: Before;
    try {
      await database.migrate();
      before = await fillStore(source, database);
    } finally {
      await database.close();
    }
    const archive = (await createBackup(source, { output: backups })).file;
    const extra: SharedBefore = { ...before, videoBytes: before.videoBytes.toString('base64') };
    return { archive, extra };
  };
  const { archive, extra } = await sharedDemoStore({ dataDir, backups }, make);
  const before: Before = { ...extra, videoBytes: Buffer.from(extra.videoBytes, 'base64') };
  return { source: configFor(dataDir), before, archive, backup: await verifyBackup(archive) };
}
