// The search answer as JSON text (ADR 0011). A page's items are validated against the contract's
// item schema and serialized once, when the page is found; a request then adds only what is its
// own, each part validated too: yaPostulado per item, the next-page cursor and the origin. The
// result is what route() would have sent for the same value, without re-validating and
// re-serializing twenty shared items on every request.
import { searchOffers, offerSearchItemSchema, searchOriginSchema } from '@fitcover/contract/search/offer-search';
import type { z } from 'zod';
import { PreparedJson } from '../../http/prepared-json.ts';

const listedItemSchema = offerSearchItemSchema.omit({ yaPostulado: true });
const nextCursorSchema = searchOffers.response.shape.nextCursor;

/** An item as every instructor sees it: all but yaPostulado. */
export type ListedItem = z.output<typeof listedItemSchema>;
export type SearchResponse = z.output<typeof searchOffers.response>;

/** The item's JSON without its closing brace, so that each request appends its own yaPostulado. */
export function openItemJson(item: ListedItem): string {
  return JSON.stringify(listedItemSchema.parse(item)).slice(0, -1);
}

export type SerializedPage = {
  /** Offer ids in page order. */
  ids: string[];
  /** openItemJson of each offer, in the same order. */
  itemsJson: string[];
  nextCursor: string | null;
};

export function searchResponseJson(
  page: SerializedPage,
  applied: ReadonlySet<string>,
  origin: z.input<typeof searchOriginSchema>,
): PreparedJson<SearchResponse> {
  const items = page.itemsJson.map((open, i) => `${open},"yaPostulado":${applied.has(page.ids[i] as string)}}`);
  const rest = JSON.stringify({
    nextCursor: nextCursorSchema.parse(page.nextCursor),
    origin: searchOriginSchema.parse(origin),
  });
  return new PreparedJson(`{"items":[${items.join(',')}],${rest.slice(1)}`);
}
