import { useMemo } from 'react';
import { getOpenApiDocument } from '@tonggye/api';
import {
  Accordion,
  Badge,
  Container,
  Heading,
  PreparationNotice,
  Stack,
  Text,
  vars,
} from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { usePageTitle } from '../../app/UiStateContext';
import { ContentFailure, ContentLoading, useContentText, useLoad } from '../company/parts';
import { styles } from '../company/styles';
import { referenceGroups, type ReferenceOperation } from './openApiReference';

const methodTone = { GET: 'info', POST: 'positive', DELETE: 'critical' } as const;

function Operation({ operation }: { operation: ReferenceOperation }) {
  const { t } = useContentText();
  return (
    <li
      style={{ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.medium }}
    >
      <Stack gap="small">
        <Heading level={4}>
          <span
            style={{
              display: 'inline-flex',
              gap: vars.space.small,
              alignItems: 'center',
              flexWrap: 'wrap',
            }}
          >
            <Badge tone={methodTone[operation.method as keyof typeof methodTone] ?? 'neutral'}>
              {operation.method}
            </Badge>
            <code style={{ overflowWrap: 'anywhere' }}>{operation.path}</code>
          </span>
        </Heading>
        <Text>{operation.summary}</Text>
        {operation.pathParams.length > 0 ? (
          <Text size="small">
            {t('openApi.pathParams')}: <code>{operation.pathParams.join(', ')}</code>
          </Text>
        ) : null}
        {operation.fields === null ? (
          <Text size="small" tone="muted">
            {t('openApi.noBody')}
          </Text>
        ) : (
          <Stack gap="xsmall">
            <Text size="small" weight="strong">
              {t('openApi.request')}
              {operation.sealed ? ` — ${t('openApi.sealed')}` : ''}
            </Text>
            {operation.fields.length > 0 ? (
              <ul
                style={{ margin: 0, paddingLeft: vars.space.xlarge, fontSize: vars.fontSize.small }}
              >
                {operation.fields.map((field) => (
                  <li key={field.name}>
                    <code>{field.name}</code> <span>{field.type}</span>
                    {field.required ? ` · ${t('openApi.required')}` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
          </Stack>
        )}
      </Stack>
    </li>
  );
}

/**
 * `/open-api`: API keys are not issued yet (the preparation notice), and the server's own
 * OpenAPI document as a readable reference: calls grouped by tag, method, path, the summary in
 * the reader's language and the request fields.
 */
export function OpenApiPage() {
  const { t, language } = useContentText();
  const title = t('openApi.title');
  usePageTitle(title);
  const document = useLoad((signal) => getOpenApiDocument(apiClient, { signal }), 'openapi');
  const groups = useMemo(
    () => (document.data ? referenceGroups(document.data, language) : []),
    [document.data, language],
  );
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{title}</Heading>
        <PreparationNotice
          headingLevel={2}
          title={t('openApi.keysTitle')}
          description={t('openApi.keysText')}
        />
        <section
          aria-labelledby="open-api-reference"
          style={{ display: 'grid', gap: vars.space.medium }}
        >
          <Heading level={2} id="open-api-reference">
            {t('openApi.reference')}
          </Heading>
          {document.error ? (
            <ContentFailure error={document.error} onRetry={document.reload} />
          ) : null}
          {document.loading && !document.data ? <ContentLoading lines={8} /> : null}
          {document.data ? (
            <>
              <Text size="small" tone="muted">
                {t('openApi.version', {
                  version: document.data.info.version,
                  openapi: document.data.openapi,
                })}
              </Text>
              <Accordion.Root type="multiple">
                {groups.map((group) => (
                  <Accordion.Item key={group.tag} value={group.tag}>
                    <Accordion.Trigger level={3}>
                      {group.title} ({t('openApi.calls', { count: group.operations.length })})
                    </Accordion.Trigger>
                    <Accordion.Content>
                      <ul style={styles.list}>
                        {group.operations.map((operation) => (
                          <Operation
                            key={`${operation.method} ${operation.path}`}
                            operation={operation}
                          />
                        ))}
                      </ul>
                    </Accordion.Content>
                  </Accordion.Item>
                ))}
              </Accordion.Root>
            </>
          ) : null}
        </section>
      </Stack>
    </Container>
  );
}
