import { Button, Heading, IconButton, Inline, Select, Stack, Text, TextField } from '@tonggye/ui';
import { useState } from 'react';
import type { ValueGroupsSection } from '../../definitions/types';
import { useAnalysisTranslation } from '../localize';

export interface ValueGroup {
  label: string;
  values: string[];
}

export interface VariableValueGroups {
  variable: string;
  groups: ValueGroup[];
}

export interface ValueGroupsFieldProps {
  section: ValueGroupsSection;
  /** Variables chosen in the section's variables target. */
  variables: readonly string[];
  value: readonly VariableValueGroups[];
  onChange(next: VariableValueGroups[]): void;
  error?: string | null;
}

/** Splits "1, 2 ,3" into ["1", "2", "3"]. */
export function splitValues(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Category grouping (SPSS's Recode into categories before FREQUENCIES): pick a chosen
 * variable, name a category and list the values that fall in it.
 */
export function ValueGroupsField({
  section,
  variables,
  value,
  onChange,
  error,
}: ValueGroupsFieldProps) {
  const { t } = useAnalysisTranslation();
  const [variable, setVariable] = useState('');
  const [label, setLabel] = useState('');
  const [valuesText, setValuesText] = useState('');
  const key = `${section.labelKey.split('.')[0] ?? ''}.factorGroups`;
  const values = splitValues(valuesText);
  const canAdd = variables.includes(variable) && label.trim() !== '' && values.length > 0;
  const headingId = `${section.field}-groups-heading`;

  const add = () => {
    const existing = value.find((entry) => entry.variable === variable);
    const group = { label: label.trim(), values };
    onChange(
      existing
        ? value.map((entry) =>
            entry.variable === variable ? { ...entry, groups: [...entry.groups, group] } : entry,
          )
        : [...value, { variable, groups: [group] }],
    );
    setLabel('');
    setValuesText('');
  };

  const remove = (target: string, index: number) =>
    onChange(
      value
        .map((entry) =>
          entry.variable === target
            ? { ...entry, groups: entry.groups.filter((_, i) => i !== index) }
            : entry,
        )
        .filter((entry) => entry.groups.length > 0),
    );

  const items = value.flatMap((entry) =>
    entry.groups.map((group, index) => ({ variable: entry.variable, group, index })),
  );

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="small">
        <Heading level={3} id={headingId}>
          {t(section.labelKey)}
        </Heading>
        {section.helpKey ? <Text tone="muted">{t(section.helpKey)}</Text> : null}
        {variables.length === 0 ? (
          <Text tone="muted">{t(`${key}.needVariables`)}</Text>
        ) : (
          <Inline gap="small" align="flex-end">
            <Select
              label={t(`${key}.variable`)}
              name={`${section.field}-variable`}
              options={[
                { value: '', label: t(`${key}.chooseVariable`) },
                ...variables.map((name) => ({ value: name, label: name })),
              ]}
              value={variable}
              onChange={setVariable}
            />
            <TextField
              label={t(`${key}.groupLabel`)}
              name={`${section.field}-label`}
              value={label}
              onChange={(event) => setLabel(event.target.value)}
            />
            <TextField
              label={t(`${key}.values`)}
              name={`${section.field}-values`}
              value={valuesText}
              onChange={(event) => setValuesText(event.target.value)}
            />
            <Button variant="secondary" disabled={!canAdd} onClick={add}>
              {t(`${key}.add`)}
            </Button>
          </Inline>
        )}
        {items.length === 0 ? (
          <Text tone="muted">{t(`${key}.empty`)}</Text>
        ) : (
          <ul aria-label={t(`${key}.list`)}>
            {items.map(({ variable: name, group, index }) => (
              <li key={`${name}\u0000${index}`}>
                <Inline gap="small" align="center">
                  <Text>
                    {t(`${key}.item`, {
                      variable: name,
                      label: group.label,
                      values: group.values.join(', '),
                    })}
                  </Text>
                  <IconButton
                    label={t(`${key}.remove`, { variable: name, label: group.label })}
                    icon="×"
                    onClick={() => remove(name, index)}
                  />
                </Inline>
              </li>
            ))}
          </ul>
        )}
        {error ? (
          <div role="alert">
            <Text tone="critical">{error}</Text>
          </div>
        ) : null}
      </Stack>
    </section>
  );
}
