import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { accountTypeFromParam, type AccountType } from '../../features/auth/lib/role-home';
import { useAddressGeocoding } from '../../features/geo/lib/use-address-geocoding';
import { esSignUpPage as es } from '../../i18n/es-sign-up';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function RegisterPage() {
  const [params, setParams] = useSearchParams();
  const type = accountTypeFromParam(params.get('type'));
  const isGym = type === 'gym';
  const { geocodeAddress, isLocating, result } = useAddressGeocoding();
  useDocumentMeta(
    isGym ? es.signUp.titleGym : es.signUp.titleInstructor,
    isGym ? es.signUp.descriptionGym : es.signUp.descriptionInstructor,
  );

  const onTypeChange = (next: AccountType) =>
    setParams(
      (current) => {
        current.set('type', next);
        return current;
      },
      { replace: true },
    );

  return (
    <AuthCard
      wide
      title={isGym ? es.signUp.titleGym : es.signUp.titleInstructor}
      subtitle={isGym ? es.signUp.descriptionGym : es.signUp.descriptionInstructor}
    >
      <SignUpForm
        type={type}
        onTypeChange={onTypeChange}
        onAddressBlur={geocodeAddress}
        locating={isLocating}
        locatedCity={result?.ciudad}
      />
    </AuthCard>
  );
}
