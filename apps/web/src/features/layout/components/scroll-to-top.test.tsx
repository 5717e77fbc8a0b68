import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

let go: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = (path) => void navigate(path);
  return null;
}

afterEach(() => vi.restoreAllMocks());

describe('ScrollToTop', () => {
  it('leaves the page as loaded where it is, and starts every other page at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <MemoryRouter initialEntries={['/']}>
          <ScrollToTop />
          <Navigator />
        </MemoryRouter>,
      ),
    );
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => go('/faq'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    await act(async () => go('/faq?tab=2'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });
});
