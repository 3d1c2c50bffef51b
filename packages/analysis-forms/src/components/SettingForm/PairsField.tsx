import { Button, Heading, IconButton, Inline, Select, Stack, Text } from '@tonggye/ui';
import { useState } from 'react';
import type { PairsSection } from '../../definitions/types';
import type { DatasetColumn } from '../../types';
import { useAnalysisTranslation } from '../localize';

export type VariablePair = [string, string];

export interface PairsFieldProps {
  section: PairsSection;
  columns: readonly DatasetColumn[];
  value: readonly VariablePair[];
  onChange(next: VariablePair[]): void;
  error?: string | null;
}

const ids = (field: string) => ({
  heading: `${field}-pairs-heading`,
  help: `${field}-pairs-help`,
  error: `${field}-pairs-error`,
});

/** SPSS's paired-variables list: pick variable 1 and 2, add the pair; pairs can be removed. */
export function PairsField({ section, columns, value, onChange, error }: PairsFieldProps) {
  const { t } = useAnalysisTranslation();
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const key = section.labelKey.split('.')[0] ?? '';
  const choices = [
    { value: '', label: t(`${key}.pairs.choose`) },
    ...columns
      .filter((column) => section.accepts.includes(column.type))
      .map((column) => ({
        value: column.name,
        label: column.label ? `${column.name} (${column.label})` : column.name,
      })),
  ];
  const canAdd = first !== '' && second !== '' && first !== second;
  const id = ids(section.field);
  return (
    <section aria-labelledby={id.heading}>
      <Stack gap="small">
        <Heading level={3} id={id.heading}>
          {t(section.labelKey)}
        </Heading>
        {section.helpKey ? (
          <Text tone="muted" id={id.help}>
            {t(section.helpKey)}
          </Text>
        ) : null}
        <Inline gap="small" align="flex-end">
          <Select
            label={t(`${key}.pairs.first`)}
            name={`${section.field}-first`}
            options={choices}
            value={first}
            onChange={setFirst}
          />
          <Select
            label={t(`${key}.pairs.second`)}
            name={`${section.field}-second`}
            options={choices}
            value={second}
            onChange={setSecond}
          />
          <Button
            variant="secondary"
            disabled={!canAdd}
            onClick={() => {
              onChange([...value, [first, second]]);
              setFirst('');
              setSecond('');
            }}
          >
            {t(`${key}.pairs.add`)}
          </Button>
        </Inline>
        {value.length === 0 ? (
          <Text tone="muted">{t(`${key}.pairs.empty`)}</Text>
        ) : (
          <ol aria-label={t(`${key}.pairs.list`)}>
            {value.map(([a, b], index) => (
              <li key={`${a}\u0000${b}\u0000${index}`}>
                <Inline gap="small" align="center">
                  <Text>
                    {t(`${key}.pairs.pair`, { index: index + 1 })}: {a} – {b}
                  </Text>
                  <IconButton
                    label={t(`${key}.pairs.remove`, { first: a, second: b })}
                    icon="×"
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  />
                </Inline>
              </li>
            ))}
          </ol>
        )}
        {error ? (
          <div role="alert" id={id.error}>
            <Text tone="critical">{error}</Text>
          </div>
        ) : null}
      </Stack>
    </section>
  );
}
