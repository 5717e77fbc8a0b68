import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { errorDescription } from '../../../lib/api-error';
import { esPublic as es } from '../../../i18n/es-public';
import { useSignOut } from '../api/sign-out';

/** Signs out, clears the cache, goes to /login and scrolls to the top. */
export function useSignOutFlow() {
  const navigate = useNavigate();
  const mutation = useSignOut();
  const signOut = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        navigate('/login', { replace: true });
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      },
      onError: (error) =>
        toast.error(es.toasts.signOutFailed, {
          description: errorDescription(error, es.common.somethingWrong),
        }),
    });
  return { signOut, signingOut: mutation.isPending };
}
