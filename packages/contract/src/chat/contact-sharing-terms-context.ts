// The context words of the contact-sharing score: finding someone ("búscame", "mi usuario"),
// talking and asking (what makes a name count), on-platform cues; added to the phrase table of
// contact-sharing-terms.ts after leaving and paying, in the same order as before.
import { wordSet, type PhraseTable } from './contact-sharing-phrases.ts';
import type { MakeTerm, Term } from './contact-sharing-terms.ts';

export function addContext(table: PhraseTable<Term>, t: MakeTerm): PhraseTable<Term> {
  return (
    table
      // ---- context ----
      .add(t('find', 'red_social', 0.4), [
        'buscame|buscanos|buscadme|encuentrame|encuentranos|sigueme|siguenos|seguidme|seguime|atopame|atopasme',
        'me|nos buscas|buscais|encuentras|encontraras|encontrareis|encontrais|encontrarias|tienes|pillas|sigues',
        'me puedes buscar|encontrar|seguir',
        'salgo|aparezco|figuro|buscanos|saio|aparezo',
        'em trobes|trobareu|segueixes',
        'busca m|ns',
        'segueix me',
        'bilatu nazazu',
        'jarraitu',
        'find|follow|add me',
        'look me up',
        'mi|my|meu|teu usuario|user|nick|alias|handle|username|cuenta|perfil|usuari|compte|canal',
        'usuario|user|nick|alias|username|handle|canal|channel',
      ])
      // "cuenta: cris.zumba": an account named, when a word only a handle can be follows.
      .add(t('find', 'red_social', 0, { shaped: true }), [
        'estoy|soc|sale|soy|i+m|im|sono',
        'cuenta|perfil|compte|kontua|account|profile|perfiles|cuentas',
      ])
      .add(t('ask', 'contacto', 0), [
        'dame|dadme|pasame|pasadme|dejame|mandame|enviame|escribeme|dime|apuntame|mandamelo|mandamela|enviamelo|enviamela',
        // "me pides el número en recepción": asked of someone else.
        'pides|pideme|pidele|pideselo|pidesela|pidemelo',
        'pasamelo|pasamela|dimelo|dejamelo|escriu+me|escriu+m',
        'agregame|anademe|agregadme|anadidme|engademe|agregas|anades',
        'me das|pasas|dejas|mandas|envias|dices|puedes+dar|puedes+pasar|podrias+dar|podrias+pasar|pasarias|darias',
        // "q me pases tu fijo", "¿me pones tu número?": the subjunctive and "put down".
        'me|nos pases|des|dejes|mandes|envies|digas|pones|pongas|apuntas|apuntes|compartes|compartis|compartas|comparte',
        'te|os paso|dejo|doy|mando|envio|apunto',
        'dona+m|passa+m|deixa+m|envia+m',
        'em|me|ens passes|dones|deixes|envies',
        'dasme|dame|pasasme|pasame|deixasme|mandasme',
        'pasa|pasad|pasanos',
        'emango|emadazu|pasa+iezadazu',
        'et passo|deixo|dono',
        'give|send|drop|shoot|share|text me|us',
        // "mira el face", "do you have twitter?": pointing to, or asking about, someone's account.
        'mira|mirate|mirad|echa+un+ojo+a|echale+un+ojo+a',
        'do+you+have|have+you+got|are+you+on',
        'emadazu|bidali',
        'cual es|cual+seria',
        'tienes|tenes|tens|tes|teneis|usas',
        'necesito|quiero|querria|necesitaria|necessito|vull',
        'do|did you have|use',
        'have you got',
        'are you on',
        'estas|estais|esta en|a|on',
      ])
      .add(t('talk', 'red_social', 0), [
        'escribeme|escribime|escribenos|escribirme|escribirte|escribo|escribimos|escribes|escribirnos',
        'hablame|hablamos|hablemos|hablar|hablarlo|hablarnos|habla',
        'seguimos|sigamos|seguir|continuamos|continuemos|continuar|continuarlo',
        'pasate|pasamos|pasemos',
        'contactame|contactar|contactarme|localizame',
        'usas|uso|tengo',
        'escrito|escribi|mandado|enviado|busco|buscare|buscas|vemos|veo|sigo|comentamos|comentarlo|contesto|respondo|agrego',
        'mando|envio|paso ?lo|la|los|las|todo',
        // Settling something there: "por tg lo cuadramos".
        'lo|la|ho cerramos|cuadramos|concretamos|tanquem|pechamos|arreglamos',
        'localizas|localizarme|pillas|encuentras|tienes',
        'subo|cuelgo|publico|tengo+canal|tengo+perfil|tengo+cuenta',
        // Being found or seen somewhere: "mis directos en…", "mismo nombre que aquí", "busca mi nombre en…".
        'directos|directo|stream|streams|mismo+nombre|mismo+usuario|busca+mi+nombre|buscad+mi+nombre|busca+mi+perfil',
        // The same name as here: "me llamo igual", "igual que aquí".
        'llamo|llamas|salgo igual',
        'igual|mismo|misma que aqui',
        'hitz+egin|hitz+egingo|hitz+egiten|idatzi+iezadazu',
        'escriu me',
        'escriu m',
        'parlem|parlar|parla',
        'falamos|falar|fala',
        'idatzi|hitz+egin',
        'message|text|dm|chat|talk|reach|hit+me+up|ping',
        'mira|mirate|echa+un+vistazo|entra|visita|check',
      ])
      // Things sent are a talk ("mándame fotos"), not what they are of ("la foto de perfil").
      .add(t('talk', 'red_social', 0), ['mensaje|mensajito|mensajes|audio|audios|foto|fotos|ubicacion'], {
        notBefore: wordSet('de del dels da do of'),
      })
      .add(t('pay', 'contacto', 0), [
        'te|me|os pago|pagas|pagais|cobro|cobras|pagamos|cobramos',
        'pagame|pagar|cobrar|pagarte|cobrarte|descuento|pago|pagas|cobro',
      ])
      .add(
        t('platform', 'contacto', 0),
        [
          'por|per|pel aqui|aca|aqui+mismo|este+chat|el+chat|el+xat|la+plataforma|la+app+de+fitcover|fitcover',
          'en|a el+chat|la+plataforma|fitcover|este+chat|la+app|la+aplicacion',
          'desde|a+traves+de la+plataforma|fitcover|la+app|la+aplicacion',
          'through|via|on|here the+platform|fitcover|here',
          'seguimos|sigamos|hablamos|todo|mejor aqui|por+aqui|en+este+chat',
        ],
        // "el chat verde" is another app.
        {
          notBefore: wordSet(
            'verde azul de del amarillo amarilla morado morada naranja roja rojo negra negro rosa blanca china que con amb with',
          ),
        },
      )
  );
}
