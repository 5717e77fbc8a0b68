// A handle spelled letter by letter so that no word of it stands out (issue 26, fourteenth round):
// "mi nick: a i n h o a . b o x e o 8 2", "soy f a t i m a _ p i l a t e s, con espacios para que
// no lo corte". Read on the folded text; a name or a code of the gym spelled so is left alone.

/** Six characters at least, each alone between spaces: letters, digits, dots, underscores. */
const SPELLED = /(?:^|[\s:,(«"'])((?:[\p{L}\d._] ){5,}[\p{L}\d._])(?=$|[\s,;!?)»"'])/u;
/** One's account named before it, or the spacing explained after it. */
const NAMED_BEFORE =
  /\b(?:soy|nick|user|usuario|usuaria|alias|apunta|apuntate|buscame|encuentrame|sigueme|agregame|insta|ig|perfil|cuenta|arroba|handle|me encuentras|me tienes|estoy)\s*:?\s*$/;
const EXPLAINED_AFTER = /^\W*(?:con espacios|sin espacios|todo junto|todo seguido|y me escribes|separado|para que no)/;
/** A password, a code or the wifi spelled out: the gym's, not an account. */
const THINGS = /\b(?:wifi|clave|contrasena|password|codigo|pin|cupon|ssid|red)\b/;

/** The handle spelled, joined, or null. */
export function spelledHandle(folded: string): string | null {
  // Most messages have no run of single characters: one plain search turns them away.
  if (!/(?:^|\s)\S \S \S \S \S \S(?:\s|$)/.test(folded)) return null;
  const m = SPELLED.exec(folded);
  if (!m || THINGS.test(folded)) return null;
  const spelled = m[1] as string;
  const joined = spelled.replace(/ /g, '');
  if (!/\p{L}/u.test(joined)) return null;
  const start = folded.indexOf(spelled, m.index);
  const before = folded.slice(Math.max(0, start - 30), start);
  const after = folded.slice(start + spelled.length, start + spelled.length + 30);
  const shaped = /[._]/.test(joined) || (/\d/.test(joined) && /\p{L}{3}/u.test(joined));
  return NAMED_BEFORE.test(before) || EXPLAINED_AFTER.test(after) || (shaped && joined.length >= 8) ? joined : null;
}
