import { useRef, type ChangeEvent } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { AVATAR_ACCEPTED_TYPES } from '@fitcover/contract/profiles/profile';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { checkAvatarFile, useDeleteAvatar, useUploadAvatar } from '../api/profile';

type AvatarEditorProps = { hasAvatar: boolean; onChanged: () => void };

/** "Cambiar foto" (file picker, checked before upload) and "Quitar foto". */
export function AvatarEditor({ hasAvatar, onChanged }: AvatarEditorProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const failed = { title: es.avatar.failedTitle, description: es.avatar.failedDescription };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // Picking the same file again must fire change again.
    if (!file) return;
    const check = checkAvatarFile(file);
    if (check === 'type')
      return void toast.error(es.avatar.badTypeTitle, { description: es.avatar.badTypeDescription });
    if (check === 'size') return void toast.error(es.avatar.tooBigTitle, { description: es.avatar.tooBigDescription });
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(es.avatar.updatedTitle);
        onChanged();
      },
      onError: (error) => toastError(error, failed),
    });
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPTED_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFile}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          loading={upload.isPending}
          icon={<Camera className="size-4" aria-hidden="true" />}
        >
          {es.avatar.change}
        </Button>
        {hasAvatar ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast.success(es.avatar.removedTitle);
                  onChanged();
                },
                onError: (error) => toastError(error, failed),
              })
            }
            icon={<Trash2 className="size-4" aria-hidden="true" />}
          >
            {es.avatar.remove}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-gray-500">{es.avatar.hint}</p>
    </div>
  );
}
