import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const publicConfigSchema = z.object({
  googleSignIn: z.boolean(),
  contactEmail: z.string(),
  supportEmail: z.string(),
  privacyEmail: z.string(),
  social: z.object({
    instagram: z.string().nullable(),
    facebook: z.string().nullable(),
    linkedin: z.string().nullable(),
  }),
  mapTileUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const getPublicConfig = defineEndpoint({
  method: 'GET',
  path: '/api/config',
  access: 'public',
  response: publicConfigSchema,
});
