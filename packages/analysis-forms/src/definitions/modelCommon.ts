import { z } from 'zod';
import type { ResultTableModel } from '../types';

/**
 * Pieces the factor, linear, moderation and mediation definitions share (engineer C's
 * definitions): choice lists, the confidence level, and the "one role per variable" check.
 */

/** A set of choices: duplicates removed, kept in the contract's order. */
export function choiceSet<const T extends readonly [string, ...string[]]>(choices: T) {
  return z
    .array(z.enum(choices, { error: 'errors.invalidOptions' }))
    .transform((chosen) => choices.filter((choice) => chosen.includes(choice)) as T[number][]);
}

/** The contract's `selectedConfidence` (50–99.9), 95 by default as SPSS and PROCESS. */
export const confidenceSchema = z
  .number({ error: 'errors.confidenceRange' })
  .min(50, { error: 'errors.confidenceRange' })
  .max(99.9, { error: 'errors.confidenceRange' })
  .default(95);

/** A list of variable names for a target holding at least `min` of them. */
export const variableList = (min: number) =>
  z.array(z.string().min(1)).min(min, { error: 'errors.variablesMin' });

/** Exactly one variable (Y or X of a regression model). */
export const oneVariable = z
  .array(z.string().min(1))
  .min(1, { error: 'errors.variablesMin' })
  .max(1, { error: 'models.errors.oneVariable' });

/**
 * Adds an issue on the later field when a variable appears in two roles (the engine refuses
 * such a request; the form says so before it is sent).
 */
export function checkOneRolePerVariable(
  values: Record<string, unknown>,
  fields: readonly string[],
  context: z.RefinementCtx,
) {
  const seen = new Set<string>();
  for (const field of fields) {
    const chosen = values[field];
    if (!Array.isArray(chosen)) continue;
    for (const name of chosen) {
      if (typeof name !== 'string') continue;
      if (seen.has(name)) {
        context.addIssue({ code: 'custom', path: [field], message: 'models.errors.oneRole' });
        return;
      }
      seen.add(name);
    }
  }
}

/** A whole number in a range, reported with one catalogue key. */
export const integerIn = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** Distinct names, in the order chosen. */
export const unique = (names: readonly string[]) => [...new Set(names)];

/**
 * Engine tables made fit for the generic result table's accessibility checks: a column without
 * a heading gets one, and in a table whose rows are partly grouped, an ungrouped row becomes a
 * group of its own (the table would otherwise draw an empty row-group header). Its name moves
 * to the group column and is printed once, as SPSS prints "Valid", "Missing" and "Total" below
 * the groups (the result table still gives it to screen readers as the row's header).
 */
export function tidyTables(tables: readonly ResultTableModel[]): ResultTableModel[] {
  return tables.map((table) => {
    const grouped = table.rows.some((row) => row.group);
    return {
      ...table,
      columns: table.columns.map((column) =>
        column.label.ko.trim() && column.label.en.trim()
          ? column
          : {
              ...column,
              label:
                column.key === 'source' ? { ko: '구분', en: 'Source' } : { ko: '값', en: 'Value' },
            },
      ),
      rows: grouped
        ? table.rows.map((row) => (row.group ? row : { ...row, group: row.label, label: '' }))
        : table.rows,
    };
  });
}
