// English ways of leaving the platform (issue 26, eighth round), as families rather than
// phrases: taking the conversation offline or elsewhere, being paid in cash or directly, being
// sent a text or a line, one's number or cell stated, the fees or the middleman skipped. Added to
// the phrase table of contact-sharing-terms.ts after the other families (the longest phrase
// wins; on a tie, the one added first). Folded, apostrophes split ("let's" → "let s").
import { wordSet, type PhraseTable } from './contact-sharing-phrases.ts';
import type { MakeTerm, Term } from './contact-sharing-terms.ts';

/** What follows a handle asked for when it is of this platform or a thing: "tu usuario de la app". */
const ONES_OWN = wordSet('de del da do of para en in aqui here');
const MOVE = 'take|taking|move|moving|keep|keeping|bring|continue|carry|sort|settle|handle|arrange';
const WHAT = 'this|it|things|that|the+chat|the+convo|the+conversation|us|the+payment|the+rest|the+details|the+money';
const AWAY = 'offline|off+app|off+platform|off+the+app|off+the+platform|off+here|elsewhere|somewhere+else|private';

export function addEnglish(table: PhraseTable<Term>, t: MakeTerm): PhraseTable<Term> {
  return (
    table
      // "let's take this offline", "move the chat elsewhere", "talk offline", "chat off the app".
      .add(t('intent', 'contacto', 1, { local: true }), [
        `${MOVE} ${WHAT} ${AWAY}`,
        `${MOVE} ${AWAY}`,
        `talk|chat|speak|message|text|continue|meet|deal ${AWAY}`,
        'off|outside the|this app|platform|site|chat',
        'somewhere|someplace else',
      ])
      // Paid in cash or to oneself: "pay me in cash", "pay me directly", "cash in hand", "venmo me".
      // "I pay in cash at reception" names nobody to be paid.
      .add(t('intent', 'contacto', 1), [
        'pay|paying|payment|send|transfer me|us ?in cash|directly|direct|privately|outside|off+app|off+the+app|in+hand|by+transfer',
        'pay|paying|payment|send|transfer me|us via|through|by|with|on venmo|zelle|cashapp|cash+app|paypal|revolut|bizum|bank+transfer',
        'cash|money in hand',
        'under the table',
        'off the books|record',
        'venmo|zelle|cashapp|paypal|revolut me',
        'skip|avoid|dodge|cut|save|no ?the|any ?platform|app fees|fee|commission|commissions|middleman|cut',
      ])
      .add(t('pay', 'contacto', 0), ['payment|payments|money|fee|fees'])
      // "between us" is gossip too ("between us, the new coach is great"); near a payment it deals.
      .add(
        t('intent', 'contacto', 0.5, { talkBonus: 0.5, bonusFrom: 'pay' }),
        ['between|just you and me|us', 'between us|ourselves'],
        { notBefore: wordSet('and or nor') },
      )
      // "drop me a text", "shoot me a line", "send me a message on…", "give me a ring".
      .add(t('intent', 'telefono', 1, { local: true }), [
        // "send me a message" is said here too; a text, a line or a ring is not.
        'drop|shoot|flick me|us a|an text|line|message|msg|dm|ring|buzz|call|email|whatsapp|wa',
        'send|give me|us a|an text|line|ring|buzz|call|whatsapp|wa',
        'text|message|msg|ping|ring|call|whatsapp|dm|buzz me|us at|on|later|sometime|tonight|tomorrow|when|whenever|if|back',
        'my|our number|cell|mobile|phone|digits|whatsapp is|s',
        'slide|slid|sliding into my|your dms|dm|inbox',
        'what s|whats|send|give+me|share|drop your number|cell|digits|mobile|phone+number|whatsapp',
        'can|could i have|get your number|cell|digits',
      ])
      // Someone's handle asked for, in any language: "pásame tu user", "dime tu arroba", "send
      // me your @" ("dime tu usuario de la app" is this platform's).
      .add(
        t('intent', 'red_social', 1, { local: true }),
        [
          'pasame|dame|dime|mandame|enviame|pasa|passa+m|dona+m|digues+me|send+me|give+me|what+s|whats tu|el+teu|your|o+teu usuario|user|username|nick|handle|arroba|alias|usuari|ig|insta',
          'me pasas|das|dices|mandas|envias|em+passes|em+dones|em+dius tu|el+teu usuario|user|username|nick|handle|arroba|alias|usuari|ig|insta',
        ],
        { notBefore: ONES_OWN },
      )
  );
}
