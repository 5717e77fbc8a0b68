import { useSession } from '../../features/auth/api/session';
import { roleHome } from '../../features/auth/lib/role-home';
import { SectionInProgressPage } from './section-in-progress-page';

export function ChatPage() {
  const { data: user } = useSession();
  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-16 sm:px-6">
      <SectionInProgressPage section="chat" backTo={user ? `${roleHome[user.rol]}` : undefined} />
    </div>
  );
}
