import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { anovaCellsEmptyCell, anovaCellsTwoFactors } from '../fixtures/anovaCells';
import { anovaMultiMachine, type AnovaCellStructure, type AnovaCellsInput } from './anovaMulti';

function start(load: (input: AnovaCellsInput) => Promise<AnovaCellStructure>) {
  return createActor(
    anovaMultiMachine.provide({
      actors: { loadCells: fromPromise(({ input }: { input: AnovaCellsInput }) => load(input)) },
    }),
  ).start();
}

describe('anova/multi machine', () => {
  it('asks for the chosen factors and dependents and keeps MSErr and preResult', async () => {
    const asked: AnovaCellsInput[] = [];
    const actor = start(async (input) => {
      asked.push(input);
      return anovaCellsTwoFactors;
    });
    actor.send({ type: 'LOAD', factors: ['성별', '처치'], dependents: ['반응'] });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked).toEqual([{ factors: ['성별', '처치'], dependents: ['반응'] }]);
    expect(actor.getSnapshot().context.MSErr).toBe(anovaCellsTwoFactors.MSErr);
    expect(actor.getSnapshot().context.preResult?.dependents[0]?.cellCount).toBe(6);
  });

  it('clears both results when a new request starts, and keeps none after a failure', async () => {
    let fail = false;
    const actor = start(async () => {
      if (fail) throw Object.assign(new Error('nope'), { code: 'TOO_MANY_CELLS' });
      return anovaCellsEmptyCell;
    });
    actor.send({ type: 'LOAD', factors: ['성별', '처치'], dependents: ['반응'] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    fail = true;
    actor.send({ type: 'LOAD', factors: ['성별', '처치'], dependents: ['반응'] });
    expect(actor.getSnapshot().context.MSErr).toBeNull();
    expect(actor.getSnapshot().context.preResult).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).not.toBeNull();
    expect(actor.getSnapshot().context.preResult).toBeNull();
  });
});
