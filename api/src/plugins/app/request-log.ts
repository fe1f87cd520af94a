import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type LogLevel,
} from 'fastify';

/** Whether each request was drawn for the log, drawn once (the answer cache draws before Fastify). */
const drawn = new WeakMap<IncomingMessage, boolean>();

/** Whether the request is among the random share logged, `sample` of them: the same answer each time it is asked. */
export function drawnForLog(request: IncomingMessage, sample: number): boolean {
  let logged = drawn.get(request);
  if (logged === undefined) {
    logged = sample > 0 && Math.random() < sample;
    drawn.set(request, logged);
  }
  return logged;
}

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
    } else if (reply.statusCode >= 500 || ms >= SLOW_REQUEST_MS || drawnForLog(request.raw, this.#sample)) {
      reply.log.info({ req: request, res: reply, responseTime: ms }, 'request completed');
    }
  }
}

type Level = Exclude<LogLevel, 'silent'>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LogFn = FastifyBaseLogger['info'];
/** Fastify's logger: pino's, which says whether a level is written. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: Level): boolean };

/**
 * A request's logger (`request.log`), whose pino child (with the request's id) is made when it
 * first writes a line at an enabled level: Fastify made one for every request, and making it
 * (its bindings written out as JSON) cost a tenth of answering a cached list, for lines that
 * at the default level and sampling are hardly ever written. What is written is unchanged.
 */
class RequestLogger implements FastifyBaseLogger {
  readonly #parent: Logger;
  readonly #bindings: Bindings;
  #made: FastifyBaseLogger | undefined;

  constructor(parent: Logger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #logger(): FastifyBaseLogger {
    return (this.#made ??= this.#parent.child(this.#bindings));
  }

  get level(): string {
    return (this.#made ?? this.#parent).level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  write(level: Level, args: unknown[]): void {
    if (this.#made === undefined && !this.#parent.isLevelEnabled(level)) return;
    (this.#logger()[level] as (...line: unknown[]) => void)(...args);
  }

  fatal = lineAt('fatal');
  error = lineAt('error');
  warn = lineAt('warn');
  info = lineAt('info');
  debug = lineAt('debug');
  trace = lineAt('trace');
  silent: LogFn = () => undefined;

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

function lineAt(level: Level): LogFn {
  return function (this: RequestLogger, ...args: unknown[]) {
    this.write(level, args);
  } as LogFn;
}

/**
 * Fastify's `childLoggerFactory`: a `RequestLogger`, or at once the child Fastify would make
 * where a route sets its own level or serializers.
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLogger(logger as Logger, bindings);
}
