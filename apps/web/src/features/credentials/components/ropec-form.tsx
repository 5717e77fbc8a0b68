// The ROPEC or colegiación number (optional; required by law in Catalonia): admin checks it
// against the public register, like a document.
import { useState, type FormEvent } from 'react';
import { ROPEC_MAX } from '@fitcover/contract/trust/credentials';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useSaveRopec } from '../api/credentials';

const text = es.credentials.section;

export function RopecForm() {
  const save = useSaveRopec();
  const [numero, setNumero] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!numero.trim()) {
      setError(`Por favor, completa el campo "${text.ropecLabel}".`);
      return;
    }
    setError(undefined);
    save.mutate(numero.trim(), {
      onSuccess: () => {
        toast.success(text.ropecSavedTitle, { description: text.uploadedBody });
        setNumero('');
      },
      onError: (failure) => toastError(failure, { title: es.common.errorTitle, description: text.ropecFailed }),
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-xl bg-gray-50 p-4"
      aria-label={text.ropecTitle}
    >
      <h3 className="font-semibold text-gray-900">{text.ropecTitle}</h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label={text.ropecLabel} hint={text.ropecHint} error={error} className="flex-1">
          {(control) => (
            <Input
              {...control}
              value={numero}
              maxLength={ROPEC_MAX}
              onChange={(event) => setNumero(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="outline" loading={save.isPending} className="sm:mb-6">
          {text.ropecSave}
        </Button>
      </div>
    </form>
  );
}
