import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ApiError, errorDescription } from '../../../lib/api-error';
import { esSignUpPage as es } from '../../../i18n/es-sign-up';
import { useSignUp } from '../api/sign-up';
import type { AccountType } from '../lib/role-home';
import { emptySignUpForm, type SignUpField, type SignUpFormState } from '../lib/sign-up-form-state';

// The form's checks come with the first edit, not with the page (its JavaScript budget, issue 18).
const loadChecks = () => import('../lib/sign-up-validation');
import { fieldId, SignUpFields } from './sign-up-fields';

const REDIRECT_DELAY_MS = 3000;

type SignUpFormProps = {
  type: AccountType;
  onTypeChange: (type: AccountType) => void;
  /** Geocoding lives in another feature: the page passes it in. */
  onAddressBlur: (address: string) => void;
  locating: boolean;
  locatedCity: string | undefined;
};

export function SignUpForm({ type, onTypeChange, onAddressBlur, locating, locatedCity }: SignUpFormProps) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [form, setForm] = useState<SignUpFormState>(emptySignUpForm);
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const isGym = type === 'gym';

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const update = <K extends SignUpField>(field: K, value: SignUpFormState[K]) => {
    void loadChecks();
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
    const { checkSignUpSchema, toSignUpPayload, validateSignUp } = await loadChecks();
    const failure = validateSignUp(type, form);
    if (failure) return fail(failure.field, failure.title, failure.description);
    const payload = toSignUpPayload(type, form);
    const invalid = await checkSignUpSchema(type, payload);
    if (invalid) return fail(invalid.field, es.signUp.failedTitle, invalid.message);
    signUp.mutate(payload, {
      onSuccess: () => {
        toast.success(es.signUp.successTitle, { description: es.signUp.successDescription });
        setRedirecting(true);
        timer.current = window.setTimeout(() => navigate(`/login?type=${type}`), REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : es.common.somethingWrong;
        toast.error(es.signUp.failedTitle, { description: errorDescription(error, es.common.somethingWrong) });
        if (error instanceof ApiError && error.field)
          setErrors({ [error.field === 'nombre' && isGym ? 'gymName' : error.field]: message });
      },
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <SignUpFields
        type={type}
        onTypeChange={onTypeChange}
        form={form}
        errors={errors}
        update={update}
        onAddressBlur={onAddressBlur}
        locating={locating}
        locatedCity={locatedCity}
        withCredentials
      />

      <Button type="submit" size="lg" loading={signUp.isPending || redirecting}>
        {isGym ? es.signUp.submitGym : es.signUp.submitInstructor}
      </Button>
      <p className="text-center text-sm text-gray-600">
        <Link
          to={`/login?type=${type}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          {es.signUp.haveAccount}
        </Link>
      </p>
    </form>
  );
}
