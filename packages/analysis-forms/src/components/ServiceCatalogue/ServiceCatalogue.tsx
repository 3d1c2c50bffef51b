import type { ReactNode } from 'react';
import { Card, Heading, Stack, Text } from '@tonggye/ui';
import {
  serviceGroups,
  tTestEntries,
  type ServiceEntry,
  type ServiceGroup,
} from '../../definitions/serviceCatalogue';
import { useAnalysisCatalogueTranslation } from '../localize';

export interface ServiceCatalogueProps {
  /** `all`: every group (`/services`); `descriptive`: `/services/desc`; `tTests`: the t-test chooser. */
  view?: 'all' | 'descriptive' | 'tTests';
  /** Draws a link inside the app (the site passes its router link). */
  renderLink(href: string, children: ReactNode, label: string): ReactNode;
}

function EntryCard({
  entry,
  renderLink,
}: {
  entry: ServiceEntry;
  renderLink: ServiceCatalogueProps['renderLink'];
}) {
  const { t } = useAnalysisCatalogueTranslation();
  const title = t(entry.titleKey);
  return (
    <Card>
      <Stack gap="small">
        <Heading level={3}>{title}</Heading>
        <Text>{t(entry.descriptionKey)}</Text>
        {renderLink(entry.path, t('services.open'), t('services.openNamed', { title }))}
      </Stack>
    </Card>
  );
}

function Group({
  group,
  renderLink,
}: {
  group: Pick<ServiceGroup, 'id' | 'titleKey' | 'entries'>;
  renderLink: ServiceCatalogueProps['renderLink'];
}) {
  const { t } = useAnalysisCatalogueTranslation();
  const headingId = `service-group-${group.id}`;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="medium">
        <Heading level={2} id={headingId}>
          {t(group.titleKey)}
        </Heading>
        <Stack gap="medium">
          {group.entries.map((entry) => (
            <EntryCard key={entry.path} entry={entry} renderLink={renderLink} />
          ))}
        </Stack>
      </Stack>
    </section>
  );
}

/** The catalogue of analyses grouped as the analysis routes are, each with a one-line description. */
export function ServiceCatalogue({ view = 'all', renderLink }: ServiceCatalogueProps) {
  const { t } = useAnalysisCatalogueTranslation();
  if (view === 'tTests')
    return (
      <Stack gap="large">
        <Stack gap="small">
          <Heading level={1}>{t('services.tTests.chooserHeading')}</Heading>
          <Text>{t('services.tTests.chooserLead')}</Text>
        </Stack>
        <Group
          group={{ id: 'averageT', titleKey: 'services.tTests.title', entries: tTestEntries }}
          renderLink={renderLink}
        />
        {renderLink('/services', t('services.tTests.back'), t('services.tTests.back'))}
      </Stack>
    );
  // The top menu's 데이터 분석 entry: the descriptive analyses under their own heading, not
  // under the heading of every analysis (통계처리 서비스), with the way to the others.
  if (view === 'descriptive')
    return (
      <Stack gap="large">
        <Stack gap="small">
          <Heading level={1}>{t('services.descriptive.heading')}</Heading>
          <Text>{t('services.descriptive.lead')}</Text>
        </Stack>
        {serviceGroups
          .filter((group) => group.id === 'descriptive')
          .map((group) => (
            <Group key={group.id} group={group} renderLink={renderLink} />
          ))}
        {renderLink('/services', t('services.descriptive.all'), t('services.descriptive.all'))}
      </Stack>
    );
  return (
    <Stack gap="large">
      <Stack gap="small">
        <Heading level={1}>{t('services.heading')}</Heading>
        <Text>{t('services.lead')}</Text>
      </Stack>
      {serviceGroups.map((group) => (
        <Group key={group.id} group={group} renderLink={renderLink} />
      ))}
    </Stack>
  );
}
