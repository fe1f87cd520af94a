import { addTranslation, readTextsIn, textsLanguage } from './apply.ts';
import type { Language } from '../contracts/languages.ts';

describe('texts looked up in the language of the moment', () => {
  const before = textsLanguage();
  afterAll(() => readTextsIn(() => before));
  // Texts are read in `language` from now on.
  const write = (language: Language) => readTextsIn(() => language);

  it('gives each text in the language being written, and the English where it has none', () => {
    const english = {
      hello: 'Hello',
      nested: { bye: 'Goodbye', only: 'English only' },
      count: (n: number) => `${n} reports`,
      list: ['one', 'two'],
    };
    const copy = JSON.stringify(english);
    addTranslation(
      english,
      { hello: 'Jambo', nested: { bye: 'Kwaheri' }, count: (n: number) => `Ripoti ${n}`, list: ['moja'] },
      'sw',
    );
    write('sw');
    expect(english.hello).toBe('Jambo');
    expect(english.nested.bye).toBe('Kwaheri');
    expect(english.nested.only).toBe('English only');
    expect(english.count(3)).toBe('Ripoti 3');
    expect(english.list).toEqual(['moja']);
    write('en');
    // The English is never written over: the next read in English is the English.
    expect(JSON.stringify(english)).toBe(copy);
    expect(english.count(3)).toBe('3 reports');
    write('sw');
    expect(english.hello).toBe('Jambo');
  });

  it('adding the same translation again, or through an object that shares a group, changes nothing', () => {
    const group = { title: 'Music' };
    const core = { group };
    const texts = { ...core, top: 'Top' };
    addTranslation(core, { group: { title: 'Muziki' } }, 'sw');
    addTranslation(texts, { group: { title: 'Muziki' }, top: 'Juu' }, 'sw');
    addTranslation(core, { group: { title: 'Muziki' } }, 'sw');
    write('sw');
    expect(texts.group.title).toBe('Muziki');
    expect(texts.top).toBe('Juu');
    write('en');
    expect(core.group.title).toBe('Music');
    expect(texts.top).toBe('Top');
  });
});
