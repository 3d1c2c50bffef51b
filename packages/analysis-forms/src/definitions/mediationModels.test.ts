import { describe, expect, it } from 'vitest';
import { mediationDefinition } from './mediation';

const base = {
  ...mediationDefinition.defaultValues,
  dependents: ['성과'],
  independents: ['지원'],
  mediators: ['효능감'],
};
const parse = (change: Record<string, unknown>) =>
  mediationDefinition.optionsSchema.safeParse({ ...base, ...change });
const messages = (change: Record<string, unknown>) =>
  parse(change).error?.issues.map((i) => i.message) ?? [];

describe('mediation definition: the PROCESS model choice', () => {
  it('keeps the model 4 request as it was, without a moderators field', () => {
    const values = parse({ moderators: ['자율성'] }).data!;
    const request = mediationDefinition.toRequest(values);
    expect(request).not.toHaveProperty('moderators');
    expect(request.modelNumber).toBe(4);
    expect(mediationDefinition.requestSchema.safeParse(request).success).toBe(true);
  });

  it('sends W and the model number for the moderated models', () => {
    for (const model of ['7', '8', '14', '58'] as const) {
      const values = parse({ modelNumber: model, moderators: ['자율성'] }).data!;
      const request = mediationDefinition.toRequest(values);
      expect(request).toMatchObject({ modelNumber: Number(model), moderators: ['자율성'] });
      expect(mediationDefinition.requestSchema.safeParse(request).success).toBe(true);
    }
  });

  it('asks for 2 to 4 mediators in model 6 and one W in the moderated models', () => {
    expect(messages({ modelNumber: '6' })).toContain('mediation.errors.serialMediatorCount');
    expect(messages({ modelNumber: '6', mediators: ['a', 'b', 'c', 'd', 'e'] })).toContain(
      'mediation.errors.serialMediatorCount',
    );
    expect(parse({ modelNumber: '6', mediators: ['효능감', '몰입'] }).success).toBe(true);
    expect(messages({ modelNumber: '7' })).toContain('mediation.errors.moderatorNeeded');
    expect(messages({ modelNumber: '7', moderators: ['효능감'] }).length).toBeGreaterThan(0);
  });

  it('reopens a stored model 14 request with its model and W', () => {
    const values = mediationDefinition.fromRequest!({
      dependents: ['성과'],
      independents: ['지원'],
      mediators: ['효능감'],
      moderators: ['성별'],
      covariates: [],
      modelNumber: 14,
    });
    expect(values).toMatchObject({ modelNumber: '14', moderators: ['성별'] });
  });
});
