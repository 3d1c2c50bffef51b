import {
  BarChart,
  BoxPlot,
  Histogram,
  InteractionPlot,
  MeansPlot,
  PathDiagram,
  QQPlot,
  ScatterPlot,
  ScreePlot,
  Stack,
} from '@tonggye/ui';
import type { ResultChartModel } from '../../definitions/types';
import { useAnalysisTranslation } from '../localize';

/** Draws a definition's charts (data only) with the ui package's charts and their tables. */
export function ResultCharts({ charts }: { charts: readonly ResultChartModel[] }) {
  const { t, language } = useAnalysisTranslation();
  if (charts.length === 0) return null;
  const common = {
    locale: language,
    showTableLabel: t('models.charts.showTable'),
    hideTableLabel: t('models.charts.hideTable'),
    saveSvgLabel: t('models.charts.saveSvg'),
    savePngLabel: t('models.charts.savePng'),
  };
  return (
    <Stack gap="large">
      {charts.map((chart) => {
        const title = t(chart.titleKey);
        switch (chart.kind) {
          case 'scree':
            return (
              <ScreePlot
                key={chart.id}
                {...common}
                title={title}
                eigenvalues={chart.eigenvalues}
                referenceLine={chart.referenceLine}
                xLabel={t('factor.charts.screeX')}
                yLabel={t('factor.charts.screeY')}
                varianceLabel={t('factor.charts.screeVariance')}
                {...(language === 'en'
                  ? {
                      description: t('models.charts.screeDescription', {
                        count: chart.eigenvalues.length,
                      }),
                    }
                  : {})}
              />
            );
          case 'loadings':
            return (
              <ScatterPlot
                key={chart.id}
                {...common}
                title={title}
                points={chart.points}
                xLabel={t(chart.xLabelKey)}
                yLabel={t(chart.yLabelKey)}
                caseLabel={t('factor.charts.item')}
                description={t('models.charts.loadingsDescription')}
              />
            );
          case 'interaction':
            return (
              <InteractionPlot
                key={chart.id}
                {...common}
                title={title}
                xLabel={chart.xLabel}
                yLabel={t(chart.yLabelKey)}
                {...(chart.legendTitle ? { legendTitle: chart.legendTitle } : {})}
                lines={chart.lines.map((line) => ({
                  label: line.labelKey ? t(line.labelKey) : line.label,
                  points: line.points,
                }))}
                description={t('moderation.charts.description', {
                  focal: chart.focal,
                  moderator: chart.xLabel,
                })}
              />
            );
          case 'profile':
            return (
              <InteractionPlot
                key={chart.id}
                {...common}
                title={title}
                xLabel={chart.factor}
                yLabel={t(chart.yLabelKey)}
                xTicks={Array.from({ length: chart.levels }, (_, level) => ({
                  value: level + 1,
                  label: String(level + 1),
                }))}
                {...(chart.legendTitle ? { legendTitle: chart.legendTitle } : {})}
                lines={chart.lines.map((line) => ({
                  label: line.labelKey ? t(line.labelKey) : line.label,
                  points: line.points,
                }))}
                description={t('repeated.charts.description', { factor: chart.factor })}
              />
            );
          case 'path':
            return (
              <PathDiagram
                key={chart.id}
                {...common}
                title={title}
                x={chart.x}
                y={chart.y}
                mediators={chart.mediators}
                cPrime={chart.cPrime}
                c={chart.c}
                pathLabel={t('mediation.charts.path')}
                estimateLabel={t('mediation.charts.estimate')}
                directLabel={t('mediation.charts.direct')}
                totalLabel={t('mediation.charts.total')}
                significanceNote={t('mediation.charts.note')}
                description={t('models.charts.pathDescription', { x: chart.x, y: chart.y })}
              />
            );
          case 'means': {
            const names = { dependent: chart.dependent, factor: chart.factor };
            return (
              <MeansPlot
                key={chart.id}
                {...common}
                title={t(chart.titleKey, names)}
                groups={chart.groups}
                xLabel={chart.factor}
                yLabel={chart.dependent}
                errorLabel={t('anova.charts.error', { level: chart.confidence })}
                meanLabel={t('anova.charts.mean')}
                lowerLabel={t('anova.charts.lower')}
                upperLabel={t('anova.charts.upper')}
                groupLabel={chart.factor}
                description={t('anova.charts.description', names)}
              />
            );
          }
          case 'bar': {
            const names = { variable: chart.variable };
            return (
              <BarChart
                key={chart.id}
                {...common}
                title={t(chart.titleKey, names)}
                categories={chart.categories}
                series={[{ name: t(chart.yLabelKey), values: chart.values }]}
                xLabel={chart.variable}
                yLabel={t(chart.yLabelKey)}
                showValues
                description={t(chart.descriptionKey, names)}
              />
            );
          }
          case 'histogram':
            return (
              <Histogram
                key={chart.id}
                {...common}
                title={t(chart.titleKey, { variable: chart.variable })}
                bins={chart.bins}
                mean={chart.mean}
                sd={chart.std}
                n={chart.n}
                xLabel={chart.variable}
              />
            );
          case 'boxplot':
            return <BoxPlot key={chart.id} {...common} title={title} groups={chart.groups} />;
          case 'qq':
            return (
              <QQPlot
                key={chart.id}
                {...common}
                title={t(chart.titleKey, { variable: chart.variable })}
                pairs={chart.pairs}
                variableLabel={chart.variable}
              />
            );
          default:
            chart satisfies never;
            return null;
        }
      })}
    </Stack>
  );
}
