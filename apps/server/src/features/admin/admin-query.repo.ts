// SQL pieces the admin lists share: accent- and case-insensitive search over several columns,
// and page-numbered slices.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likeLiteral } from '@fitcover/db/like';

/** Every word of `q` appears (folded) in at least one of the columns; undefined for no filter. */
export function matchesText(q: string | undefined, columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  const words = q?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return undefined;
  const haystack = sql`fitcover_fold(concat_ws(' ', ${sql.join(columns, sql`, `)}))`;
  return sql.join(
    words.map((word) => sql`${haystack} like '%' || fitcover_fold(${likeLiteral(word)}::text) || '%'`),
    sql` and `,
  );
}

export type PageRequest = { page: number; limit: number };

/** Reads one row more than the page, to know whether another page follows. */
export const slice = ({ page, limit }: PageRequest) => ({ limit: limit + 1, offset: (page - 1) * limit });

export function pageOf<T>(rows: T[], { page, limit }: PageRequest): { items: T[]; nextPage: number | null } {
  return { items: rows.slice(0, limit), nextPage: rows.length > limit ? page + 1 : null };
}
