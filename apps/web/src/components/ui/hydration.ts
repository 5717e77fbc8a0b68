import { createContext, useContext } from 'react';

/**
 * False while a prerendered page is on screen but React has not hydrated it yet: its buttons and
 * fields are shown disabled, so a tap or a typed letter is never lost on a slow phone (before
 * hydration nothing listens, and a field's text would not reach React's state). True otherwise.
 */
export const HydratedContext = createContext(true);

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
