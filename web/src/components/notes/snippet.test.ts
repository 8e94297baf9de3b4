import { parseSnippet } from './snippet';

describe('parseSnippet', () => {
  it('splits a snippet into plain and marked parts', () => {
    expect(parseSnippet('the \uE000round\uE001 robin \uE000scheduler\uE001 picks')).toEqual([
      { text: 'the ', marked: false },
      { text: 'round', marked: true },
      { text: ' robin ', marked: false },
      { text: 'scheduler', marked: true },
      { text: ' picks', marked: false },
    ]);
  });

  it('keeps markup-looking text as text', () => {
    expect(parseSnippet('<b>\uE000x\uE001</b>')).toEqual([
      { text: '<b>', marked: false },
      { text: 'x', marked: true },
      { text: '</b>', marked: false },
    ]);
  });

  it('survives stray or unclosed markers', () => {
    expect(parseSnippet('a\uE001b')).toEqual([{ text: 'ab', marked: false }]);
    expect(parseSnippet('a\uE000b')).toEqual([
      { text: 'a', marked: false },
      { text: 'b', marked: true },
    ]);
    expect(parseSnippet('')).toEqual([]);
  });
});
