import { useState } from 'react';
import {
  getCertificatesAndPatents,
  getPolicy,
  getPolicyVersions,
  type Certificate,
  type PolicyKind,
} from '@tonggye/api';
import {
  Card,
  EmptyState,
  Heading,
  RichText,
  Stack,
  Text,
  VersionSelect,
  versionLabel,
} from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { usePageTitle } from '../../app/UiStateContext';
import { NotFoundPage } from '../NotFoundPage';
import {
  CompanyPage,
  ContentFailure,
  ContentLoading,
  dotDate,
  useContentText,
  useLoad,
} from './parts';
import { styles } from './styles';

/** `/member/{id}`: certificates and patents, terms of service, privacy statement. */
export function MemberPage({ params }: { params: { id: string } }) {
  switch (params.id) {
    case 'certificates-and-patents':
      return <CertificatesPage />;
    case 'terms-of-service':
      return <PolicyPage kind="terms" />;
    case 'privacy-statement':
      return <PolicyPage kind="privacy" />;
    default:
      return <NotFoundPage />;
  }
}

function CertificateList({ items, titleKey }: { items: Certificate[]; titleKey: string }) {
  const { t } = useContentText();
  return (
    <Stack gap="medium">
      <Heading level={2}>{t(titleKey)}</Heading>
      {items.length === 0 ? <EmptyState title={t('company.certificates.empty')} /> : null}
      <ul style={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <Stack gap="small">
              <Heading level={3}>{item.title}</Heading>
              <dl style={styles.meta}>
                <dt>{t('company.certificates.issuer')}</dt>
                <dd style={styles.metaValue}>{item.issuer}</dd>
                {item.number ? (
                  <>
                    <dt>{t('company.certificates.number')}</dt>
                    <dd style={styles.metaValue}>{item.number}</dd>
                  </>
                ) : null}
                <dt>{t('company.certificates.issuedOn')}</dt>
                <dd style={styles.metaValue}>
                  <time dateTime={item.issuedOn}>{dotDate(item.issuedOn)}</time>
                </dd>
              </dl>
            </Stack>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/** `/member/certificates-and-patents`. */
export function CertificatesPage() {
  const { t } = useContentText();
  const title = t('company.certificates.title');
  usePageTitle(title);
  const data = useLoad((signal) => getCertificatesAndPatents(apiClient, { signal }), 'certs');
  return (
    <CompanyPage title={title}>
      {data.error ? <ContentFailure error={data.error} onRetry={data.reload} /> : null}
      {data.loading && !data.data ? <ContentLoading lines={8} /> : null}
      {data.data ? (
        <Stack gap="xlarge">
          <CertificateList
            items={data.data.certificates}
            titleKey="company.certificates.certificates"
          />
          <CertificateList items={data.data.patents} titleKey="company.certificates.patents" />
        </Stack>
      ) : null}
    </CompanyPage>
  );
}

const POLICY_KEYS: Record<Exclude<PolicyKind, 'subscription'>, string> = {
  terms: 'company.terms',
  privacy: 'company.privacy',
};

/**
 * A policy with its versions: the newest shown first, a version selector ('v{version}
 * YYYY.MM.DD') that shows the chosen version's text.
 */
export function PolicyPage({ kind }: { kind: Exclude<PolicyKind, 'subscription'> }) {
  const { t } = useContentText();
  const title = t(`${POLICY_KEYS[kind]}.title`);
  usePageTitle(title);
  const [chosen, setChosen] = useState<string | null>(null);
  const versions = useLoad((signal) => getPolicyVersions(apiClient, kind, { signal }), kind);
  const version = chosen ?? (versions.data?.[0] ? String(versions.data[0].version) : null);
  // Waits for the version list, then reads the chosen version (the newest when there is none).
  const listed = versions.data !== null;
  const policy = useLoad(
    (signal) =>
      listed
        ? getPolicy(apiClient, kind, version === null ? {} : { version: Number(version) }, {
            signal,
          })
        : new Promise<never>(() => {}),
    `${kind}-${listed ? (version ?? 'newest') : 'waiting'}`,
  );
  const shown = policy.data && (version === null || String(policy.data.version) === version);
  const label = policy.data ? versionLabel(policy.data) : '';
  return (
    <CompanyPage title={title}>
      {versions.error ? <ContentFailure error={versions.error} onRetry={versions.reload} /> : null}
      {versions.data && versions.data.length > 0 && version !== null ? (
        <div style={{ maxWidth: '20rem' }}>
          <VersionSelect
            label={t(`${POLICY_KEYS[kind]}.version`)}
            items={versions.data}
            value={version}
            onChange={setChosen}
          />
        </div>
      ) : null}
      {policy.error ? <ContentFailure error={policy.error} onRetry={policy.reload} /> : null}
      {policy.loading && !shown && !versions.error ? <ContentLoading lines={10} /> : null}
      {shown && policy.data ? (
        <Card>
          <Stack gap="medium">
            <Text weight="strong">{label}</Text>
            <RichText html={policy.data.content} label={t('company.policyShown', { label })} />
          </Stack>
        </Card>
      ) : null}
    </CompanyPage>
  );
}
