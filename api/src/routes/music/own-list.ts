import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { StatusAnswer } from '../../schemas/common.ts';
import { OwnListQuery } from '../../schemas/music.ts';
import { ownListPage, ownListProblem } from './caller.ts';

interface OwnList<T> {
  url: string;
  summary: string;
  tag: string;
  answer: TSchema;
  /** A window of the member's items, newest first. */
  list: (app: FastifyInstance, userId: number, window: { limit: number; offset: number }) => Promise<T[]>;
  /** The spec's message when there are none, and the one when there are. */
  none: string;
  found: string;
}

/**
 * `GET …?userid=&page=&limit=`: one of a member's own lists (My Music, My Reels, My YouTube
 * Videos) in the `{status, data, message, page, hasMore}` shape.
 */
export function ownListRoute<T>(app: FastifyInstance, own: OwnList<T>): void {
  app.get<{ Querystring: { userid: number; page: number; limit: number } }>(
    own.url,
    {
      schema: {
        summary: own.summary,
        tags: [own.tag],
        querystring: OwnListQuery,
        response: { 200: own.answer, 400: StatusAnswer },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        const message = ownListProblem(request.validationError.validation);
        return reply.code(400).send({ status: 'error', message });
      }
      const { userid, page, limit } = request.query;
      const rows = await own.list(app, userid, { limit: limit + 1, offset: (page - 1) * limit });
      return ownListPage(rows, page, limit, own.none, own.found);
    },
  );
}
