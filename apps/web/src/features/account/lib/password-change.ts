import { passwordSchema } from '@fitcover/contract/common/fields';
import { es } from '../../../i18n/es';

export type PasswordChangeFields = { current: string; next: string; confirm: string };
export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeFields, string>>;

/** The form's own checks, in field order; the server checks the current password. */
export function validatePasswordChange(fields: PasswordChangeFields): PasswordChangeErrors {
  const text = es.account.password;
  const errors: PasswordChangeErrors = {};
  if (!fields.current) errors.current = text.currentMissing;
  const next = passwordSchema.safeParse(fields.next);
  if (!next.success) errors.next = next.error.issues[0]?.message;
  else if (fields.next === fields.current) errors.next = text.same;
  if (!errors.next && fields.confirm !== fields.next) errors.confirm = text.mismatch;
  return errors;
}
