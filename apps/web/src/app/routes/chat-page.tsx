import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../features/auth/api/session';
import { roleHome } from '../../features/auth/lib/role-home';
import { ChatView } from '../../features/chat/components/chat-view';
import { PageLoading } from '../../components/ui/page-loading';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

const conversationHref = (partnerId: string) => `/chat?with=${encodeURIComponent(partnerId)}`;

/** /chat and /chat?with={userId} (behind RequireRole: a user is signed in). */
export function ChatPage() {
  useDocumentMeta(es.chat.title);
  const { data: user } = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const selectedId = params.get('with');

  // Choosing a conversation replaces the entry, so closing leaves the chat in one step.
  const onBack = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const onClose = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(user ? roleHome[user.rol] : '/');
  };

  return (
    <div className="mx-auto flex h-dvh max-w-6xl flex-col pt-16 md:px-6 md:pt-20 md:pb-6">
      {/* No user only in the build's static shell (ADR 0025): the chat's frame, waiting. */}
      {user ? (
        <ChatView
          me={{ id: user.id, rol: user.rol }}
          selectedId={selectedId}
          conversationHref={conversationHref}
          onBack={onBack}
          onClose={onClose}
        />
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
