import { describe, expect, it } from 'vitest';
import { recipeProblem } from './recipeProblem';

const body = {
  name: 'A',
  deviceId: 1,
  items: [{ name: '', value: 1 }],
  rules: [{ name: 'r', sourceStart: 0, length: 1, area: '4x', targetStart: 0 }],
};

describe('recipeProblem', () => {
  it('passes a valid recipe', () => expect(recipeProblem(body)).toBeNull());
  it('names the rule whose source runs past the table', () => {
    expect(recipeProblem({ ...body, rules: [{ ...body.rules[0]!, length: 2 }] })).toEqual({
      key: 'validation.recipeSource',
      params: {},
      where: 'rules 1',
    });
  });
  it('gives the limit of a too-long name', () => {
    expect(recipeProblem({ ...body, name: 'x'.repeat(21) })).toMatchObject({ key: 'validation.tooLong', params: { max: 20 } });
  });
});
