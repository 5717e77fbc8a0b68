import { describe, expect, it } from 'vitest';
import { isLocalEndpoint, isPrivateAddress } from './push-address.ts';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '[::1]',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));
  it.each(['142.250.184.10', '17.57.146.52', '2a00:1450:4003:80b::200a', '172.32.0.1', 'fcm.googleapis.com'])(
    'allows %s',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );
});

describe('isLocalEndpoint', () => {
  it('sees loopback and private literals and local names', () => {
    expect(isLocalEndpoint('https://localhost/x')).toBe(true);
    expect(isLocalEndpoint('https://push.localhost/x')).toBe(true);
    expect(isLocalEndpoint('https://[::1]:8443/x')).toBe(true);
    expect(isLocalEndpoint('https://10.0.0.8/x')).toBe(true);
    expect(isLocalEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isLocalEndpoint('https://web.push.apple.com/QGz')).toBe(false);
  });
});
