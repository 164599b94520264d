import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Config, ConfigError } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { BackupDamagedError } from '../../src/infrastructure/backups/archive';
import { createBackup } from '../../src/infrastructure/backups/backup';
import { BackupKeyError, type BackupKeys, restoreKeys } from '../../src/infrastructure/backups/encryption';
import { restoreBackup, verifyBackup, type VerifiedBackup } from '../../src/infrastructure/backups/restore';
import { runCommand } from '../support/commands';
import { backUpDemoStore, type Before, expectSameStore, useScratchFolder } from './backup-fixtures';

/*
 * Issue 25: a backup encrypted with age, to public keys or with a passphrase, holds nothing in
 * clear; the age command line opens it, and the store restores it only with its key; production
 * refuses a clear archive unless told; the encryption settings name a mistake. The other backup
 * tests are in backup-pglite.test.ts and backup-postgres.test.ts: Vitest runs a file on one
 * worker, so the three run side by side, each on a store of its own (backup-fixtures.ts has what
 * they share: this file and backup-pglite.test.ts copy one demo store, made once a run).
 */

const run = promisify(execFile);

const files = useScratchFolder();
const { scratch, folder, configFor, restoreConfig } = files;

// The store encrypted is on the embedded database, so these tests are under backup-pglite.test.ts's
// title.
describe('backup and restore on the embedded database (PGlite)', () => {
  let source: Config;
  let before: Before;
  let archive: string;
  let backup: VerifiedBackup;

  beforeAll(async () => {
    ({ source, before, archive, backup } = await backUpDemoStore(files));
  });

  describe('encrypted with age (issue 25: the archive holds the keys to the store)', () => {
    let identity: string;
    let identityFile: string;
    let recipient: string;
    let encrypted: string;
    const withIdentity = (): BackupKeys => ({ identities: [identity], passphrases: [] });

    beforeAll(async () => {
      identity = await generateIdentity();
      recipient = await identityToRecipient(identity);
      identityFile = scratch(`backup-key-${randomBytes(3).toString('hex')}.txt`);
      await writeFile(identityFile, `# public key: ${recipient}\n${identity}\n`, { mode: 0o600 });
      encrypted = (
        await createBackup(source, { output: folder('encrypted'), encryption: { recipients: [recipient] } })
      ).file;
    });

    it('holds no secret and no email in clear, and the age command line opens it', async () => {
      expect(path.basename(encrypted)).toMatch(/^kalakriti-backup-\S+Z\.tar\.gz\.age$/);
      const clear = gunzipSync(await readFile(archive));
      const sealed = await readFile(encrypted);
      const inClear = [source.jwtSecret, source.mediaSigningSecret, before.credentials.email];
      for (const text of inClear) expect(clear.includes(text), `${text} in the clear archive`).toBe(true);
      for (const text of [...inClear, 'manifest.json', 'pglite-datadir']) {
        expect(sealed.includes(text), `${text} in the encrypted archive`).toBe(false);
      }
      // Operators decrypt without the store: age -d, then tar.
      const { stdout } = await run('sh', ['-c', `age -d -i "${identityFile}" "${encrypted}" | tar -tzf -`]);
      expect(stdout.split('\n')).toEqual(expect.arrayContaining(['secrets/jwt-secret', 'manifest.json']));
    });

    it(
      'restores with the private key: the same store, sign-ins and media links',
      { timeout: 180_000 },
      async () => {
        const verified = await verifyBackup(encrypted, withIdentity());
        expect(verified.kind).toBe('age-recipients');
        expect(verified.secrets.jwtSecret).toBe(source.jwtSecret);
        const target = folder('restored-encrypted');
        await restoreBackup(restoreConfig(target, verified), verified);
        const restarted = configFor(target);
        const database = await openDatabase(restarted);
        try {
          await expectSameStore(restarted, database, before);
        } finally {
          await database.close();
        }
      },
    );

    it(
      'refuses without the key or with another, saying which key to give, and restores nothing (exit code 5)',
      { timeout: 180_000 },
      async () => {
        await expect(verifyBackup(encrypted)).rejects.toThrow(BackupKeyError);
        await expect(verifyBackup(encrypted)).rejects.toThrow(
          /is encrypted to age public keys\. Give the private key that matches one of them with --identity/,
        );
        const other = await generateIdentity();
        await expect(verifyBackup(encrypted, { identities: [other], passphrases: [] })).rejects.toThrow(
          /No key given opens .*encrypted to other age public keys/,
        );
        const otherFile = scratch('other-key.txt');
        await writeFile(otherFile, `${other}\n`);
        const target = folder('not-restored');
        for (const args of [[encrypted], [encrypted, '--identity', otherFile]]) {
          const cli = await runCommand('restore', args, { DATA_DIR: target });
          expect(cli.code, cli.stderr).toBe(5);
          expect(cli.stderr).toMatch(/^Restore failed: .*--identity.*Nothing was restored\.\n$/);
          expect(cli.stderr).not.toMatch(/\n\s+at /);
        }
        expect(existsSync(target)).toBe(false);
        const checked = await runCommand('restore', [encrypted, '--check', '--identity', identityFile], {});
        expect(checked.code, checked.stderr).toBe(0);
        expect(checked.stdout).toContain('Encrypted: age, to public keys');
      },
    );

    it('refuses a changed or cut encrypted archive as damaged', async () => {
      const bytes = await readFile(encrypted);
      const changed = Buffer.from(bytes);
      const middle = Math.floor(changed.length / 2);
      changed[middle] = (changed[middle] ?? 0) ^ 0x01;
      const changedFile = scratch('changed.tar.gz.age');
      await writeFile(changedFile, changed);
      await expect(verifyBackup(changedFile, withIdentity())).rejects.toThrow(
        /is damaged: it cannot be decrypted.*Nothing was restored/,
      );
      const cutFile = scratch('cut.tar.gz.age');
      await writeFile(cutFile, bytes.subarray(0, middle));
      await expect(verifyBackup(cutFile, withIdentity())).rejects.toThrow(BackupDamagedError);
    });

    it('opens an old clear archive once the age command line has encrypted it', async () => {
      const sealed = `${archive}.age`;
      await run('age', ['-r', recipient, '-o', sealed, archive]);
      const verified = await verifyBackup(sealed, withIdentity());
      expect(verified.manifest).toEqual(backup.manifest);
    });

    it(
      'encrypts with a passphrase file, and restores only with that passphrase',
      { timeout: 180_000 },
      async () => {
        const passphraseFile = scratch('backup-passphrase');
        await writeFile(passphraseFile, 'correct horse battery staple lantern\n', { mode: 0o600 });
        const output = folder('passphrase');
        const made = await runCommand('backup', ['--output', output], {
          DATA_DIR: source.dataDir,
          BACKUP_PASSPHRASE_FILE: passphraseFile,
        });
        expect(made.code, made.stderr).toBe(0);
        expect(made.stdout).toContain('Encrypted: age, with a passphrase');
        const [name] = readdirSync(output);
        const file = path.join(output, name ?? '');
        expect(name).toMatch(/\.tar\.gz\.age$/);
        expect((await readFile(file)).includes(source.jwtSecret)).toBe(false);

        await expect(verifyBackup(file, withIdentity())).rejects.toThrow(
          /is encrypted with a passphrase\. Give it with --passphrase-file/,
        );
        const wrong = await runCommand('restore', [file, '--check'], { BACKUP_PASSPHRASE: 'wrong horse' });
        expect(wrong.code).toBe(5);
        expect(wrong.stderr).toMatch(
          /^Restore failed: The passphrase given does not open .*Nothing was restored\.\n$/,
        );

        const keys = await restoreKeys({ passphraseFile }, {});
        const verified = await verifyBackup(file, keys);
        expect(verified.kind).toBe('age-passphrase');
        const target = folder('restored-passphrase');
        await restoreBackup(restoreConfig(target, verified), verified);
        expect(configFor(target).jwtSecret).toBe(source.jwtSecret);
      },
    );

    it(
      'in production, refuses a clear archive unless --unencrypted, saying how to encrypt (exit code 3)',
      { timeout: 180_000 },
      async () => {
        const production = { ...source, env: 'production' as const };
        const output = folder('production');
        await expect(createBackup(production, { output })).rejects.toThrow(
          /production writes it encrypted\. Set BACKUP_AGE_RECIPIENTS .*or run again with --unencrypted/,
        );
        expect(existsSync(output) ? readdirSync(output) : []).toEqual([]);
        const clear = await createBackup(production, { output, unencrypted: true });
        expect(clear.file).toMatch(/\.tar\.gz$/);

        const environment = {
          NODE_ENV: 'production',
          DATA_DIR: folder('production-data'),
          DATABASE_URL: 'postgres://store:secret@127.0.0.1:1/store',
          PUBLIC_URL: 'https://kalakriti.academy',
          SMTP_URL: 'smtp://store:secret@127.0.0.1:1',
          JWT_SECRET: 'Xq7vR2mK9pLw4sTz8nBc3yHd6fJg1aUe5oWi0kVr8tNb2xMq',
          MEDIA_SIGNING_SECRET: 'Pz4tW8nQ2vLk6sRy0mBx5cHf9jDg3aTe7oUi1kXr5wNb8zMq',
          RAZORPAY_KEY_ID: 'rzp_live_Kalakriti2026',
          RAZORPAY_KEY_SECRET: 'live-key-secret-from-the-razorpay-dashboard',
          GSTIN: '27AAKCK4821M1Z4',
          PG_DUMP_PATH: scratch('missing', 'pg_dump'),
        };
        const refused = await runCommand('backup', ['--output', output], environment);
        expect(refused.code).toBe(3);
        expect(refused.stderr).toMatch(/^Backup refused: .*BACKUP_AGE_RECIPIENTS.*--unencrypted/);
        expect(refused.stderr).not.toMatch(/\n\s+at /);
        // --unencrypted gets past the refusal, to the next step: here a pg_dump that is not installed.
        const allowed = await runCommand('backup', ['--output', output, '--unencrypted'], environment);
        expect(allowed.stderr).toContain('pg_dump was not found');
      },
    );
  });
});

describe('the backup encryption settings', () => {
  it('take age public keys, or one passphrase, and name a mistake', () => {
    const dataDir = scratch('settings');
    const two =
      'age1cmjspwl70m7phhf7dg2jrghd73mjehpffclt8nshs7dzma6vp4qqfsx6n0 age1zvkyg2lqzraa2lnjvqej32nkuu0ues2s82hzrye869xeexvn73equnujwj';
    expect(configFor(dataDir, { BACKUP_AGE_RECIPIENTS: two }).backups.encryption).toEqual({
      recipients: two.split(' '),
    });
    expect(configFor(dataDir, { BACKUP_PASSPHRASE_FILE: 'pass.txt' }).backups.encryption).toEqual({
      passphraseFile: path.resolve('pass.txt'),
    });
    expect(configFor(dataDir).backups.encryption).toBeUndefined();
    expect(() => configFor(dataDir, { BACKUP_AGE_RECIPIENTS: 'AGE-SECRET-KEY-1ABC' })).toThrow(
      /BACKUP_AGE_RECIPIENTS holds "AGE-SECRET-KEY-1ABC", which is not an age public key/,
    );
    expect(() => configFor(dataDir, { BACKUP_AGE_RECIPIENTS: two, BACKUP_PASSPHRASE: 'words' })).toThrow(
      ConfigError,
    );
  });
});
