import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mediationDefinition } from '../../definitions/mediation';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { interpretationsC } from '../../fixtures/interpretations-c';
import {
  mediationDataset,
  mediationResultFixture,
  mediationValues,
} from '../../fixtures/mediation';
import { submitEmpty } from './groupAScenes';
import { groupCMeta, type GroupCSceneArgs } from './groupCScenes';
import { expectEnglishOnly } from '../story-helpers';

const scenario = {
  definition: mediationDefinition as unknown as AnyAnalysisDefinition,
  dataset: mediationDataset,
  values: mediationValues,
  result: mediationResultFixture,
  interpretation: interpretationsC.mediation,
};

const meta = {
  title: 'Analysis/Wizards/매개효과 분석',
  args: { scene: 'intro', send: fn(), onHandOver: fn() },
  ...groupCMeta(scenario),
} satisfies Meta<GroupCSceneArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = { name: '1단계 데이터 올리기' };

export const SettingWithErrors: Story = {
  name: '2단계 분석 설정(오류)',
  args: { scene: 'setting' },
  play: submitEmpty('변수를 1개 이상 선택해 주세요.'),
};

export const AnalysisLoading: Story = { name: '3단계 분석 중', args: { scene: 'analysisLoading' } };

export const Result: Story = {
  name: '3단계 분석 결과(경로 도표)',
  args: { scene: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Total indirect effect of the fixture, as R computes it (a1·b1 + a2·b2 = 0.20952).
    await expect(canvas.getAllByText('0.210').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('img', { name: /경로 도표/ })).toBeInTheDocument();
    // The path diagram's table alternative.
    const figure = canvas.getByRole('img', { name: /경로 도표/ }).closest('figure')!;
    await userEvent.click(within(figure).getByRole('button', { name: '표로 보기' }));
    await expect(within(figure).getByRole('region')).toBeInTheDocument();
  },
};

export const ResultEnglish: Story = {
  name: '3단계 분석 결과(영어)',
  args: { scene: 'result' },
  ...groupCMeta({ ...scenario, language: 'en' }),
  play: expectEnglishOnly(mediationDataset),
};

export const Interpretation: Story = { name: '4단계 결과 해석', args: { scene: 'interpretation' } };
