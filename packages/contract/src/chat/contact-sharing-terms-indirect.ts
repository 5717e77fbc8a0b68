// Families of intent said indirectly or politely (issue 26, tenth round, from the tuning half of
// the fifth writer's set): another way to talk, not through here, not recorded here, numbers
// exchanged, "te pago yo", "there we talk", our own way, as before the app. Added to the phrase
// table of contact-sharing-terms.ts last (the longest phrase wins; on a tie, the one added first).
import { wordSet, type PhraseTable } from './contact-sharing-phrases.ts';
import type { MakeTerm, Term } from './contact-sharing-terms.ts';

export function addIndirect(table: PhraseTable<Term>, t: MakeTerm): PhraseTable<Term> {
  return (
    table
      .add(t('intent', 'contacto', 1), [
        // "¿habría otra forma de comunicarnos?", "another way we could talk", "outside of here".
        'otra|alguna|alguna+otra forma|manera|via de comunicarnos|hablar|hablarnos|que+hablemos|parlar|que+parlem|falar|que+falemos|contactar',
        'another|other|a+better|the+best way to|we+could|we+can|i+can talk|reach|contact|chat|text',
        'outside of here|this',
        'ya sabes donde|on encontrarme|localizarme|pillarme|trobar+me',
        // Not through here, not put here: "sin que pase por ninguna plataforma", "no lo pongas aquí".
        'no hace+falta|cal que pase|pasemos|pasar|passi por|per aqui|la+app|la+plataforma|fitcover',
        'sin|sense que pase|pasemos|passi por|per ninguna|la|cap plataforma|app|aplicacion|fitcover',
        'paso|pasamos de pagar|pagarle|pagarles ?la|las comision|comisiones|comissions',
        'no lo|la|los|las pongas|pongamos|publiques|publiquemos|marques|marquemos por+aqui|aqui|en+la+app|en+la+plataforma',
        'aqui no marcamos|ponemos|apuntamos|registramos|anotamos|posem nada|res',
        'no ho posem|posis|apuntem aqui|a+l+app',
        'ya no necesitamos|nos+hace+falta la+plataforma|fitcover',
        // Numbers exchanged: "intercambiamos números", "zenbakiak trukatuko ditugu", "swap numbers".
        'intercambiamos|intercambiar|intercambiemos|nos+pasamos|nos+damos numeros|contactos|telefonos|los+numeros|los+telefonos',
        'zenbakiak trukatuko|trukatu|trukatzen',
        'exchange|swap numbers|contacts|details',
        'the rest|others|next+ones between us|privately|directly|outside',
        'que et|us contacti|truqui',
        'hazme|dame|te+hago|me+haces|haceme follow',
        'por|al|per el privado|priv|dm|md|privat',
        // Google's chat, told by its mail: "por el chat de Google, el de los correos".
        'chat|xat de google|gmail',
        'google chat|hangouts',
        // Basque: "gehitu nazazu" (add me), "goazen beste aplikaziora" (to another app), "komisioa
        // ordaindu gabe" (without paying the fee), "dirua eskuz" (the money by hand).
        'gehitu nazazu|gaitzazu',
        'beste aplikaziora|aplikazio+batera|sare+batera',
        'komisioa|komisiorik ordaindu|ordaindu+gabe gabe|barik',
        'dirua eskuz|eskura|eskutik',
        // Stopping here for elsewhere: "deja de escribirme por aquí", "dejemos de hablar aquí".
        'deja|dejemos|dejamos|deixa|deixem de escribirme|escribirnos|hablar|hablarnos|escriure+m|parlar por+aqui|aqui|per+aqui',
      ])
      // Where we talked before: "mejor por donde te dije", "escríbeme por donde sabes" (alone, "por
      // donde te dije" is also a way in: with a verb of talking or a preference only).
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, bonusFrom: 'verb' }), [
        'por|per donde|on te+dije|dijimos|te+comente|hablamos|acordamos|sabes|et+vaig+dir',
        'por|per el|la canal|via|red de siempre|sempre',
      ])
      // "las demás te las pago yo", "me pagas tú en mano": paid by one to the other, not through
      // the platform, when a payment word is near; alone it is a treat ("tranquila, el café te lo
      // pago yo", "te lo pago yo y lo descuentas de la factura"). In cash it is one on its own.
      .add(
        t('intent', 'contacto', 0.5, { local: true, talkBonus: 0.5, bonusFrom: 'pay' }),
        [
          'te|os ?lo|la|las|los pago|pagare|pagaria yo|jo|eu',
          'et|us ?ho|les|la pago|pagare jo',
          'me|nos pagas|pagais|pagaras tu|vosotros',
        ],
        { notBefore: wordSet('el la los las un una mi tu') },
      )
      .add(t('intent', 'contacto', 1, { local: true }), ['me|nos pagas|pagais|pagaras ?tu|vosotros a+mano'])
      // "no lo cierres aquí", "close the deal face to face".
      .add(t('intent', 'contacto', 1, { negatable: true }), [
        'no lo|la|los|las cierres|cerremos|confirmes|reserves aqui|por+aqui|en+la+app',
        'close|seal|sign the deal face+to+face|in+person|offline|privately',
      ])
      // "aquí mejor no", "ahí hablamos", "a nuestra manera", "que aquí cobran": with a talk near.
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), [
        'aqui|aca cobran|se+quedan|se+llevan|te+quitan|nos+quitan',
        // "el número de la ficha es el mío", "la tarjeta que te di": one's own, given before.
        'es|sera el mio|meu',
        'la|mi tarjeta que te di|deje|pase',
        'aqui|por+aqui mejor no',
        'ahi|alli hablamos|seguimos|te+escribo|nos+escribimos|te+cuento|parlem|falamos',
        'a nuestra manera|bola',
      ])
      // With a payment near: "como hacíamos antes de esta app", "de otra forma", "a mano".
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, bonusFrom: 'pay' }), [
        'antes de esta|la app|plataforma|aplicacion',
        'hacerlo|hacemos|lo+hacemos|podriamos+hacerlo de otra|otro forma|manera|modo',
        'a mano',
        'en efectiu',
        'no|mejor+no por escrito',
      ])
      .add(t('pay', 'contacto', 0), ['dono|et+dono|pagues|pagaras'])
  );
}
