import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../features/auth/api/session';
import { roleHome } from '../../features/auth/lib/role-home';
import { ChatView } from '../../features/chat/components/chat-view';
import { PageLoading } from '../../components/ui/page-loading';
import { es } from '../../i18n/es';
import { leaveChat, useGoOnLeavingChat } from '../../lib/last-page';
import { useDocumentMeta } from '../../lib/use-document-meta';

const conversationHref = (partnerId: string) => `/chat?with=${encodeURIComponent(partnerId)}`;

/** /chat and /chat?with={userId} (behind RequireRole: a user is signed in). */
export function ChatPage() {
  useDocumentMeta(es.chat.title);
  const { data: user } = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const selectedId = params.get('with');

  // Choosing a conversation replaces the entry, so closing leaves the chat in one step.
  const onBack = useCallback(() => setParams({}, { replace: true }), [setParams]);
  // Back to where the chat was opened from (lib/last-page.ts), or the area's home.
  const home = user ? roleHome[user.rol] : '/';
  const go = useCallback(
    (to: string | number, options?: { replace?: boolean }) =>
      void (typeof to === 'number' ? navigate(to) : navigate(to, options)),
    [navigate],
  );
  useGoOnLeavingChat(go, home);
  const onClose = () => leaveChat(go, home);

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
