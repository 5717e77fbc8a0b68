import { useSession } from '../../features/auth/api/session';
import { MessagesPageView } from '../../features/chat/components/messages-page-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

const conversationHref = (partnerId: string) => `/chat?with=${encodeURIComponent(partnerId)}`;

/** Mensajes of the gym and instructor areas (the area guard guarantees a user). */
export function UserMessagesPage() {
  useDocumentMeta(es.chat.messagesTitle);
  const { data: user } = useSession();
  if (!user) return null;
  return <MessagesPageView me={{ id: user.id, rol: user.rol }} chatHref="/chat" conversationHref={conversationHref} />;
}
