/**
 * `GET …?userid=&page=&limit=`: one of a member's own lists (My Music, My Reels, My YouTube
 * Videos) in the `{status, data, message, page, hasMore}` shape, built on `listRoute`.
 */
import type { FastifyInstance } from 'fastify';
import type { Say } from '../messages.ts';
import type { Window } from '../db/paging.ts';
import type { SessionUser } from '../db/sessions.repository.ts';
import { describeValidation } from '../plugins/app/error-handler.ts';
import { mediaMessages } from '../schemas/music.ts';
import { listRoute } from './list-route.ts';
import type { BuiltRoute } from './router.ts';
import type { ReadEndpoint } from 'shared-ui/contracts';
import type { OwnListQuery } from 'shared-ui/contracts/entities';

interface OwnList<T> {
  /** The list's contract: its query is the own lists' `userid`, `page`, `limit`. */
  endpoint: ReadEndpoint & { query: typeof OwnListQuery };
  tag: string;
  /** A window of the member's items, newest first, as `caller` (null for a guest) may see them. */
  list: (app: FastifyInstance, userId: number, window: Window, caller: SessionUser | null) => Promise<T[]>;
  /** The spec's message when there are none, and the one when there are. */
  none: Say;
  found: Say;
}

/** The refusal of an own-list query: the spec's user id first, then any other problem. */
export function ownListProblem(issues: { instancePath: string; params: unknown }[]): string {
  const issue = issues[0];
  const missing = (issue?.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (!issue || issue.instancePath === '/userid' || missing === 'userid') return mediaMessages.badUserId;
  return describeValidation(issues as Parameters<typeof describeValidation>[0]);
}

/** An own-list route for the router (router.ts). */
export function ownList<T, E extends OwnList<T>['endpoint']>(
  own: Omit<OwnList<T>, 'endpoint'>,
): BuiltRoute<E> {
  return { build: (app, endpoint) => ownListRoute(app as unknown as FastifyInstance, { ...own, endpoint }) };
}

export function ownListRoute<T>(app: FastifyInstance, own: OwnList<T>): void {
  listRoute(app, {
    endpoint: own.endpoint,
    tags: [own.tag],
    attachValidation: true,
    refuse: (_query, request) =>
      request.validationError
        ? {
            status: 400,
            body: { status: 'error', message: ownListProblem(request.validationError.validation) },
          }
        : null,
    page: ({ page, limit }) => ({ page, limit }),
    fetch: ({ userid }, window, request) => own.list(app, userid, window, request.user),
    answer: ({ items, page, hasMore }) => ({
      status: 'success' as const,
      data: items,
      message: items.length === 0 ? own.none() : own.found(),
      page,
      hasMore,
    }),
  });
}
