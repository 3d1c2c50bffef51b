import { Alert, Button, Heading, Inline, Select, Stack, Text, TextField } from '@tonggye/ui';
import { useState } from 'react';
import { groupingLoadings, type FactorResultLike } from '../../definitions/factor';
import {
  initialFactorGroups,
  reliabilityReadyGroups,
  type FactorGroup,
} from '../../definitions/factorGroups';
import { useAnalysisTranslation } from '../localize';

const NONE = '';

export interface FactorGroupsEditorProps {
  result: FactorResultLike;
  /** Receives the groups ready for reliability (named, two items or more each). */
  onSubmit(groups: FactorGroup[]): void;
}

/**
 * The factor groups step (`factor/factorGroups`): items grouped by their largest loading, groups
 * renamed and items moved by the reader, then handed to the reliability of each group.
 */
export function FactorGroupsEditor({ result, onSubmit }: FactorGroupsEditorProps) {
  const { t } = useAnalysisTranslation();
  const [names, setNames] = useState(() =>
    initialFactorGroups(result, (number) => t('factor.groups.defaultName', { number })).map(
      (group) => group.name,
    ),
  );
  const [membership, setMembership] = useState<Record<string, string>>(() => {
    const groups = initialFactorGroups(result, String);
    return Object.fromEntries(
      groups.flatMap((group, index) => group.variables.map((item) => [item, String(index)])),
    );
  });
  const [error, setError] = useState<string | null>(null);
  const loadings = groupingLoadings(result);

  const groups: FactorGroup[] = names.map((name, index) => ({
    name,
    variables: result.variables.filter((item) => membership[item] === String(index)),
  }));
  const groupOptions = [
    ...names.map((name, index) => ({
      value: String(index),
      label: name.trim() || t('factor.groups.defaultName', { number: index + 1 }),
    })),
    { value: NONE, label: t('factor.groups.none') },
  ];

  function submit() {
    if (groups.some((group) => group.variables.length > 0 && group.name.trim() === '')) {
      setError(t('factor.groups.nameRequired'));
      return;
    }
    const ready = reliabilityReadyGroups(groups);
    if (ready.length === 0) {
      setError(t('factor.groups.tooSmall'));
      return;
    }
    setError(null);
    onSubmit(ready);
  }

  return (
    <section aria-labelledby="factor-groups-heading">
      <Stack gap="medium">
        <Heading level={3} id="factor-groups-heading">
          {t('factor.groups.heading')}
        </Heading>
        <Text tone="muted">{t('factor.groups.lead')}</Text>
        {error ? (
          <Alert tone="critical" title={t('wizard.errorTitle')}>
            {error}
          </Alert>
        ) : null}
        <Inline gap="medium">
          {names.map((name, index) => (
            <TextField
              key={index}
              label={t('factor.groups.nameNamed', {
                name: t('factor.groups.defaultName', { number: index + 1 }),
              })}
              description={t('factor.groups.items', { count: groups[index]!.variables.length })}
              value={name}
              onChange={(event) => {
                const next = [...names];
                next[index] = event.target.value;
                setNames(next);
              }}
            />
          ))}
        </Inline>
        <Inline gap="medium">
          {result.variables.map((item, row) => {
            const values = loadings[row] ?? [];
            const largest = values.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0);
            return (
              <Select
                key={item}
                label={t('factor.groups.groupOf', { item })}
                description={t('factor.groups.loading', { value: largest.toFixed(3) })}
                options={groupOptions}
                value={membership[item] ?? NONE}
                onChange={(value) => setMembership({ ...membership, [item]: value })}
              />
            );
          })}
        </Inline>
        <Inline gap="small" justify="flex-end">
          <Button variant="primary" onClick={submit}>
            {t('factor.groups.toReliability')}
          </Button>
        </Inline>
      </Stack>
    </section>
  );
}
