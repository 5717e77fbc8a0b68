// Issue 26, fourteenth round: the mechanisms added for what the tuning halves of the round's sets
// written blind missed or blocked wrongly (ADR 0015), each with sentences written for these tests
// (not the writers' own), and the harmless messages each one must leave alone. Every "blocks" case
// gets through the thirteenth round's detector (b1cf0ad), and every "leaves" case under "false
// blocks fixed" is blocked by it (the "blocks" there are what those fixes must go on blocking).
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';

const blocked = (text: string, previous: string[] = []) => checkContactSharing(text, { previous }).blocked;
const blocks = (cases: string[]) => it.each(cases)('blocks %s', (text) => expect(blocked(text)).toBe(true));
const leaves = (cases: string[]) => it.each(cases)('leaves %s', (text) => expect(blocked(text)).toBe(false));
const blocksOver = (cases: string[]) =>
  it.each(cases)('blocks %s', (said) => {
    const messages = said.split(' || ');
    const last = messages.pop() as string;
    expect(blocked(last, messages)).toBe(true);
  });
const leavesOver = (cases: string[]) =>
  it.each(cases)('leaves %s', (said) => {
    const messages = said.split(' || ');
    const last = messages.pop() as string;
    expect(blocked(last, messages)).toBe(false);
  });

describe('eight digits said all in words over four groups: a number with a digit lost', () => {
  blocks(['guárdate el siete, cero, ochenta y uno, treinta y tres, doce', 'nueve diez cuarenta y cinco sesenta dos']);
  leaves(['hicimos seis series de diez y luego dos de veinte', 'a las siete y cuarto o a las ocho y media']);
});

describe('two digits after a comma, between other groups of a number', () => {
  blocks(['apúntalo 688 , 41,20 , 35', '955 31,72 48 que es el fijo']);
  leaves(['el pack de 10 sesiones 41,20 € y el de 20 a 75,50 €', 'factura 7413, importe 35,90 €, 12/03']);
});

describe('look-alike letters with a word after the number, or another letter among them', () => {
  blocks(['apunta esto 71B2S4409 q lo tengo nuevo', 'el mío T2Z 04S 6B1']);
  leaves(['ronda de 45s 30s 15s y descanso', 'talla 38 o 40, la S o la M']);
});

describe('single digits spaced by a letter or an apostrophe', () => {
  blocks(['9x1x3x0x5x2x7x7x4', "6'1'7'2'4'0'9'8'3 y hablamos"]);
  leaves(['circuito 3x10x12 con 2x4 de descanso', "el récord es 1'52'', el mío 2'05''"]);
});

describe('chatter between the pieces of a number sent apart', () => {
  blocksOver([
    '654 || jaja espera que me llaman || 20 18 37',
    '7o1 || perdona, se me fue || 3S2 8O4',
    '912 || 44 || ya casi está || 07 83',
  ]);
  leavesOver(['somos 12 || qué bien que vengas || 6 de ellos nuevos', 'la sala 4 || te espero allí || a las 18:30']);
});

describe('a piece of a number with look-alike letters, over messages', () => {
  blocksOver(['611 || 4O7 || 2B9', 'toma || 9S3 || 2O8 71O']);
  leavesOver(['pesamos 500g || y luego 250g || más o menos', 'la bolsa 12 || la sala 3 || el aula 5']);
});

describe('the digits of more communities from abroad', () => {
  blocks([
    'мой номер: шесть восемь три, два пять ноль, семь один девять',
    'mój numer sześć jeden siedem, osiem dwa dziewięć, trzy zero cztery',
    'رقمي ستة سبعة ثلاثة اثنان واحد صفر تسعة ثمانية خمسة',
    '我的电话 六七四 二九一 八零三',
    'números en aranés: sièis dus nau, ueit tres quate, cinc sèt un',
    'em português do Brasil: meia sete dois, nove um três, quatro oito zero',
  ]);
  leaves(['la nau del polígono abre a las 7', 'tengo dos clases y un taller', 'сегодня хорошая тренировка, спасибо']);
});

describe('a way out after "por aquí no," (the "no" ends its clause)', () => {
  blocks(['por aquí no, por guasap mejor', 'aquí no, por tg']);
  leaves(['no, por aquí no hay problema', 'no tengo tg, escríbeme por aquí']);
});

describe('a phone given in part', () => {
  blocks([
    'el mío es 655 y termina en 4821',
    '619 47... lo que falta te lo paso luego',
    'te doy una pista: 932 y el resto mañana',
    'los seis primeros son 744 218, los otros tres en el próximo mensaje',
  ]);
  leaves([
    'la reserva empieza por 694 y acaba en 21',
    'el torneo empieza el 612 aniversario y acaba en el 2027',
    'la clase empieza con 700 metros de calentamiento y acaba en estiramientos',
    'el código postal empieza por 080',
  ]);
});

describe('a handle sent alone after a message that says where to find one', () => {
  blocksOver(['búscame en la de las fotos || nuria.spinning', 'en la red del pajarito || elenafitbcn']);
  leavesOver(['escríbeme cuando quieras || gracias', 'búscame en recepción || sala 2']);
});

describe('a handle spelled letter by letter', () => {
  blocks(['apunta: d a n i . c o r e 8 4', 'apunta l u c i a _ c o r e, con espacios para que pase']);
  leaves(['la clave del wifi es p e d a l e a 1 2 3', 'se escribe c o r e, no k o r e']);
});

describe('a handle named in the same message', () => {
  blocks(['coach.pablo88 <- ese soy yo', 'bea.move22 <- esa soy yo']);
  leaves(['el de la izquierda, ese soy yo', 'el de la camiseta roja, ese soy yo']);
});

describe('the families of intent of the fourteenth round', () => {
  blocks([
    '¿me pasas algo para hablar directo?',
    'el correo de siempre, ¿lo tienes?',
    'te comparto mi tarjeta de contacto y lo vemos',
    'mejor seguimos por donde se suben reels',
    'hacemos una video y te enseño la sala',
    '¿nos vemos por cámara el martes?',
    'sáltate la app y lo cerramos',
    'quitamos a los intermediarios y ganamos los dos',
    'como el chat censura te lo digo de otra forma',
    'no hace falta que lo gestionemos por aquí',
    'paga directamente a mí, no a la plataforma',
    'te los dejo en un sobre en recepción',
    'son mis nueve cifras, apúntalas',
    'adivinanza para llamarme: mira el dorsal',
    'te marco el jueves por la tarde',
    'googlea mi nombre y apellido y te sale todo',
    'ponlo con puntos a ver si así pasa',
    'es igual que el del gimnasio pero acabado en 4410',
    'lo apunto y lo borro en cuanto lo guarde',
  ]);
  leaves([
    'te he añadido al cuadrante de diciembre',
    'te marco el ritmo con la música',
    'el chat de la plataforma va lento hoy',
    'la comisión la asume el gimnasio en la plataforma',
    'no hace falta que vengas antes, con las 9 vale',
  ]);
});

describe('false blocks fixed', () => {
  leaves([
    'No hacemos clases por videollamada, todo es presencial',
    'No hace falta que me llames, con que confirmes aquí me vale',
    'Los socios pagan la cuota con bizum en recepción',
    'el cobro en efectivo de las cuotas lo lleva recepción',
    'pago en efectivo no aceptamos en la tienda, solo tarjeta',
    'Nada de pagos por fuera, que luego hay líos con el seguro',
    'Dale un toque más intenso a la subida',
    'hay un telefonillo en el portal, pulsa el 2',
    'Mándame por el chat de la plataforma la foto del parte',
    'La playlist la tengo en Spotify, la pongo en el altavoz',
    'Red: Box_Invitados, contraseña golpe123',
  ]);
  blocks(['te pago en efectivo al acabar la clase', 'hacemos videollamada y lo vemos', 'por bizum te lo mando']);
});
