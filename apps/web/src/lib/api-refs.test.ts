import { describe, expect, it } from 'vitest';
import { getSession } from '@fitcover/contract/auth/me';
import { signOut } from '@fitcover/contract/auth/sign-out';
import { getHealth } from '@fitcover/contract/system/health';
import { getPublicConfig } from '@fitcover/contract/system/public-config';
import { getHealthRef, getSessionRef, getPublicConfigRef, signOutRef } from './api-refs';

describe('endpoint references of the shell', () => {
  it('name the same method, path and access as their contract objects', () => {
    for (const [ref, endpoint] of [
      [getSessionRef, getSession],
      [signOutRef, signOut],
      [getHealthRef, getHealth],
      [getPublicConfigRef, getPublicConfig],
    ] as const) {
      expect({ method: ref.method, path: ref.path, access: ref.access }).toEqual({
        method: endpoint.method,
        path: endpoint.path,
        access: endpoint.access,
      });
    }
  });
});
