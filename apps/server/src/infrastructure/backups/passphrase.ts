import { createCipheriv, createDecipheriv, randomBytes, scrypt, type ScryptOptions } from 'node:crypto';
import { type Identity, type Recipient, Stanza } from 'age-encryption';

/*
 * age's passphrase recipient (age-encryption.org/v1, "the scrypt recipient type"), with Node's
 * own scrypt and ChaCha20-Poly1305 instead of typage's JavaScript ones. The same stanza, byte for
 * byte: typage and the `age` command line open what this writes, and this opens what they write.
 * Node's scrypt runs on the thread pool in native code: 0.8 s of CPU for age's work factor where
 * typage's took 1.7 s, and 7 s in a fresh process (`npm run backup`, `npm run restore`) before its
 * JavaScript was compiled, all of it on the event loop.
 */

const STANZA_TYPE = 'scrypt';
const LABEL = 'age-encryption.org/v1/scrypt';
/** age's work factor for new files (2^18), and the highest it accepts in a file it opens. */
const WORK_FACTOR = 18;
const MAX_WORK_FACTOR = 20;
const SALT_BYTES = 16;
const FILE_KEY_BYTES = 16;
const TAG_BYTES = 16;
/** Each file key is wrapped with a key of its own, so the nonce is all zeros (as age's spec says). */
const NONCE = Buffer.alloc(12);

const base64NoPadding = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64').replace(/=+$/, '');

/** age's base64 is canonical and unpadded: anything else is not a valid stanza. */
function decodeBase64NoPadding(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64');
  return base64NoPadding(bytes) === text ? bytes : null;
}

function wrappingKey(passphrase: string, salt: Uint8Array, workFactor: number): Promise<Buffer> {
  const N = 2 ** workFactor;
  const r = 8;
  // scrypt holds 128·N·r bytes (256 MiB at age's work factor); Node refuses above 32 MiB unless told.
  const options: ScryptOptions = { N, r, p: 1, maxmem: 129 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(passphrase, Buffer.concat([Buffer.from(LABEL), salt]), 32, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Encrypts a file to one passphrase. age allows a passphrase stanza only alone in a file. */
export class PassphraseRecipient implements Recipient {
  /** `workFactor` is scrypt's log2 N, as typage's `setScryptWorkFactor` takes it. */
  constructor(
    private readonly passphrase: string,
    private readonly workFactor = WORK_FACTOR,
  ) {}

  async wrapFileKey(fileKey: Uint8Array): Promise<Stanza[]> {
    const salt = randomBytes(SALT_BYTES);
    const key = await wrappingKey(this.passphrase, salt, this.workFactor);
    const cipher = createCipheriv('chacha20-poly1305', key, NONCE, { authTagLength: TAG_BYTES });
    const body = Buffer.concat([cipher.update(fileKey), cipher.final(), cipher.getAuthTag()]);
    return [new Stanza([STANZA_TYPE, base64NoPadding(salt), String(this.workFactor)], body)];
  }
}

/** Opens a file encrypted to a passphrase; null (not an error) when the passphrase is not its own. */
export class PassphraseIdentity implements Identity {
  /**
   * The wrapping keys derived so far, by work factor and salt: a restore reads the archive twice
   * (verify, then restore), and scrypt at age's work factor costs 0.8 s of CPU each time.
   */
  private readonly derived = new Map<string, Promise<Buffer>>();

  constructor(private readonly passphrase: string) {}

  private wrappingKey(salt: Buffer, workFactor: number): Promise<Buffer> {
    const id = `${workFactor} ${salt.toString('hex')}`;
    let key = this.derived.get(id);
    if (!key) {
      key = wrappingKey(this.passphrase, salt, workFactor);
      this.derived.set(id, key);
    }
    return key;
  }

  async unwrapFileKey(stanzas: Stanza[]): Promise<Uint8Array | null> {
    for (const stanza of stanzas) {
      if (stanza.args[0] !== STANZA_TYPE) continue;
      if (stanzas.length !== 1) throw new Error('scrypt recipient is not the only one in the header');
      const [, encodedSalt = '', encodedWorkFactor = ''] = stanza.args;
      const salt = decodeBase64NoPadding(encodedSalt);
      if (
        stanza.args.length !== 3 ||
        !/^[1-9][0-9]*$/.test(encodedWorkFactor) ||
        salt?.length !== SALT_BYTES
      ) {
        throw new Error('invalid scrypt stanza');
      }
      const workFactor = Number(encodedWorkFactor);
      if (workFactor > MAX_WORK_FACTOR) throw new Error('scrypt work factor is too high');
      if (stanza.body.length !== FILE_KEY_BYTES + TAG_BYTES) throw new Error('invalid stanza');
      const key = await this.wrappingKey(salt, workFactor);
      const decipher = createDecipheriv('chacha20-poly1305', key, NONCE, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(stanza.body.subarray(FILE_KEY_BYTES));
      try {
        return new Uint8Array(
          Buffer.concat([decipher.update(stanza.body.subarray(0, FILE_KEY_BYTES)), decipher.final()]),
        );
      } catch {
        return null;
      }
    }
    return null;
  }
}
