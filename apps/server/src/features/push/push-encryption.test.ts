import { afterAll, describe, expect, it } from 'vitest';
import { decryptAes128gcm, newSubscriber } from '../../../test/push-crypto.ts';
import { createPushEncryptor } from './push-encryption.ts';

const onThreads = createPushEncryptor(2);
const inThisThread = createPushEncryptor(0);
afterAll(() => onThreads.close());

describe('push encryption', () => {
  it('encrypts on worker threads exactly as in this thread: each message for its own subscriber', async () => {
    const subscribers = Array.from({ length: 6 }, () => newSubscriber());
    const requests = await Promise.all(
      subscribers.map((subscriber, i) =>
        (i % 2 ? onThreads : inThisThread).encrypt(
          { endpoint: `https://push.example.test/${i}`, keys: subscriber.keys },
          `Mensaje ${i} ✓`,
          { TTL: 60, urgency: 'high', contentEncoding: 'aes128gcm', headers: { Authorization: 'vapid t=x, k=y' } },
        ),
      ),
    );
    requests.forEach((request, i) => {
      expect(request.endpoint).toBe(`https://push.example.test/${i}`);
      expect(request.headers).toMatchObject({ TTL: 60, Urgency: 'high', Authorization: 'vapid t=x, k=y' });
      expect(decryptAes128gcm(request.body!, subscribers[i]!)).toBe(`Mensaje ${i} ✓`);
    });
  });

  it('refuses keys that cannot encrypt, on a thread as in this one', async () => {
    const broken = { endpoint: 'https://push.example.test/x', keys: { p256dh: 'AAAA', auth: 'AAAA' } };
    const options = { TTL: 60, contentEncoding: 'aes128gcm' as const };
    await expect(onThreads.encrypt(broken, 'Hola', options)).rejects.toThrow();
    await expect(inThisThread.encrypt(broken, 'Hola', options)).rejects.toThrow();
  });
});
