import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';

const blocked = (text: string) => checkContactSharing(text).blocked;

describe('checkContactSharing', () => {
  it.each([
    'Pásame tu teléfono',
    'mi TELEFONO es este',
    'escríbeme un email',
    'te sigo en Instagram',
    'hablamos por WhatsApp',
    'tengo telegram',
    'búscame en Facebook',
    'mi linkedin',
    'tlf: lo tienes',
    'llámame al móvil',
    'llámame al movil',
    'ana@gmail',
    'mi web es fitcover.com',
  ])('blocks the spec word list: %s', (text) => {
    expect(blocked(text)).toBe(true);
  });

  it.each([
    'escríbeme a ana (at) gmail.es',
    'ana.lopez[at]yahoo.es',
    'www.mipagina.es',
    'https://example.org/perfil',
    '600 123 456',
    '600.12.34.56',
    '+34 611-22-33-44',
    '(93) 412 34 56',
  ])('blocks e-mails, links and phone numbers beyond the list: %s', (text) => {
    expect(blocked(text)).toBe(true);
  });

  it.each([
    'La clase es a las 7:30 en la sala 2',
    'Son 12 € la sesión, 45 minutos',
    'Nos vemos el 12/12/2026 a las 18:00',
    'El gimnasio está en Carrer de Mallorca 200',
    'Tenemos 25 alumnos y 3 salas',
    'Perfecto, gracias. ¿Llevo esterilla?',
    'Precio: 1.200 € al mes',
  ])('lets ordinary class messages through: %s', (text) => {
    expect(checkContactSharing(text)).toEqual({ blocked: false });
  });

  it('matches whole words only', () => {
    expect(blocked('Tengo un coche inmóvil')).toBe(false);
    expect(blocked('emailing')).toBe(false);
    expect(checkContactSharing('El inmóvil no es un móvil')).toMatchObject({ blocked: true, match: 'movil' });
  });
});
