import { z } from 'zod';

/**
 * What each writer reads of a result, checked before it writes: a result sent by a client
 * (`dataToAnalyze`) may be anything. Objects are loose, so the rest of a real result passes.
 */
const count = z.number().int().min(0);
const value = z.number();
const maybe = z.number().nullable();
const name = z.string();
const confidence = z.number().gt(0).lt(100);
const warnings = {
  warnings: z.array(z.string()).optional(),
  warningsEn: z.array(z.string()).optional(),
};
const effect = z.looseObject({ pointEstimate: maybe, lower: maybe, upper: maybe });
const matrix = z.array(z.array(value));

const oneSampleT = z.looseObject({
  analysis: z.literal('t/one'),
  populationMean: value,
  confidence,
  variables: z.array(
    z.looseObject({
      variable: name,
      n: count,
      mean: maybe,
      std: maybe,
      tValue: maybe,
      degreesOfFreedom: maybe,
      pValue: maybe,
      meanDifference: maybe,
      lowerConf: maybe,
      upperConf: maybe,
      cohensD: effect,
    }),
  ),
  ...warnings,
});

const pairedT = z.looseObject({
  analysis: z.literal('t/paired'),
  confidence,
  pairs: z.array(
    z.looseObject({
      first: name,
      second: name,
      n: count,
      mean1: maybe,
      std1: maybe,
      mean2: maybe,
      std2: maybe,
      correlation: maybe,
      correlationPValue: maybe,
      meanDifference: maybe,
      lowerConf: maybe,
      upperConf: maybe,
      tValue: maybe,
      degreesOfFreedom: maybe,
      pValue: maybe,
      cohensD: effect,
    }),
  ),
  ...warnings,
});

const tRow = z.looseObject({
  tValue: maybe,
  degreesOfFreedom: maybe,
  pValue: maybe,
  meanDifference: maybe,
  lowerConf: maybe,
  upperConf: maybe,
});

const independentT = z.looseObject({
  analysis: z.literal('t/independent'),
  confidence,
  groupingVariable: name,
  groupLabels: z.tuple([name, name]),
  variables: z.array(
    z.looseObject({
      variable: name,
      n1: count,
      mean1: maybe,
      std1: maybe,
      n2: count,
      mean2: maybe,
      std2: maybe,
      leveneF: maybe,
      leveneDf1: value,
      leveneDf2: value,
      leveneP: maybe,
      equalVariances: tRow,
      unequalVariances: tRow,
      cohensD: effect,
    }),
  ),
  ...warnings,
});

const homogeneity = z.looseObject({
  basedOn: z.enum(['mean', 'median']),
  statistic: maybe,
  df1: value,
  df2: value,
  pValue: maybe,
});
const robust = z.looseObject({ statistic: maybe, df1: value, df2: maybe, pValue: maybe });
const postHocTests = [
  'lsd',
  'bonferroni',
  'sidak',
  'scheffe',
  'tukey',
  'duncan',
  'snk',
  'gamesHowell',
  'dunnettT3',
  'dunnett',
] as const;

const anova = z.looseObject({
  analysis: z.literal('anova'),
  confidence,
  dependents: z.array(
    z.looseObject({
      dependent: name,
      factor: name,
      groups: z.array(z.looseObject({ group: name, n: count, mean: maybe, std: maybe })).min(1),
      anova: z.looseObject({
        between: z.looseObject({ ss: value, df: value, f: maybe, pValue: maybe }),
        within: z.looseObject({ df: value }),
        total: z.looseObject({ ss: value }),
      }),
      homogeneity: z.array(homogeneity).optional(),
      welch: robust.optional(),
      brownForsythe: robust.optional(),
      effectSizes: z.looseObject({ etaSquared: maybe }).optional(),
      postHoc: z.array(
        z.looseObject({
          test: z.enum(postHocTests),
          comparisons: z.array(z.looseObject({ groupI: name, groupJ: name, pValue: maybe })),
        }),
      ),
    }),
  ),
  factorial: z
    .array(
      z.looseObject({
        dependent: name,
        factors: z.array(name).min(1),
        descriptives: z.array(z.looseObject({ n: count })),
        levene: homogeneity.nullable(),
        // Corrected model, intercept, the model's terms, error, total, corrected total.
        terms: z
          .array(
            z.looseObject({
              source: name,
              df: value,
              f: maybe,
              pValue: maybe,
              partialEtaSquared: maybe,
            }),
          )
          .min(5),
        rSquared: value,
        adjustedRSquared: maybe,
      }),
    )
    .optional(),
  ...warnings,
});

const chiTest = z.looseObject({ value: maybe, df: value, pValue: maybe });
const chi = z.looseObject({
  analysis: z.literal('chi'),
  rowVariable: name,
  columnVariable: name,
  rowCategories: z.array(name),
  columnCategories: z.array(name),
  n: count,
  tests: z
    .looseObject({
      pearson: chiTest,
      continuityCorrection: chiTest.nullable(),
      likelihoodRatio: chiTest,
      fisher: z.looseObject({ pValueTwoSided: value }).nullable(),
      fisherRxC: maybe,
    })
    .optional(),
  expectedBelow5: z.looseObject({ count, percent: value, minimumExpected: value }),
  measures: z.looseObject({ phi: maybe }).optional(),
  layers: z.array(z.unknown()).optional(),
  ...warnings,
});

const correlationMatrix = z.looseObject({
  coefficient: z.array(z.array(maybe)),
  pValue: z.array(z.array(maybe)),
  n: z.array(z.array(count)),
});
const correlation = z.looseObject({
  analysis: z.literal('correlation'),
  variables: z.array(name),
  significance: z.enum(['twoTailed', 'oneTailed']),
  pearson: correlationMatrix.optional(),
  spearman: correlationMatrix.optional(),
  kendall: correlationMatrix.optional(),
  ...warnings,
});

const chiSquareTest = z.looseObject({ chiSquare: maybe, df: value, pValue: maybe });
const logistic = z.looseObject({
  analysis: z.literal('logistic'),
  confidence,
  dependent: name,
  cutValue: value,
  caseSummary: z.looseObject({ included: count }),
  dependentEncoding: z.array(z.looseObject({ value: name })),
  steps: z.array(
    z.looseObject({
      terms: z.array(name),
      converged: z.boolean(),
      omnibus: z.looseObject({ model: chiSquareTest }),
      summary: z.looseObject({
        minus2LogLikelihood: value,
        coxSnellRSquared: maybe,
        nagelkerkeRSquared: maybe,
      }),
      hosmerLemeshow: chiSquareTest.nullable(),
      classification: z.looseObject({
        observed0: z.looseObject({ predicted0: count, predicted1: count }),
        observed1: z.looseObject({ predicted0: count, predicted1: count }),
        overallPercent: maybe,
      }),
      coefficients: z.array(
        z.looseObject({
          term: name,
          variable: name.nullable(),
          b: maybe,
          se: maybe,
          wald: maybe,
          df: value,
          pValue: maybe,
          expB: maybe,
          lowerExpB: maybe,
          upperExpB: maybe,
        }),
      ),
    }),
  ),
  ...warnings,
});

const multinomialTest = z.looseObject({ chiSquare: maybe, df: value, pValue: maybe });
const multinomial = z.looseObject({
  analysis: z.literal('multinomial'),
  confidence,
  dependent: name,
  referenceCategory: name,
  converged: z.boolean(),
  separation: z.boolean(),
  caseSummary: z.looseObject({ valid: count, subpopulations: count }),
  modelFitting: z.looseObject({
    interceptOnly: value,
    final: value,
    chiSquare: value,
    df: count,
    pValue: maybe,
  }),
  pseudoRSquare: z.looseObject({ coxSnell: value, nagelkerke: maybe, mcFadden: maybe }),
  goodnessOfFit: z.looseObject({
    pearson: multinomialTest,
    deviance: multinomialTest,
    zeroCells: count,
    cells: count,
  }),
  likelihoodRatioTests: z.array(
    z.looseObject({
      effect: name,
      chiSquare: maybe,
      df: count,
      pValue: maybe,
      equivalent: z.boolean(),
    }),
  ),
  parameters: z.array(
    z.looseObject({
      category: name,
      rows: z.array(
        z.looseObject({
          term: name,
          effect: name,
          redundant: z.boolean(),
          b: maybe,
          pValue: maybe,
          expB: maybe,
          lowerExpB: maybe,
          upperExpB: maybe,
        }),
      ),
    }),
  ),
  classification: z.looseObject({ overallPercent: value }),
  ...warnings,
});

const linear = z.looseObject({
  analysis: z.literal('linear'),
  confidence,
  dependent: name,
  n: count,
  models: z.array(
    z.looseObject({
      model: value,
      entered: z.array(name),
      summary: z.looseObject({
        r: maybe,
        rSquared: maybe,
        adjustedRSquared: maybe,
        seEstimate: maybe,
        durbinWatson: maybe,
      }),
      anova: z.looseObject({
        regression: z.looseObject({ df: value, f: maybe, pValue: maybe }),
        residual: z.looseObject({ df: value }),
      }),
      coefficients: z.array(
        z.looseObject({
          term: name,
          b: value,
          se: maybe,
          beta: maybe,
          tValue: maybe,
          pValue: maybe,
          vif: maybe,
        }),
      ),
      excluded: z.array(z.looseObject({ variable: name, betaIn: maybe.optional() })),
    }),
  ),
  ...warnings,
});

const reliability = z.looseObject({
  analysis: z.literal('reliability'),
  scales: z.array(
    z.looseObject({
      name: name.nullable(),
      caseSummary: z.looseObject({ valid: count }),
      reliability: z.looseObject({ alpha: maybe, standardizedAlpha: maybe, nItems: count }),
      itemTotal: z
        .array(
          z.looseObject({
            variable: name,
            correctedItemTotalCorrelation: maybe,
            alphaIfDeleted: maybe,
          }),
        )
        .optional(),
      omega: z.looseObject({ omega: maybe }).optional(),
      splitHalf: z.looseObject({ spearmanBrownUnequal: maybe, guttmanSplitHalf: maybe }).optional(),
    }),
  ),
  ...warnings,
});

const varianceRow = z.looseObject({ cumulative: maybe });
const factor = z.looseObject({
  analysis: z.literal('factor'),
  variables: z.array(name),
  excluded: z.array(name),
  method: z.enum(['pca', 'paf', 'ml', 'uls', 'gls', 'alpha', 'image']),
  rotationMethod: z.enum(['none', 'varimax', 'quartimax', 'equamax', 'oblimin', 'promax']),
  n: count,
  kmo: maybe,
  bartlett: z.looseObject({ chiSquare: maybe, df: value, pValue: maybe }),
  communalities: z.array(z.looseObject({ variable: name, extraction: maybe })),
  varianceExplained: z.looseObject({
    extraction: z.array(varianceRow),
    rotation: z.array(varianceRow).optional(),
  }),
  factorCount: count,
  loadings: matrix,
  extractionIterations: maybe,
  extractionConverged: z.boolean(),
  rotation: z
    .looseObject({
      rotated: matrix.optional(),
      pattern: matrix.optional(),
      iterations: value,
      converged: z.boolean(),
    })
    .optional(),
  ...warnings,
});

const normality = z.looseObject({
  statistic: maybe,
  df: value,
  pValue: maybe,
  pValueIsLowerBound: z.boolean().optional(),
});
const optionalStat = maybe.optional();
const descriptive = z.looseObject({
  analysis: z.literal('descriptive'),
  variables: z.array(
    z.looseObject({
      variable: name,
      n: count,
      missing: count,
      imputed: count.optional(),
      mean: optionalStat,
      std: optionalStat,
      median: optionalStat,
      min: optionalStat,
      max: optionalStat,
      skewness: optionalStat,
      kurtosis: optionalStat,
      shapiroWilk: normality.optional(),
      kolmogorovSmirnov: normality.optional(),
      boxplot: z
        .looseObject({ outliers: z.array(z.looseObject({ extreme: z.boolean() })) })
        .optional(),
    }),
  ),
  ...warnings,
});

const frequencies = z.looseObject({
  analysis: z.literal('frequencies'),
  variables: z.array(
    z.looseObject({
      variable: name,
      recoded: z.boolean(),
      valid: count,
      missing: count,
      total: count,
      rows: z.array(
        z.looseObject({
          value: z.union([value, name]),
          label: name.optional(),
          frequency: count,
          validPercent: value,
        }),
      ),
      statistics: z.record(z.string(), z.unknown()),
    }),
  ),
  ...warnings,
});

const multipleResponses = z.looseObject({
  analysis: z.literal('multiple-responses'),
  sets: z.array(
    z.looseObject({
      name,
      label: z.string(),
      validCases: count,
      missingCases: count,
      totalCases: count,
      totalResponses: count,
      responses: z.array(
        z.looseObject({
          label: z.string(),
          count,
          percentOfResponses: maybe,
          percentOfCases: maybe,
        }),
      ),
    }),
  ),
  ...warnings,
});

const moderation = z.looseObject({
  analysis: z.literal('moderation'),
  modelNumber: value,
  confidence,
  dependent: name,
  focal: name,
  moderators: z.array(name),
  n: count,
  centered: z.array(name),
  summary: z.looseObject({ rSquared: maybe, f: maybe, df1: value, df2: value, pValue: maybe }),
  coefficients: z.array(
    z.looseObject({
      term: name,
      variables: z.array(name).optional(),
      coeff: value,
      tValue: maybe,
      pValue: maybe,
      lowerConf: maybe,
      upperConf: maybe,
    }),
  ),
  interactionTests: z.array(
    z.looseObject({
      term: name,
      rSquaredChange: maybe,
      f: maybe,
      df1: value,
      df2: value,
      pValue: maybe,
    }),
  ),
  probes: z.array(z.looseObject({ variable: name })),
  conditionalEffects: z.array(
    z.looseObject({
      w: value,
      z: value.optional(),
      effect: value,
      tValue: maybe,
      pValue: maybe,
      lowerConf: maybe,
      upperConf: maybe,
    }),
  ),
  johnsonNeyman: z.looseObject({ points: z.array(z.looseObject({ value })) }).nullable(),
  ...warnings,
});

const mediationEffect = z.looseObject({ effect: value, tValue: maybe, pValue: maybe });
const indirect = z.looseObject({
  mediator: name.nullable(),
  effect: maybe,
  bootLower: maybe,
  bootUpper: maybe,
});
const modelFour = z.looseObject({
  analysis: z.literal('mediation'),
  confidence,
  dependent: name,
  independent: name,
  mediators: z.array(name).min(1),
  n: count,
  bootstrap: z.looseObject({ samples: count, method: z.enum(['percentile', 'biasCorrected']) }),
  models: z.array(
    z.looseObject({
      role: z.enum(['mediator', 'outcome', 'total']),
      summary: z.looseObject({ df2: value }),
    }),
  ),
  totalEffectModel: z.looseObject({ summary: z.looseObject({ df2: value }) }),
  totalEffect: mediationEffect,
  directEffect: mediationEffect,
  indirectEffects: z.array(indirect),
  completelyStandardizedIndirectEffects: z.array(indirect),
  sobel: z.array(z.looseObject({ mediator: name, z: maybe, pValue: maybe })),
  ...warnings,
});

const bootEstimate = { effect: maybe, bootLower: maybe, bootUpper: maybe };
/** PROCESS models 6, 7, 8, 14 and 58. */
const conditionalProcess = z.looseObject({
  analysis: z.literal('mediation'),
  modelNumber: z.union([z.literal(6), z.literal(7), z.literal(8), z.literal(14), z.literal(58)]),
  confidence,
  dependent: name,
  independent: name,
  mediators: z.array(name).min(1),
  moderator: name.nullable(),
  n: count,
  bootstrap: z.looseObject({ samples: count, method: z.enum(['percentile', 'biasCorrected']) }),
  models: z.array(
    z.looseObject({
      role: z.enum(['mediator', 'outcome', 'total']),
      summary: z.looseObject({ df2: value }),
    }),
  ),
  totalEffectModel: z.looseObject({ summary: z.looseObject({ df2: value }) }).nullable(),
  totalEffect: mediationEffect.nullable(),
  directEffect: mediationEffect.nullable(),
  conditionalDirectEffects: z.array(mediationEffect.extend({ moderatorValue: value })),
  indirectEffects: z.array(z.looseObject({ label: name, path: z.array(name), ...bootEstimate })),
  // Absent from results saved before model 6 was standardized.
  completelyStandardizedIndirectEffects: z
    .array(z.looseObject({ label: name, path: z.array(name), ...bootEstimate }))
    .optional(),
  conditionalIndirectEffects: z.array(
    z.looseObject({ mediator: name, moderatorValue: value, ...bootEstimate }),
  ),
  indexOfModeratedMediation: z.array(z.looseObject({ mediator: name, ...bootEstimate })),
  ...warnings,
});
const mediation = z.union([modelFour, conditionalProcess]);

const correctedTest = z.looseObject({ df: maybe, errorDf: maybe, pValue: maybe });
const multivariateTest = z.looseObject({
  value: maybe,
  f: maybe,
  df1: maybe,
  df2: maybe,
  pValue: maybe,
});
const repeated = z.looseObject({
  analysis: z.literal('anova/repeated'),
  confidence,
  withinFactors: z.array(z.looseObject({ name, levels: count })).min(1),
  measures: z.array(name).min(2),
  betweenFactors: z.array(name),
  pairwiseComparisons: z.enum(['lsd', 'bonferroni', 'sidak']),
  n: count,
  descriptives: z.array(
    z.looseObject({ measure: name, cell: name, mean: maybe, std: maybe, n: count }),
  ),
  between: z.looseObject({
    // The intercept first, then the between terms.
    effects: z
      .array(
        z.looseObject({
          source: name,
          df: value,
          f: maybe,
          pValue: maybe,
          partialEtaSquared: maybe,
        }),
      )
      .min(1),
    error: z.looseObject({ df: value }),
  }),
  within: z.array(
    z.looseObject({
      term: name,
      mauchly: z.looseObject({
        w: maybe,
        chiSquare: maybe,
        df: count,
        pValue: maybe,
        greenhouseGeisser: maybe,
        huynhFeldt: maybe,
      }),
      effects: z.array(
        z.looseObject({
          term: name,
          f: maybe,
          partialEtaSquared: maybe,
          sphericityAssumed: correctedTest,
          greenhouseGeisser: correctedTest,
          huynhFeldt: correctedTest,
          lowerBound: correctedTest,
          multivariate: z.looseObject({ pillai: multivariateTest }),
        }),
      ),
    }),
  ),
  marginalMeans: z.array(
    z.looseObject({
      factor: name,
      pairwise: z.array(z.looseObject({ i: count, j: count, pValue: maybe })),
    }),
  ),
  ...warnings,
});

/** Any result: its analysis and warnings (analyses without a writer of their own). */
export const anyResultSchema = z.looseObject({ analysis: name, ...warnings });

export const RESULT_SCHEMAS = {
  descriptive,
  frequencies,
  'multiple-responses': multipleResponses,
  't/one': oneSampleT,
  't/paired': pairedT,
  't/independent': independentT,
  anova,
  chi,
  correlation,
  linear,
  logistic,
  multinomial,
  reliability,
  factor,
  moderation,
  mediation,
  'anova/repeated': repeated,
} as const;
