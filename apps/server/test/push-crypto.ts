// The browser's side of Web Push encryption, for tests: a subscription's own keys (an ECDH P-256
// pair and a 16-byte auth secret, as a browser makes them) and the decryption of an aes128gcm
// message body (RFC 8188 + RFC 8291) with them. Written against the RFCs with node:crypto only,
// so it checks what our server sends, not what our code believes it sends.
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';

export type TestSubscriber = {
  /** What the browser sends to POST /api/push/subscriptions. */
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
};

export function newSubscriber(): TestSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    ecdh,
    authSecret,
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts one aes128gcm body for `subscriber`; throws if anything does not check out. */
export function decryptAes128gcm(body: Buffer, subscriber: TestSubscriber): string {
  // RFC 8188 §2.1 header: salt(16) | rs(4) | idlen(1) | keyid(idlen); keyid = the server's ECDH public key.
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || serverPublic[0] !== 4)
    throw new Error(`keyid is not an uncompressed P-256 point (${idLength} bytes)`);
  if (record.length > recordSize) throw new Error('more than one record: the payload should fit in one');

  // RFC 8291 §3.3–3.4.
  const ecdhSecret = subscriber.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), serverPublic]);
  const ikm = hkdf(subscriber.authSecret, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
