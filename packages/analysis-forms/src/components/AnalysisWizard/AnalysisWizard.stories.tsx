import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo } from 'react';
import { createActor, fromPromise } from 'xstate';
import { expect, fn, userEvent, within } from 'storybook/test';
import { descriptiveDefinition } from '../../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  descriptiveInterpretationFixture,
  descriptiveResultFixture,
  surveyDataset,
  uploadedDatasets,
} from '../../fixtures/descriptive';
import {
  createWizardMachine,
  type InterpretInput,
  type RunAnalysisInput,
  type RunAnalysisOutput,
  type UploadInput,
  type WizardContext,
  type WizardEvent,
  type WizardSnapshot,
} from '../../machines/wizard';
import type { DatasetDetail, DatasetListItem, Interpretation } from '../../types';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';
import { AnalysisWizard } from './AnalysisWizard';

const definition = descriptiveDefinition as unknown as AnyAnalysisDefinition;
const machine = createWizardMachine(definition);
const values = descriptiveDefinition.optionsSchema.parse({ variables: ['나이', '만족도'] });

const base: WizardContext = {
  datasetUuid: surveyDataset.uuid,
  dataset: surveyDataset,
  datasets: uploadedDatasets,
  removingUuid: null,
  values,
  result: null,
  analysisId: null,
  interpretation: null,
  error: null,
};

/** A snapshot at a given state, without running any request. */
const at = (
  value: Parameters<typeof machine.resolveState>[0]['value'],
  context: Partial<WizardContext> = {},
) => machine.resolveState({ value, context: { ...base, ...context } });

const scenes = {
  intro: () => at({ intro: 'idle' }),
  setting: () => at({ setting: 'editing' }, { values: null }),
  analysisLoading: () => at({ analysis: 'running' }),
  result: () => at({ analysis: 'done' }, { result: descriptiveResultFixture, analysisId: 'a-1' }),
  analysisFailed: () =>
    at(
      { analysis: 'failed' },
      {
        error: {
          code: 'ANALYSIS_FAILED',
          message: '분석 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
          messageEn: 'The analysis failed. Please try again later.',
        },
      },
    ),
  interpretation: () =>
    at(
      { interpretation: 'ready' },
      {
        result: descriptiveResultFixture,
        analysisId: 'a-1',
        interpretation: descriptiveInterpretationFixture,
      },
    ),
} satisfies Record<string, () => WizardSnapshot>;

/** Stories pick a scene by name (args stay serializable); `send` is recorded in the actions panel. */
interface WizardStoryArgs {
  scene: keyof typeof scenes;
  send: (event: WizardEvent) => void;
}

const meta = {
  title: 'Analysis/AnalysisWizard',
  decorators: [withAnalysisI18n('ko')],
  args: { scene: 'intro', send: fn() },
  argTypes: { scene: { control: 'select', options: Object.keys(scenes) } },
  render: ({ scene, send }) => (
    <AnalysisWizard definition={definition} snapshot={scenes[scene]()} send={send} />
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<WizardStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = { name: '1단계 데이터 올리기' };

export const Setting: Story = { name: '2단계 분석 설정', args: { scene: 'setting' } };

/** Submitting without a variable: the schema's message under the picker, nothing sent. */
export const SettingWithErrors: Story = {
  name: '2단계 분석 설정(오류)',
  args: { scene: 'setting' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '분석 실행' }));
    await expect(
      await canvas.findByText('변수를 1개 이상 선택해 주세요.', undefined, { timeout: 3000 }),
    ).toBeVisible();
    await expect(args.send).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'SUBMIT' }));
  },
};

export const AnalysisLoading: Story = { name: '3단계 분석 중', args: { scene: 'analysisLoading' } };

export const Result: Story = { name: '3단계 분석 결과', args: { scene: 'result' } };

export const AnalysisFailed: Story = { name: '3단계 분석 실패', args: { scene: 'analysisFailed' } };

export const InterpretationReady: Story = {
  name: '4단계 결과 해석',
  args: { scene: 'interpretation' },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The whole wizard with fixture actors standing in for the server. */
function LiveWizard() {
  const actor = useMemo(
    () =>
      createActor(
        machine.provide({
          actors: {
            listDatasets: fromPromise<DatasetListItem[], void>(
              async () => (await wait(300), uploadedDatasets),
            ),
            uploadDataset: fromPromise<DatasetDetail, UploadInput>(
              async () => (await wait(600), surveyDataset),
            ),
            removeDataset: fromPromise<unknown, { uuid: string }>(
              async ({ input }) => (await wait(300), input),
            ),
            loadDataset: fromPromise<DatasetDetail, { uuid: string }>(
              async () => (await wait(300), surveyDataset),
            ),
            runAnalysis: fromPromise<RunAnalysisOutput, RunAnalysisInput>(
              async () => (
                await wait(800),
                { result: descriptiveResultFixture, analysisId: 'a-1' }
              ),
            ),
            interpret: fromPromise<Interpretation | null, InterpretInput>(
              async () => (await wait(500), descriptiveInterpretationFixture),
            ),
          },
        }),
        { input: {} },
      ),
    [],
  );
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  return <AnalysisWizard definition={definition} actorRef={actor} />;
}

export const Live: Story = {
  name: '전체 흐름(가짜 서버)',
  render: () => <LiveWizard />,
  // A behaviour check driven by timers: its last frame is covered by the scene stories.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '고객 만족도 조사 열기' }, { timeout: 3000 }),
    );
    await userEvent.click(await canvas.findByRole('option', { name: /만족도/ }, { timeout: 3000 }));
    await userEvent.click(canvas.getByRole('button', { name: '분석 변수 칸으로 이동' }));
    await userEvent.click(canvas.getByRole('button', { name: '분석 실행' }));
    await expect(
      await canvas.findByRole('table', { name: /^기술통계/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '결과 해석 보기' }));
    await expect(
      await canvas.findByText(/평균 만족도는 3.80점/, undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

/** The full result on the English page: every title, header and note translated. */
export const ResultEnglish: Story = {
  name: '3단계 분석 결과(영어)',
  args: { scene: 'result' },
  decorators: [withAnalysisI18n('en')],
  play: expectEnglishOnly(surveyDataset),
};
