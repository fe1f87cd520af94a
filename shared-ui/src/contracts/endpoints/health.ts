/**
 * The health check (`/api/health`): whether this server takes requests. A server shutting down
 * answers 503 while it finishes the requests in hand, so a load balancer sends the next ones
 * elsewhere.
 */
import { Type } from 'typebox';
import { endpoint } from '../endpoint.ts';
import { refusals, StatusAnswer } from './forms.ts';

export const health = endpoint({
  method: 'GET',
  path: 'health',
  summary: 'Whether the API is up',
  policy: 'public',
  answers: { 200: Type.Object({ status: Type.Literal('ok') }), ...refusals(StatusAnswer, 503) },
});
