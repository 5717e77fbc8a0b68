/** Public URL of a user's avatar; the version busts caches after each upload. */
export const avatarUrlOf = (userId: string, version: number): string | null =>
  version > 0 ? `/api/avatars/${userId}?v=${version}` : null;
