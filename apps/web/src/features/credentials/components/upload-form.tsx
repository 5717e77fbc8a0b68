// Subir documento: the kind, a name, the insurance's expiry date, and the file (PDF, JPG or PNG up
// to 10 MB; checked here for a quick answer, judged by its content on the server).
import { useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { checkCredentialFile, useUploadCredential } from '../api/credentials';

const text = es.credentials.section;
type Kind = 'seguro' | 'titulacion';
type Errors = Partial<Record<'nombre' | 'caducaEl' | 'file', string>>;

export function UploadForm() {
  const upload = useUploadCredential();
  const [tipo, setTipo] = useState<Kind>('seguro');
  const [nombre, setNombre] = useState('');
  const [caducaEl, setCaducaEl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  // A new key empties the file input after an upload.
  const [fileKey, setFileKey] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!nombre.trim()) found.nombre = `Por favor, completa el campo "${text.nameLabel}".`;
    if (tipo === 'seguro' && !caducaEl) found.caducaEl = 'Indica la fecha de caducidad del seguro.';
    const check = file ? checkCredentialFile(file) : 'missing';
    if (check === 'missing') found.file = text.fileMissing;
    else if (check === 'type') found.file = text.fileType;
    else if (check === 'size') found.file = text.fileTooBig;
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    upload.mutate(
      { tipo, nombre: nombre.trim(), file, ...(tipo === 'seguro' ? { caducaEl } : {}) },
      {
        onSuccess: () => {
          toast.success(text.uploadedTitle, { description: text.uploadedBody });
          setNombre('');
          setCaducaEl('');
          setFile(null);
          setFileKey((key) => key + 1);
        },
        onError: (failure) => toastError(failure, { title: es.common.errorTitle, description: text.uploadFailed }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-xl bg-gray-50 p-4"
      aria-label={text.uploadTitle}
    >
      <h3 className="font-semibold text-gray-900">{text.uploadTitle}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={text.kindLabel} required>
          {(control) => (
            <Select {...control} value={tipo} onChange={(event) => setTipo(event.target.value as Kind)}>
              <option value="seguro">{text.kinds.seguro}</option>
              <option value="titulacion">{text.kinds.titulacion}</option>
            </Select>
          )}
        </Field>
        <Field label={text.nameLabel} required error={errors.nombre}>
          {(control) => (
            <Input
              {...control}
              value={nombre}
              maxLength={120}
              placeholder={text.namePlaceholder}
              onChange={(event) => setNombre(event.target.value)}
            />
          )}
        </Field>
        {tipo === 'seguro' ? (
          <Field label={text.expiryLabel} required error={errors.caducaEl}>
            {(control) => (
              <Input {...control} type="date" value={caducaEl} onChange={(event) => setCaducaEl(event.target.value)} />
            )}
          </Field>
        ) : null}
        <Field label={text.fileLabel} required error={errors.file}>
          {(control) => (
            <Input
              {...control}
              key={fileKey}
              type="file"
              accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
              className="py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
      </div>
      <div>
        <Button type="submit" loading={upload.isPending}>
          <Upload className="size-4" aria-hidden="true" />
          {text.upload}
        </Button>
      </div>
    </form>
  );
}
