import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getNews } from 'shared-ui/contracts/news';
import { getArticle } from 'shared-ui/contracts/pages';
import {
  MAX_DOCUMENT_ANSWER_CHARS,
  carriedAnswers,
  withDocumentAnswers,
} from '../src/web/document-answers.ts';

const PAGE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

test('answers go in a JSON data element before </body>, where no text of theirs can end it', () => {
  const answer = { body: '</script><script>alert(1)</script><!--', note: 'a \u2028 line' };
  const article = `${getArticle.path}?id=1`;
  const html = withDocumentAnswers(PAGE, {
    [article]: JSON.stringify(answer),
    [getNews.path]: '{"data":[]}',
  });
  const element = /<script type="application\/json" id="document-answers">(.*?)<\/script><\/body>/s.exec(
    html,
  );
  assert.ok(element, html);
  assert.doesNotMatch(element[1]!, /</);
  assert.deepEqual(JSON.parse(element[1]!), { [article]: answer, [getNews.path]: { data: [] } });
  assert.equal(withDocumentAnswers(PAGE, {}), PAGE, 'no answers, no element');
  assert.match(withDocumentAnswers('<p>', { a: '1' }), /^<p><script type="application\/json"/);
});

test('an answer too long to carry is left for the page to ask for', () => {
  const long = JSON.stringify({ text: 'x'.repeat(MAX_DOCUMENT_ANSWER_CHARS) });
  assert.deepEqual(
    carriedAnswers(
      new Map([
        ['short', '{"a":1}'],
        ['long', long],
      ]),
    ),
    { short: '{"a":1}' },
  );
});
