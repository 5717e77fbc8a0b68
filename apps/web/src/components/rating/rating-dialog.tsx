import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api-error';
import { focusField } from '../../lib/focus-field';
import { es } from '../../i18n/es';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Textarea } from '../ui/input';
import { StarRatingInput } from './star-rating-input';

export type RatingInput = { puntuacion: number; comentario: string | undefined };

type RatingDialogProps = {
  /** Who is being rated, and the class (shown under the title). */
  name: string;
  classLine: string;
  pending: boolean;
  onClose: () => void;
  /** Receives the choice and a way to show a server error under the right field. */
  onSubmit: (input: RatingInput, onError: (failure: unknown) => void) => void;
};

const FORM_ID = 'valoracion-form';
const SCORE_NAME = 'valoracion-puntuacion';
const COMMENT_ID = 'valoracion-comentario';

/** Stars (1–5, keyboard-friendly) and an optional comment: rating the other party of a class. */
export function RatingDialog({ name, classLine, pending, onClose, onSubmit }: RatingDialogProps) {
  const [puntuacion, setPuntuacion] = useState<number | null>(null);
  const [comentario, setComentario] = useState('');
  const [errors, setErrors] = useState<{ puntuacion?: string; comentario?: string }>({});
  const text = es.reviews;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (puntuacion === null) {
      setErrors({ puntuacion: text.scoreMissing });
      toast.error(text.missingTitle, { description: text.scoreMissing });
      document.querySelector<HTMLInputElement>(`input[name="${SCORE_NAME}"]`)?.focus();
      return;
    }
    onSubmit({ puntuacion, comentario: comentario.trim() || undefined }, (failure) => {
      if (!(failure instanceof ApiError)) return;
      if (failure.field === 'comentario') {
        setErrors({ comentario: failure.message });
        focusField(COMMENT_ID);
      } else if (failure.field === 'puntuacion') setErrors({ puntuacion: failure.message });
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={text.dialogTitle(name)}
      description={classLine}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {es.common.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} loading={pending} icon={<Send className="size-4" aria-hidden="true" />}>
            {text.submit}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <StarRatingInput
          name={SCORE_NAME}
          value={puntuacion}
          onChange={(value) => {
            setPuntuacion(value);
            setErrors((current) => ({ ...current, puntuacion: undefined }));
          }}
          error={errors.puntuacion}
        />
        <Field id={COMMENT_ID} label={text.commentLabel} error={errors.comentario}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={1000}
              placeholder={text.commentPlaceholder}
              value={comentario}
              onChange={(event) => {
                setComentario(event.target.value);
                setErrors((current) => ({ ...current, comentario: undefined }));
              }}
            />
          )}
        </Field>
        <p className="text-xs text-gray-500">{text.notEditable}</p>
      </form>
    </Dialog>
  );
}
