import { useMutation } from '@tanstack/react-query';
import { deleteMyAccount, exportMyData } from '@fitcover/contract/account/account';
import { changePassword } from '@fitcover/contract/auth/email-flows';
import type { BodyOf } from '@fitcover/contract/endpoint';
import { apiRequest } from '../../../lib/api-client';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '../../../lib/api-error';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof changePassword>) => apiRequest(changePassword, { body }),
  });
}

/**
 * The page's `onDeleted` runs from the mutation itself, not from `mutate`'s callbacks: the
 * server also ends the session over the live socket, and the guards may unmount this screen
 * before the answer arrives.
 */
export function useDeleteAccount(onDeleted: () => void) {
  return useMutation({
    mutationFn: (password: string) => apiRequest(deleteMyAccount, { body: { password } }),
    onSuccess: onDeleted,
  });
}

/** Fetches the JSON the server builds and saves it under the server's file name. */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(exportMyData.path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError({ status: 0, code: 'INTERNAL', message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok)
    throw toApiError(
      response.status,
      await response.json().catch(() => undefined),
      response.headers.get('x-request-id'),
    );
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'fitcover-mis-datos.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
