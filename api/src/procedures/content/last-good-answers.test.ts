import { describe, expect, it } from 'vitest';
import { LastGoodAnswers } from './last-good-answers.ts';

describe('§8 last good answers of the content API', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const answers = new LastGoodAnswers<string>(2);
    answers.set('a', 'A', 1);
    answers.set('b', 'B', 2);
    expect(answers.get('a')).toEqual({ answer: 'A', storedAt: 1 });
    answers.set('c', 'C', 3);
    expect([answers.get('a')?.answer, answers.get('b'), answers.get('c')?.answer]).toEqual([
      'A',
      undefined,
      'C',
    ]);
    expect(answers.size).toBe(2);
  });

  it('replaces the answer to the same request and forgets a deleted one', () => {
    const answers = new LastGoodAnswers<string>(2);
    answers.set('a', 'old', 1);
    answers.set('a', 'new', 2);
    expect(answers.get('a')).toEqual({ answer: 'new', storedAt: 2 });
    answers.delete('a');
    expect(answers.get('a')).toBeUndefined();
  });
});
