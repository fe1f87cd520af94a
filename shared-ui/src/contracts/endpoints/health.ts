/** The health check (`/api/health`): whether the API answers at all. */
import { Type } from 'typebox';
import { endpoint } from '../endpoint.ts';

export const health = endpoint({
  method: 'GET',
  path: 'health',
  summary: 'Whether the API is up',
  policy: 'public',
  answers: { 200: Type.Object({ status: Type.Literal('ok') }) },
});
