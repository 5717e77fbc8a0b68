// The authorization matrix's table: one row (or more, with a variant) per contract endpoint,
// each saying exactly which principals succeed and preparing fresh objects for every call.
// authorization.int.test.ts fails when an endpoint has no row or a row names no endpoint.
import { adminFixtures } from './authorization-fixtures-admin.ts';
import { calendarFixtures } from './authorization-fixtures-calendar.ts';
import { gymFixtures } from './authorization-fixtures-gym.ts';
import type { Fixture } from './authorization-fixtures-kit.ts';
import { partyFixtures } from './authorization-fixtures-parties.ts';
import { publicFixtures } from './authorization-fixtures-public.ts';
import { googleFixtures } from './authorization-fixtures-google.ts';
import { pushFixtures } from './authorization-fixtures-push.ts';
import { trustFixtures } from './authorization-fixtures-trust.ts';
import { credentialFixtures } from './authorization-fixtures-credentials.ts';
import { directoryFixtures } from './authorization-fixtures-directory.ts';
import { blockFixtures } from './authorization-fixtures-blocks.ts';
import { urgentFixtures } from './authorization-fixtures-urgent.ts';

export const fixtures: readonly Fixture[] = [
  ...publicFixtures,
  ...googleFixtures,
  ...gymFixtures,
  ...partyFixtures,
  ...calendarFixtures,
  ...adminFixtures,
  ...pushFixtures,
  ...trustFixtures,
  ...credentialFixtures,
  ...urgentFixtures,
  ...directoryFixtures,
  ...blockFixtures,
];

export const fixtureLabel = (fixture: Fixture) =>
  fixture.variant ? `${fixture.endpoint} (${fixture.variant})` : fixture.endpoint;

export type { Fixture } from './authorization-fixtures-kit.ts';
