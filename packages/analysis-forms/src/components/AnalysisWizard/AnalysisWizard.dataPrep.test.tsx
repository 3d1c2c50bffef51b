import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { descriptiveDefinition } from '../../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { descriptiveResultFixture } from '../../fixtures/descriptive';
import { preparedDataset, unpreparedDataset } from '../../fixtures/dataPrep';
import { createWizardMachine } from '../../machines/wizard';
import type { DatasetDetail } from '../../types';
import type { PrepStep } from '../DataStep/prepSteps';
import { renderWithI18n } from '../test-utils';
import { AnalysisWizard } from './AnalysisWizard';

const definition = descriptiveDefinition as unknown as AnyAnalysisDefinition;
const machine = createWizardMachine(definition);

function settingActor(dataset: DatasetDetail = unpreparedDataset) {
  const snapshot = machine.resolveState({
    value: { setting: 'editing' },
    context: {
      datasetUuid: dataset.uuid,
      dataset,
      datasets: [],
      removingUuid: null,
      values: null,
      result: null,
      analysisId: null,
      interpretation: null,
      error: null,
    },
  });
  return createActor(machine, { snapshot, input: {} }).start();
}

describe('AnalysisWizard data preparation', () => {
  it('applies a transform and the setting form then offers the new variable', async () => {
    const user = userEvent.setup();
    const step = { type: 'compute', target: 'total', expression: 'q1 + q2' };
    const stored: DatasetDetail = {
      ...unpreparedDataset,
      columns: [
        ...unpreparedDataset.columns,
        { name: 'total', type: 'numeric', validCount: 5, missingCount: 1 },
      ],
      version: {
        versionId: 'v2',
        transforms: [step],
        selectedCount: 6,
        syntax: 'COMPUTE total = q1 + q2.\nEXECUTE.',
      },
    };
    const apply = vi.fn(async (_: { dataset: DatasetDetail; transforms: PrepStep[] }) => stored);
    const preview = vi.fn(async () => ({ rowCount: 6, selectedCount: 6, preview: stored.preview }));
    const actor = settingActor();
    renderWithI18n(
      <AnalysisWizard actorRef={actor} definition={definition} prepareData={{ apply, preview }} />,
    );
    expect(screen.queryAllByText('total')).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: '데이터 준비' }));
    await user.type(screen.getByRole('textbox', { name: '새 변수 이름' }), 'total');
    await user.type(screen.getByRole('textbox', { name: /^계산식/ }), 'q1 + q2');
    await user.click(screen.getByRole('button', { name: '적용' }));
    await waitFor(() => expect(actor.getSnapshot().context.dataset?.version?.versionId).toBe('v2'));
    expect(apply).toHaveBeenCalledWith({ dataset: unpreparedDataset, transforms: [step] });
    expect(screen.getByText('계산: total = q1 + q2')).toBeTruthy();
    // The setting form's variable list now holds the computed variable.
    expect(await screen.findAllByText('total')).not.toHaveLength(0);
    actor.stop();
  });

  it('shows the selected cases in the setting form and the result when cases are selected', async () => {
    const setting = settingActor(preparedDataset);
    const { unmount } = renderWithI18n(
      <AnalysisWizard actorRef={setting} definition={definition} />,
    );
    // The version filters 4 of the 6 cases: the form that starts the analysis says so.
    const form = screen.getByRole('form', { name: /분석 설정/ });
    expect(within(form).getByText('선택된 케이스 4 / 전체 6')).toBeTruthy();
    unmount();
    setting.stop();

    const done = createActor(machine, {
      snapshot: machine.resolveState({
        value: { analysis: 'done' },
        context: {
          datasetUuid: preparedDataset.uuid,
          dataset: preparedDataset,
          datasets: [],
          removingUuid: null,
          values: definition.defaultValues as Record<string, unknown>,
          result: descriptiveResultFixture,
          analysisId: 'a1',
          interpretation: null,
          error: null,
        },
      }),
      input: {},
    }).start();
    renderWithI18n(<AnalysisWizard actorRef={done} definition={definition} />, 'en');
    const result = screen.getByRole('region', { name: /Results/ });
    expect(within(result).getByText('Selected cases 4 / total 6')).toBeTruthy();
    done.stop();
  });

  it('shows no selected count after the data step when every case takes part', () => {
    // A computed variable selects no cases: the count stays in the data step only.
    const dataset: DatasetDetail = {
      ...unpreparedDataset,
      version: {
        versionId: 'v2',
        transforms: [{ type: 'compute', target: 'total', expression: 'q1 + q2' }],
        selectedCount: 6,
        syntax: 'COMPUTE total = q1 + q2.',
      },
    };
    const actor = settingActor(dataset);
    renderWithI18n(<AnalysisWizard actorRef={actor} definition={definition} />);
    const form = screen.getByRole('form', { name: /분석 설정/ });
    expect(within(form).queryByText(/선택된 케이스/)).toBeNull();
    actor.stop();
  });
});
