import { toast } from '../../../lib/toast';
import { ReasonConfirmDialog } from '../../../components/reason-confirm-dialog';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useReportConversation } from '../api/chat';

type ReportConversationDialogProps = { partnerId: string; partnerName: string; onClose: () => void };

/** "Reportar conversación": a required reason goes to the moderation queue. */
export function ReportConversationDialog({ partnerId, partnerName, onClose }: ReportConversationDialogProps) {
  const report = useReportConversation(partnerId);
  return (
    <ReasonConfirmDialog
      formId="report-conversation"
      title={es.chat.report}
      subject={partnerName}
      body={es.chat.reportBody}
      keepLabel={es.chat.reportKeep}
      confirmLabel={es.chat.reportConfirm}
      reason={{
        label: es.chat.reportReason,
        required: true,
        placeholder: es.chat.reportPlaceholder,
        missingTitle: es.chat.reportMissingTitle,
        missingMessage: es.chat.reportMissing,
      }}
      pending={report.isPending}
      onClose={onClose}
      onConfirm={(motivo, showFieldError) =>
        report.mutate(motivo ?? '', {
          onSuccess: () => {
            toast.success(es.chat.reportedTitle, { description: es.chat.reportedDescription });
            onClose();
          },
          onError: (error) => {
            showFieldError(error);
            toastError(error, { title: es.common.errorTitle, description: es.chat.reportFailed });
          },
        })
      }
    />
  );
}
