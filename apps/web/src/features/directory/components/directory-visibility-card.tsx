import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { es } from '../../../i18n/es';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useDirectoryVisibility, useSetDirectoryVisibility } from '../api/directory';

/** "Aparecer en el directorio de instructores" (issue 21): on by default, saved at once. */
export function DirectoryVisibilityCard() {
  const text = es.directoryVisibility;
  const visibility = useDirectoryVisibility();
  const save = useSetDirectoryVisibility();
  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6" data-testid="directory-visibility">
      <div>
        <h2 className="text-lg font-semibold text-gray-900">{text.title}</h2>
        <p className="text-sm text-gray-600">{text.hint}</p>
      </div>
      <Switch
        label={text.label}
        checked={visibility.data?.visible ?? true}
        disabled={!visibility.data || save.isPending}
        onCheckedChange={(visible) =>
          save.mutate(visible, {
            onSuccess: () => toast.success(text.saved),
            onError: (error) => toastError(error, { title: es.common.errorTitle, description: text.loadFailed }),
          })
        }
      />
    </Card>
  );
}
