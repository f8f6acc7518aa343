import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

/**
 * The authz matrix (server/test/authz/matrix.test.ts) sends every route of the app as each of
 * these personas and asserts the status each gets. Every route needs a row: the test fails on a
 * route of the route table with no row, so a new route cannot be forgotten.
 *
 * Each feature slice keeps its rows in a file of its own beside this one
 * (server/test/authz/<slice>.rows.ts, exporting `rows: AuthzRow[]`); the matrix test loads every
 * *.rows.ts file of this folder.
 */
export const PERSONAS = [
  'anonymous',
  /** Signed in, confirmed e-mail, no role. */
  'member',
  /** business_admin of fx.ownProviderId. */
  'businessAdmin',
  /** business_admin of fx.otherProviderId (not of fx.ownProviderId). */
  'otherBusinessAdmin',
  'moderator',
  'admin',
] as const;
export type Persona = (typeof PERSONAS)[number];

export type PersonaUser = { id: string; email: string };

/** What the matrix creates before the rows run; rows may create more through fx.db. */
export type AuthzFixture = {
  db: Db;
  /** The signed-in user of each persona (null for anonymous). */
  users: Record<Persona, PersonaUser | null>;
  /** A verified, visible provider whose business admin is the businessAdmin persona. */
  ownProviderId: number;
  /** A verified, visible provider whose business admin is the otherBusinessAdmin persona. */
  otherProviderId: number;
  /** Inserts a provider (visible and unverified unless overridden) and returns its id. */
  makeProvider(overrides?: Record<string, unknown>): Promise<number>;
  /** Inserts a pending review of a provider by the member persona unless overridden. */
  makeReview(overrides?: Record<string, unknown>): Promise<number>;
  /** The app under test (the matrix always sets it), for rows that need its config or storage. */
  app?: FastifyInstance;
  /**
   * Signs the persona in once more and returns the new session's Cookie header (null for
   * anonymous), for rows that end a session and must not end the one the other rows use.
   */
  freshSession?(persona: Persona): Promise<string | null>;
};

export type AuthzRequest = {
  /** The concrete URL to send (path params filled in, query string included). */
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

export type AuthzRow = {
  /** Tells several rows of one route apart in the test's name, e.g. 'a pending provider'. */
  name?: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as Fastify registered it, e.g. '/api/providers/:id'. */
  route: string;
  /**
   * Builds the request; called once per persona, just before that persona's request, so a row
   * that changes state can make fresh rows for each persona. May be async.
   */
  request(fx: AuthzFixture, persona: Persona): AuthzRequest | Promise<AuthzRequest>;
  /** The status each persona must get. */
  expect: Record<Persona, number>;
};
