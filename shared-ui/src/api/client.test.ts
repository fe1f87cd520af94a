import { apiBase, configureApi } from './client.ts';

describe('API base address', () => {
  afterEach(() => configureApi(undefined));

  it('falls back to same-origin /api', () => {
    configureApi(undefined, 'example.org');
    expect(apiBase()).toBe('/api');
  });

  it('is chosen by host name from the runtime configuration', () => {
    const api = {
      hosts: { localhost: '/api', 'staging.mijikenda.example': 'https://api.staging.mijikenda.example' },
      default: 'https://api.mijikenda.example',
    };
    configureApi(api, 'staging.mijikenda.example');
    expect(apiBase()).toBe('https://api.staging.mijikenda.example');
    configureApi(api, 'mijikenda.example');
    expect(apiBase()).toBe('https://api.mijikenda.example');
  });
});
