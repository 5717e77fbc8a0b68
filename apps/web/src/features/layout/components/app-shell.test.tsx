import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Bell } from 'lucide-react';
import { AppShell, type AreaLink } from './app-shell';

const links: AreaLink[] = ['dashboard', 'offers', 'applicants', 'subscription', 'payments', 'notifications'].map(
  (target) => ({
    target,
    label: target,
    icon: Bell,
  }),
);

function renderShell(path: string, userName?: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppShell
        basePath="/gym-dashboard"
        areaLabel="Panel"
        links={links}
        userName={userName}
        bell={null}
        onSignOut={() => {}}
        signingOut={false}
      >
        <p>contenido</p>
      </AppShell>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('AppShell', () => {
  it('greets the user, falling back to Usuario', () => {
    renderShell('/gym-dashboard/dashboard', 'FitZone');
    expect(screen.getByText('Hola, FitZone')).toBeTruthy();
    cleanup();
    renderShell('/gym-dashboard/dashboard', '  ');
    expect(screen.getByText('Hola, Usuario')).toBeTruthy();
  });

  it('shows the first five links in the bottom bar and marks the active one', () => {
    renderShell('/gym-dashboard/offers');
    const bottomBar = screen.getByRole('navigation', { name: 'Accesos rápidos' });
    const items = within(bottomBar).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'dashboard',
      'offers',
      'applicants',
      'subscription',
      'payments',
    ]);
    expect(items[1]?.getAttribute('aria-current')).toBe('page');
    expect(items[0]?.getAttribute('aria-current')).toBeNull();
  });
});
