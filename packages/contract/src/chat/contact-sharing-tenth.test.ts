// Issue 26, tenth round: the mechanisms added for what the tuning half of the sets written blind
// missed or blocked wrongly (ADR 0015), each with sentences written for these tests (not the
// writers' own), and the harmless messages each one must leave alone. Every "blocks" case here
// gets through main's detector before the mechanism it tests was added (the round's number
// mechanisms in), and every "leaves" case under "false blocks fixed" is blocked by it.
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';

const blocked = (text: string, previous: string[] = []) => checkContactSharing(text, { previous }).blocked;
const blocks = (cases: string[]) => it.each(cases)('blocks %s', (text) => expect(blocked(text)).toBe(true));
const leaves = (cases: string[]) => it.each(cases)('leaves %s', (text) => expect(blocked(text)).toBe(false));

describe("a telephone's emoji is a word for a phone", () => {
  blocks(['📲 mañana?', 'te paso mi ☎️', '📞?']);
  leaves(['deja el 📱 en la taquilla durante la clase', 'sin 📱 en la sala, por favor']);
});

describe('"nº" and "nro" are "número", unless a figure follows', () => {
  blocks(['¿me pasas tu nº?', 'dime tu nro y te escribo']);
  leaves(['taquilla nº 12, la de siempre', 'tu nº de socio está en la ficha']);
});

describe('a word in leetspeak is read as its letters', () => {
  blocks(['s4lg4m0s d3 l4 4pp', 'm3j0r x fu3r4']);
  leaves(['4x4 en la sala 3 y luego 2x10']);
});

describe('payment apps shortened: bzm, and pp where money is', () => {
  blocks(['te lo pago por bzm', 'por pp, friends and family', 'págame por pp']);
  leaves(['pp: primera parte del circuito, luego core']);
});

describe('a missed call asked for or promised without its article', () => {
  blocks([
    'cuando llegues me das perdida',
    'hazme perdidita y bajo',
    'et faig una perduda quan arribi',
    'faime unha perdida',
  ]);
  leaves(['la toalla ya la di por perdida', 'me das pena, de verdad']);
});

describe('writing or dealing "directly"', () => {
  blocks([
    'la semana que viene te escribo directamente',
    'para lo siguiente escríbeme directamente',
    "I'll contact you directly next week",
    'desde el mes que viene lo gestionamos directamente',
    'esto lo arreglamos por libre',
  ]);
  leaves([
    'escríbeme directamente por aquí si te surge algo',
    'lo gestionamos directamente desde la app',
    'lo llevamos directamente a la sala 2',
  ]);
});

describe('money in black or in B, or without an invoice', () => {
  blocks(['te lo cobro en B', 'si quieres lo hacemos en negro', 'por transferencia y sin factura, ¿vale?']);
  leaves([
    'venid vestidos de negro',
    'la clase la hacemos en B, la sala grande',
    'sin factura no puedo desgravarlo',
    'Sin factura',
    'todos los precios, sin IVA y con descuento anual',
  ]);
});

describe('bank details asked for or offered, and a wire', () => {
  blocks(['pásame tu cuenta bancaria', 'give me your bank details', "I'll wire you the rest"]);
  leaves(['los datos bancarios de la academia están en la factura']);
});

describe('a payment app as the thing sent, and the usual number', () => {
  blocks(['hazme un verse cuando puedas', 'me haces un verse y listo', 'mejor al número de toda la vida']);
  leaves(['para verse los resultados hacen falta semanas', 'tu taquilla de siempre, la 12']);
});

describe('adding oneself, and the platform said to be unneeded', () => {
  blocks(['agrégate y hablamos', 'no hace falta la web, lo hablamos cara a cara']);
  leaves([
    'agrégate a la lista de espera de la clase',
    'para entrar al gimnasio no hace falta la app',
    'no hace falta la app para reservar, solo el código',
  ]);
});

describe('"write to me there", with what names the place', () => {
  blocks([
    'mi contacto sale en la ficha del estudio en internet, escríbeme ahí',
    'mis datos aparecen en la página del centro, háblame por allí',
  ]);
  leaves(['abre la pestaña de mensajes y escríbeme ahí']);
});

describe('English asks: drop, shoot, share me', () => {
  blocks(['drop us your contact', 'shoot me your contact']);
  leaves(['drop me at the station after class']);
});

describe('whatsapp cut after its "s", and "tt" for TikTok', () => {
  blocks(['mándame un wass', 'luego te hablo por uass', 'en tt: coach.pau.22']);
  leaves(['it was great, thanks', 'mañana toca tt y core']);
});

describe('a dot said between commas, and words for a website in Basque', () => {
  blocks(['la web es nurialifts, punto eus', 'web: pablotrain, punto es', 'begiratu nire webgunea: iratiyoga eus']);
  leaves(['bueno, punto, es lo que hay', 'vale, punto, es tarde']);
});

describe('Galician "no" (in the) before a name', () => {
  blocks(['búscame no tiktok', 'atópame no face']);
  leaves(['no insta, mejor por aquí', 'no face, mejor aquí']);
});

describe("checks as WhatsApp's emblem", () => {
  blocks(['escríbeme por la de los checks azules', 'por la de los tics']);
  leaves(['revisa la hoja de los checks antes de la clase', "check the app's session with the user"]);
});

describe("joining someone's group or channel", () => {
  blocks([
    'te añado al grupo de madres que tenemos',
    'te mando invitación a nuestro canal',
    'te meto en el grupo que he creado',
  ]);
  leaves([
    'te apunto al grupo de las 19:00',
    'únete a mi grupo de los martes',
    'en el grupo que tenemos los jueves entra gente nueva',
  ]);
});

describe('the platform left unpaid or unrecorded on purpose', () => {
  blocks([
    'así no le damos nada a la plataforma',
    'para no pagar a los de la app',
    'me lo das en la puerta y no lo registras en la app',
    'mejor que no quede constancia en la app',
  ]);
  leaves([
    '¿no se paga a la app antes de la clase?',
    'aún no he pagado a la app',
    '¿por qué no se registra en la app mi asistencia?',
  ]);
});

describe('a word cut between two messages', () => {
  it.each([
    ['mo en 5 min', ['te lla']],
    ['amame luego', ['ll']],
  ])('blocks %s (after %j)', (text, previous) => expect(blocked(text, previous)).toBe(true));

  it.each([
    ['3', ['nos vemos en la sala']],
    ['ok', ['vale']],
    ['mos a las 7', ['vale, empeza']],
  ])('leaves %s (after %j)', (text, previous) => expect(blocked(text, previous)).toBe(false));
});

describe('a colour alone as an app, with a verb of writing', () => {
  it.each([
    ['por el verde', ['escríbeme']],
    ['te escribo por el azul', []],
  ])('blocks %s (after %j)', (text, previous) => expect(blocked(text, previous)).toBe(true));

  leaves(['nos vemos en el verde', 'usa la goma verde, la roja es muy dura', 'pásate por el verde']);
});

describe("the platform's cut saved, paying by transfer or directly, a price for dealing directly", () => {
  blocks([
    'y así se ahorran el pellizco',
    'non paguemos a comisión',
    'nos ahorramos la app',
    'te lo pago por transferencia el lunes',
    'me lo cobras directo y listo',
    'págoche en man mañá',
    "et pago en efectiu a l'acabar",
    'directo te lo dejo en 25',
    'en billetes mejor, que la app se queda un pico',
  ]);
  leaves(['aquí no ahorramos en material', 'te lo pago cuando reserves en la app']);
});

describe('out of here, not booked here, watched here, or anywhere but here', () => {
  blocks([
    'si lo sacamos de aquí te sale mejor',
    'ya no lo reservamos por la app',
    'todo lo que escribes lo lee la app',
    'lo cerramos sin que lo vea la plataforma',
    'dime dónde te lo mando',
    'dónde te puedo contactar?',
    'cualquier cosa que no sea la app me vale',
  ]);
  leaves(['ya no la reservamos, la clase se canceló', 'la app te lo manda por correo']);
});

describe('settling it between us in Galician, Basque and English', () => {
  blocks([
    'arranxámolo entre nós',
    'gure artean konponduko dugu',
    'no need for the platform, see you there',
    "let's settle it between us",
    'las próximas las reservamos por libre',
    'falamos do horario e deixamos a app',
    'sin factura te sale a 15 la sesión',
  ]);
  leaves(['between us, the new class is great', 'falamos en persoa mañá']);
});

describe('a business card, a follow, a friend request, "timbrar"', () => {
  blocks([
    'te dejo mi tarjeta de visita en recepción',
    'hazme un follow y hablamos',
    'te mandé solicitud de amistad',
    'te timbro en la noche',
  ]);
  leaves(['la tarjeta de socio está en recepción', 'sigue el ritmo de la música']);
});

describe('a voice note sent or asked for', () => {
  blocks(['te mando un audio luego', 'mándame una nota de voz', "t'envio un àudio"]);
  leaves(['el audio de la clase se oye mal', 'sube el volumen del audio']);
});

describe('"seguimos por allí", "el de siempre", "lo tuyo", "por interno"', () => {
  blocks([
    'acéptala y seguimos por allí',
    'escríbeme por el de siempre',
    'pásame lo tuyo y te escribo',
    'mejor por interno',
  ]);
  leaves(['vamos al de siempre, el bar de la esquina', 'seguimos por ahí, por el parque']);
});

describe('colours of Catalan and Basque, an ask beside a colour, W, bubbles, a chat on a network', () => {
  blocks([
    'escriu-me per la verda',
    'urdinetik idatzi',
    'pásame por el verde la rutina',
    'mejor por la W',
    'escríbeme por la de las burbujas',
    'te escribo por el chat de strava',
  ]);
  leaves(['W: 3 rondas de 10', 'la W de la pizarra es de "warm up"']);
});

describe("being added to someone's own group, by an adding verb", () => {
  blocks(['te añado a nuestro grupo de avisos']);
  leaves(['te añado a mi grupo de los martes']);
});

describe('said indirectly: another way to talk, not through here, numbers exchanged', () => {
  blocks([
    '¿hay alguna otra manera de comunicarnos?',
    'is there a better way to reach you?',
    'ya sabes dónde localizarme',
    'sin que pase por ninguna app, mejor',
    'yo paso de pagar comisiones',
    'no lo marques en la app',
    'intercambiamos contactos al salir',
    'swap numbers after class?',
    'zenbakiak trukatu ondoren',
  ]);
  leaves(['su forma de hablar es muy clara', 'la app nos pasa los números de asistencia']);
});

describe('paid by one to the other, "ahí hablamos", our own way, as before the app', () => {
  blocks([
    'las demás te las pago yo, en efectivo',
    '¿me pagas tú?',
    'sígueme y ahí hablamos',
    'cerramos el precio a nuestra manera',
    'en metálico, como antes de esta app',
    'para pagar menos lo hacemos de otra manera',
  ]);
  leaves([
    'hoy te pago yo el café',
    'aquí mejor no dejes la bolsa',
    'hazlo de otra forma, con las rodillas flexionadas',
  ]);
});

describe('the booking cancelled and the class kept', () => {
  blocks(['cancela la clase en la app y vente igual', 'anul·la la reserva i vine igualment']);
  leaves(['cancela la reserva si no puedes venir, igual otro día']);
});

describe('colours by emoji, had or usual; a group chat; Galician and Catalan forms', () => {
  blocks([
    '🟢 app?',
    '¿tienes la verde? ahí te lo paso',
    'join our group chat for updates',
    'et poso al grup de monitors',
    'búscame, saio como Antía Baila',
    'falamos polo outro lado',
    'xestionámolo sen intermediarios',
    'ja ens apanyem tu i jo',
    'pásame el tf',
  ]);
  leaves(['💚 gracias por la clase', 'la goma verde de siempre']);
});

describe("closed by ourselves or not here, what here charges, not in writing, one's own given before", () => {
  blocks([
    'quedamos y lo cuadramos nosotros',
    'los bonos los cerramos en negro',
    'no la reserves aquí, ya hablamos',
    "let's seal the deal in person",
    'cerramos en persona, que aquí se quedan un pico',
    'lo del pago, mejor no por escrito',
    'ese número de la lista es el mío, escríbeme ahí',
    'en negro te sale más barato',
    'contéstame ahí, en mis datos',
  ]);
  leaves(['ese bidón es el mío', 'no lo cierres todavía, que faltan dos']);
});

describe('false blocks fixed', () => {
  leaves([
    // An account's noun after "de", and a photo "of" something, are no talk.
    'tu foto de perfil es la del logo viejo',
    // A word that ends a sentence, glued to an ending, with more text after.
    'okey.net... nos vemos a las 9',
    'vale.info la tienes en recepción',
    // An e-mail word inside a capitalised name.
    'el estudio se llama Arroba Yoga, muy original',
    // A thing looked for, in a section of the app.
    'búscala en Mis clases, arriba a la derecha',
    // X among the letters of weekdays.
    'M-X-J a las 18:00, ¿te va?',
    // Contact details stated as private.
    'los datos de contacto de los alumnos son privados, no los compartas',
    'nunca pidas datos de contacto en clase',
    // A touch on something, or of a hand, is no call.
    'dale un toque al saco, suave',
    'dame un toque de codo si me paso',
    // "Follow me" told to a class, with more said after.
    'seguidme: brazos arriba y abajo',
    // A sentence ended, glued or after a full stop and a capital.
    'nice.club tomorrow at 8',
    'Llegad 10 minutos antes. Es para calentar bien',
    // Networks as where things are seen.
    'lo vi en redes y me encantó',
    'la monitora está muy en redes',
    // A profile's own bio or description, and what a gym posts on networks.
    'en la descripción de mi perfil están mis títulos',
    'he puesto en la bio de mi perfil las horas libres',
    'lo colgamos en redes el lunes',
    // A class held outdoors.
    'la clase es por fuera, en el patio',
    'si no llueve la hacemos fuera, en la pista',
    // A treat, or a job the gym does itself: "yo" and "nosotros" need a payment or a talk near.
    'tranquila, el café de después te lo pago yo',
    'si se rompe una goma te la pago yo y lo descontamos de la factura',
    'la reserva la cerramos nosotros desde recepción',
    'el horario de verano lo cuadramos nosotros',
  ]);
});
