import type { FastifyInstance } from 'fastify';
import { auth } from 'shared-ui/texts/auth';
import { validateRegistration } from 'shared-ui/validation';
import { hashPassword } from '../../auth/password.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { createUser, findUserByEmail } from '../../db/users.repository.ts';
import { messages } from '../../messages.ts';
import { accountRateLimit, perAddressHourly } from '../../plugins/external/rate-limit.ts';
import { roomIn } from '../../work-gate.ts';
import type * as users from 'shared-ui/contracts/users';
import type { RoutesOf } from '../../builders/router.ts';
import { StatusAnswer } from 'shared-ui/contracts/forms';
import { busyAnswer } from '../../schemas/common.ts';

/**
 * `/api/users/register.php`. Beside the account endpoints' limit, sized for a crowd on one
 * address, one address makes at most REGISTRATIONS_PER_HOUR accounts: a valid registration uses
 * one of them before its password is hashed.
 */
export const register = (app: FastifyInstance): Pick<RoutesOf<typeof users>, 'register'> => {
  const addressAllows = perAddressHourly(
    app,
    'registrations',
    app.config.registrationsPerHour,
    () => messages.tooManyRegistrations,
  );
  return {
    register: {
      config: { rateLimit: accountRateLimit },
      // Refused at once while hashing is full: not counted by the rate limit (work-gate.ts).
      onRequest: roomIn(app.passwordHashing),
      moreAnswers: { 503: busyAnswer(StatusAnswer) },
      handler: async (request, reply) => {
        const { username, email, password } = request.body;
        const refusal = validateRegistration({ username, email, password });
        if (refusal) return reply.code(400).send({ status: 'error', message: refusal });

        const taken = { status: 'error', message: auth.emailTaken } as const;
        const normalisedEmail = email.trim().toLowerCase();
        if (await findUserByEmail(app.db, normalisedEmail)) return reply.code(409).send(taken);
        if (!(await addressAllows(request, reply))) return reply;

        const passwordHash = await app.passwordHashing.run(() => hashPassword(password));
        try {
          await createUser(app.db, {
            username: username.trim(),
            email: normalisedEmail,
            passwordHash,
            now: app.now(),
          });
        } catch (error) {
          if (isUniqueViolation(error)) return reply.code(409).send(taken);
          throw error;
        }
        return reply.code(201).send({ status: 'success', message: auth.registerSuccess });
      },
    },
  };
};
