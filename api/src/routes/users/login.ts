import type { FastifyInstance } from 'fastify';
import { auth } from 'shared-ui/texts/auth';
import { validateLogin } from 'shared-ui/validation';
import { FAILURE_MEMORY_MS, lockoutRemainingMs, minutesRoundedUp } from '../../auth/login-throttle.ts';
import { decoyHash, verifyPassword } from '../../auth/password.ts';
import {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  newSessionToken,
  presentedSessionId,
  sessionCookieOptions,
  sessionIdFor,
} from '../../auth/session-token.ts';
import {
  clearLoginFailures,
  deleteStaleLoginFailures,
  findLoginFailure,
  recordLoginFailure,
} from '../../db/login-failures.repository.ts';
import { createSession, deleteExpiredSessions, deleteSession } from '../../db/sessions.repository.ts';
import { findUserByEmail } from '../../db/users.repository.ts';
import { accountRateLimit } from '../../plugins/external/rate-limit.ts';
import { roomIn } from '../../work-gate.ts';
import type * as users from 'shared-ui/contracts/users';
import type { RoutesOf } from '../../builders/router.ts';
import { StatusAnswer } from 'shared-ui/contracts/forms';
import { busyAnswer } from '../../schemas/common.ts';

export const login = (app: FastifyInstance): Pick<RoutesOf<typeof users>, 'login'> => ({
  login: {
    config: { rateLimit: accountRateLimit },
    // Refused at once while hashing is full: not counted by the rate limit (work-gate.ts).
    onRequest: roomIn(app.passwordHashing),
    moreAnswers: { 503: busyAnswer(StatusAnswer) },
    handler: async (request, reply) => {
      const { password } = request.body;
      const email = request.body.email.trim().toLowerCase();
      const refusal = validateLogin({ email, password });
      if (refusal) return reply.code(400).send({ status: 'error', message: refusal });

      const now = app.now();
      const failure = await findLoginFailure(app.db, email);
      const cooldown = failure
        ? lockoutRemainingMs(failure.failures, now.getTime() - Date.parse(failure.last_failure_at))
        : 0;
      if (cooldown > 0) {
        const message = auth.lockedMinutes(minutesRoundedUp(cooldown));
        return reply.code(429).send({ status: 'error', message });
      }

      const user = await findUserByEmail(app.db, email);
      const valid = await app.passwordHashing.run(async () =>
        verifyPassword(user?.password_hash ?? (await decoyHash()), password),
      );
      if (!user || !valid) {
        await recordLoginFailure(app.db, email, now, new Date(now.getTime() - FAILURE_MEMORY_MS));
        return reply.code(401).send({ status: 'error', message: auth.invalidCredentials });
      }

      // A new id at every login; the one the browser held before (anyone's) ends here.
      const previous = presentedSessionId(request.cookies);
      if (previous) await deleteSession(app.db, previous);
      const token = newSessionToken();
      await clearLoginFailures(app.db, email);
      await createSession(app.db, { id: sessionIdFor(token)!, userId: user.id, now, ttlMs: SESSION_TTL_MS });
      await deleteExpiredSessions(app.db, now);
      await deleteStaleLoginFailures(app.db, new Date(now.getTime() - FAILURE_MEMORY_MS));

      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request.protocol === 'https'));
      return {
        status: 'success' as const,
        message: auth.loginSuccess,
        user: { id: user.id, username: user.username, email: user.email, role: user.role },
      };
    },
  },
});
