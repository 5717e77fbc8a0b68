// The profile row (and, for gyms, the 30-day Básico trial) of a new account, from the fields of
// the sign-up form: shared by sign-up with a password and by "Completa tu perfil" after Google.
import type { z } from 'zod';
import type { completeProfileSchema } from '@fitcover/contract/auth/complete-profile';
import type { AppContext } from '../../context.ts';
import type { GeocodeResult } from '../geo/geocoder.ts';
import type { NewProfile } from './accounts.repo.ts';

export const TRIAL_DAYS = 30;

type ProfileFields = z.output<typeof completeProfileSchema>;

export function newProfile(ctx: AppContext, id: string, email: string, input: ProfileFields, place: GeocodeResult) {
  const profile: NewProfile = {
    id,
    rol: input.rol,
    email,
    nombre: input.nombre,
    telefono: input.telefono,
    direccion: input.direccion,
    ciudad: place.ciudad,
    latitude: place.latitude,
    longitude: place.longitude,
    ...(input.rol === 'instructor'
      ? { experiencia: input.experiencia, especialidades: input.especialidades, enlaces: input.enlaces.filter(Boolean) }
      : { personaContacto: input.personaContacto, destacado: input.destacado }),
  };
  const trial =
    input.rol === 'gimnasio' ? { endsAt: new Date(ctx.clock.now().getTime() + TRIAL_DAYS * 86_400_000) } : null;
  return { profile, trial };
}
