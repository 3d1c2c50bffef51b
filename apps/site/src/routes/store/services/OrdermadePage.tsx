import { useLocation, useSearch } from 'wouter';
import { OrdermadeRequestForm, type OrdermadeRequestValues } from '@tonggye/analysis-forms';
import {
  addDaysTo,
  createOrdermade,
  getOrdermade,
  koreanDate,
  ORDERMADE_FILE_EXTENSIONS,
  ORDERMADE_FILE_MAX_BYTES,
  ORDERMADE_FILE_MAX_FILES,
  ORDERMADE_KINDS,
  uploadOrdermadeFiles,
  type OrdermadeCreateRequest,
  type OrdermadeKind,
} from '@tonggye/api';
import { Alert, Box, Card, Container, Heading, Inline, Stack, Stepper, Text } from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { useIsMember } from '../../../app/SessionContext';
import { usePageTitle } from '../../../app/UiStateContext';
import { NotFoundPage } from '../../NotFoundPage';
import { useAction, useLoad } from '../../my-activity/useRequest';
import { LoadFailure, Loading, NothingToConfirm, SignInNotice, useServicesText } from './parts';
import { RequestFacts } from './QuoteParts';
import { MyOrdermadeRequests } from './MyOrdermadeRequests';

function isKind(value: string): value is OrdermadeKind {
  return (ORDERMADE_KINDS as readonly string[]).includes(value);
}

/** `/ordermade`: what can be made, how it goes, and the request form. */
export function OrdermadePage() {
  const { t } = useServicesText();
  usePageTitle(t('ordermade.title'));
  return (
    <Container>
      <Stack gap="xlarge">
        <Stack gap="small">
          <Heading level={1}>{t('ordermade.title')}</Heading>
          <Text>{t('ordermade.lead')}</Text>
        </Stack>
        <Steps />
        <MyOrdermadeRequests />
        <section aria-labelledby="ordermade-kinds">
          <Stack gap="medium">
            <Heading level={2} id="ordermade-kinds">
              {t('ordermade.kindsTitle')}
            </Heading>
            <Box
              display="grid"
              gap="medium"
              style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}
            >
              {ORDERMADE_KINDS.map((kind) => (
                <Card key={kind} title={t(`kinds.${kind}.name`)}>
                  <Stack gap="small">
                    <Text>{t(`kinds.${kind}.text`)}</Text>
                    <AppLink href={`/ordermadeDetail/${kind}`}>{t('ordermade.more')}</AppLink>
                  </Stack>
                </Card>
              ))}
            </Box>
          </Stack>
        </section>
        <OrdermadeForm />
      </Stack>
    </Container>
  );
}

function Steps() {
  const { t } = useServicesText();
  return (
    <section aria-labelledby="ordermade-steps">
      <Stack gap="small">
        <Heading level={2} id="ordermade-steps">
          {t('ordermade.stepsTitle')}
        </Heading>
        <Stepper
          ariaLabel={t('ordermade.stepsTitle')}
          current="request"
          steps={['request', 'quote', 'order', 'delivery'].map((id, index) => ({
            id,
            label: t(`ordermade.steps.${index}`),
          }))}
        />
      </Stack>
    </section>
  );
}

/** `/ordermadeDetail/{type}`: one kind explained, with the form preset to it. */
export function OrdermadeDetailPage({ type }: { type: string }) {
  const { t } = useServicesText();
  const name = isKind(type) ? t(`kinds.${type}.name`) : '';
  usePageTitle(isKind(type) ? t('ordermade.detailTitle', { name }) : null);
  if (!isKind(type)) return <NotFoundPage />;
  return (
    <Container>
      <Stack gap="xlarge">
        <Stack gap="small">
          <Heading level={1}>{t('ordermade.detailTitle', { name })}</Heading>
          <Text>{t(`kinds.${type}.text`)}</Text>
          <Text>{t('ordermade.lead')}</Text>
        </Stack>
        <Steps />
        <MyOrdermadeRequests />
        <OrdermadeForm kind={type} />
        <AppLink href="/ordermade">{t('ordermade.title')}</AppLink>
      </Stack>
    </Container>
  );
}

/** The request form (members); a guest sees the sign-in notice instead. */
export function OrdermadeForm({ kind }: { kind?: OrdermadeKind }) {
  const { t } = useServicesText();
  const isMember = useIsMember();
  const [, navigate] = useLocation();
  // The request, then its files (the server takes files once the request exists).
  const send = useAction(async (request: OrdermadeCreateRequest, files: File[]) => {
    const created = await createOrdermade(apiClient, request);
    if (files.length === 0) return { created, filesFailed: false };
    try {
      await uploadOrdermadeFiles(apiClient, created.requestId, files);
      return { created, filesFailed: false };
    } catch {
      return { created, filesFailed: true };
    }
  });
  const today = koreanDate(new Date());

  const submit = async (values: OrdermadeRequestValues) => {
    const note = [
      values.dueDate ? t('ordermade.memoDue', { date: values.dueDate.replaceAll('-', '.') }) : '',
      values.note,
    ]
      .filter(Boolean)
      .join('\n');
    const request: OrdermadeCreateRequest = {
      kind: values.kind,
      widthMm: values.widthMm,
      lengthMm: values.lengthMm,
      heightMm: values.heightMm,
      material: values.materialName,
      printColors: values.printColors,
      quantity: values.quantity,
      note,
    };
    const sent = await send.run(request, values.files);
    if (sent)
      navigate(
        `/ordermadeComplete?id=${encodeURIComponent(sent.created.requestId)}${
          sent.filesFailed ? '&files=failed' : ''
        }`,
      );
  };

  return (
    <section aria-labelledby="ordermade-form">
      <Stack gap="medium">
        <Heading level={2} id="ordermade-form">
          {t('ordermade.formTitle')}
        </Heading>
        {!isMember ? <SignInNotice /> : null}
        {isMember ? (
          <OrdermadeRequestForm
            kind={kind}
            dueDateMin={addDaysTo(today, 3)}
            dueDateMax={addDaysTo(today, 365)}
            fileAccept={ORDERMADE_FILE_EXTENSIONS}
            fileMaxBytes={ORDERMADE_FILE_MAX_BYTES}
            maxFiles={ORDERMADE_FILE_MAX_FILES}
            onSubmit={(values) => void submit(values)}
            busy={send.busy}
            failure={send.error}
          />
        ) : null}
      </Stack>
    </section>
  );
}

/** `/ordermadeComplete?id=…` (members): the request read back. */
export function OrdermadeCompletePage() {
  const { t } = useServicesText();
  const search = new URLSearchParams(useSearch());
  const id = search.get('id') ?? '';
  usePageTitle(t(id ? 'ordermadeComplete.title' : 'common.noRequestTitle'));
  if (!id)
    return (
      <NothingToConfirm>
        <Inline gap="medium">
          <AppLink href="/my-activity/quotation-inquiry-history">
            {t('ordermadeComplete.toHistory')}
          </AppLink>
          <AppLink href="/ordermade">{t('ordermadeComplete.more')}</AppLink>
        </Inline>
      </NothingToConfirm>
    );
  return <OrdermadeComplete id={id} filesFailed={search.get('files') === 'failed'} />;
}

function OrdermadeComplete({ id, filesFailed }: { id: string; filesFailed: boolean }) {
  const { t } = useServicesText();
  const request = useLoad((signal) => getOrdermade(apiClient, id, { signal }), `om-${id}`);
  return (
    <Container>
      <Stack gap="large">
        {/* The success headline only beside what it confirms. */}
        <Heading level={1}>
          {t(request.data ? 'ordermadeComplete.title' : 'common.requestTitle')}
        </Heading>
        {request.data ? <Text>{t('ordermadeComplete.lead')}</Text> : null}
        {filesFailed ? <Alert tone="caution">{t('ordermade.filesFailed')}</Alert> : null}
        {request.error ? <LoadFailure error={request.error} onRetry={request.reload} /> : null}
        {request.loading && !request.data ? <Loading /> : null}
        {request.data ? (
          <Card title={t('quote.request')}>
            <RequestFacts request={request.data} />
          </Card>
        ) : null}
        <Inline gap="medium">
          <AppLink href="/my-activity/quotation-inquiry-history">
            {t('ordermadeComplete.toHistory')}
          </AppLink>
          <AppLink href="/ordermade">{t('ordermadeComplete.more')}</AppLink>
        </Inline>
      </Stack>
    </Container>
  );
}
