/** The real server as the bench runs it: its log on stderr, and no rate limit to measure instead of the work. */
import { startServer, type RunningServer, type StartOptions } from '../../scripts/lib/server-process.ts';

export function startBenchServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  return startServer(
    {
      RATE_LIMIT_PER_MINUTE: '100000000',
      REGISTRATIONS_PER_HOUR: '100000000',
      REPORTS_PER_HOUR: '100000000',
      ...env,
    },
    { inheritStderr: true, ...options },
  );
}
