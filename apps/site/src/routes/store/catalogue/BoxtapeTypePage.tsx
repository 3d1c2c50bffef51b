import { listBoxtapeTypes } from '@tonggye/api';
import { Card, Container, Heading, Stack, Text, vars } from '@tonggye/ui';
import { AppLink } from '../../../app/AppLink';
import { apiClient } from '../../../app/apiClient';
import { usePageTitle } from '../../../app/UiStateContext';
import { useLoad } from '../../my-activity/useRequest';
import { ListSkeleton, LoadFailure } from '../../service-centre/parts';
import { gridStyle, localName, useShopText } from './parts';

/** `/boxtapeType`: the box-tape types (width, colour, use), each linked to its product when sold. */
export function BoxtapeTypePage() {
  const { t, english } = useShopText();
  usePageTitle(t('boxtape.title'));
  const types = useLoad((signal) => listBoxtapeTypes(apiClient, { signal }), 'boxtape');
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('boxtape.title')}</Heading>
        <Text>{t('boxtape.lead')}</Text>
        {types.error ? <LoadFailure error={types.error} onRetry={types.reload} /> : null}
        {types.loading && !types.data ? <ListSkeleton rows={4} /> : null}
        {types.data ? (
          <ul style={gridStyle} aria-label={t('boxtape.title')}>
            {types.data.map((type) => {
              const name = localName(type, english);
              return (
                <li key={type.id}>
                  <Card title={name}>
                    <Stack gap="small">
                      <div
                        role="img"
                        aria-label={`${t('boxtape.colour')}: ${name}`}
                        style={{
                          height: '2.5rem',
                          borderRadius: vars.radius.small,
                          border: `1px solid ${vars.color.border}`,
                          background: /^#[0-9a-fA-F]{6}$/.test(type.color)
                            ? type.color
                            : vars.color.surfaceMuted,
                        }}
                      />
                      <Text size="small" tone="muted">
                        {t('boxtape.width', { width: type.widthMm })}
                      </Text>
                      <Text>{type.description}</Text>
                      {type.productId ? (
                        <AppLink href={`/product-detail/${encodeURIComponent(type.productId)}`}>
                          {t('boxtape.buy', { name })}
                        </AppLink>
                      ) : (
                        <Text size="small" tone="muted">
                          {t('boxtape.notSold')}
                        </Text>
                      )}
                    </Stack>
                  </Card>
                </li>
              );
            })}
          </ul>
        ) : null}
      </Stack>
    </Container>
  );
}
