import { Button, Heading, IconButton, Inline, Stack, Text } from '@tonggye/ui';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  editorSetIssues,
  type MultipleResponseSetValues,
} from '../../definitions/multipleResponses';
import type { ResponseSetsSection } from '../../definitions/types';
import { useAnalysisTranslation } from '../localize';

type Values = Record<string, unknown>;

export interface ResponseSetsFieldProps {
  section: ResponseSetsSection;
  form: UseFormReturn<Values>;
  /** The error of the list itself (e.g. two sets with one name), already translated. */
  error?: string | null;
}

/**
 * SPSS's "Mult Response Sets" list: "add" checks the set in the editor fields, moves it into
 * the list and clears the editor for the next set; each listed set can be removed. The
 * catalogue keys sit next to the section's label: `<base>.add`, `<base>.added`, `<base>.items`,
 * `<base>.itemsCounted`, `<base>.types.<type>`, `<base>.removeNamed`, `<base>.empty`.
 */
export function ResponseSetsField({ section, form, error }: ResponseSetsFieldProps) {
  const { t } = useAnalysisTranslation();
  const [announcement, setAnnouncement] = useState('');
  const base = section.labelKey.replace(/\.label$/, '');
  const heading = `${section.field}-sets-heading`;
  const editor = section.editor;
  const watched = useWatch({ control: form.control, name: section.field }) as unknown;
  const sets = Array.isArray(watched) ? (watched as MultipleResponseSetValues[]) : [];

  const add = () => {
    const values = form.getValues();
    const candidate = {
      setVariables: strings(values[editor.variables]),
      setName: text(values[editor.name]).trim(),
      setType: text(values[editor.type]),
      countedValue: text(values[editor.countedValue]).trim(),
    };
    const issues = editorSetIssues(candidate, sets);
    const fields = {
      setVariables: editor.variables,
      setName: editor.name,
      setType: editor.type,
      countedValue: editor.countedValue,
    };
    for (const name of Object.values(fields)) form.clearErrors(name);
    if (issues.length > 0) {
      for (const issue of issues)
        form.setError(fields[issue.path], { type: 'custom', message: issue.message });
      setAnnouncement('');
      return;
    }
    const added: MultipleResponseSetValues = {
      name: candidate.setName,
      label: text(values[editor.label]).trim(),
      type: candidate.setType === 'categories' ? 'categories' : 'dichotomies',
      variables: [...new Set(candidate.setVariables)],
      countedValue: candidate.countedValue,
    };
    const next = [...sets, added];
    form.setValue(section.field, next, { shouldDirty: true });
    // The editor starts over for the next set, under a name no set has yet.
    const taken = new Set(next.map((set) => set.name));
    let number = next.length + 1;
    while (taken.has(`set${number}`)) number++;
    form.setValue(editor.variables, [], { shouldDirty: true });
    form.setValue(editor.name, `set${number}`, { shouldDirty: true });
    form.setValue(editor.label, '', { shouldDirty: true });
    form.setValue(editor.type, 'dichotomies', { shouldDirty: true });
    form.setValue(editor.countedValue, '1', { shouldDirty: true });
    setAnnouncement(t(`${base}.added`, { name: added.name }));
  };

  const remove = (index: number) => {
    form.setValue(
      section.field,
      sets.filter((_, i) => i !== index),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
    setAnnouncement('');
  };

  return (
    <section aria-labelledby={heading}>
      <Stack gap="small">
        <Inline gap="small" justify="flex-start">
          <Button variant="secondary" onClick={add}>
            {t(`${base}.add`)}
          </Button>
        </Inline>
        <div role="status">{announcement ? <Text tone="muted">{announcement}</Text> : null}</div>
        <Heading level={3} id={heading}>
          {t(section.labelKey)}
        </Heading>
        {section.helpKey ? <Text tone="muted">{t(section.helpKey)}</Text> : null}
        {sets.length === 0 ? (
          <Text tone="muted">{t(`${base}.empty`)}</Text>
        ) : (
          <ul aria-labelledby={heading}>
            {sets.map((set, index) => (
              <li key={`${set.name}\u0000${index}`}>
                <Inline gap="small" align="center">
                  <Text weight="strong">
                    {set.label && set.label !== set.name ? `${set.name} (${set.label})` : set.name}
                  </Text>
                  <Text>
                    {t(set.type === 'dichotomies' ? `${base}.itemsCounted` : `${base}.items`, {
                      type: t(`${base}.types.${set.type}`),
                      value: set.countedValue,
                      count: set.variables.length,
                      items: set.variables.join(', '),
                    })}
                  </Text>
                  <IconButton
                    label={t(`${base}.removeNamed`, { name: set.name })}
                    icon="×"
                    onClick={() => remove(index)}
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

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
