// What `npm run bench:web` measures and the budgets of issue 18 (ADR 0016). A route belongs to a
// role: the public site, or an area signed in as that role's demo account.
export type BenchRole = 'public' | 'gimnasio' | 'instructor' | 'admin';

export type Budget = {
  /** Lighthouse performance score, 0–100. */
  performance: number;
  lcpMs: number;
  tbtMs?: number;
  cls?: number;
  /**
   * JavaScript the first load of the route downloads: its compressed bodies (brotli, as sent to
   * Chromium). The bench also prints the bytes on the wire, headers included.
   */
  jsCompressedBytes: number;
};

export type BenchRoute = { path: string; role: BenchRole; budget: Budget };

const KiB = 1024;
export const publicBudget: Budget = {
  performance: 95,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.05,
  jsCompressedBytes: 100 * KiB,
};
export const areaBudget: Budget = { performance: 90, lcpMs: 2000, jsCompressedBytes: 250 * KiB };

export const benchRoutes: BenchRoute[] = [
  ...['/', '/gym-info', '/instructor-info', '/login', '/register'].map((path) => ({
    path,
    role: 'public' as const,
    budget: publicBudget,
  })),
  { path: '/gym-dashboard', role: 'gimnasio', budget: areaBudget },
  { path: '/gym-dashboard/offers', role: 'gimnasio', budget: areaBudget },
  { path: '/instructor-dashboard', role: 'instructor', budget: areaBudget },
  { path: '/instructor-dashboard/opportunities', role: 'instructor', budget: areaBudget },
  { path: '/chat', role: 'gimnasio', budget: areaBudget },
];

/** The demo accounts the bench signs in as (seeded on the scratch database; admin created). */
export const benchAccounts: Record<Exclude<BenchRole, 'public'>, { email: string; password: string }> = {
  gimnasio: { email: 'gimnasio@demo.fitcover.es', password: 'Demo1234!' },
  instructor: { email: 'instructor@demo.fitcover.es', password: 'Demo1234!' },
  admin: { email: 'admin@bench.fitcover.es', password: 'Bench-admin-1234' },
};

/** Areas whose pages the bench walks by their navigation, to prove no code is fetched twice. */
export const areaHomes: Partial<Record<BenchRole, string>> = {
  gimnasio: '/gym-dashboard',
  instructor: '/instructor-dashboard',
  admin: '/admin-dashboard',
};
