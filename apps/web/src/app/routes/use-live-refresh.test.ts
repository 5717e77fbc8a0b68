import { describe, expect, it } from 'vitest';
import type { LiveSignal } from '../../lib/live/live-connection';
import { concernsPage } from './use-live-refresh';

describe('concernsPage', () => {
  it('refreshes the page a notification links to, and no other', () => {
    const applicant: LiveSignal = { type: 'notifications', pages: ['/gym-dashboard/applicants'] };
    expect(concernsPage(applicant, '/gym-dashboard/applicants')).toBe(true);
    expect(concernsPage(applicant, '/gym-dashboard/applicants/')).toBe(true);
    expect(concernsPage(applicant, '/gym-dashboard/reviews')).toBe(false);
    expect(concernsPage({ type: 'notifications', pages: [] }, '/gym-dashboard/applicants')).toBe(false);
  });

  it('refreshes on a reconnect and on a notification that does not say its pages', () => {
    expect(concernsPage({ type: 'catch-up' }, '/instructor-dashboard/reviews')).toBe(true);
    expect(concernsPage({ type: 'notifications' }, '/instructor-dashboard/reviews')).toBe(true);
    expect(concernsPage({ type: 'session-ended' }, '/instructor-dashboard/reviews')).toBe(false);
  });
});
