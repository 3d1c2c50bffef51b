import { useLocation, useSearch } from 'wouter';
import { getCollection, listCollections } from '@tonggye/api';
import { Container, Heading, Stack, Text } from '@tonggye/ui';
import { AppLink } from '../../../app/AppLink';
import { apiClient } from '../../../app/apiClient';
import { usePageTitle } from '../../../app/UiStateContext';
import { useLoad } from '../../my-activity/useRequest';
import { ProductResults } from './ProductListPage';
import { localName, useShopText } from './parts';

const COLLECTION_PAGE_SIZE = 12;

/** `/collection-product/{id}`: a collection's products with paging (`?page=`), other collections below. */
export function CollectionPage({ id }: { id: string }) {
  const { t, english } = useShopText();
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = Number(new URLSearchParams(search).get('page'));
  const page = Number.isSafeInteger(requested) && requested >= 1 ? requested : 1;
  const state = useLoad(
    (signal) => getCollection(apiClient, id, { page, size: COLLECTION_PAGE_SIZE }, { signal }),
    `${id}:${page}`,
  );
  const others = useLoad((signal) => listCollections(apiClient, { signal }), 'collections');
  const collection = state.data?.collection;
  const title = collection ? localName(collection, english) : t('collection.title');
  usePageTitle(title);
  const basePath = `/collection-product/${encodeURIComponent(id)}`;
  return (
    <Container>
      <Stack gap="large">
        <Stack gap="small">
          <Text tone="muted" size="small">
            {t('collection.title')}
          </Text>
          <Heading level={1}>{title}</Heading>
          {collection?.description ? <Text>{collection.description}</Text> : null}
        </Stack>
        <ProductResults
          state={{
            data: state.data ? { ...state.data, category: null } : null,
            loading: state.loading,
            error: state.error,
            reload: state.reload,
          }}
          label={title}
          onPage={(next) => {
            navigate(next > 1 ? `${basePath}?page=${next}` : basePath);
            window.scrollTo(0, 0);
          }}
        />
        {others.data && others.data.length > 1 ? (
          <nav aria-label={t('collection.others')}>
            <Stack gap="small">
              <Heading level={2}>{t('collection.others')}</Heading>
              <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {others.data
                  .filter((entry) => entry.id !== id)
                  .map((entry) => (
                    <li key={entry.id}>
                      <AppLink href={`/collection-product/${encodeURIComponent(entry.id)}`}>
                        {localName(entry, english)}
                      </AppLink>
                    </li>
                  ))}
              </ul>
            </Stack>
          </nav>
        ) : null}
      </Stack>
    </Container>
  );
}
