import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolled } from './use-scrolled';

function Header() {
  const scrolled = useScrolled();
  return <header data-scrolled={scrolled ? 'yes' : 'no'} />;
}

const scrollTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

afterEach(() => scrollTo(0));

describe('useScrolled', () => {
  it('follows a page scrolled before React hydrated its HTML', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Header />);
    document.body.append(container);
    scrollTo(600);
    // Hydration before any scroll event: the position is read once mounted.
    const root = await act(async () => hydrateRoot(container, <Header />));
    expect(container.querySelector('header')?.dataset.scrolled).toBe('yes');
    await act(async () => {
      scrollTo(0);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(container.querySelector('header')?.dataset.scrolled).toBe('no');
    act(() => root.unmount());
    container.remove();
  });
});
