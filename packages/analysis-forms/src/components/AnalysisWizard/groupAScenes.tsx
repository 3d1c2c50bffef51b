import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { uploadedDatasets } from '../../fixtures/descriptive';
import {
  createWizardMachine,
  type WizardContext,
  type WizardEvent,
  type WizardSnapshot,
} from '../../machines/wizard';
import type { AnalysisResult, DatasetDetail, Interpretation } from '../../types';
import { expectEnglishOnly, withAnalysisI18n } from '../story-helpers';
import { AnalysisWizard } from './AnalysisWizard';

/**
 * Scenes of one analysis's wizard for the stories of group A (frequencies, multiple responses,
 * the three t-tests): every step as a machine snapshot, no request running.
 */
export interface WizardScenario {
  definition: AnyAnalysisDefinition;
  dataset: DatasetDetail;
  /** Submitted values (already parsed) behind the result. */
  values: Record<string, unknown>;
  result: AnalysisResult;
  /** The interpretation step's text; stories of the result alone leave it out. */
  interpretation?: Interpretation;
  /** The page's language; Korean unless a story shows the English page. */
  language?: 'ko' | 'en';
}

export const sceneNames = [
  'intro',
  'setting',
  'analysisLoading',
  'result',
  'interpretation',
] as const;
export type SceneName = (typeof sceneNames)[number];

export function wizardScenes(scenario: WizardScenario): Record<SceneName, () => WizardSnapshot> {
  const machine = createWizardMachine(scenario.definition);
  const base: WizardContext = {
    datasetUuid: scenario.dataset.uuid,
    dataset: scenario.dataset,
    datasets: [
      {
        uuid: scenario.dataset.uuid,
        fileName: scenario.dataset.fileName,
        title: scenario.dataset.title,
        createdAt: scenario.dataset.createdAt,
        rowCount: scenario.dataset.rowCount,
        columnCount: scenario.dataset.columns.length,
      },
      ...uploadedDatasets.slice(1),
    ],
    removingUuid: null,
    values: scenario.values,
    result: null,
    analysisId: null,
    interpretation: null,
    error: null,
  };
  const at = (
    value: Parameters<typeof machine.resolveState>[0]['value'],
    context: Partial<WizardContext> = {},
  ) => machine.resolveState({ value, context: { ...base, ...context } });
  return {
    intro: () => at({ intro: 'idle' }),
    setting: () => at({ setting: 'editing' }, { values: null }),
    analysisLoading: () => at({ analysis: 'running' }),
    result: () => at({ analysis: 'done' }, { result: scenario.result, analysisId: 'a-1' }),
    interpretation: () =>
      at(
        { interpretation: 'ready' },
        {
          result: scenario.result,
          analysisId: 'a-1',
          interpretation: scenario.interpretation ?? null,
        },
      ),
  };
}

export interface SceneArgs {
  scene: SceneName;
  send: (event: WizardEvent) => void;
}

/** Meta fields shared by the group's stories files. */
export function sceneMeta(scenario: WizardScenario) {
  const scenes = wizardScenes(scenario);
  return {
    decorators: [withAnalysisI18n(scenario.language ?? 'ko')] as Decorator[],
    argTypes: { scene: { control: 'select' as const, options: [...sceneNames] } },
    render: ({ scene, send }: SceneArgs) => (
      <AnalysisWizard definition={scenario.definition} snapshot={scenes[scene]()} send={send} />
    ),
    parameters: { layout: 'padded' },
  };
}

/** The setting step's play: submit the empty form and expect the schema's messages. */
export function submitEmpty(...messages: string[]) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '분석 실행' }));
    for (const message of messages)
      await expect(await canvas.findByText(message, undefined, { timeout: 3000 })).toBeVisible();
  };
}

/** A dataset cut down to some columns (shorter stories, same numbers). */
export function pickColumns(dataset: DatasetDetail, names: readonly string[]): DatasetDetail {
  const indexes = names.map((name) => dataset.preview.columns.indexOf(name));
  return {
    ...dataset,
    columns: dataset.columns.filter((column) => names.includes(column.name)),
    preview: {
      columns: [...names],
      rows: dataset.preview.rows.map((row) => indexes.map((index) => row[index] ?? null)),
    },
  };
}

/**
 * The width the site gives a result in a 1280 px window: the page container is 1200 px at most
 * with 16 px padding on each side.
 */
export const CONTENT_WIDTH_AT_1280 = 1168;

export const atSiteWidth1280: Decorator = (Story) => (
  <div style={{ width: CONTENT_WIDTH_AT_1280 }}>
    <Story />
  </div>
);

/** Every result table shows its last column without scrolling sideways. */
export async function tablesFitTheWidth({ canvasElement }: { canvasElement: HTMLElement }) {
  const frame = canvasElement.firstElementChild!.getBoundingClientRect();
  const tables = [...canvasElement.querySelectorAll('table')];
  await expect(tables.length).toBeGreaterThan(0);
  for (const table of tables) {
    const headers = table.querySelectorAll('th[scope="col"]');
    const last = headers[headers.length - 1];
    if (last) await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    const scroller = table.parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  }
}

/**
 * One story's fields showing a scenario's full result in one language (for stories files that
 * show several analyses); the English one also checks that no Korean is left beyond the data.
 */
export function resultScene(scenario: WizardScenario, language: 'ko' | 'en') {
  const { render, decorators, parameters } = sceneMeta({ ...scenario, language });
  return {
    args: { scene: 'result' as const },
    render,
    decorators,
    parameters,
    ...(language === 'en' ? { play: expectEnglishOnly(scenario.dataset) } : {}),
  };
}
