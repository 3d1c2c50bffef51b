import { Alert, Button, Heading, Inline, Stack, Text, vars } from '@tonggye/ui';
import { useState, type CSSProperties } from 'react';
import { toWizardError, type WizardError } from '../../machines/errors';
import type { DatasetColumn, DatasetDetail, DatasetVersion } from '../../types';
import { useAnalysisTranslation, useErrorText } from '../localize';
import { TransformForms, type DataPrepActions } from './PrepForms';
import { canMoveDown, canMoveUp, factorScoreKinds, moveStep, type PrepStep } from './prepSteps';

const styles = {
  list: { margin: 0, paddingLeft: vars.space.large },
  item: { padding: `${vars.space.xsmall} 0`, borderBottom: `1px solid ${vars.color.border}` },
  syntax: {
    margin: 0,
    padding: vars.space.small,
    // The body font after the monospace one: Korean names have no monospace glyphs here.
    fontFamily: `ui-monospace, "DejaVu Sans Mono", monospace, ${vars.font.body}`,
    fontSize: vars.fontSize.small,
    whiteSpace: 'pre-wrap',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    background: vars.color.surface,
    color: vars.color.text,
  },
} satisfies Record<string, CSSProperties>;

type Translate = ReturnType<typeof useAnalysisTranslation>['t'];

const names = (value: unknown): string =>
  Array.isArray(value) ? value.map((v) => String(v)).join(', ') : String(value ?? '');

/** One applied step in a line the person reads. */
export function describeStep(step: PrepStep, t: Translate): string {
  const into = Array.isArray(step.into) && step.into.length > 0 ? names(step.into) : null;
  switch (step.type) {
    case 'compute':
      return t('dataPrep.describe.compute', { target: step.target, expression: step.expression });
    case 'reverse':
      return t(into ? 'dataPrep.describe.reverseInto' : 'dataPrep.describe.reverse', {
        variables: names(step.variables),
        min: step.min,
        max: step.max,
        into,
      });
    case 'recode':
      return t(into ? 'dataPrep.describe.recodeInto' : 'dataPrep.describe.recode', {
        variables: names(step.variables),
        into,
      });
    case 'scaleScore': {
      const groups = Array.isArray(step.groups) ? (step.groups as { name?: unknown }[]) : [];
      return t('dataPrep.describe.scaleScore', {
        statistic: t(`dataPrep.statistic.${step.statistic === 'sum' ? 'sum' : 'mean'}`),
        groups: groups.map((g) => String(g.name)).join(', '),
      });
    }
    case 'standardize':
    case 'center':
    case 'valueLabels':
      return t(`dataPrep.describe.${step.type}`, { variables: names(step.variables) });
    case 'filter':
      return t('dataPrep.describe.filter', { condition: step.condition });
    case 'sample':
      return step.count !== undefined
        ? t('dataPrep.describe.sampleCount', { cases: step.count, seed: step.seed })
        : t('dataPrep.describe.samplePercent', { percent: step.percent, seed: step.seed });
    case 'missingValues':
      return t('dataPrep.describe.missingValues', {
        variables: names(step.variables),
        values: names(step.values) || t('dataStep.none'),
      });
    case 'rename':
      return t('dataPrep.describe.rename', { from: step.from, to: step.to });
    case 'variableLabel':
      return t('dataPrep.describe.variableLabel', {
        variable: step.variable,
        label: step.label === '' ? t('dataStep.none') : step.label,
      });
    case 'measure':
      return t('dataPrep.describe.measure', {
        variables: names(step.variables),
        level: t(`dataPrep.levels.${String(step.level)}`),
      });
    case 'factorScores': {
      const request = (step.request ?? {}) as Record<string, unknown>;
      const method = String(request.selectedScoreMethod);
      return t('dataPrep.describe.factorScores', {
        method: (factorScoreKinds as readonly string[]).includes(method)
          ? t(`factor.score.${method}`)
          : method,
        variables: names(request.factorVariables),
      });
    }
    default:
      return t('dataPrep.describe.other', { type: step.type });
  }
}

export interface DataPrepProps {
  columns: readonly DatasetColumn[];
  /** The dataset's current version; none before the server has made one. */
  version?: DatasetVersion | undefined;
  actions: DataPrepActions;
  factorGroups?: readonly { name: string; variables: string[] }[];
}

/** The cases an analysis of the dataset runs on, when a filter or a random sample chose them. */
export interface CaseSelection {
  selected: number;
  total: number;
}

/**
 * The selected and total cases of the dataset's current version when its transforms select
 * cases (a filter or a random sample); null when every case takes part.
 */
export function caseSelectionOf(
  dataset: Pick<DatasetDetail, 'rowCount' | 'version'> | null | undefined,
): CaseSelection | null {
  const version = dataset?.version;
  if (!version) return null;
  const selects = version.transforms.some((t) => t.type === 'filter' || t.type === 'sample');
  return selects ? { selected: version.selectedCount, total: dataset.rowCount } : null;
}

/** The selected-case count as the whole data step shows it. */
export function SelectedCases({ selected, total }: { selected: number; total: number }) {
  const { t } = useAnalysisTranslation();
  return (
    <div role="status">
      <Text weight="strong">{t('dataPrep.selected', { selected, total })}</Text>
    </div>
  );
}

/**
 * Data preparation: the applied transforms (undo, safe reordering), their SPSS syntax, and a
 * form for a new one. Every change sends the whole list, so the server stores it or nothing.
 */
export function DataPrep({ columns, version, actions, factorGroups }: DataPrepProps) {
  const { t } = useAnalysisTranslation();
  const errorText = useErrorText();
  const transforms = (version?.transforms ?? []) as PrepStep[];
  const [failure, setFailure] = useState<WizardError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);

  const store = (next: PrepStep[]) => {
    setSaving(true);
    setFailure(null);
    setNotice(null);
    actions
      .apply(next)
      .catch((error: unknown) => setFailure(toWizardError(error)))
      .finally(() => setSaving(false));
  };
  const move = (index: number, by: -1 | 1) => {
    const allowed = by < 0 ? canMoveUp(transforms, index) : canMoveDown(transforms, index);
    if (!allowed) {
      setNotice(t('dataPrep.applied.cannotMove', { n: index + 1 }));
      return;
    }
    store(moveStep(transforms, index, by));
  };
  const copySyntax = () => {
    const text = version?.syntax ?? '';
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => setCopy('copied'),
        () => setCopy('copyFailed'),
      );
  };

  return (
    <Stack gap="large">
      <section aria-labelledby="data-prep-applied">
        <Stack gap="small">
          <Heading level={3} id="data-prep-applied">
            {t('dataPrep.applied.heading')}
          </Heading>
          {transforms.length === 0 ? (
            <Text tone="muted">{t('dataPrep.applied.empty')}</Text>
          ) : (
            <ol style={styles.list}>
              {transforms.map((step, index) => (
                <li key={index} style={styles.item}>
                  <Inline gap="small" justify="space-between">
                    <span>{describeStep(step, t)}</span>
                    <Inline gap="xsmall">
                      {index > 0 ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('dataPrep.applied.moveUpNamed', { n: index + 1 })}
                          onClick={() => move(index, -1)}
                        >
                          {t('dataPrep.applied.moveUp')}
                        </Button>
                      ) : null}
                      {index < transforms.length - 1 ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('dataPrep.applied.moveDownNamed', { n: index + 1 })}
                          onClick={() => move(index, 1)}
                        >
                          {t('dataPrep.applied.moveDown')}
                        </Button>
                      ) : null}
                    </Inline>
                  </Inline>
                </li>
              ))}
            </ol>
          )}
          {notice ? <Alert tone="caution">{notice}</Alert> : null}
          {failure ? (
            <Alert tone="critical" title={t('dataPrep.applied.failedTitle')}>
              {errorText(failure)}
            </Alert>
          ) : null}
          {transforms.length > 0 ? (
            <Inline gap="small">
              <Button
                variant="secondary"
                loading={saving}
                onClick={() => store(transforms.slice(0, -1))}
              >
                {t('dataPrep.applied.undo')}
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </section>
      <section aria-labelledby="data-prep-syntax">
        <Stack gap="small">
          <Inline gap="small" justify="space-between">
            <Heading level={3} id="data-prep-syntax">
              {t('dataPrep.syntax.heading')}
            </Heading>
            {version?.syntax ? (
              <Button variant="secondary" size="sm" onClick={copySyntax}>
                {t('dataPrep.syntax.copy')}
              </Button>
            ) : null}
          </Inline>
          {version?.syntax ? (
            <pre style={styles.syntax} aria-labelledby="data-prep-syntax" tabIndex={0}>
              {version.syntax}
            </pre>
          ) : (
            <Text tone="muted">{t('dataPrep.syntax.empty')}</Text>
          )}
          {copy ? (
            <div role="status">
              <Text size="small" tone={copy === 'copied' ? 'muted' : 'critical'}>
                {t(`dataPrep.syntax.${copy}`)}
              </Text>
            </div>
          ) : null}
        </Stack>
      </section>
      <TransformForms
        columns={columns}
        applied={transforms}
        actions={actions}
        {...(factorGroups ? { factorGroups } : {})}
      />
    </Stack>
  );
}
