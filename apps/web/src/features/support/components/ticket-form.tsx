import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CircleCheck, Send } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { createTicketSchema } from '@fitcover/contract/support/create-ticket';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { EmailInput, Input, Textarea } from '../../../components/ui/input';
import { errorDescription } from '../../../lib/api-error';
import { es } from '../../../i18n/es';
import { useCreateTicket } from '../api/create-ticket';

type Origin = 'contact' | 'support';
type Values = { nombre: string; email: string; asunto: string; mensaje: string };
type Errors = Partial<Record<keyof Values, string>>;

const empty: Values = { nombre: '', email: '', asunto: '', mensaje: '' };

/** Contact and support forms: both create a stored ticket and show its number. */
export function TicketForm({ origen }: { origen: Origin }) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [ticket, setTicket] = useState<number | null>(null);
  const mutation = useCreateTicket();
  const isContact = origen === 'contact';
  const confirmation = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ticket === null) return;
    confirmation.current?.focus();
    confirmation.current?.scrollIntoView({ block: 'center' });
  }, [ticket]);

  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = isContact
      ? { origen: 'contact' as const, ...values }
      : { origen: 'support' as const, email: values.email, asunto: values.asunto, mensaje: values.mensaje };
    const parsed = createTicketSchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values;
        next[key] ??= issue.message;
      }
      setErrors(next);
      const firstKey = (['nombre', 'email', 'asunto', 'mensaje'] as const).find((key) => next[key]);
      if (firstKey) document.getElementById(`ticket-${firstKey}`)?.focus();
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: ({ numero }) => {
        setTicket(numero);
        setValues(empty);
        toast.success(es.support.sentTitle, { description: es.support.ticketNumber(numero), duration: 3000 });
      },
      onError: (error) =>
        toast.error(es.support.failedTitle, {
          description: errorDescription(error, es.common.somethingWrong),
          duration: 3000,
        }),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {ticket !== null ? (
        <div
          ref={confirmation}
          tabIndex={-1}
          role="status"
          className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          <div>
            <p className="font-semibold">
              {es.support.sentTitle} {es.support.ticketNumber(ticket)}
            </p>
            <p className="mt-0.5">{es.support.sentHint}</p>
          </div>
        </div>
      ) : null}
      {isContact ? (
        <Field id="ticket-nombre" label={es.support.name} required error={errors.nombre}>
          {(control) => (
            <Input {...control} autoComplete="name" required value={values.nombre} onChange={set('nombre')} />
          )}
        </Field>
      ) : null}
      <Field id="ticket-email" label={es.support.email} required error={errors.email}>
        {(control) => <EmailInput {...control} required value={values.email} onChange={set('email')} />}
      </Field>
      <Field id="ticket-asunto" label={es.support.subject} required error={errors.asunto}>
        {(control) => <Input {...control} required value={values.asunto} onChange={set('asunto')} />}
      </Field>
      <Field
        id="ticket-mensaje"
        label={isContact ? es.support.message : es.support.description}
        required
        error={errors.mensaje}
      >
        {(control) => <Textarea {...control} required rows={6} value={values.mensaje} onChange={set('mensaje')} />}
      </Field>
      <Button
        type="submit"
        size="lg"
        loading={mutation.isPending}
        icon={<Send className="size-4" aria-hidden="true" />}
      >
        {isContact ? es.support.send : es.support.sendTicket}
      </Button>
    </form>
  );
}
