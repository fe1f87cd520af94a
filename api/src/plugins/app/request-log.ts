import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** An answer this slow (ms) is always logged. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request log lines, sampled. Fastify writes two lines at info for every request (on
 * arrival and when answered), which cost more than answering a cached list. This writes one, when
 * the request is answered (method, URL, address, status, time), for every failed (5xx) or slow
 * answer and for a random share of the others: `sample` (REQUEST_LOG_SAMPLE; 1 logs every
 * request, 0 only the failed and slow ones). Fastify's other lines are unchanged.
 */
export class SampledRequestLog extends LogController {
  readonly #sample: number;

  constructor(sample: number) {
    super();
    this.#sample = sample;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: ms }, 'request errored');
    } else if (reply.statusCode >= 500 || ms >= SLOW_REQUEST_MS || Math.random() < this.#sample) {
      reply.log.info({ req: request, res: reply, responseTime: ms }, 'request completed');
    }
  }
}
