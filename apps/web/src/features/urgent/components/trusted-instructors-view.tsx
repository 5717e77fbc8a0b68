import { HeartHandshake, UserMinus } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { es } from '../../../i18n/es';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useRemoveTrusted, useTrustedInstructors } from '../../../lib/trusted-instructors';

type Props = { profileHref: (instructorId: string) => string };

/** Mis instructores (DECISIONS §15): the gym's trusted list, with Quitar. */
export function TrustedInstructorsView({ profileHref }: Props) {
  const text = es.urgent.trusted;
  const list = useTrustedInstructors();
  const remove = useRemoveTrusted();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{text.title}</h1>
        <p className="mt-1 text-sm text-gray-600">{text.subtitle}</p>
      </div>
      {list.isPending ? (
        <Spinner label={text.title} />
      ) : list.isError ? (
        <p className="text-sm text-red-700">{text.loadFailed}</p>
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={<HeartHandshake className="size-8" aria-hidden="true" />}>{text.empty}</EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={text.title}>
          {list.data.items.map((item) => (
            <li key={item.id}>
              <Card className="flex items-center gap-3 p-4" data-testid="trusted-instructor">
                <Avatar name={item.nombre} src={item.avatarUrl} size="md" />
                <div className="min-w-0 flex-1">
                  <a href={profileHref(item.id)} className="font-semibold break-words text-gray-900 hover:underline">
                    {item.nombre}
                  </a>
                  <p className="text-sm text-gray-600">
                    {[item.ciudad, item.especialidades.join(', ')].filter(Boolean).join(' · ')}
                  </p>
                  <p className="text-xs text-gray-500">{text.since(formatDate(item.desde))}</p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={text.removeLabel(item.nombre)}
                  disabled={remove.isPending}
                  icon={<UserMinus className="size-4" aria-hidden="true" />}
                  onClick={() =>
                    remove.mutate(item.id, {
                      onSuccess: () => toast.success(text.removedToast),
                      onError: (error) =>
                        toastError(error, { title: es.common.errorTitle, description: text.loadFailed }),
                    })
                  }
                >
                  {text.remove}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
