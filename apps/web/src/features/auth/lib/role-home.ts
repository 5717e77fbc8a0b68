import type { Role } from '@fitcover/contract/endpoint';

/** Each role's own dashboard (DECISIONS §2). */
export const roleHome: Record<Role, string> = {
  gimnasio: '/gym-dashboard',
  instructor: '/instructor-dashboard',
  admin: '/admin-dashboard',
};

/** The ?type= value of /register and /login. */
export type AccountType = 'gym' | 'instructor';

export function accountTypeFromParam(value: string | null): AccountType {
  return value === 'gym' ? 'gym' : 'instructor';
}

export function roleOfAccountType(type: AccountType): 'gimnasio' | 'instructor' {
  return type === 'gym' ? 'gimnasio' : 'instructor';
}
