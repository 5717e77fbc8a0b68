import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { GeocodeResult } from './geocoder.ts';

export const addressNotFound = (field = 'direccion', title = 'Ubicación no encontrada') =>
  new AppError('GEOCODE_NOT_FOUND', {
    title,
    userMessage: 'No se pudo encontrar la dirección. Por favor, sé más específico.',
    field,
  });

/** Geocodes on the server; an unknown address is a 422 with the spec's message. */
export async function geocodeAddress(
  ctx: Pick<AppContext, 'geocoder' | 'log'>,
  address: string,
  notFound: { field?: string; title?: string } = {},
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
  if (!result) throw addressNotFound(notFound.field, notFound.title);
  return result;
}
