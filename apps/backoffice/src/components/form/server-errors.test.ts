import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { applyServerErrors } from './server-errors.ts';

type Values = { slug: string; terms: { weights: { games: string }[] } };
const fields = ['slug', 'terms.weights.0.games'] as const;

describe('applyServerErrors', () => {
  it('puts a field’s message on it, and a list element’s on the input that edits the list', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 1, 'The given data was invalid.', {
      slug: ['Taken.'],
      'terms.weights.0.games.1': ['The catalogue has no no-such-game.'],
    });
    expect(applyServerErrors<Values>(error, setError, fields)).toBe('');
    expect(setError.mock.calls.map(([name, { message }]) => [name, message])).toEqual([
      ['slug', 'Taken.'],
      ['terms.weights.0.games', 'The catalogue has no no-such-game.'],
    ]);
  });

  it('answers the server’s message when no field of the form takes one', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 1, 'The given data was invalid.', { 'terms.percent': ['Required.'] });
    expect(applyServerErrors<Values>(error, setError, fields)).toBe('The given data was invalid.');
    expect(setError).not.toHaveBeenCalled();
  });
});
