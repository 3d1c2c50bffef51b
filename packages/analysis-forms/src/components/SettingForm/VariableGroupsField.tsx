import { Heading, IconButton, Inline, Stack, Text } from '@tonggye/ui';
import type { VariableGroupsSection } from '../../definitions/types';
import { useAnalysisTranslation } from '../localize';

export interface VariableGroup {
  name: string;
  variables: string[];
}

export interface VariableGroupsFieldProps {
  section: VariableGroupsSection;
  value: readonly VariableGroup[];
  onChange(next: VariableGroup[]): void;
  error?: string | null;
}

/**
 * Named groups of variables handed over by an earlier step (reliability per factor group):
 * each group is listed with its items and can be removed. The catalogue keys sit next to the
 * section's label: `<base>.items`, `<base>.removeNamed`, `<base>.empty`.
 */
export function VariableGroupsField({ section, value, onChange, error }: VariableGroupsFieldProps) {
  const { t } = useAnalysisTranslation();
  const base = section.labelKey.replace(/\.label$/, '');
  const heading = `${section.field}-groups-heading`;
  return (
    <section aria-labelledby={heading}>
      <Stack gap="small">
        <Heading level={3} id={heading}>
          {t(section.labelKey)}
        </Heading>
        {section.helpKey ? <Text tone="muted">{t(section.helpKey)}</Text> : null}
        {value.length === 0 ? (
          <Text tone="muted">{t(`${base}.empty`)}</Text>
        ) : (
          <ul aria-labelledby={heading}>
            {value.map((group, index) => (
              <li key={`${group.name}\u0000${index}`}>
                <Inline gap="small" align="center">
                  <Text weight="strong">{group.name}</Text>
                  <Text>
                    {t(`${base}.items`, {
                      count: group.variables.length,
                      items: group.variables.join(', '),
                    })}
                  </Text>
                  <IconButton
                    label={t(`${base}.removeNamed`, { name: group.name })}
                    icon="×"
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
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
