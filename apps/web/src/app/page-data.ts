// The data a signed-in page was rendered with on the server (app/render-with-data.ts), sent in
// the HTML (`<script type="application/json" id="page-data">`, read by main.tsx): put in the query cache before React's first render, which then draws what the HTML
// showed instead of loading it again. Loaded only by pages that carry it.
import { hydrate, type QueryClient } from '@tanstack/react-query';

/** Puts the page's data, as the server dehydrated it, in `client`; ignores what cannot be read. */
export function restorePageData(client: QueryClient, text: string): void {
  try {
    hydrate(client, JSON.parse(text));
  } catch {
    // The page loads its data as any other page would.
  }
}
