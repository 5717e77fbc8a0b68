import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { es } from '../../../i18n/es';
import { useCompleteProfile } from '../api/complete-profile';
import { roleHome, type AccountType } from '../lib/role-home';
import {
  checkSignUpSchema,
  emptySignUpForm,
  toProfilePayload,
  validateSignUp,
  type SignUpField,
  type SignUpFormState,
} from '../lib/sign-up-validation';
import { Notice } from './notice';
import { fieldId, SignUpFields } from './sign-up-fields';

type CompleteProfileFormProps = {
  /** From Google: the account's e-mail (fixed) and name (a starting value). */
  email: string;
  nombre: string;
  type: AccountType;
  onTypeChange: (type: AccountType) => void;
  onAddressBlur: (address: string) => void;
  locating: boolean;
  locatedCity: string | undefined;
};

/** "Completa tu perfil" after a first Google sign-in: the sign-up form's role fields, no password. */
export function CompleteProfileForm({ email, nombre, type, ...rest }: CompleteProfileFormProps) {
  const navigate = useNavigate();
  const [form, setForm] = useState<SignUpFormState>({ ...emptySignUpForm, nombre });
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const complete = useCompleteProfile((user) => {
    toast.success(es.completeProfile.doneTitle, { description: es.completeProfile.doneDescription });
    navigate(roleHome[user.rol], { replace: true });
  });
  const isGym = type === 'gym';

  const update = <K extends SignUpField>(field: K, value: SignUpFormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const fail = (field: SignUpField, title: string, description: string) => {
    toast.error(title, { description });
    setErrors({ [field]: description });
    document.getElementById(fieldId(field))?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (complete.isPending) return;
    const failure = validateSignUp(type, form, { withCredentials: false });
    if (failure) return fail(failure.field, failure.title, failure.description);
    const payload = toProfilePayload(type, form);
    const invalid = await checkSignUpSchema(type, payload);
    if (invalid) return fail(invalid.field, es.completeProfile.failedTitle, invalid.message);
    complete.mutate(payload, {
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : es.common.somethingWrong;
        toast.error(es.completeProfile.failedTitle, { description: message });
        if (error instanceof ApiError && error.field)
          setErrors({ [error.field === 'nombre' && isGym ? 'gymName' : error.field]: message });
      },
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <Notice tone="info">{es.completeProfile.signedInAs(email)}</Notice>
      <SignUpFields type={type} form={form} errors={errors} update={update} withCredentials={false} {...rest} />
      <Button type="submit" size="lg" loading={complete.isPending}>
        {es.completeProfile.submit}
      </Button>
    </form>
  );
}
