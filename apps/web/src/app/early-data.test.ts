import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@fitcover/contract/endpoint';
import { listConversations } from '@fitcover/contract/chat/chat';
import { getGymDashboard } from '@fitcover/contract/dashboard/gym-dashboard';
import { getInstructorDashboard } from '@fitcover/contract/dashboard/instructor-dashboard';
import { getRecentActivity } from '@fitcover/contract/dashboard/recent-activity';
import { listNotifications } from '@fitcover/contract/notifications/list';
import { getOfferQuota, listGymOffers } from '@fitcover/contract/offers/gym-offers';
import { listPendingReviews } from '@fitcover/contract/reviews/pending-reviews';
import { listExclusiveOffers } from '@fitcover/contract/search/offer-detail';
import { getOfferFilters, searchOffers } from '@fitcover/contract/search/offer-search';
import { listAttendanceQuestions } from '@fitcover/contract/trust/attendance';
import { DEFAULT_FILTERS, toSearchQuery } from '../features/opportunities/lib/search-filters';
import { buildUrl } from '../lib/api-client';
import { earlyData, earlyUrlsFor } from './early-data';

const endpoints: Endpoint[] = [
  listConversations,
  getGymDashboard,
  getInstructorDashboard,
  getRecentActivity,
  listNotifications,
  getOfferQuota,
  listGymOffers,
  listPendingReviews,
  listExclusiveOffers,
  getOfferFilters,
  searchOffers,
  listAttendanceQuestions,
];

describe('the data a signed-in page asks for with its code', () => {
  it('names GET endpoints of the contract with queries they accept', () => {
    for (const request of Object.values(earlyData).flat()) {
      const endpoint = endpoints.find((candidate) => candidate.path === request.path);
      expect(endpoint, request.path).toBeDefined();
      expect(endpoint!.method).toBe('GET');
      expect(endpoint!.access).not.toBe('public');
      if (request.query) expect(endpoint!.query?.safeParse(request.query).success, request.path).toBe(true);
    }
  });

  it("asks only for the user's own area", () => {
    expect(earlyUrlsFor('/gym-dashboard', 'gimnasio')).toContain('/api/gym/dashboard');
    expect(earlyUrlsFor('/gym-dashboard', 'instructor')).toEqual([]);
    expect(earlyUrlsFor('/instructor-dashboard/opportunities', 'gimnasio')).toEqual([]);
    expect(earlyUrlsFor('/chat', 'instructor')).toEqual(['/api/chat/conversations?limit=20']);
    expect(earlyUrlsFor('/gym-dashboard/unknown', 'gimnasio')).toEqual([]);
  });

  it('asks for the opportunities search the page makes with its default filters', () => {
    expect(earlyUrlsFor('/instructor-dashboard/opportunities', 'instructor')).toContain(
      buildUrl('/api/offers/search', { ...toSearchQuery(DEFAULT_FILTERS), cursor: undefined }),
    );
  });
});
