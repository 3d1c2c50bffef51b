import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  addDaysTo,
  createOrdermade,
  getOrdermade,
  koreanDate,
  ORDERMADE_FILE_EXTENSIONS,
  ORDERMADE_FILE_MAX_BYTES,
  ORDERMADE_FILE_MAX_FILES,
  ORDERMADE_KINDS,
  ordermadeRequestSchema,
  uploadOrdermadeFiles,
  type OrdermadeCreateRequest,
  type OrdermadeKind,
} from '@tonggye/api';
import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  DateField,
  dateFieldLabelsEn,
  dateFieldLabelsKo,
  FileDrop,
  fileDropMessagesEn,
  fileDropMessagesKo,
  Heading,
  Inline,
  NumberField,
  Select,
  Stack,
  Stepper,
  Text,
  Textarea,
  textareaLabelsEn,
  textareaLabelsKo,
  TextField,
} from '@tonggye/ui';
import { apiClient } from '../../../app/apiClient';
import { AppLink } from '../../../app/AppLink';
import { useIsMember } from '../../../app/SessionContext';
import { usePageTitle } from '../../../app/UiStateContext';
import { NotFoundPage } from '../../NotFoundPage';
import { useAction, useLoad } from '../../my-activity/useRequest';
import {
  ActionFailure,
  issuesOf,
  LoadFailure,
  Loading,
  SignInNotice,
  useFieldErrors,
  useServicesText,
} from './parts';
import { RequestFacts } from './QuoteParts';

export const MATERIALS = ['single', 'double', 'kraft', 'white', 'opp', 'etc'] as const;
type Material = (typeof MATERIALS)[number];
const PRINT_COLOURS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

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
        <OrdermadeForm kind={type} />
        <AppLink href="/ordermade">{t('ordermade.title')}</AppLink>
      </Stack>
    </Container>
  );
}

interface Draft {
  kind: OrdermadeKind | '';
  widthMm: number | null;
  lengthMm: number | null;
  heightMm: number | null;
  material: Material;
  materialOther: string;
  printColors: string;
  quantity: number | null;
  dueDate: string | null;
  note: string;
  files: File[];
}

/** The request form (members); a guest sees the sign-in notice instead. */
export function OrdermadeForm({ kind }: { kind?: OrdermadeKind }) {
  const { t, english } = useServicesText();
  const isMember = useIsMember();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<Draft>({
    kind: kind ?? '',
    widthMm: null,
    lengthMm: null,
    heightMm: null,
    material: kind === 'tape' ? 'opp' : 'single',
    materialOther: '',
    printColors: '0',
    quantity: null,
    dueDate: null,
    note: '',
    files: [],
  });
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = useFieldErrors(errors);
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
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const today = koreanDate(new Date());
  const addFile = (file: File) => {
    if (draft.files.length >= ORDERMADE_FILE_MAX_FILES) {
      setFileError(t('ordermade.filesTooMany', { count: ORDERMADE_FILE_MAX_FILES }));
      return;
    }
    setFileError(null);
    change({ files: [...draft.files, file] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const materialName =
      draft.material === 'etc' ? draft.materialOther : t(`ordermade.materials.${draft.material}`);
    const note = [
      draft.dueDate ? t('ordermade.memoDue', { date: draft.dueDate.replaceAll('-', '.') }) : '',
      draft.note.trim(),
    ]
      .filter(Boolean)
      .join('\n');
    const checked = ordermadeRequestSchema.safeParse({
      kind: draft.kind,
      widthMm: draft.widthMm,
      lengthMm: draft.lengthMm,
      heightMm: draft.heightMm,
      material: materialName,
      printColors: Number(draft.printColors),
      quantity: draft.quantity ?? Number.NaN,
      note,
    });
    const found = issuesOf(checked);
    // The free-text material is the only one a person types.
    if (found.material) found.materialOther = found.material;
    setErrors(found);
    if (!checked.success) return;
    const sent = await send.run(checked.data, draft.files);
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
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Stack gap="medium">
              <Select
                label={t('ordermade.kind')}
                name="kind"
                required
                value={draft.kind}
                onChange={(value) => change({ kind: isKind(value) ? value : '' })}
                error={fieldError('kind')}
                options={[
                  { value: '', label: t('ordermade.kind') },
                  ...ORDERMADE_KINDS.map((value) => ({
                    value,
                    label: t(`kinds.${value}.name`),
                  })),
                ]}
              />
              <fieldset>
                <legend>
                  <Text weight="strong">{t('ordermade.dimensions')}</Text>
                </legend>
                <Stack gap="small">
                  <Text size="small" tone="muted">
                    {t('ordermade.dimensionsHint')}
                  </Text>
                  <Inline gap="small">
                    {(['widthMm', 'lengthMm', 'heightMm'] as const).map((name) => (
                      <NumberField
                        key={name}
                        label={t(`ordermade.${name.replace('Mm', '')}`)}
                        name={name}
                        min={10}
                        max={5000}
                        value={draft[name]}
                        onChange={(value) => change({ [name]: value })}
                        error={fieldError(name)}
                      />
                    ))}
                  </Inline>
                </Stack>
              </fieldset>
              <Select
                label={t('ordermade.material')}
                name="material"
                required
                value={draft.material}
                onChange={(value) =>
                  change({
                    material: (MATERIALS as readonly string[]).includes(value)
                      ? (value as Material)
                      : 'etc',
                  })
                }
                options={MATERIALS.map((value) => ({
                  value,
                  label: t(`ordermade.materials.${value}`),
                }))}
              />
              {draft.material === 'etc' ? (
                <TextField
                  label={t('ordermade.materials.etc')}
                  name="materialOther"
                  required
                  maxLength={80}
                  value={draft.materialOther}
                  onChange={(event) => change({ materialOther: event.target.value })}
                  error={fieldError('materialOther')}
                />
              ) : null}
              <Select
                label={t('ordermade.printColors')}
                name="printColors"
                value={draft.printColors}
                onChange={(printColors) => change({ printColors })}
                options={PRINT_COLOURS.map((count) => ({
                  value: String(count),
                  label:
                    count === 0 ? t('ordermade.printNone') : t('ordermade.printCount', { count }),
                }))}
              />
              <NumberField
                label={t('ordermade.quantity')}
                name="quantity"
                required
                min={1}
                max={1_000_000}
                value={draft.quantity}
                onChange={(quantity) => change({ quantity })}
                error={fieldError('quantity')}
              />
              <DateField
                label={t('ordermade.dueDate')}
                name="dueDate"
                min={addDaysTo(today, 3)}
                max={addDaysTo(today, 365)}
                value={draft.dueDate}
                onChange={(dueDate) => change({ dueDate })}
                description={t('ordermade.dueDateHint')}
                labels={english ? dateFieldLabelsEn : dateFieldLabelsKo}
              />
              <Textarea
                label={t('ordermade.memo')}
                name="note"
                rows={5}
                maxLength={1900}
                value={draft.note}
                onChange={(note) => change({ note })}
                error={fieldError('note')}
                labels={english ? textareaLabelsEn : textareaLabelsKo}
              />
              <FileDrop
                label={t('ordermade.files')}
                description={t('ordermade.filesHint', { count: ORDERMADE_FILE_MAX_FILES })}
                accept={ORDERMADE_FILE_EXTENSIONS}
                maxBytes={ORDERMADE_FILE_MAX_BYTES}
                onFile={addFile}
                error={fileError}
                messages={english ? fileDropMessagesEn : fileDropMessagesKo}
              />
              {draft.files.length > 0 ? (
                <ul aria-label={t('ordermade.files')}>
                  {draft.files.map((file, index) => (
                    <li key={`${file.name}-${index}`}>
                      <Inline gap="small" align="center">
                        <Text>{file.name}</Text>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t('ordermade.removeFile', { name: file.name })}
                          onClick={() =>
                            change({ files: draft.files.filter((_, at) => at !== index) })
                          }
                        >
                          {t('ordermade.removeShort')}
                        </Button>
                      </Inline>
                    </li>
                  ))}
                </ul>
              ) : null}
              <ActionFailure error={send.error} />
              <div>
                <Button type="submit" size="lg" loading={send.busy}>
                  {t('ordermade.submit')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </section>
  );
}

/** `/ordermadeComplete?id=…` (members): the request read back. */
export function OrdermadeCompletePage() {
  const { t } = useServicesText();
  usePageTitle(t('ordermadeComplete.title'));
  const search = new URLSearchParams(useSearch());
  const id = search.get('id') ?? '';
  const filesFailed = search.get('files') === 'failed';
  const request = useLoad((signal) => getOrdermade(apiClient, id, { signal }), `om-${id}`);
  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('ordermadeComplete.title')}</Heading>
        <Text>{t('ordermadeComplete.lead')}</Text>
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
