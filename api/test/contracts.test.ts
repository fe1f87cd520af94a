import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RouteOptions } from 'fastify';
import { ENDPOINTS } from 'shared-ui/contracts/all';
import { buildTestApp } from './helpers.ts';
import { recordRoutes } from './route-recorder.ts';

const key = (method: string, url: string) => `${method} ${url}`;

/** The API's routes (not its documents' pages, not the HEAD twins of its reads), by method and URL. */
function apiRoutes(routes: RouteOptions[]): Map<string, RouteOptions> {
  const byKey = new Map<string, RouteOptions>();
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') byKey.set(key(method, route.url), route);
    }
  }
  return byKey;
}

test('every API route is registered from its contract, and every contract has its route', async (t) => {
  const recorder = recordRoutes();
  await buildTestApp(t);
  recorder.stop();
  const routes = apiRoutes(recorder.routes);
  const contracts = new Map(
    ENDPOINTS.map((endpoint) => [key(endpoint.method, `/api/${endpoint.path}`), endpoint]),
  );

  const hidden = [...routes].filter(([, route]) => route.schema?.hide).map(([name]) => name);
  const withoutContract = [...routes.keys()].filter((name) => !contracts.has(name) && !hidden.includes(name));
  assert.deepEqual(withoutContract, [], 'routes without a contract');
  const withoutRoute = [...contracts.keys()].filter((name) => !routes.has(name));
  assert.deepEqual(withoutRoute, [], 'contracts without a route');

  for (const [name, endpoint] of contracts) {
    const route = routes.get(name)!;
    assert.equal(route.config?.policy, endpoint.policy, `${name}: the contract's policy`);
    assert.equal(route.schema?.summary, endpoint.summary, `${name}: the contract's summary`);
    if (endpoint.query)
      assert.equal(route.schema?.querystring, endpoint.query, `${name}: the contract's query`);
    if (endpoint.params)
      assert.equal(route.schema?.params, endpoint.params, `${name}: the contract's parameters`);
    if (endpoint.body && endpoint.encoding !== 'multipart') {
      assert.equal(route.schema?.body, endpoint.body, `${name}: the contract's body`);
    }
    const answers = route.schema?.response as Record<string, unknown>;
    for (const [status, schema] of Object.entries(endpoint.answers)) {
      assert.equal(answers[status], schema, `${name}: the contract's ${status} answer`);
    }
  }
});

test('no two contracts name the same call', () => {
  const names = ENDPOINTS.map((endpoint) => key(endpoint.method, endpoint.path));
  assert.deepEqual(
    names.filter((name, index) => names.indexOf(name) !== index),
    [],
  );
});
