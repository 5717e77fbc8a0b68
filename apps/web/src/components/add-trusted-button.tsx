import { HeartHandshake } from 'lucide-react';
import { Button } from './ui/button';
import { es } from '../i18n/es';
import { toast } from '../lib/toast';
import { toastError } from '../lib/toast-error';
import { useAddTrusted, useTrustedInstructors } from '../lib/trusted-instructors';

/** "Añadir a Mis instructores" (gym only): on applicant cards, public profiles and past classes. */
export function AddTrustedButton({ instructorId }: { instructorId: string }) {
  const list = useTrustedInstructors();
  const add = useAddTrusted();
  const already = list.data?.items.some((item) => item.id === instructorId) ?? false;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={already || add.isPending}
      icon={<HeartHandshake className="size-4" aria-hidden="true" />}
      onClick={() =>
        add.mutate(instructorId, {
          onSuccess: () => toast.success(es.urgent.trusted.addedToast),
          onError: (error) =>
            toastError(error, { title: es.common.errorTitle, description: es.urgent.trusted.loadFailed }),
        })
      }
    >
      {already ? es.urgent.trusted.added : es.urgent.trusted.add}
    </Button>
  );
}
