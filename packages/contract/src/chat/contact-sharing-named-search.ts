// An account to be looked up by one's full name (issue 26, fifteenth round): "busca Nerea Sanz
// monitor natación Barcelona", "sale si buscas Sara Rivas ciclo indoor", "busca «Celia Pardo
// Pilates Lugo»". A person is looked for "a" someone ("busca a Nerea en recepción"); a name
// typed to be searched has no "a", and is not where someone is ("busca Nerea Sanz en la sala").
// Read on the cased text (accents gone): the name is what is capitalised.

/** A verb of searching, then optional "tú", a colon or quotes, then two or more capitalised words. */
const SEARCHED =
  /(?:^|[^\p{L}])(?:busca|buscas|buscad|busque|busques|buscame|buscanos|googlea|googleame)(?:\s+tu)?\s*[:"«“']?\s*((?:\p{Lu}\p{Ll}+\s+){1,4}\p{Lu}\p{Ll}+)(\s*[,"»”']?\s*)(\p{L}*)/gu;
/** What comes after a name that says where the person is or what to do, not what to type. */
const AFTER_A_PERSON = new Set([
  'en',
  'por',
  'a',
  'al',
  'que',
  'esta',
  'y',
  'e',
  'para',
  'de',
  'del',
  'cuando',
  'si',
  'o',
  'le',
  'les',
]);

/**
 * "busca 'entrenador personal Pamplona Yasmina' y verás mi página", "si buscas 'Uxía entrenadora
 * Pamplona' salgo la primera": words in quotes to be searched, then what one finds is oneself.
 */
const QUOTED_SEARCH =
  /(?:^|[^\p{L}])(?:busca|buscas|buscad|busque|busques|googlea|pon en google)\s*[:]?\s*["'«“‘]([^"'»”’]{6,60})["'»”’](.{0,40})/iu;
const FOUND_ONESELF =
  /\b(?:veras mi|salgo|sale mi|soy (?:yo|el|la)|aparezco|apareces|me encontraras|mi pagina|mi web|mi perfil)\b/i;

/** The name to be searched, or null. */
export function namedSearch(cased: string): string | null {
  if (!/busc|googl/i.test(cased)) return null;
  const quoted = QUOTED_SEARCH.exec(cased);
  if (quoted && /\s/.test(quoted[1] as string) && FOUND_ONESELF.test(quoted[2] as string)) return quoted[1] as string;
  for (const m of cased.matchAll(SEARCHED)) {
    const name = m[1] as string;
    const after = (m[3] as string).toLowerCase();
    const quoted = /["«“']/.test(m[0].slice(0, m[0].indexOf(name))) || /["»”']/.test(m[2] as string);
    if (quoted || (after !== '' && !AFTER_A_PERSON.has(after))) return name.trim();
  }
  return null;
}
