// Each role's own area (DECISIONS §2): where sign-in and the wrong-role redirect lead. No zod:
// every page of the web app imports it.
import type { Role } from '../endpoint.ts';

export const roleHome: Record<Role, string> = {
  gimnasio: '/gym-dashboard',
  instructor: '/instructor-dashboard',
  admin: '/admin-dashboard',
};
