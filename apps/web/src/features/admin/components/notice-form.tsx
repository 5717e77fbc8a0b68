import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { NOTICE_MAX, type NoticeAudience } from '@fitcover/contract/admin/notices';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-error';
import { focusField } from '../../../lib/focus-field';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useSendNotice } from '../api/notices';

const audiences: NoticeAudience[] = ['all', 'instructors', 'gyms'];

/** The global notification form: recipients (all / only instructors / only gyms) and a required message. */
export function NoticeForm() {
  const text = es.adminArea.notices;
  const id = useId();
  const messageId = `${id}-mensaje`;
  const [destinatarios, setDestinatarios] = useState<NoticeAudience>('all');
  const [mensaje, setMensaje] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendNotice();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!mensaje.trim()) {
      setError(text.messageMissing);
      toast.error(es.adminArea.common.requiredTitle, { description: text.messageMissing });
      focusField(messageId);
      return;
    }
    send.mutate(
      { destinatarios, mensaje: mensaje.trim() },
      {
        onSuccess: ({ recipientsCount }) => {
          toast.success(text.sentTitle, { description: text.sentDescription(recipientsCount) });
          setMensaje('');
        },
        onError: (failure) => {
          toastError(failure, { title: es.common.errorTitle, description: text.sendFailed });
          if (failure instanceof ApiError && failure.field === 'mensaje') setError(failure.message);
        },
      },
    );
  };

  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-gray-900">{text.formTitle}</h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-5">
        <fieldset>
          <legend className="text-sm font-medium text-gray-800">
            {text.recipients}
            <span aria-hidden="true" className="ml-0.5 text-brand-700">
              *
            </span>
          </legend>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {audiences.map((audience) => (
              <label
                key={audience}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-4 py-2 text-sm text-gray-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-destinatarios`}
                  value={audience}
                  checked={destinatarios === audience}
                  onChange={() => setDestinatarios(audience)}
                  className="size-4 accent-brand-700"
                />
                {text.audience[audience]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          id={messageId}
          label={text.message}
          required
          error={error}
          hint={text.counter(mensaje.length, NOTICE_MAX)}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={NOTICE_MAX}
              placeholder={text.messagePlaceholder}
              value={mensaje}
              onChange={(event) => {
                setMensaje(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <div>
          <Button type="submit" loading={send.isPending} icon={<Send className="size-4" aria-hidden="true" />}>
            {text.send}
          </Button>
        </div>
      </form>
    </Card>
  );
}
