import * as healthContracts from 'shared-ui/contracts/health';
import { router, type RoutesOf } from '../../builders/router.ts';
import { messages } from '../../messages.ts';

/** How soon a client may ask a draining server again (s): by then another one serves. */
const RETRY_AFTER_SECONDS = 5;

const routes: RoutesOf<typeof healthContracts> = {
  health: {
    // Not ready while the server drains (plugins/app/drain.ts): a load balancer moves on.
    handler: async (request, reply) => {
      if (!request.server.draining) return { status: 'ok' as const };
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'error', message: messages.unavailable });
    },
  },
};

const health = router(healthContracts, routes);

export default health;
