import { toast } from '../../../lib/toast';
import { REASON_MAX } from '@fitcover/contract/admin/common';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useReactivateUser, useSuspendUser } from '../api/accounts';
import { TextActionDialog } from './text-action-dialog';

/** `motivo` pre-fills the reason (e.g. the moderation alert that led here). */
export type AccountAction = { kind: 'suspend' | 'reactivate'; id: string; nombre: string; motivo?: string };

/** Suspend (reason required) or reactivate (reason optional) a gym or an instructor. */
export function AccountActionDialog({ action, onClose }: { action: AccountAction; onClose: () => void }) {
  const suspend = useSuspendUser();
  const reactivate = useReactivateUser();
  const text = es.adminArea.accounts;
  const suspending = action.kind === 'suspend';
  const common = es.adminArea.common;

  return (
    <TextActionDialog
      title={suspending ? text.suspendTitle : text.reactivateTitle}
      subject={action.nombre}
      body={suspending ? text.suspendBody : text.reactivateBody}
      label={suspending ? common.reason : common.reasonOptional}
      placeholder={common.reasonPlaceholder}
      initialText={action.motivo}
      required={suspending}
      maxLength={REASON_MAX}
      confirmLabel={suspending ? text.suspendConfirm : text.reactivateConfirm}
      tone={suspending ? 'danger' : 'primary'}
      pending={suspend.isPending || reactivate.isPending}
      onClose={onClose}
      onConfirm={(motivo, showError) => {
        const onError = (failure: unknown) => {
          toastError(failure, { title: es.common.errorTitle, description: common.actionFailed });
          showError(failure);
        };
        if (suspending) {
          suspend.mutate(
            { id: action.id, motivo: motivo ?? '' },
            {
              onSuccess: () => {
                toast.success(text.suspendedTitle, { description: text.suspendedDescription(action.nombre) });
                onClose();
              },
              onError,
            },
          );
        } else {
          reactivate.mutate(
            { id: action.id, motivo },
            {
              onSuccess: () => {
                toast.success(text.reactivatedTitle, { description: text.reactivatedDescription(action.nombre) });
                onClose();
              },
              onError,
            },
          );
        }
      }}
    />
  );
}
