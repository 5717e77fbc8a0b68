// Phrases of the contact-sharing score for leaving the platform, paying outside it, e-mail and
// links said aloud; added to the phrase table of contact-sharing-terms.ts after its calls and
// contact details, in the same order as before (the longest phrase wins; on a tie, the first).
import { wordSet, type PhraseTable } from './contact-sharing-phrases.ts';
import type { MakeTerm, Term } from './contact-sharing-terms.ts';

export function addLeaving(table: PhraseTable<Term>, t: MakeTerm, notAnId: ReadonlySet<string>): PhraseTable<Term> {
  return (
    table
      // ---- leaving the platform ----
      .add(t('intent', 'contacto', 1), [
        'fuera|fora de la|esta|l app|aplicacion|aplicacio|plataforma|web|pagina|chat|xat',
        'fuera|fora de|d aqui|fitcover',
        'fuera|fora del chat|xat',
        'fora da app|aplicacion|plataforma',
        'salgamos|salir|salimos|sortim de aqui|la+app|la+plataforma',
        'sin|sense pasar|passar por|per la+plataforma|aqui|fitcover',
        'outside|off the|this app|platform|chat',
        'otra app|aplicacion|plataforma|aplicacio|apli',
        'por|per|en otra via|app|aplicacion|plataforma|red',
        'por|per otro|un+altre canal|medio|mitja',
        'por|al|per|pel privado|priv|privi|md|dm|mp|privat|interno|inbox|mensaje+directo|mensajes+directos',
        'mejor|millor|mellor por|per|en|polo otro|un+altre|outro lado|sitio|lloc|lugar|sitio|canal',
        'hablamos|hablemos|seguimos|sigamos|parlem|falamos|escribimos fuera|fora',
        'sin|sense|sen la|l|a plataforma|app|aplicacion|aplicacio|comision',
        'lo|ho arreglamos|hacemos|cerramos|apanyem|tanquem entre nosotros|nosaltres',
        'guardame|agendame|apuntame|guarda+me en tus|tu|els+teus contactos|contactes|agenda',
        'agreguenme|anadanme|agregueme|anadame',
        'transferencia|transferencias|ingreso|ingresos|transfiere|ingresa a|en mi|la+meva cuenta|compte|conta',
        'por|con|per verse|bizum|paypal|revolut',
        'un|send+me+a|por|al md|dm|mp|priv|privi|privado',
        'dm me',
      ])
      // "por fuera" alone leaves; "por fuera del gimnasio" is a place (the platform's own
      // phrases above catch "por fuera de la app").
      // After a verb of moving or exercising it is a route too ("salimos a correr por fuera").
      .add(t('intent', 'contacto', 1), ['por|per fuera|fora'], {
        notBefore: wordSet('de del da do dels d'),
        notAfter: wordSet(`correr corremos corre corro corred corriendo salir salimos salgo sal vamos ir voy caminar
          caminamos caminando pasear paseamos rodar rodamos calentar calentamos entrenar entrenamos estirar estiramos
          nadar nadamos trotar trotamos pedalear pedaleamos vuelta vueltas run running walk es son sera esta estan`),
      })
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), [
        'por|per|en|polo otro|outro|un+altre lado|sitio|lloc|lugar',
        'te|os escribo|hablamos|seguimos|hablemos|escribeme|escribime|contesto|respondo por+ahi|por+alli|alli|ahi',
        'en|a todas|todos|totes|tots ?las|los|les redes|partes|lados|sitios|xarxes|llocs',
        'en redes',
        'everywhere',
      ])
      // "búscame en el buscador", "pon mi nombre en el buscador y salgo": being found by a search
      // engine, with a word of finding or talking near ("en el buscador pones «tabata» y te sale
      // uno gratis" is a timer).
      .add(
        t('intent', 'contacto', 0.5, { talkBonus: 0.5 }),
        ['en|al el buscador', 'pon|ponme|escribe|busca|mete ?me en el buscador'],
        {
          notBefore: wordSet('de del dels da do'),
        },
      )
      .add(t('intent', 'email', 0.3, { talkBonus: 0.5 }), ['al|por|a+tu|a+mi correo|correu|mail|email'], {
        notBefore: wordSet('de del da do'),
      })
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, negatable: true }), ['en|por las redes', 'redes sociales'], {
        notBefore: wordSet('del de dels da do'),
      })
      .add(t('intent', 'contacto', 0.3), [
        'aqui no me',
        'por aqui no',
        'no me entero|llegan|avisa|llega',
        'tardo en ver|contestar',
        'aqui tardo',
        'va fatal',
        'mas comodo|rapido|facil',
      ])
      // Another place to talk: "sigamos por outra aplicación", "vamos a otro chat", "cambiemos de
      // app". "Por otro lado" and "por otra parte" are ways of saying "besides", so not these.
      .add(
        t('intent', 'contacto', 1),
        [
          'por|per|en|a|polo|pola|nun|nunha ?un|una otro|otra|outro|outra|altre|altra|otros app|apps|aplicacion|aplicacio|canal|medio|mitja|chat|xat|plataforma|red',
          'por|per|polo|pola ?un|una otro|otra|outro|outra|altre|altra sitio|lugar|lloc',
          'cambiemos|cambiamos|cambiar|canviem|canviar|mudamos|mudemonos|pasemos|pasamos de app|aplicacion|chat|plataforma|aplicacio',
          'beste app|aplikazio|aplikazioa|leku|lekuan|batean',
          'kanpoan|kanpora hitz|idatzi|hitz+egingo',
          'somewhere|someplace|anywhere else',
          'another|other app|place|chat|platform',
          'privately',
          'mensaje|mensajito|mensajes de texto',
          'mensaje|mensajito|sms normal',
          'hablamos|hablemos|lo+hablamos|lo+cerramos|lo+arreglamos|lo+hacemos por nuestra cuenta',
        ],
        { notBefore: wordSet('del de dels da do of') },
      )
      // "aquí no, en otro lado"; "la clase es en otro sitio" is not leaving.
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), [
        'en|a otro|otra|outro|outra|un+altre|una+altra lado|sitio|lugar|lloc|parte|banda',
      ])
      // "lo hablamos en privado con dirección": with someone else.
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), ['en privado|privat|priv'], {
        notBefore: wordSet('con amb with y i'),
      })
      .add(t('intent', 'contacto', 1, { local: true, negatable: true }), [
        'hazme|haces|te+hago|me+haces|te+hare una|la transferencia|un+ingreso',
        'hazme|haces|te+hago|me+haces un ingreso',
      ])
      // ---- paying outside the platform ----
      .add(t('intent', 'contacto', 1, { negatable: true }), [
        'paypal|pay+pal|revolut|western+union|bizum|bizums|bizumeo|bizumear|bizumame|bizumeame|bizumea|bizumeas|bizumo',
        'pagamos|pago|pagar|pagarte|cobro|cobrar|cobramos|te+pago por|per fuera|fora',
        '?nos|ens ahorramos|ahorrarnos|ahorrar|saltamos|saltarnos|evitamos|evitar|estalviem|estalviar ?nos ?la comision|comissio',
        'sin|sense comision|comissio',
        'pagame|pagadme|cobrame|pagas|pagues por|con|en transferencia|efectivo|mano|metalico|cash',
        'mejor|prefiero|preferiria en efectivo|metalico|mano|cash',
        'te|os|me lo doy|pago|paso|ingreso|das|pagas en+mano|en+efectivo|directamente|a+ti|a+mi|en+metalico',
        '?nos saltamos|saltarnos|saltar|evitamos|evitar|esquivar|esquivamos|pasamos+de la plataforma|app|aplicacion|comision',
        'dejemos|dejamos|dejar|salgamos|salir del|el chat|xat|app|la+app|la+plataforma',
        'cash in hand',
      ])
      .add(t('intent', 'contacto', 0.5, { negatable: true, talkBonus: 0.5, bonusFrom: 'pay' }), [
        'en efectivo|metalico|mano|ma',
        'transferencia directa|directamente',
        'no fees',
        'transfiero|transferir|transfiera|ingreso directamente|directo',
      ])
      .add(t('intent', 'contacto', 0.5, { negatable: true, talkBonus: 0.5, local: true }), ['iban'])
      // ---- e-mail ----
      .add(
        t('intent', 'email', 1),
        [
          'arroba|arrova|aroba|gmail|hotmail|yahoo|outlook|icloud|protonmail|proton|gmx|msn|chiocciola|arobase|klammeraffe',
          'correo|correu personal|privado|particular|electronico|electronic',
          'mi|mis|el+meu|al+meu|nuestro|my|o+meu correo|correu|correos',
        ],
        { notBefore: notAnId },
      )
      .add(t('intent', 'email', 1), [
        'a tu correo|correu',
        'direccion de correo',
        'adreca de correu',
        'adreca electronica',
        'email|mail address',
        'e mail|mails',
        'mail|mails|emails|gee+mail',
      ])
      // ---- links said aloud ----
      .add(t('intent', 'enlace', 1), ['https|http|www'])
  );
}
