/**
 * Shortens a text to at most `max` UTF-16 units, ending in "…". It never cuts an emoji or any
 * other character outside the BMP in two: half of a surrogate pair is not valid UTF-8, and
 * PostgreSQL refuses it in jsonb (a push's payload) as it would garble an e-mail.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}
