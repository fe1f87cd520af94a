import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as reportsContracts from 'shared-ui/contracts/reports';
import { REPORTS_PER_MEMBER_HOUR } from 'shared-ui/contracts/reports';
import { report } from 'shared-ui/texts/report';
import { router, type RoutesOf } from '../../builders/router.ts';
import { sendReport } from '../../db/reports.repository.ts';
import { messages } from '../../messages.ts';
import { byCaller, perAddressHourly } from '../../plugins/external/rate-limit.ts';

/** Reports a member may send in an hour, counted by account (guests are refused before it counts). */
export const reportRateLimit = {
  max: REPORTS_PER_MEMBER_HOUR,
  timeWindow: 3_600_000,
  keyGenerator: byCaller,
  errorResponseBuilder: (_request: unknown, context: { statusCode: number }) =>
    Object.assign(new Error(messages.tooManyReports), { statusCode: context.statusCode }),
};

const REFUSED = {
  missing: [404, () => messages.reportNotFound],
  own: [403, () => messages.reportOwn],
  repeat: [409, () => report.already],
} as const;

/**
 * `/api/reports/*`: a member reports an item to the moderators. Reports that weigh enough hide
 * it at once; like every write, the report empties the answer cache, so the lists guests are
 * served stop showing a hidden item straight away. Reports are limited per member and, so that
 * many accounts on one address send no more, per address (REPORTS_PER_HOUR).
 */
const reports: FastifyPluginAsyncTypebox = async (app) => {
  const addressAllows = perAddressHourly(
    app,
    'reports',
    app.config.reportsPerHour,
    () => messages.tooManyReportsHere,
  );
  const routes: RoutesOf<typeof reportsContracts> = {
    sendReport: {
      config: { rateLimit: reportRateLimit },
      handler: async (request, reply, caller) => {
        if (!(await addressAllows(request, reply))) return reply;
        const { subject, subject_id, reason, details } = request.body;
        const outcome = await sendReport(app.db, {
          subject,
          subjectId: subject_id,
          userId: caller.id,
          reason,
          details: details?.trim() || null,
          now: app.now(),
        });
        if (!outcome.sent) {
          const [status, message] = REFUSED[outcome.why];
          return reply.code(status).send({ status: 'error', message: message() });
        }
        // Hidden for review: its files are no longer served to everyone.
        if (outcome.hidden) await app.hiddenMedia.invalidate();
        return reply.code(201).send({ status: 'success', message: report.thanks });
      },
    },
  };
  await app.register(router(reportsContracts, routes));
};

export default reports;
