import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AVATAR_ACCEPTED_TYPES,
  AVATAR_MAX_BYTES,
  avatarUploadPath,
  deleteAvatar,
  getOwnProfile,
  updateGymProfile,
  updateInstructorProfile,
  type OwnProfile,
  type UpdateGymProfileInput,
  type UpdateInstructorProfileInput,
} from '@fitcover/contract/profiles/profile';
import { apiRequest } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';

export const profileKeys = { own: () => ['profile', 'own'] as const };

export const ownProfileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.own(), queryFn: ({ signal }) => apiRequest(getOwnProfile, { signal }) });

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}

function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profile: OwnProfile) => queryClient.setQueryData(profileKeys.own(), profile);
}

export function useUpdateGymProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (body: UpdateGymProfileInput) => apiRequest(updateGymProfile, { body }),
    onSuccess: store,
  });
}

export function useUpdateInstructorProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (body: UpdateInstructorProfileInput) => apiRequest(updateInstructorProfile, { body }),
    onSuccess: store,
  });
}

export type AvatarCheck = 'ok' | 'type' | 'size';

/** Client-side check before uploading (the server re-encodes and checks again). */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarCheck {
  if (!(AVATAR_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > AVATAR_MAX_BYTES ? 'size' : 'ok';
}

const avatarResponse = z.object({ avatarUrl: z.string() });

/** The avatar travels as the raw request body, not JSON, so it bypasses apiRequest. */
function uploadAvatar(file: File): Promise<{ avatarUrl: string }> {
  return uploadFile('PUT', avatarUploadPath, file, file.type, avatarResponse);
}

function useSetAvatar() {
  const queryClient = useQueryClient();
  return (avatarUrl: string | null) =>
    queryClient.setQueryData<OwnProfile>(profileKeys.own(), (profile) =>
      profile ? { ...profile, avatarUrl } : profile,
    );
}

export function useUploadAvatar() {
  const setAvatar = useSetAvatar();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: ({ avatarUrl }) => setAvatar(avatarUrl) });
}

export function useDeleteAvatar() {
  const setAvatar = useSetAvatar();
  return useMutation({ mutationFn: () => apiRequest(deleteAvatar), onSuccess: () => setAvatar(null) });
}
