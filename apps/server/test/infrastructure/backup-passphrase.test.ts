import { Decrypter, Encrypter } from 'age-encryption';
import { describe, expect, it } from 'vitest';
import { PassphraseIdentity, PassphraseRecipient } from '../../src/infrastructure/backups/passphrase';

/*
 * A backup encrypted with a passphrase is an age file that age's own implementations open, and the
 * store opens theirs (issue 25), now that the scrypt stanza is made with Node's scrypt (issue 27).
 * typage, the age authors' JavaScript implementation, stands for them: the `age` command line
 * reads a passphrase only from a terminal. Its JavaScript scrypt takes seconds at age's work
 * factor, so the files exchanged with it use a small one; the store's own default is checked apart.
 */

const PASSPHRASE = 'correct horse battery staple lantern';
const SMALL_WORK_FACTOR = 10;
const plain = new TextEncoder().encode('the archive of the academy store');

const header = (file: Uint8Array) => new TextDecoder('latin1').decode(file.subarray(0, 120)).split('\n');

async function sealedByStore(passphrase: string, workFactor?: number) {
  const encrypter = new Encrypter();
  encrypter.addRecipient(new PassphraseRecipient(passphrase, workFactor));
  return encrypter.encrypt(plain);
}

function openedByStore(file: Uint8Array, passphrase: string) {
  const decrypter = new Decrypter();
  decrypter.addIdentity(new PassphraseIdentity(passphrase));
  return decrypter.decrypt(file);
}

describe('a passphrase-encrypted age file', () => {
  it("is written with age's work factor, 2^18, in a scrypt stanza of its own, and opened again", async () => {
    const sealed = await sealedByStore(PASSPHRASE);
    const [version, stanza] = header(sealed);
    expect(version).toBe('age-encryption.org/v1');
    expect(stanza).toMatch(/^-> scrypt [A-Za-z0-9+/]{22} 18$/);
    expect(await openedByStore(sealed, PASSPHRASE)).toEqual(plain);
  });

  it("opens in typage, the age authors' implementation, with the passphrase and not without it", async () => {
    const sealed = await sealedByStore(PASSPHRASE, SMALL_WORK_FACTOR);
    const theirs = new Decrypter();
    theirs.addPassphrase(PASSPHRASE);
    expect(await theirs.decrypt(sealed)).toEqual(plain);
    const wrong = new Decrypter();
    wrong.addPassphrase('another passphrase');
    await expect(wrong.decrypt(sealed)).rejects.toThrow(/no identity matched/);
  });

  it('opens what typage wrote, and tells a wrong passphrase from a broken file', async () => {
    const theirs = new Encrypter();
    theirs.setPassphrase(PASSPHRASE);
    theirs.setScryptWorkFactor(SMALL_WORK_FACTOR);
    const sealed = await theirs.encrypt(plain);
    expect(await openedByStore(sealed, PASSPHRASE)).toEqual(plain);
    await expect(openedByStore(sealed, 'another passphrase')).rejects.toThrow(/no identity matched/);

    const identity = new PassphraseIdentity(PASSPHRASE);
    const [stanza] = await new PassphraseRecipient(PASSPHRASE, SMALL_WORK_FACTOR).wrapFileKey(
      new Uint8Array(16),
    );
    if (!stanza) throw new Error('no stanza written');
    const changed = (args: string[], body = stanza.body) => identity.unwrapFileKey([{ args, body }]);
    expect(await changed(stanza.args)).toEqual(new Uint8Array(16));
    await expect(changed(['scrypt', stanza.args[1] ?? '', '21'])).rejects.toThrow(
      'scrypt work factor is too high',
    );
    await expect(changed(['scrypt', `${stanza.args[1]}==`, '10'])).rejects.toThrow('invalid scrypt stanza');
    await expect(changed(['scrypt', stanza.args[1] ?? '', '010'])).rejects.toThrow('invalid scrypt stanza');
    await expect(changed(stanza.args, stanza.body.subarray(1))).rejects.toThrow('invalid stanza');
    await expect(identity.unwrapFileKey([stanza, stanza])).rejects.toThrow('not the only one');
    expect(await identity.unwrapFileKey([{ args: ['X25519', 'key'], body: stanza.body }])).toBeNull();
  });
});
