import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter } from 'age-encryption';
import type { BackupEncryptionSettings } from '../../config';
import { BackupDamagedError } from './archive';
import { BackupRefusedError } from './database';
import { PassphraseIdentity, PassphraseRecipient } from './passphrase';

/*
 * An archive holds the JWT secret and every account: whoever reads it can sign in as an admin
 * (issue 25). So it can be encrypted in the age format (age-encryption.org/v1), with typage, the
 * age authors' implementation: the `age` command line opens it too (`age -d -i key.txt
 * ….tar.gz.age | tar -tz`), and an old clear archive is encrypted with `age` alone. The gzipped
 * tar streams through age's STREAM cipher in 64 KiB chunks, so a large archive never sits in
 * memory (decision 012).
 */

/** Encrypted to age public keys (age1…), or with a passphrase (age's scrypt recipient). */
export type BackupEncryption = { recipients: string[] } | { passphrase: string };

/** What may open an encrypted archive: age identities (AGE-SECRET-KEY-1…) and passphrases. */
export type BackupKeys = { identities: string[]; passphrases: string[] };

/** An encrypted archive without the key that opens it: restore says which key to give. */
export class BackupKeyError extends Error {
  override name = 'BackupKeyError';
}

export const ENCRYPTED_SUFFIX = '.age';

const AGE_HEADER = 'age-encryption.org/v1\n';
const ARMORED_HEADER = '-----BEGIN AGE ENCRYPTED FILE-----';
const GZIP_MAGIC = [0x1f, 0x8b];

/** The first line of a passphrase file (a trailing newline is not part of the passphrase). */
async function passphraseFrom(file: string, origin: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new BackupRefusedError(
      `${origin} names ${file}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
    );
  }
  const passphrase = text.split(/\r?\n/)[0] ?? '';
  if (!passphrase)
    throw new BackupRefusedError(
      `${origin} names ${file}, whose first line is empty: write the passphrase there.`,
    );
  return passphrase;
}

/** Checks every public key now, before the database is dumped, so a typo fails in a second. */
function encrypterFor(encryption: BackupEncryption): Encrypter {
  const encrypter = new Encrypter();
  if ('passphrase' in encryption) {
    encrypter.addRecipient(new PassphraseRecipient(encryption.passphrase));
    return encrypter;
  }
  if (encryption.recipients.length === 0) throw new BackupRefusedError('No age public key to encrypt to.');
  for (const recipient of encryption.recipients) {
    try {
      encrypter.addRecipient(recipient);
    } catch {
      throw new BackupRefusedError(
        `"${recipient}" is not an age public key: it starts with age1 (age-keygen prints it, or age-keygen -y key.txt).`,
      );
    }
  }
  return encrypter;
}

/**
 * The encryption a backup uses: `--recipient` / `--passphrase-file` when given, else the
 * configuration (BACKUP_AGE_RECIPIENTS, BACKUP_PASSPHRASE, BACKUP_PASSPHRASE_FILE); undefined for none.
 */
export async function resolveEncryption(
  settings: BackupEncryptionSettings | undefined,
  flags: { recipients?: string[]; passphraseFile?: string } = {},
): Promise<BackupEncryption | undefined> {
  const recipients = flags.recipients ?? [];
  if (recipients.length > 0 && flags.passphraseFile) {
    throw new BackupRefusedError(
      'Give --recipient or --passphrase-file, not both: an age file is encrypted to public keys or to one passphrase.',
    );
  }
  if (recipients.length > 0) return { recipients };
  if (flags.passphraseFile)
    return { passphrase: await passphraseFrom(flags.passphraseFile, '--passphrase-file') };
  if (!settings) return undefined;
  if ('passphraseFile' in settings) {
    return { passphrase: await passphraseFrom(settings.passphraseFile, 'BACKUP_PASSPHRASE_FILE') };
  }
  return settings;
}

/** Checks the encryption's keys without encrypting anything. */
export function checkEncryption(encryption: BackupEncryption): void {
  encrypterFor(encryption);
}

/** The gzipped archive's bytes as an age file. */
export async function encryptedStream(gzipped: Readable, encryption: BackupEncryption): Promise<Readable> {
  const sealed = await encrypterFor(encryption).encrypt(
    Readable.toWeb(gzipped) as ReadableStream<Uint8Array>,
  );
  return Readable.fromWeb(sealed as NodeReadableStream<Uint8Array>);
}

export type ArchiveKind = 'plain' | 'age-recipients' | 'age-passphrase';

/** Tells a clear archive from an age file by its first bytes, without reading further. */
export async function archiveKind(file: string): Promise<ArchiveKind> {
  const handle = await open(file, 'r');
  let start: Buffer;
  try {
    const buffer = Buffer.alloc(256);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    start = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (start[0] === GZIP_MAGIC[0] && start[1] === GZIP_MAGIC[1]) return 'plain';
  const text = start.toString('latin1');
  if (text.startsWith(AGE_HEADER)) {
    // age allows a passphrase (scrypt) stanza only alone, so it is the first one.
    return text.slice(AGE_HEADER.length).startsWith('-> scrypt ') ? 'age-passphrase' : 'age-recipients';
  }
  if (text.startsWith(ARMORED_HEADER)) {
    throw new BackupRefusedError(
      `${file} is an ASCII-armored age file (age -a). Write a binary one instead: age -d … ${file} | age -r age1… -o ${file.replace(/\.asc$/, '')}.age, without -a.`,
    );
  }
  throw new BackupDamagedError('it is neither a gzipped archive nor an age-encrypted one');
}

const missingKey = (file: string, kind: Exclude<ArchiveKind, 'plain'>) =>
  kind === 'age-passphrase'
    ? `${file} is encrypted with a passphrase. Give it with --passphrase-file <file holding it> (or BACKUP_PASSPHRASE / BACKUP_PASSPHRASE_FILE). Nothing was restored.`
    : `${file} is encrypted to age public keys. Give the private key that matches one of them with --identity <key file with its AGE-SECRET-KEY-1… line>. Nothing was restored.`;

/** One identity per passphrase of a key set, so that verify and restore derive its key once. */
const passphraseIdentities = new WeakMap<BackupKeys, PassphraseIdentity[]>();

function passphraseIdentitiesOf(keys: BackupKeys): PassphraseIdentity[] {
  let identities = passphraseIdentities.get(keys);
  if (!identities) {
    identities = keys.passphrases.map((passphrase) => new PassphraseIdentity(passphrase));
    passphraseIdentities.set(keys, identities);
  }
  return identities;
}

/**
 * The archive's gzipped bytes: the file itself, or decrypted as it is read. A missing or wrong
 * key is a BackupKeyError; an age file that was cut or changed is a BackupDamagedError.
 */
export async function openArchive(file: string, keys: BackupKeys): Promise<Readable> {
  const kind = await archiveKind(file);
  if (kind === 'plain') return createReadStream(file);
  const usable = kind === 'age-passphrase' ? keys.passphrases : keys.identities;
  if (usable.length === 0) throw new BackupKeyError(missingKey(file, kind));
  const decrypter = new Decrypter();
  for (const identity of passphraseIdentitiesOf(keys)) decrypter.addIdentity(identity);
  for (const identity of keys.identities) decrypter.addIdentity(identity);
  const input = createReadStream(file);
  let plain: Awaited<ReturnType<Decrypter['decrypt']>>;
  try {
    plain = await decrypter.decrypt(Readable.toWeb(input) as ReadableStream<Uint8Array>);
  } catch (error) {
    input.destroy();
    const message = (error as Error).message;
    if (/no identity matched/.test(message)) {
      throw new BackupKeyError(
        kind === 'age-passphrase'
          ? `The passphrase given does not open ${file}: check it (the first line of the passphrase file). Nothing was restored.`
          : `No key given opens ${file}: it was encrypted to other age public keys. Give the matching private key with --identity. Nothing was restored.`,
      );
    }
    throw new BackupDamagedError(`its age header cannot be read (${message})`);
  }
  return Readable.from(damagedOnError(Readable.fromWeb(plain as NodeReadableStream<Uint8Array>)));
}

/** age authenticates every 64 KiB chunk: a failure past the header means a changed or cut file. */
async function* damagedOnError(plain: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of plain) yield Buffer.from(chunk as Uint8Array);
  } catch (error) {
    throw new BackupDamagedError(
      `it cannot be decrypted (${(error as Error).message}): cut short or changed`,
    );
  } finally {
    plain.destroy();
  }
}

/** The age identities (AGE-SECRET-KEY-1… lines) in an identity file, as `age-keygen -o` writes it. */
export async function identitiesFrom(file: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new BackupKeyError(
      `--identity ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
    );
  }
  const identities = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const checked = new Decrypter();
  for (const identity of identities) {
    try {
      checked.addIdentity(identity);
    } catch {
      throw new BackupKeyError(
        `--identity ${file} holds a line that is not an age private key (AGE-SECRET-KEY-1…): give the file age-keygen wrote.`,
      );
    }
  }
  if (identities.length === 0) {
    throw new BackupKeyError(`--identity ${file} holds no age private key (an AGE-SECRET-KEY-1… line).`);
  }
  return identities;
}

/** The keys restore tries: its flags, and BACKUP_PASSPHRASE / BACKUP_PASSPHRASE_FILE. */
export async function restoreKeys(
  flags: { identityFiles?: string[]; passphraseFile?: string },
  environment: NodeJS.ProcessEnv,
): Promise<BackupKeys> {
  const identities: string[] = [];
  for (const file of flags.identityFiles ?? []) identities.push(...(await identitiesFrom(file)));
  const passphrases: string[] = [];
  const fromFile = async (file: string, origin: string) => {
    try {
      passphrases.push(await passphraseFrom(file, origin));
    } catch (error) {
      throw new BackupKeyError((error as Error).message);
    }
  };
  if (flags.passphraseFile) await fromFile(flags.passphraseFile, '--passphrase-file');
  // Trimmed as the configuration trims it when the backup is made.
  const passphrase = environment['BACKUP_PASSPHRASE']?.trim();
  if (passphrase) passphrases.push(passphrase);
  const passphraseFile = environment['BACKUP_PASSPHRASE_FILE']?.trim();
  if (passphraseFile) await fromFile(passphraseFile, 'BACKUP_PASSPHRASE_FILE');
  return { identities, passphrases };
}
