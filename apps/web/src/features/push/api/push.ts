import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listPushDevices,
  removePushDevice,
  subscribePush,
  updatePushPreferences,
  type PushPreferences,
  type PushSubscriptionInput,
} from '@fitcover/contract/push/subscriptions';
import {
  getEmailPreferences,
  updateEmailPreferences,
  type EmailPreferences,
} from '@fitcover/contract/notifications/email-preferences';
import type { ResponseOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';

export const pushKeys = {
  all: ['push'] as const,
  devices: () => ['push', 'devices'] as const,
  email: () => ['push', 'email-preferences'] as const,
};

export const pushDevicesQueryOptions = () =>
  queryOptions({
    queryKey: pushKeys.devices(),
    queryFn: ({ signal }) => apiRequest(listPushDevices, { signal }),
  });

export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions());
}

export const emailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: pushKeys.email(),
    queryFn: ({ signal }) => apiRequest(getEmailPreferences, { signal }),
  });

export function useEmailPreferences() {
  return useQuery(emailPreferencesQueryOptions());
}

export function useSubscribeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSubscriptionInput) => apiRequest(subscribePush, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(removePushDevice, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}

export function useSwitchDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<PushPreferences> }) =>
      apiRequest(updatePushPreferences, { params: { id }, body: changes }),
    onSuccess: (saved) =>
      queryClient.setQueryData<ResponseOf<typeof listPushDevices>>(pushKeys.devices(), (data) =>
        data ? { ...data, devices: data.devices.map((device) => (device.id === saved.id ? saved : device)) } : data,
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}

/** The profile's own query shows the same switches: both are refreshed. */
export function useSwitchEmail(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<EmailPreferences>) => apiRequest(updateEmailPreferences, { body: changes }),
    onSuccess: (saved) => queryClient.setQueryData(pushKeys.email(), saved),
    onSettled: onChanged,
  });
}
