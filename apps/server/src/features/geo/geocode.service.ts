import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { GeocodeResult } from './geocoder.ts';

export const addressNotFound = () =>
  new AppError('GEOCODE_NOT_FOUND', {
    title: 'Ubicación no encontrada',
    userMessage: 'No se pudo encontrar la dirección. Por favor, sé más específico.',
    field: 'direccion',
  });

/** Geocodes on the server; an unknown address is a 422 with the spec's message. */
export async function geocodeAddress(
  ctx: Pick<AppContext, 'geocoder' | 'log'>,
  address: string,
): Promise<GeocodeResult> {
  let result: GeocodeResult | null;
  try {
    result = await ctx.geocoder.geocode(address);
  } catch (error) {
    ctx.log.warn({ err: error }, 'geocoder failed');
    throw new AppError('GEOCODER_UNAVAILABLE', {
      title: 'Error de geolocalización',
      userMessage: 'El servicio de mapas no responde. Inténtalo de nuevo en unos minutos.',
    });
  }
  if (!result) throw addressNotFound();
  return result;
}
