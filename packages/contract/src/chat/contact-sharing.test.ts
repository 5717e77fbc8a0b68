import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';

const blocked = (text: string, previous: string[] = []) => checkContactSharing(text, { previous }).blocked;

describe('checkContactSharing: the spec (DECISIONS §7)', () => {
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
    expect(checkContactSharing(text)).toMatchObject({ blocked: true, reason: 'palabra' });
  });

  it('matches whole words only, without accents', () => {
    expect(blocked('Tengo un coche inmóvil')).toBe(false);
    expect(blocked('emailing')).toBe(false);
    expect(checkContactSharing('El inmóvil no es un MÓVIL')).toMatchObject({ blocked: true, match: 'movil' });
  });
});

describe('checkContactSharing: phone numbers however they are written', () => {
  it.each([
    ['600 123 456', 'telefono'],
    ['+34 611-22-33-44', 'telefono'],
    ['(93) 412 34 56', 'telefono'],
    ['prefijo seis cero cero, después doce, treinta y cuatro, cincuenta y seis', 'numero_deletreado'],
    ['611 y el resto 22 33 44', 'telefono'],
    ['Apunta: 622, lo que sigue: 45 67 89', 'telefono'],
    ['677 y luego 12 34 56', 'telefono'],
    ['600, 123, 456', 'telefono'],
    ['611 📞 22 33 44', 'telefono'],
    ['611–22–33–44', 'telefono'],
    ['611\u201122\u201133\u201144', 'telefono'],
    ['611\u00a0223\u00a0344', 'telefono'],
    ['611\u202f223\u202f344', 'telefono'],
    ['600 doce treinta y cuatro cincuenta y seis', 'numero_deletreado'],
    ['seis cincuenta y cuatro, treinta y dos, diez, noventa y nueve', 'numero_deletreado'],
    ['sis-cents onze vint-i-dos trenta-tres quaranta-quatre', 'numero_deletreado'],
    ['seiscentos once vinte e dous trinta e tres corenta e catro', 'numero_deletreado'],
    ['sei bat bat, hogeita bi, hogeita hamahiru, berrogeita lau', 'numero_deletreado'],
    ['sei, hirurogeita hamar, hogeita hamar, hamar, hamar', 'numero_deletreado'],
    ['six eleven twenty-two thirty-three forty-four', 'numero_deletreado'],
    ['٦٠٠ ١٢٣ ٤٥٦', 'telefono'],
    ['६११ २२३ ३४४', 'telefono'],
    ['๖๑๑ ๒๒๓ ๓๔๔', 'telefono'],
    ['６１１ ２２３ ３４４', 'telefono'],
    ['6️⃣1️⃣1️⃣2️⃣2️⃣3️⃣3️⃣4️⃣4️⃣', 'telefono'],
    ['+44 7911 123456', 'telefono'],
    ['0049 151 23456789', 'telefono'],
    ['6OO l23 456', 'numero_deletreado'],
  ])('blocks %s', (text, reason) => {
    expect(checkContactSharing(text)).toMatchObject({ blocked: true, reason });
  });

  it.each([
    'La clase es a las 7:30 en la sala 2',
    'Horarios 8:00-9:00, 9:15-10:15 y 18:00-19:00',
    'Son 12 € la sesión, 45 minutos',
    'Precio: 1.200 € al mes',
    'IVA 21 %, IRPF 15 %, total 612,34 €',
    'Nos vemos el 12/12/2026 a las 18:00',
    'El 12-12-2026 18.00 tenemos la masterclass',
    'C/ Mayor 12, 3º 2ª, 08001',
    'C/ Mayor 62, 3 2, 08001 Barcelona',
    'Paseo de Gracia 71, 6-2, 08008 Barcelona',
    'Series de 3x12 con 20 kg',
    'Press banca 60 kg 3x8, sentadilla 80 kg 4x6',
    'La referencia del pago es FC-2025-000123',
    'Referencia de la reserva: 6987-1234-56',
    'Mi DNI es 61234567Z, para el contrato',
    'Tenemos 600 socios, 120 bicis y 45 taquillas',
    'Tengo hueco el 6, 7, 8, 9, 10, 13 y 14',
    'Libre los días 6 8 10 9 14 16',
    'Puedo de 9 a 11, de 12 a 14 y de 17 a 21',
    '9-11, 12-14, 17-21',
    'Kettlebells de 6, 8, 12, 16, 20, 24 y 28 kg',
    'Seis, siete u ocho personas por grupo',
    'Llego a las seis cincuenta y cuatro, justo a tiempo',
  ])('lets numbers that are not phones through: %s', (text) => {
    expect(checkContactSharing(text)).toEqual({ blocked: false });
  });
});

describe('checkContactSharing: a number split over consecutive messages', () => {
  it('blocks the message that completes it, and says how many messages it spans', () => {
    expect(blocked('600 12')).toBe(false);
    expect(blocked('34 56', ['600 12'])).toBe(true);
    expect(checkContactSharing('34 56', { previous: ['600 12'] })).toMatchObject({ reason: 'telefono', messages: 2 });
    expect(blocked('33 44', ['apunta: 611', '22'])).toBe(true);
    expect(checkContactSharing('tres cuatro cuatro', { previous: ['seis uno uno', 'dos dos tres'] })).toMatchObject({
      blocked: true,
      messages: 3,
    });
  });

  it('looks back three messages at most, and only at what the earlier messages end with', () => {
    expect(blocked('33 44', ['611', '22', 'vale', 'ok'])).toBe(false);
    expect(blocked('y 345 taquillas', ['Tenemos 600 socios', 'y 120 bicis'])).toBe(false);
    expect(blocked('08001 Barcelona', ['C/ Mayor 62', '3º 2ª'])).toBe(false);
    expect(blocked('y el viernes 9', ['El lunes 6', 'el martes 7'])).toBe(false);
  });
});

describe('checkContactSharing: channels, networks, handles, links, leaving the platform', () => {
  it.each([
    ['Mejor por tele, que aquí no me llegan los avisos', 'variante'],
    ['pásame tu tg', 'variante'],
    ['te escribo por wa', 'variante'],
    ['llámame al movi', 'telefono'],
    ['Escríbeme al celu cuando salgas', 'telefono'],
    ['Dime tu telef y te llamo', 'telefono'],
    ['búscame en el i n s t a', 'variante'],
    ['ᴡʜᴀᴛsᴀᴘᴘ', 'palabra'],
    ['wһatsapp', 'palabra'],
    ['Hablamos por guasap', 'variante'],
    ['T3legram', 'variante'],
    ['búscame en X, soy martafit', 'red_social'],
    ['Mira mi YouTube y me dices', 'red_social'],
    ['búscame en Bluesky', 'red_social'],
    ['búscame en la app de las fotos, soy martafit', 'red_social'],
    ['Estoy en la red del pajarito como martafit', 'red_social'],
    ['búscame: martafit22', 'red_social'],
    ['Me encuentras como martafit', 'red_social'],
    ['martafit . es', 'enlace'],
    ['martafit[.]es', 'enlace'],
    ['Entra en martafit punto es', 'enlace'],
    ['wa.me/34600123456', 'enlace'],
    ['marta.lopez arroba gmail punto com', 'email'],
    ['¿Te puedo llamar?', 'telefono'],
    ['Te doy un toque luego', 'telefono'],
    ['¿Una videollamada rápida?', 'telefono'],
    ['Dame tu contacto', 'contacto'],
    ['Agrégame', 'contacto'],
    ['Hablamos por fuera de la app', 'contacto'],
    ['Te pago por bizum', 'contacto'],
    ['¿Me das tu número?', 'telefono'],
  ])('blocks %s', (text, reason) => {
    expect(checkContactSharing(text)).toMatchObject({ blocked: true, reason });
  });

  it.each([
    'vale.es a las 21:00',
    'ok.es que llego justo',
    'Perfecto.Es a las 7 en la sala 2',
    'Estoy a punto de salir',
    'El punto es que necesitamos a alguien los lunes',
    'A las 9 en punto es cuando empezamos',
    'Lo vi anoche en la tele',
    'Hacemos 3 x 12 de zancadas',
    'La sala X está cerrada por obras',
    'Hacemos coreos de TikTok en la clase de baile',
    'Lo tienes en YouTube, busca BodyPump 120',
    'Face to face feedback after the first class would be great',
    'Búscame en recepción cuando llegues',
    'Me encuentras como siempre en la entrada',
    'Me llamo Lucía, encantada',
    'Puedes llamarme Mar',
    'Te llamo la atención sobre el punto 3 del contrato',
    'Dame un toque por aquí cuando llegues',
    'Tengo una llamada con dirección a las 17:00',
    'Añádeme a la lista de espera de la clase del lunes',
    'La persona de contacto es Laura, la de recepción',
    'Tu contacto en el centro será Ana, la coordinadora',
    'El pago va por la plataforma, nada de bizums ni efectivo',
    'La app de FitCover me avisa de todo',
    'Dime si llegó el correo',
    'Lo hablamos en privado con dirección',
  ])('lets near-misses through: %s', (text) => {
    expect(checkContactSharing(text)).toEqual({ blocked: false });
  });
});

describe('checkContactSharing: long hostile messages', () => {
  // Every step is linear in the length: these complete (no timing is asserted, see
  // `npm run bench:detector`) with the verdict they deserve.
  it.each([
    // One run of 2 000 digits has no phone's shape (groups of 15 digits at most are read).
    ['6'.repeat(2000), false],
    ['6 '.repeat(1000), false],
    ['1-'.repeat(1000), false],
    ['a'.repeat(2000), false],
    ['a.'.repeat(1000), false],
    ['a_'.repeat(1000), true],
    ['w - h - a - t '.repeat(140), false],
    ['w h a t s a p p '.repeat(125), true],
    ['treinta y '.repeat(200), false],
    ['1 o '.repeat(500), false],
    ['12/12 '.repeat(333), false],
    ['ab.cd-'.repeat(333), false],
    ['(at '.repeat(500), false],
    ['y luego '.repeat(250), false],
    ['seis cero '.repeat(200), true],
  ])('checks a 2 000-character adversarial message: %#', (text, expected) => {
    expect(checkContactSharing(text.slice(0, 2000)).blocked).toBe(expected);
  });
});
