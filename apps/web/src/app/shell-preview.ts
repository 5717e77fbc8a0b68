import { createContext, useContext } from 'react';

/**
 * True only while the build renders a signed-in page's static shell (scripts/prerender.mjs,
 * ADR 0025): the session is unknown there, and the guards then render the page as it looks
 * before its data arrives (the area's navigation, headings, loading placeholders) instead of the
 * full-screen "Cargando…". The browser paints that HTML at once and replaces it with React's
 * first render once the code and the session are in; it is never hydrated.
 */
export const ShellPreviewContext = createContext(false);

export function useShellPreview(): boolean {
  return useContext(ShellPreviewContext);
}
