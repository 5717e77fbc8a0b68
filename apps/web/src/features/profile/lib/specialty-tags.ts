// The "+ Añadir" specialty box (spec §5): Enter adds, an empty entry is ignored, re-entering an
// existing tag removes it. Only the eight specialties exist, so other text is refused.
import { especialidades, type Especialidad } from '@fitcover/contract/common/fields';

export type TagResult = { tags: Especialidad[]; error?: 'unknown' };

const normalize = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '');

/** The specialty a typed text names ("hiit", " body pump ") or undefined. */
export function matchSpecialty(text: string): Especialidad | undefined {
  const wanted = normalize(text);
  return especialidades.find((item) => normalize(item) === wanted);
}

export function applyTag(tags: readonly Especialidad[], text: string): TagResult {
  if (text.trim() === '') return { tags: [...tags] };
  const specialty = matchSpecialty(text);
  if (!specialty) return { tags: [...tags], error: 'unknown' };
  return tags.includes(specialty) ? { tags: tags.filter((tag) => tag !== specialty) } : { tags: [...tags, specialty] };
}
