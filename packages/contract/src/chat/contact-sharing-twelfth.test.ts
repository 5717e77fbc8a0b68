// Issue 26, twelfth round: the mechanisms added for what the tuning halves of the sets written
// blind missed or blocked wrongly (ADR 0015), each with sentences written for these tests (not the
// writers' own), and the harmless messages each one must leave alone. Every "blocks" case here
// gets through the eleventh round's detector, and every "leaves" case under "false blocks fixed"
// is blocked by it (the "blocks" there are what those fixes must go on blocking).
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';

const blocked = (text: string, previous: string[] = []) => checkContactSharing(text, { previous }).blocked;
const blocks = (cases: string[]) => it.each(cases)('blocks %s', (text) => expect(blocked(text)).toBe(true));
const leaves = (cases: string[]) => it.each(cases)('leaves %s', (text) => expect(blocked(text)).toBe(false));

describe('letters read as digits, once the message says so', () => {
  blocks([
    'T8l 6O4 2S9, las letras son números',
    'cambia las letras por números: 6Z1 A0B 7T3',
    'mi contacto: 6QQ 1Z0 S43 (Q=9, Z=2, S=5)',
  ]);
  leaves(['la sala 2B y la 4C, las letras son números de sala: 1A', 'grupo A: 12 personas, grupo B: 9']);
});

describe('every digit shifted by what the message says', () => {
  blocks(['réstale 1 a cada cifra: 024 183 627', 'súmale dos a cada número: 409 316 872']);
  leaves(['súmale 1 a cada serie: 10, 12 y 15 repeticiones']);
});

describe('every number of the message put together, said in other words', () => {
  blocks([
    'a las 6, 25 personas, 38 minutos, 41 series y 79 kg: apunta esos números tal cual',
    'las horas de la semana: 7:12 - 4:58 - 3:90, sin los dos puntos ya sabes',
    'mi número de atrás para adelante: 325 918 476',
  ]);
  leaves(['pon estos números en la ficha: 12 series, 8 reps, 45 kg y 90 s de descanso']);
});

describe('a cancelled or declined booking dealt with directly', () => {
  blocks([
    'rechaza mi solicitud y lo hablamos directamente',
    'la marco como cancelada y vienes igual, yo te pago',
    'déjala como no realizada y te la pago aparte',
  ]);
  leaves([
    'he rechazado la solicitud porque ya está cubierta, perdona',
    'la clase aparece como cancelada, te devuelven el dinero directamente',
  ]);
  it('over messages, when the last one completes it', () => {
    expect(blocked('y lo cerramos usted y yo', ['anule la reserva en la plataforma'])).toBe(true);
    expect(blocked('y te la pago aparte', ['márcala como no hecha'])).toBe(true);
  });
});

describe('a place both know, and the platform done without', () => {
  blocks([
    'mañana te escribo donde tú sabes',
    'seguimos por donde ya sabes',
    'te dejé un audio por donde nos conocimos',
    'luego te mando un mensaje por allí',
    'a partir de la próxima sin plataformas, ¿vale?',
    'ya no hace falta la app, lo organizamos nosotros',
    'hablamos en persona y así no pasa por aquí',
    'lo cerramos en persona, que así no queda nada anotado aquí',
    'te contesto por la otra, que aquí tarda',
  ]);
  leaves([
    'la llave está donde siempre, en recepción',
    'la clase de la tarde es en la otra sala',
    'nos vemos por la otra puerta, la de la calle Mayor',
    'sin app de mapas es difícil llegar, está escondido',
    'ya sabes dónde está el vestuario, ¿no?',
  ]);
});

describe('paying one another, and one contact pointed to', () => {
  blocks([
    '¿te importa que te paguemos directamente este mes?',
    'si me pagas cash te hago precio',
    'llama al número que sale en el cartel y pregunta por mí',
    'pide en recepción que te pasen conmigo',
    'mira mi bio, ahí lo tienes todo',
  ]);
  leaves([
    'el número de la sala está en el cartel de la puerta',
    'el pago te llega por la plataforma el lunes',
    'la comisión la paga el centro, no te preocupes',
  ]);
});

describe('a call asked formally or in English, another way asked for', () => {
  blocks([
    '¿le puedo llamar mañana por la mañana?',
    'can I give you a buzz tomorrow?',
    'dame otra vía, que esto va fatal',
    'dámelo tú, que a ti no te lo bloquea',
    'desde ahora me escribes tú directamente',
    'pásame el número de la otra monitora, que la llamo yo',
  ]);
  leaves(['¿le puedo dar la clase a otra persona?', 'una arroba de patatas son unos doce kilos']);
});

describe('blank letters between digits, and a message that only says more follows', () => {
  blocks(['6ㅤ1ㅤ7ㅤ2ㅤ0ㅤ9ㅤ4ㅤ8ㅤ3']);
  it('reads a number around a message of sequencing words alone', () => {
    expect(blocked('cuatro uno nueve cero dos ocho', ['seis siete dos', 'y luego'])).toBe(true);
    expect(blocked('la sala 4', ['a las 6:12', 'y luego'])).toBe(false);
  });
});

describe('a deal closed in person, hiring directly, a price for outside', () => {
  blocks([
    'las clases de julio las pactamos en persona',
    'vente el martes y lo arreglamos todo cara a cara',
    'pásate por la oficina y firmamos un contrato directo',
    'cobro 25 si es por fuera y 30 si va por la app',
    '¿cuál es tu nick en el otro?',
    'mejor en la verde, que ahí no hay filtros',
    'mi portfolio: sofiafit[.]ai',
  ]);
  leaves([
    'lo hablamos en persona el lunes, antes de la clase',
    'cerramos la sala en persona a las 22 h, el conserje no está',
    'firmamos el alta en recepción en persona, trae el DNI',
    'la clase es por fuera, en el parque, si no llueve',
    'dime tu nombre de usuario para la reserva',
  ]);
});

describe('a Spanish account without its IBAN prefix, and your address asked for here', () => {
  blocks([
    'ingrésalo en mi cuenta del Sabadell: 0081 0200 10 0001234567',
    '2100 0418 45 0200051332',
    'déjame por aquí tu correo, porfa',
  ]);
  leaves(['pedido 1234 5678 90 1234567890, llega el lunes', 'escríbeme por aquí cuando llegues']);
});

describe('paid straight to one, an address given before, a video call by its full name', () => {
  blocks([
    '¿os parece bien que os paguemos directamente desde el mes que viene?',
    'así las alumnas me pagan aparte y listo, que me paguen directamente',
    'mándalo al correo que te di el lunes',
    'mejor por google meet, así te explico',
    'te mando privi y lo vemos',
    'la app no tiene por qué enterarse de esto',
  ]);
  leaves([
    'las alumnas te pagan directamente por la app',
    'nadie tiene por qué enterarse de la sorpresa del cumpleaños de Marta',
  ]);
});

describe('contact details had from before, or where they can be read', () => {
  blocks([
    '¿guardas mi número de antes? escríbeme ahí',
    'en recepción dejé mi tarjeta con el número',
    'en mi perfil explico cómo localizarme fuera',
    'en la web del estudio sale mi móvil, llámame',
  ]);
  leaves([
    '¿tienes mi número de socio a mano?',
    'en la factura viene el número de pedido',
    'usa el de siempre, el cinturón negro',
    'en la hoja sale el número de la sala, pregúntalo en recepción',
  ]);
});

describe('in other languages, and other ways of writing', () => {
  blocks([
    'ti posso chiamare stasera?',
    'je peux t’appeler demain ?',
    'me chama no zap depois',
    '¿a qué hora te puedo marcar?',
    'mi dai il tuo numero?',
    'on se paye en liquide, sans commission',
    'la primera por la app y las demás me las das en mano',
    'la web: pilatesnerea puntito es',
    'llámame: ❻❶❷ ❹❺❽ ❾⓿❸',
    'seguimos por el verde, ¿vale?',
    'te mandé un audio por el sitio de siempre',
  ]);
  leaves(['¿te puedo marcar como ausente el jueves?', 'pásate por el verde del parque a las 7']);
});

describe('met outside, the platform left after this one, a prefixed number with a label', () => {
  blocks([
    'cancela la reserva y quedamos directamente',
    'a partir de la próxima seguimos sin FitCover',
    'nos vemos fuera y lo pactamos con calma',
    'oficina: +349 71 24 58 03',
    'manda mensagem no zap, por favor',
  ]);
  leaves(['quedamos fuera del gimnasio y cerramos la puerta', 'nos vemos fuera, en la puerta, a las 7']);
});

describe('a number noun mistyped, a way preferred, the platform skipped for accepting, hiring or paying', () => {
  blocks([
    'mi numro es el 6S4 32l 98O',
    'por el tele mejor, que me llegan antes los avisos',
    'no hace falta reservar por la app, vente el jueves',
    'te fichamos directamente por 35 la hora',
    'te lo adelanto yo por transferencia, tranquila',
    'lo hablamos en persona y nos olvidamos de fitcover',
  ]);
  leaves([
    'el numer de la sala es el 3',
    'deja la app abierta para fichar',
    'olvídate de la app de reservas, usa la web del gimnasio',
    'por la tele mejor no verlo, da miedo',
  ]);
});

describe('typed in a hurry: "n" for número, icons with a user name, short asks', () => {
  blocks([
    'pasame tu n porfa',
    'xq no m das el n',
    '📷 anaruns22',
    '🐦 runwithpau22',
    'zoom a las 9 y lo vemos',
    'vc rapidita?',
    'las siguientes sin fitcover',
    'pagame directo y listo',
    'el resto en mano',
  ]);
  leaves([
    'factura nº 794628925',
    'el n 3 de la lista',
    'la fila n de la sala 2',
    '📷 de la clase de hoy, qué bien salió',
    'en la puerta',
  ]);
});

describe('the formal register', () => {
  blocks([
    '¿le parece bien que le llamase mañana a primera hora?',
    '¿me permite que la telefonee para lo del seguro?',
    '¿podría facilitarme su correo para enviarle el contrato?',
    'le proponemos un acuerdo privado con el centro',
    'lo razonable sería dejar de usar la plataforma',
    'le ruego que las facturas se envíen a Administración y no a través de la plataforma',
    'dígame a qué cuenta se lo ingreso',
    'le pagamos en metálico al terminar la sesión',
    'la entrevista será por Microsoft Teams',
    'si retira su candidatura, podemos contratarle igualmente',
    'ya no hará falta seguir con la aplicación',
  ]);
  leaves([
    'le llamamos por su nombre en la lista, no se preocupe',
    'le ruego me facilite, a través de la plataforma, el certificado',
    'quedo a su disposición por este mismo chat',
    'he retirado la oferta porque ya está cubierta',
    'el seguro de responsabilidad civil cubre hasta 600.000 €',
  ]);
});

describe('more look-alike letters, where the message writes several groups with them', () => {
  blocks(['por si acaso: 6g2 7Z1 O4S', 'apunta 7S3 2l8 B0O']);
  leaves(['piso 3, puerta 12B, 28013 Madrid', 'pedido 4B2 y 7S1, llegan el lunes']);
});

describe('false blocks fixed', () => {
  leaves([
    // A network's description needs its words tied together.
    'el chat de la app no me carga las fotos de la sala',
    'mi perfil de la app tiene los vídeos de mis clases',
    // A network named as where something was seen; networks in general spoken of.
    'ahora todos vienen porque lo han visto en youtube, es increíble',
    'no me gusta salir en redes, sin vídeos por favor',
    'las redes sociales venden cuerpos imposibles',
    // A rule one keeps.
    'lo siento, nosotros no trabajamos fuera de la plataforma',
    // A full stop typed apart after a word that ends a sentence.
    'vale . es a las 19:30 en la sala 2',
    // "importa" is no amount; "dar un toque" to others is a warning.
    'no me importa, pero de espaldas al espejo',
    'da un toque a los que llegan tarde, que ya es la tercera vez',
    // Words that are also something else: nets, an old weight, "insta" as a verb or instant,
    // a greeting glued to its full stop, idioms of calling, a class marked, the weather outside.
    'las pelotas van en las redes colgadas del fondo',
    'ha perdido media arroba desde enero',
    'el fisio le insta a descansar una semana',
    'el café insta de la máquina no hay quien se lo beba',
    'hola.te escribo por lo del sábado',
    '¿me llamas la atención si me enrollo?',
    'vale, te marco la de las 19:00 como hecha',
    'fuera de aquí hace un calor horrible',
    'las clases por videollamada ya no las damos',
    'el ingreso aparece en tu cuenta de FitCover',
    'dales un toque a los de la última fila',
    '¿dónde te encuentro mañana, en la sala o en recepción?',
    'tu tarjeta de acceso, número 0092, está en recepción',
    // One of the platform's own features instead of the chat.
    'cámbialo desde tu perfil, no por el chat',
    // A street's number; a phone as a thing; a payment app a bar takes.
    'la sala de ciclo está en el número 18 de la calle',
    'me robaron el celular en el bus, qué rabia',
    'la cafetería de abajo ya acepta bizum',
    // What the filter takes something for.
    'a veces el filtro piensa que una hora es un número de contacto',
  ]);
  blocks([
    'mejor por la app de los vídeos cortos',
    'búscame en tiktok, salgo como lucia.fit',
    'sígueme en las redes: lucia.fit',
    'pincha: marta-fit,cat',
    'mi web: martafit . es',
    'dame un toque a las 5',
    'pásame tu celu, que el mío está sin batería',
    '¿acepta bizum?',
    'te paso la oferta, pero no por la app',
    'sígueme en insta, soy lucia.fit',
    'mi número 6 cuatro ocho dos uno cinco tres nueve siete',
    'hacemos videollamada y así no hace falta venir',
    '¿dónde te encuentro fuera de aquí?',
  ]);
});
