import type { FastifyInstance } from 'fastify';
import type * as admin from 'shared-ui/contracts/admin';
import { REPORTS_PAGE_SIZE } from 'shared-ui/contracts/admin';
import type { RoutesOf } from '../../builders/router.ts';
import { listReportedItems } from '../../db/reported-items.repository.ts';
import { decideReports } from '../../db/reports.repository.ts';
import { messages } from '../../messages.ts';

/** `/api/admin/reports…`: the items members reported, and the decision on each. */
export const reports = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof admin>, 'listReports' | 'decideReports'> => ({
  listReports: {
    tags: ['admin'],
    handler: async (request) => {
      // The server fills in the default of the query's schema.
      const { page = 1 } = request.query;
      const found = await listReportedItems(app.db, { page, limit: REPORTS_PAGE_SIZE });
      return { status: 'success' as const, items: found.items, page: found.page, hasMore: found.hasMore };
    },
  },

  decideReports: {
    tags: ['admin'],
    handler: async (request, reply, caller) => {
      const { subject, subject_id, decision, reason } = request.body;
      const decided = await decideReports(app.db, {
        subject,
        subjectId: subject_id,
        decision,
        reason,
        by: caller.id,
        now: app.now(),
      });
      if (!decided) return reply.code(404).send({ status: 'error', message: messages.noOpenReports });
      // Hidden or shown again: so are its files.
      await app.hiddenMedia.invalidate();
      const message = decision === 'hide' ? messages.reportsUpheld : messages.reportsDismissed;
      return { status: 'success' as const, message };
    },
  },
});
