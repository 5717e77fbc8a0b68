import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const secret = 'a-secret-used-only-for-unsubscribe-links';
const userId = '0b6f7c1e-5a1d-4c1b-9a53-2f1f8a6d9e01';

describe('unsubscribe tokens', () => {
  it('round-trip the user and the kind', () => {
    const token = signUnsubscribeToken(secret, userId, 'new_message');
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(verifyUnsubscribeToken(secret, token)).toEqual({ userId, kind: 'new_message' });
  });

  it('reject a token signed with another secret', () => {
    expect(verifyUnsubscribeToken('another-secret', signUnsubscribeToken(secret, userId, 'new_applicant'))).toBeNull();
  });

  it('reject a token whose payload was changed to another user or kind', () => {
    const token = signUnsubscribeToken(secret, userId, 'new_applicant');
    const [, mac] = token.split('.');
    const otherKind = Buffer.from(`${userId}:application_accepted`).toString('base64url');
    const otherUser = Buffer.from(`${userId.replace('0b6f', '1b6f')}:new_applicant`).toString('base64url');
    expect(verifyUnsubscribeToken(secret, `${otherKind}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${otherUser}.${mac}`)).toBeNull();
  });

  it('reject malformed tokens', () => {
    const token = signUnsubscribeToken(secret, userId, 'new_message');
    for (const bad of ['', 'abc', `${token}.x`, token.slice(0, -2), `${token.split('.')[0]}.`]) {
      expect(verifyUnsubscribeToken(secret, bad)).toBeNull();
    }
    const unknownKind = `${userId}:new_offer`;
    const forged = signUnsubscribeToken(secret, userId, 'new_message').replace(
      /^[^.]+/,
      Buffer.from(unknownKind).toString('base64url'),
    );
    expect(verifyUnsubscribeToken(secret, forged)).toBeNull();
  });
});
