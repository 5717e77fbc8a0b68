// Free-text list fields of the instructor profile.

/** "Lunes mañana, Miércoles tarde" → ["Lunes mañana", "Miércoles tarde"] (spec §5: split by commas, trimmed). */
export function splitAvailability(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function joinAvailability(items: readonly string[]): string {
  return items.join(', ');
}

/** One link per line (commas and spaces also separate them, since URLs contain neither). */
export function splitLinks(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
