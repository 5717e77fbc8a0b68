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

  it.each([
    ['seis cero cero uno dos tres cuatro cinco seis', 'numero_deletreado'],
    ['sis-cents dotze trenta-quatre cinquanta-sis vuitanta-nou', 'numero_deletreado'],
    ['six double oh one two three four five six', 'numero_deletreado'],
    ['6OO l23 456', 'numero_deletreado'],
    ['Seis, cero, cero, doce, treinta y cuatro, cincuenta y seis', 'numero_deletreado'],
    ['0034 622 111 222', 'telefono'],
    ['Mejor llámame y lo hablamos', 'telefono'],
    ['¿Me das tu número?', 'telefono'],
    ['w h a t s a p p', 'variante'],
    ['Hablamos por guasap', 'variante'],
    ['T3legram', 'variante'],
    ['wһatsapp', 'palabra'],
    ['marta.lopez arroba gmail punto com', 'email'],
    ['Escríbeme al correo y te mando el contrato', 'email'],
    ['búscame en tiktok como martafit', 'red_social'],
    ['ig: marta_fit', 'variante'],
    ['Hablamos por MD mejor', 'red_social'],
    ['wa.me/34600123456', 'enlace'],
    ['Tienes mis tarifas en marta-fit.es', 'enlace'],
    ['Entra en martafit punto es', 'enlace'],
    ['Datos de contacto: Marta', 'contacto'],
  ])('blocks attempts beyond the list with their reason: %s', (text, reason) => {
    expect(checkContactSharing(text)).toMatchObject({ blocked: true, reason });
  });

  it.each([
    'Estoy a punto de salir',
    'El punto es que necesitamos a alguien los lunes',
    'Perfecto.Es a las 7 en la sala 2',
    'Me llamo Lucía, encantada',
    'Búscame en recepción cuando llegues',
    'El 12-12-2026 18.00 tenemos la masterclass',
    'La referencia del pago es FC-2025-000123',
    'Mi número de colegiado es el 54321',
    'Siete u ocho personas por grupo, dos o tres días',
    'Carrer de Mallorca 200, 3º 2ª, 08013 Barcelona',
    'Mancuernas de 2 4 6 8 10 y 12 kg',
    'Clases a las 9, 10, 11 y 12',
    'La persona de contacto es Laura, la de recepción',
    'Te ha llegado el correo de FitCover con la confirmación?',
    'Contáctame por aquí si hay cambios',
    'Puedes llamarme Mar',
    'Dime si llegó el correo',
    'Hacemos coreos de TikTok en la clase de baile',
  ])('lets near-misses through: %s', (text) => {
    expect(checkContactSharing(text)).toEqual({ blocked: false });
  });

  // Every pattern is linear: these complete (no timing is asserted) with the verdict they deserve.
  it.each([
    ['6'.repeat(2000), true],
    ['1-'.repeat(1000), false],
    ['a'.repeat(2000), false],
    ['a.'.repeat(1000), false],
    ['a_'.repeat(1000), true],
    ['w - h - a - t '.repeat(140), false],
    ['treinta y '.repeat(200), false],
    ['1 o '.repeat(500), false],
    ['12/12 '.repeat(333), false],
    ['ab.cd-'.repeat(333), false],
    ['(at '.repeat(500), false],
    ['seis'.repeat(500), true],
  ])('checks a 2 000-character adversarial message: %#', (text, expected) => {
    expect(checkContactSharing(text).blocked).toBe(expected);
  });

  it('matches whole words only', () => {
    expect(blocked('Tengo un coche inmóvil')).toBe(false);
    expect(blocked('emailing')).toBe(false);
    expect(checkContactSharing('El inmóvil no es un móvil')).toMatchObject({ blocked: true, match: 'movil' });
  });
});
