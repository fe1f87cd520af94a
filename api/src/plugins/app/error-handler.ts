import fp from 'fastify-plugin';
import { answering } from '../../i18n/request-language.ts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { texts } from 'shared-ui/texts';
import { BusyError } from '../../work-gate.ts';
import { isStorageFull, isStorageUnavailable } from '../../db/unavailable.ts';
import { messages } from '../../messages.ts';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** A sentence a person can read, from the first schema violation. */
export function describeValidation(issues: ValidationIssue[]): string {
  const issue = issues[0];
  if (!issue) return messages.bodyNotObject;
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = issue.params as Record<string, unknown>;
  const t = messages.validation;
  switch (issue.keyword) {
    case 'required':
      return t.required(String(params.missingProperty));
    case 'type':
      return field ? t.mustBe(field, String(params.type)) : messages.bodyNotObject;
    case 'maxLength':
      return t.atMost(field, String(params.limit));
    case 'minLength':
      return t.atLeast(field, String(params.limit));
    default:
      return t.other(field || t.theRequest, issue.message ?? t.notValid);
  }
}

export type RefusalShape = 'status' | 'success' | 'success-error' | 'message';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How this route words a refusal, following the spec's answer for it: `status` (the default)
     * `{status: 'error', message}`; `success` `{success: false, message}`; `success-error`
     * `{success: false, error}`; `message` `{message}`.
     */
    refusal?: RefusalShape;
  }
}

/**
 * The refusal shape a route's response schema declares for a status (or for all 4xx): a route
 * that names none in its config still refuses bad input (malformed JSON, a wrong content type,
 * a body too large) in the shape its schema serializes.
 */
export function refusalDeclaredBy(response: unknown, status: number): RefusalShape | undefined {
  const schemas = (response ?? {}) as Record<string, { properties?: object } | undefined>;
  const properties = Object.keys((schemas[status] ?? schemas['4xx'])?.properties ?? {});
  if (properties.includes('success')) return properties.includes('error') ? 'success-error' : 'success';
  if (properties.includes('status')) return 'status';
  if (properties.length > 0 && properties.every((name) => name === 'message')) return 'message';
  return undefined;
}

/** A refusal in the shape the route's spec answer uses (for `status`, as its schema declares it). */
export function refusalBody(
  request: FastifyRequest,
  message: string,
  status?: number,
): Record<string, unknown> {
  const declared =
    status === undefined ? undefined : refusalDeclaredBy(request.routeOptions.schema?.response, status);
  switch (request.routeOptions.config.refusal ?? declared) {
    case 'success':
      return { success: false, message };
    case 'success-error':
      return { success: false, error: message };
    case 'message':
      return { message };
    default:
      return { status: 'error', message };
  }
}

/** The 404 answer: unknown API paths, missing assets. */
export async function sendNotFound(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await reply.code(404).send({ status: 'error', message: messages.notFound });
}

/** A 503 to try again in `seconds`, in the route's refusal shape. */
function sendUnavailable(request: FastifyRequest, reply: FastifyReply, message: string, seconds: number) {
  return reply
    .code(503)
    .header('retry-after', String(seconds))
    .send(refusalBody(request, message, 503));
}

/**
 * One error handler: bad input (a failed schema, malformed JSON, too many requests) is a 4xx
 * with a readable message in the shape the route's refusals use (`refusalBody`); a full disk a
 * 507; more password hashes or image encodes than the server can do in time (work-gate.ts) and
 * storage that cannot serve right now (db/unavailable.ts) a 503 to retry; anything unexpected
 * is logged and answered with a generic 500.
 */
export default fp(
  async (app) => {
    // The error may come from reading the body, outside the request's context: its words are
    // looked up in the request's language all the same.
    app.setErrorHandler((error: FastifyError, request, reply) =>
      answering(request, () => answerError(error, request, reply)),
    );
  },
  { name: 'error-handler' },
);

async function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    return reply.code(400).send(refusalBody(request, describeValidation(error.validation), 400));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send(refusalBody(request, error.message, statusCode));
  }
  if (error instanceof BusyError) {
    return sendUnavailable(request, reply, error.message, error.retryAfterSeconds);
  }
  if (isStorageFull(error)) {
    request.log.error({ err: error }, 'storage full');
    return reply.code(507).send(refusalBody(request, messages.storageFull, 507));
  }
  if (isStorageUnavailable(error)) {
    request.log.warn({ err: error }, 'storage unavailable');
    return sendUnavailable(request, reply, messages.unavailable, 5);
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ status: 'error', message: texts.common.somethingWentWrong });
}
