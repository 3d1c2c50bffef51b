import { describe, expect, it } from 'vitest';
import { editorSetIssues, multipleResponsesDefinition } from './multipleResponses';

const schema = multipleResponsesDefinition.optionsSchema;
const media = {
  name: '매체',
  label: '',
  type: 'dichotomies' as const,
  variables: ['매체1', '매체2'],
  countedValue: '1',
};
const messages = (values: Record<string, unknown>) =>
  schema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('multiple-responses options: several sets', () => {
  it('needs a set: the editor filled, or one in the list', () => {
    expect(messages({})).toEqual([['setVariables', 'errors.variablesMin']]);
    expect(messages({ sets: [media] })).toEqual([]);
    expect(messages({ setVariables: ['매체1', '매체2'] })).toEqual([]);
  });

  it('checks the editor once it is used next to the list', () => {
    expect(messages({ sets: [media], setVariables: ['매체3'], setName: '' })).toEqual([
      ['setVariables', 'errors.variablesMin'],
      ['setName', 'multipleResponses.errors.name'],
    ]);
    expect(messages({ sets: [media], setVariables: ['매체3', '매체4'], setName: '매체' })).toEqual([
      ['setName', 'multipleResponses.errors.duplicateName'],
    ]);
  });

  it('refuses listed sets with one name or a dichotomy without its counted value', () => {
    expect(messages({ sets: [media, { ...media, variables: ['매체3', '매체4'] }] })).toEqual([
      ['sets', 'multipleResponses.errors.duplicateName'],
    ]);
    expect(messages({ sets: [{ ...media, countedValue: '' }] })).toEqual([
      ['sets', 'multipleResponses.errors.countedValue'],
    ]);
  });

  it('lets categories go without a counted value, in the editor as in the list', () => {
    expect(
      editorSetIssues(
        {
          setVariables: ['선호1', '선호2'],
          setName: '선호',
          setType: 'categories',
          countedValue: '',
        },
        [media],
      ),
    ).toEqual([]);
    expect(messages({ sets: [{ ...media, type: 'categories', countedValue: '' }] })).toEqual([]);
  });

  it('sends the listed sets first, then the editor, labels defaulting to names', () => {
    const values = schema.parse({
      sets: [media],
      setVariables: ['선호1', '선호2', '선호1'],
      setName: '선호',
      setLabel: '선호 매체',
      setType: 'categories',
    });
    expect(multipleResponsesDefinition.toRequest(values)).toEqual({
      sets: [
        {
          name: '매체',
          label: '매체',
          type: 'dichotomies',
          variables: ['매체1', '매체2'],
          countedValue: 1,
        },
        { name: '선호', label: '선호 매체', type: 'categories', variables: ['선호1', '선호2'] },
      ],
    });
  });
});
