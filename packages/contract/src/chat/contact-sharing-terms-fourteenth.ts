// Families of intent of the fourteenth round (issue 26, ADR 0015), from the tuning halves of the
// sets written after the thirteenth: a friend request already sent ("te he agregado"), something
// asked for to talk elsewhere ("¿me pasas algo para hablar fuera?"), the address one already has
// ("el correo de siempre", "ya tienes mi número"), a card or a QR of contact, networks described by
// what is posted there ("donde se suben reels", "la de los dos ticks azules"), the platform got
// round ("sáltate la app", "sin intermediarios", "como el chat censura…"), the price settled in
// person "y no por aquí", a payment made "directo a mí" or saving the platform's cut. Added last.
import { wordSet, type PhraseTable } from './contact-sharing-phrases.ts';
import type { MakeTerm, Term } from './contact-sharing-terms.ts';

const HERE = 'aqui|por+aqui|la+app|la+plataforma|fitcover|la+aplicacion|en+la+app|en+fitcover|por+la+app|por+fitcover';
const MINE = 'num|numero|movil|mvl|tlf|tel|contacto|correo|mail|insta|user|usuario|wasap|whats|telefono';

export function addFourteenth(table: PhraseTable<Term>, t: MakeTerm): PhraseTable<Term> {
  return (
    table
      .add(t('intent', 'contacto', 1), [
        // Something asked for to talk elsewhere: "¿me pasas algo para hablar fuera?".
        'pasame|me+pasas|dame|me+das|mandame|dejame algo|alguna+forma|una+forma|un+medio|un+sitio para hablar|hablarnos|escribirte|contactarte|contactar|hablar+fuera|hablar+directo',
        'algo para hablar|hablarnos|escribirnos fuera|directo|por+fuera|aparte',
        // The address one already has: "el correo de siempre", "tu ya tienes mi num de la otra vez".
        'el|al|tu correo|mail|insta|user|wasap|whats|movil|tlf de siempre',
        `tienes|tiene mi ${MINE} de la+otra+vez|antes|siempre`,
        'el|la|por+el|por+la verde|azul de siempre',
        // A card or a QR of contact: "te comparto mi tarjeta de contacto", "escanea mi QR".
        'tarjeta|vcard de contacto',
        'mi qr|codigo+qr de contacto',
        'escanea|escaneame|escaneas mi qr',
        'te|os doy|paso|dejo|mando|comparto mi tarjeta|tarjetita',
        // Networks described by what is posted or seen there.
        'en|por donde se+suben|se+cuelgan|subes|cuelgas|subo|cuelgo ?los|las ?mis reels|stories|historias|tiktoks',
        'los|las dos ticks|checks|rayitas azules',
        'doble check|tick azul',
        'el|la|por+el|por+la de los audios|audios+de+voz|dos+ticks',
        'app|red china de|con bailes|bailecitos|videos|los+bailes|los+bailecitos',
        'app|red de los|las corazoncitos|corazones|stories|reels|bailecitos',
        // A video call in a word: "hacemos una video", "¿nos vemos por cámara?", "llamada y lo vemos".
        'hacemos|hagamos|hago|hacer|montamos una video|video+rapida',
        'nos vemos|hablamos|te+veo|me+ves por|en camara|webcam|la+camara|la+webcam',
        'llamada y lo vemos|hablamos|cerramos|concretamos|cuadramos',
        // The platform got round: "sáltate la app", "quitamos a los intermediarios", "trato directo contigo".
        'saltate|saltemos|saltamos|saltarnos|nos+saltamos|te+saltas|me+salto la|a+la|esta app|plataforma|aplicacion|web',
        'quitamos|quitemos|quitar|quitarnos|sin|saltarnos|fuera a+los|los|al|el intermediarios|intermediario',
        'trato|acuerdo|contacto directo contigo|conmigo|entre+nosotros|entre+tu+y+yo',
        'el chat|la+app|esto|la+plataforma censura|censuran|filtra|filtran|bloquea|corta|capa',
        'te lo digo|pongo|escribo|mando|paso de|por otra forma|manera|otro+modo|otra+via',
        `no hace falta que|q lo+gestionemos|lo+hagamos|lo+hablemos|lo+pasemos|lo+publiques|lo+pongas|lo+subas|pasar|pasemos|gestionarlo ${HERE}`,
        `que|q no se entere|enteren|entera ${HERE}`,
        `${HERE} que|q no se entere|enteren`,
        // Settled in person "and not here": "lo del precio lo vemos en persona, no por aquí".
        `en persona|privado|mano no|y+no ${HERE}`,
        'las condiciones|el+precio|lo+del+precio de verdad|reales|en+serio no|y+no por+aqui|aqui',
        // Paid "directo a mí", saving the platform's cut, a booking cancelled once paid aside.
        'paga|pagame|pagas|pagues|pagad|pagadme|pagueis|paguen directo|directamente|solo a mi',
        `a mi no|y+no a ${HERE}`,
        'te|os pago yo directo|directamente|aparte',
        'por|con transferencia|transfe|bizum|efectivo|cash|mano nos|te|os ahorramos|ahorras|ahorrais',
        'nos|os ahorramos|ahorrais la|el comision|fee|porcentaje|parte+de+la+app|tajada',
        `sin pagar|pagarlo|pasar ${HERE}`,
        'marcamos|ponemos|dejamos|marcas|pones la reserva|oferta|clase como cancelada|anulada',
        'hazme|haz|hacedme|hagame la|una transfe|transferencia',
        'te|os doy|pago|dejo en efectivo|cash|mano',
        'en efectivo|cash|mano te|os doy|pago|dejo',
        // A link to one's own page, a page's address to call: "te paso un link de mi página".
        'un|el|este link|enlace de|a mi pagina|web|perfil|portfolio|canal|blog',
        'llama|llamas|llamame|llamar al|el que sale|aparece',
        'al|el numero que sale|aparece',
        'me sale|aparece el|mi contacto|numero|telefono',
        // Elsewhere as a place to talk: "escríbeme al otro lado", "el grupo de sustis que tenemos fuera".
        'escribeme|hablame|hablamos|seguimos|escribime al|por+el|en+el otro lado',
        'que tenemos|tengo|hay fuera|por+fuera|fuera+de+la+app',
        'abre|abreme|mira|revisa|checa el|tu|mi dm|md|privi',
        'con barrabaja|barra+baja|guion+bajo entre',
        // Second wave: a number announced by its length or read as digits, a way out named
        // by what it does, cash handed over, the search one comes first in.
        'mis|tus nueve|9 cifras|digitos|numeritos',
        'leelo|leelos|lee+lo como numeros|cifras|digitos',
        'las o son ceros|cero',
        'chats|mensajes que se borran|autodestruyen|desaparecen',
        'aqui nos leen|vigilan|espian|controlan|miran',
        'pasemos|pasamos|vamos|movamos+esto a algo|un+sitio|otro+sitio mas privado|mas+discreto',
        'por aqui no|aqui+no ya me entiendes|ya+sabes|tu+ya+sabes',
        'te cuento|te+digo|te+paso la tarifa|el+precio|las+condiciones de verdad|real|reales|buena',
        'contacto incluido',
        'googlea|googleame|busca+en+google mi nombre|mi+nombre+y+apellido',
        'y salgo el|la primero|primera',
        'paginas amarillas',
        'llama|llamame|llamad alli|ahi',
        'app|aplicacion de correr naranja',
        'streaming morada|morado',
        'chat|app|red de los gamers|gamer|del+mando',
        'donde subo|cuelgo|pongo las|mis stories|historias|reels',
        'con punto en vez|en+lugar de coma|espacio',
        'punto en vez|en+lugar de coma',
        'en todos lados|todas+partes|todas+las+redes|todas+las+apps y|me',
        'y tu contacto|numero|movil|tlf',
        'para tenerlo|tenerte ya guardado',
        'ya te lo doy|pago yo',
        'lo demas|el+resto te|ya+te lo doy|pago|paso yo|aparte|en+mano',
        'y te pago yo',
        'nos la|lo|las saltamos|saltaremos',
        'asi no pagas|pagamos|pagais comision|comisiones',
        'no pasamos|pasemos|pasa|pasan por la+app|la+plataforma|fitcover|aqui',
        'te|os los|las doy|dejo|paso|pago en ?un sobre|sobrecito|mano|efectivo|cash',
        'en billetes',
        'prefiero billetes|pasta|efectivo',
        'pasta|dinero|pelas|pavos|billetes en mano',
        'en mano|efectivo|metalico al acabar|al+terminar|cuando+acabes|cuando+termines|el+dia',
        'el|al correo|mail de google|gmail|yahoo|hotmail|outlook|live|microsoft|icloud',
        'el de live|gmail|hotmail|yahoo|outlook|icloud',
        'mi|tu live|gmail|hotmail|yahoo|outlook|icloud es',
        'todo junto en live|gmail|hotmail|yahoo|outlook|icloud',
        'nombre y apellido todo junto|juntos',
        'con|y punto es|com|net|cat|org|io al final',
        'acabado|acaba|termina|terminado en punto|cat|com|net|org|io',
        'llamada de dos|tres|cinco|diez|un|2|5|10 minutos|minuto|min',
        'ring ring',
        'te|os doy|paso|dejo|mando el|mi contacto',
        'mi|tu iban',
        // A puzzle said to be one's number: "adivinanza para llamarme", "ya sabes dónde escribirme".
        'para|pa llamarme|escribirme|contactarme|localizarme|wasapearme',
        'ya sabes donde|a+donde|como|por+donde escribirme|llamarme|encontrarme|localizarme|pillarme',
        'mejor|vamos por donde te escribi|te+hable|hablamos',
        // Third wave: the real one, not the platform's ("tus datos, los de verdad, no los de la
        // plataforma"), a number saved and deleted, a way said to get past the filter.
        'los|el|la de verdad|directo|directos|personal|reales|real no los|el|la de la+plataforma|la+app|fitcover|aqui',
        'lo borro en cuanto|nada+mas lo guarde|lo+guarde|lo+apunte',
        'que|a+ver+si asi pasa|llega|se+cuela|no+lo+pilla|no+lo+bloquea|no+lo+corta|no+lo+borra',
        'tus|mis datos escritos|apuntados en',
        'bizu|bizum|transferencia|transfe a mi nombre',
        'nos olvidamos de la comision|comisoin|app|plataforma',
      ])
      // Weak alone, together a way out: cash "en un sobre" and "ni se enteran"; "por la de
      // siempre" and "no por aquí".
      .add(t('intent', 'contacto', 0.5), ['en un sobre|sobrecito', 'por|en la|el de siempre', 'no por aqui'])
      // A request already sent, to be accepted: "te he agregado, acéptame", "ya te agregué, mira la
      // solicitud" (not "te he añadido al cuadrante"); each half alone is no way out.
      .add(t('intent', 'contacto', 0.5), ['te he|hemos agregado|anadido|seguido', 'ya te agregue|anadi|segui'], {
        notBefore: wordSet('a al en como de del para'),
      })
      .add(t('intent', 'contacto', 0.5), ['aceptame|aceptala|aceptalo', 'mira|revisa|acepta la solicitud|peticion'])
      // "(las letras son números)", not "…son números de sala".
      .add(t('intent', 'telefono', 1), ['las letras son numeros|digitos|cifras'], { notBefore: wordSet('de del') })
      .add(t('intent', 'contacto', 1), ['lo|la hacemos|gestionamos|cerramos|arreglamos directo|directamente'], {
        notBefore: wordSet('en con a al el la'),
      })
      .add(t('intent', 'contacto', 1), ['ya tienes|tiene mi num|numero|movil|contacto|tlf'], {
        notBefore: wordSet('de del'),
      })
      // Weak alone: not knowing, a group to join, "ya sabes pa qué".
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, bonusFrom: 'pay' }), [
        'ni se entera|enteran|enterara|enteraran|entere',
      ])
      // Invited to a place to talk: "abro un discord y te invito".
      .add(t('talk', 'red_social', 0), ['te|os invito|invitare|anado|agrego|meto'])
  );
}
