import { createContext, useContext } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { Alert, Button, CheckboxGroup, Heading, ResultTable, Stack, Text } from '@tonggye/ui';
import { factorialTerms } from '../../definitions/anova';
import type { AnovaModelSection } from '../../definitions/types';
import {
  anovaMultiMachine,
  type AnovaCellStructure,
  type AnovaCellsInput,
} from '../../machines/anovaMulti';
import { useAnalysisTranslation, useErrorText } from '../localize';

/** Asks `anova/multi` for the cell structure of the chosen factors (the site injects the call). */
export type AnovaCellsLoader = (input: AnovaCellsInput) => Promise<AnovaCellStructure>;

export const AnovaCellsContext = createContext<AnovaCellsLoader | null>(null);

export interface AnovaModelFieldProps {
  section: AnovaModelSection;
  factors: readonly string[];
  dependents: readonly string[];
  modelType: string;
  value: readonly string[];
  onChange(next: string[]): void;
  error?: string | null;
}

/**
 * SPSS's Univariate "Model" dialog for two factors or more: the terms of a custom model, and
 * the cell structure (`anova/multi`: levels, cases per cell, empty cells, terms that cannot be
 * estimated) shown before the analysis runs.
 */
export function AnovaModelField({
  section,
  factors,
  dependents,
  modelType,
  value,
  onChange,
  error,
}: AnovaModelFieldProps) {
  const { t } = useAnalysisTranslation();
  const loader = useContext(AnovaCellsContext);
  const unique = [...new Set(factors)];
  const terms = factorialTerms(unique);
  const heading = `${section.field}-model-heading`;
  return (
    <section aria-labelledby={heading}>
      <Stack gap="small">
        <Heading level={3} id={heading}>
          {t(section.labelKey)}
        </Heading>
        {section.helpKey ? <Text tone="muted">{t(section.helpKey)}</Text> : null}
        {unique.length < 2 ? (
          <Text tone="muted">{t('anova.model.needFactors')}</Text>
        ) : (
          <>
            {modelType === 'custom' ? (
              <CheckboxGroup
                legend={t('anova.model.terms')}
                description={t('anova.model.termsHelp')}
                name={section.field}
                options={terms.map((term) => ({ value: term, label: term }))}
                value={value.filter((term) => terms.includes(term))}
                onChange={onChange}
                error={error ?? null}
              />
            ) : null}
            {loader ? (
              <CellStructure loader={loader} factors={unique} dependents={dependents} />
            ) : null}
          </>
        )}
      </Stack>
    </section>
  );
}

function CellStructure({
  loader,
  factors,
  dependents,
}: {
  loader: AnovaCellsLoader;
  factors: string[];
  dependents: readonly string[];
}) {
  const { t, language } = useAnalysisTranslation();
  const errorText = useErrorText();
  // The machine keeps the first loader: it only names the dataset, and the setting form (so
  // this panel) starts afresh for another dataset.
  const actorRef = useActorRef(
    anovaMultiMachine.provide({
      actors: {
        loadCells: fromPromise<AnovaCellStructure, AnovaCellsInput>(({ input }) => loader(input)),
      },
    }),
  );
  const snapshot = useSelector(actorRef, (state) => state);
  const { preResult, MSErr, error } = snapshot.context;
  const loading = snapshot.matches('loading');
  return (
    <Stack gap="small">
      <div>
        <Button
          variant="secondary"
          disabled={dependents.length === 0 || loading}
          onClick={() =>
            actorRef.send({ type: 'LOAD', factors: [...factors], dependents: [...dependents] })
          }
        >
          {t('anova.model.check')}
        </Button>
      </div>
      <div role="status">
        {loading ? <Text tone="muted">{t('anova.model.loading')}</Text> : null}
      </div>
      {snapshot.matches('failed') ? (
        <Alert tone="critical" title={t('anova.model.failed')}>
          {errorText(error)}
        </Alert>
      ) : null}
      {preResult ? (
        <Stack gap="small">
          <ul>
            {preResult.factors.map((factor) => (
              <li key={factor.name}>
                <Text>
                  {t('anova.model.levels', {
                    factor: factor.name,
                    levels: factor.levels.join(', '),
                  })}
                </Text>
              </li>
            ))}
          </ul>
          {preResult.dependents.map((entry) => {
            const ms = MSErr?.find((item) => item.dependent === entry.dependent)?.ms ?? null;
            const notEstimable = entry.terms
              .filter((term) => !term.estimable)
              .map((term) => term.term);
            return (
              <Stack key={entry.dependent} gap="small">
                <Text>
                  {t('anova.model.summary', {
                    cells: entry.cellCount,
                    n: entry.n,
                    missing: entry.missing,
                    ms: ms === null ? '.' : ms.toFixed(3),
                  })}
                </Text>
                {entry.emptyCellCount > 0 ? (
                  <Alert
                    tone="caution"
                    title={t('anova.model.emptyCells', {
                      count: entry.emptyCellCount,
                      cells: entry.emptyCells
                        .map((cell) =>
                          preResult.factors.map((factor) => cell[factor.name]).join(' × '),
                        )
                        .join('; '),
                    })}
                  >
                    {notEstimable.length > 0
                      ? t('anova.model.notEstimable', { terms: notEstimable.join(', ') })
                      : null}
                  </Alert>
                ) : null}
                <ResultTable
                  locale={language}
                  copyLabel={t('result.copy')}
                  copiedLabel={t('result.copied')}
                  table={{
                    id: `anova-cells-${entry.dependent}`,
                    title: t('anova.model.cellsTitle', { dependent: entry.dependent }),
                    columns: [
                      ...preResult.factors.slice(1).map((factor) => ({
                        key: `f:${factor.name}`,
                        label: factor.name,
                        format: 'text' as const,
                      })),
                      { key: 'n', label: t('anova.model.cellN'), format: 'integer' as const },
                      { key: 'mean', label: t('anova.model.cellMean'), format: 'number' as const },
                    ],
                    rows: entry.cells.map((cell) => ({
                      label: cell.cell[preResult.factors[0]!.name] ?? '',
                      cells: {
                        ...Object.fromEntries(
                          preResult.factors
                            .slice(1)
                            .map((factor) => [`f:${factor.name}`, cell.cell[factor.name] ?? '']),
                        ),
                        n: cell.n,
                        mean: cell.mean,
                      },
                    })),
                  }}
                />
              </Stack>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
