import { apiBase, apiUrl, configureApi, http } from './client.ts';

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

describe('HTTP client', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const answer = (status: number, body: unknown = {}) =>
    ({ status, ok: status < 400, headers: new Headers(), json: async () => body }) as unknown as Response;

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => configureApi(undefined));

  it('joins the path to the API base and adds the query string', () => {
    configureApi({ default: 'https://api.example/' }, 'example.org');
    expect(apiUrl('shop/fetch_products.php', { search: 'mat', page: 1, category: undefined })).toBe(
      'https://api.example/shop/fetch_products.php?search=mat&page=1',
    );
    configureApi(undefined, 'example.org');
    expect(apiUrl('news/getNews.php')).toBe('/api/news/getNews.php');
  });

  it('posts JSON with the credentials and hands back refusals without throwing', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'no' }));
    const response = await http().post('users/login.php', { json: { email: 'a@b.c' } });
    expect(response.status).toBe(401);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/users/login.php');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.c"}' });
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries a GET once more after a server error or a network failure, a POST never', async () => {
    fetchMock.mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(200, { ok: true }));
    expect((await http().get('news/getNews.php')).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(200));
    expect((await http().get('news/getNews.php')).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(answer(500));
    expect((await http().post('contact/contactSubmit.php', { json: {} })).status).toBe(500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not try a GET again after a client refusal', async () => {
    fetchMock.mockResolvedValue(answer(404));
    expect((await http().get('pages/get_articles.php')).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
