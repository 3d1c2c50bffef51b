import { Button, Heading, Inline, RadioGroup, Stack, Text, VariablePicker } from '@tonggye/ui';
import type { BlocksSection } from '../../definitions/types';
import type { DatasetColumn } from '../../types';
import { useAnalysisTranslation } from '../localize';

export interface ModelBlock {
  variables: string[];
  method: string;
}

export interface BlocksFieldProps {
  section: BlocksSection;
  columns: readonly DatasetColumn[];
  value: readonly ModelBlock[];
  onChange(next: ModelBlock[]): void;
  error?: string | null;
}

/**
 * SPSS's "Previous / Next" blocks, laid out at once: block 1 is the form's own variables target,
 * each further block has its own variables and method, and "next block" adds one.
 */
export function BlocksField({ section, columns, value, onChange, error }: BlocksFieldProps) {
  const { t } = useAnalysisTranslation();
  const headingId = `${section.field}-blocks-heading`;
  const variables = columns.map((column) => ({
    name: column.name,
    type: column.type,
    ...(column.label ? { label: column.label } : {}),
  }));
  const methods = section.methods.map((method) => ({
    value: method.value,
    label: t(method.labelKey),
  }));
  const update = (index: number, block: ModelBlock) =>
    onChange(value.map((current, i) => (i === index ? block : current)));
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="medium">
        <Stack gap="xsmall">
          <Heading level={3} id={headingId}>
            {t(section.labelKey)}
          </Heading>
          {section.helpKey ? <Text tone="muted">{t(section.helpKey)}</Text> : null}
        </Stack>
        {value.map((block, index) => {
          // Block 1 is the form's own target; these are blocks 2, 3, …
          const number = index + 2;
          const blockHeading = `${section.field}-block-${number}`;
          const targetLabel = t(section.blockKeys.variables, { number });
          return (
            <section key={number} aria-labelledby={blockHeading}>
              <Stack gap="small">
                <Inline gap="small" align="center" justify="space-between">
                  <Heading level={4} id={blockHeading}>
                    {t(section.blockKeys.heading, { number })}
                  </Heading>
                  <Button
                    variant="secondary"
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    {t(section.blockKeys.remove, { number })}
                  </Button>
                </Inline>
                <VariablePicker
                  variables={variables}
                  targets={[{ id: 'variables', label: targetLabel, accepts: [...section.accepts] }]}
                  value={{ variables: block.variables }}
                  onChange={(next) => update(index, { ...block, variables: next.variables ?? [] })}
                  labels={{
                    available: t(section.blockKeys.available, { number }),
                    moveTo: (target) => t('setting.picker.moveTo', { target }),
                    remove: t('setting.picker.remove'),
                    numeric: t('setting.picker.numeric'),
                    categorical: t('setting.picker.categorical'),
                  }}
                />
                <RadioGroup
                  legend={t(section.blockKeys.method, { number })}
                  name={`${section.field}-${number}-method`}
                  options={methods}
                  value={block.method}
                  onChange={(method) => update(index, { ...block, method })}
                />
              </Stack>
            </section>
          );
        })}
        {error ? (
          <div role="alert">
            <Text tone="critical">{error}</Text>
          </div>
        ) : null}
        <Inline gap="small">
          <Button
            variant="secondary"
            onClick={() => onChange([...value, { variables: [], method: section.defaultMethod }])}
          >
            {t(section.addKey)}
          </Button>
        </Inline>
      </Stack>
    </section>
  );
}
