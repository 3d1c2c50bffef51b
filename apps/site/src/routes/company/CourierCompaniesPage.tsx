import { getCourierCompanies } from '@tonggye/api';
import { EmptyState, Link, Text, vars } from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { usePageTitle } from '../../app/UiStateContext';
import { CompanyPage, ContentFailure, ContentLoading, useContentText, useLoad } from './parts';
import { styles } from './styles';

/** `/courier-companies`: the couriers orders ship with, each with a link to its tracking page. */
export function CourierCompaniesPage() {
  const { t } = useContentText();
  const title = t('company.couriers.title');
  usePageTitle(title);
  const couriers = useLoad((signal) => getCourierCompanies(apiClient, { signal }), 'couriers');
  return (
    <CompanyPage title={title}>
      <Text>{t('company.couriers.lead')}</Text>
      {couriers.error ? <ContentFailure error={couriers.error} onRetry={couriers.reload} /> : null}
      {couriers.loading && !couriers.data ? <ContentLoading lines={5} /> : null}
      {couriers.data && couriers.data.length === 0 ? (
        <EmptyState title={t('company.couriers.empty')} />
      ) : null}
      {couriers.data && couriers.data.length > 0 ? (
        <ul style={styles.list}>
          {couriers.data.map((courier) => (
            <li
              key={courier.id}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                gap: vars.space.small,
                borderBottom: `1px solid ${vars.color.border}`,
                padding: `${vars.space.small} 0`,
              }}
            >
              <Text weight="strong" as="span">
                {courier.name}
              </Text>
              <Link
                href={courier.trackingUrl.replace('{invoice}', '')}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('company.couriers.tracking', { name: courier.name })} {t('common.newWindow')}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </CompanyPage>
  );
}
