// The endpoints every page calls, as references without their zod schemas (see EndpointRef).
import type { getSession } from '@fitcover/contract/auth/me';
import type { signOut } from '@fitcover/contract/auth/sign-out';
import type { getHealth } from '@fitcover/contract/system/health';
import type { getPublicConfig } from '@fitcover/contract/system/public-config';
import { endpointRef } from './api-client';

export const getSessionRef = endpointRef<typeof getSession>({ method: 'GET', path: '/api/session', access: 'public' });
export const signOutRef = endpointRef<typeof signOut>({ method: 'POST', path: '/api/auth/sign-out', access: 'public' });
export const getHealthRef = endpointRef<typeof getHealth>({ method: 'GET', path: '/api/health', access: 'public' });
export const getPublicConfigRef = endpointRef<typeof getPublicConfig>({
  method: 'GET',
  path: '/api/config',
  access: 'public',
});
