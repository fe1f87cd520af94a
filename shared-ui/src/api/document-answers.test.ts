import { DOCUMENT_ANSWERS_ID } from '../contracts/routes.ts';
import { documentResponse, resetDocumentAnswers, takeDocumentAnswer } from './document-answers.ts';

function documentWith(text: string) {
  document.body.innerHTML = `<script type="application/json" id="${DOCUMENT_ANSWERS_ID}">${text}</script>`;
  resetDocumentAnswers();
}

describe('answers the page came with', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    resetDocumentAnswers();
  });

  it('gives each answer once, by read', () => {
    documentWith('{"shop/get_filters.php":{"categories":["Food"]},"a?b=1":{"x":"\\u003c/script>"}}');
    expect(takeDocumentAnswer('shop/get_filters.php')).toEqual({ categories: ['Food'] });
    expect(takeDocumentAnswer('shop/get_filters.php')).toBeUndefined();
    expect(takeDocumentAnswer('a?b=1')).toEqual({ x: '</script>' });
    expect(takeDocumentAnswer('a?b=2')).toBeUndefined();
  });

  it('has none without the element, or when it is not JSON', () => {
    document.body.innerHTML = '';
    resetDocumentAnswers();
    expect(takeDocumentAnswer('a')).toBeUndefined();
    documentWith('{not json');
    expect(takeDocumentAnswer('a')).toBeUndefined();
  });

  it("answers the API client's GET of a carried read under the API base, once", async () => {
    documentWith('{"pages/get_articles.php?priority=all&limit=5":{"articles":[]}}');
    const url = `${location.origin}/api/pages/get_articles.php?priority=all&limit=5`;
    expect(documentResponse(new Request(url, { method: 'POST' }), '/api')).toBeUndefined();
    expect(documentResponse(new Request(`${location.origin}/other/x`), '/api')).toBeUndefined();
    const answer = documentResponse(new Request(url), '/api');
    expect(answer?.headers.get('content-type')).toBe('application/json');
    expect(await answer?.json()).toEqual({ articles: [] });
    expect(documentResponse(new Request(url), '/api')).toBeUndefined();
  });

  it('answers nothing for an API on another origin', () => {
    documentWith('{"a":{}}');
    expect(
      documentResponse(new Request(`${location.origin}/api/a`), 'https://api.example.org'),
    ).toBeUndefined();
    expect(takeDocumentAnswer('a')).toEqual({});
  });
});
