import type { Role } from '@fitcover/contract/endpoint';
import { roleHome } from '@fitcover/contract/auth/role-home';

export { roleHome };

/** The ?type= value of /register and /login. */
export type AccountType = 'gym' | 'instructor';

export function accountTypeFromParam(value: string | null): AccountType {
  return value === 'gym' ? 'gym' : 'instructor';
}

export function roleOfAccountType(type: AccountType): 'gimnasio' | 'instructor' {
  return type === 'gym' ? 'gimnasio' : 'instructor';
}

/** After sign-in: back to where the guard stopped the user if it is in their area, else their dashboard. */
export function signedInDestination(role: Role, returnTo: string | undefined): string {
  const home = roleHome[role];
  return returnTo && (returnTo === home || returnTo.startsWith(`${home}/`)) ? returnTo : home;
}
