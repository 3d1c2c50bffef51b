import { useState, type FormEvent } from 'react';
import {
  addDaysTo,
  createEstimate,
  estimateRequestSchema,
  getServiceProduct,
  koreanDate,
  listSubscribableProducts,
  type Estimate,
  type ServiceProductCard,
} from '@tonggye/api';
import {
  Alert,
  Button,
  Container,
  DateField,
  dateFieldLabelsEn,
  dateFieldLabelsKo,
  Heading,
  Inline,
  NumberField,
  Select,
  Stack,
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
import { useAction, useLoad } from '../../my-activity/useRequest';
import {
  ActionFailure,
  issuesOf,
  LoadFailure,
  SignInNotice,
  useFieldErrors,
  useServicesText,
} from './parts';

interface Line {
  key: number;
  productId: string;
  optionId: string;
  quantity: number | null;
}

interface Draft {
  lines: Line[];
  desiredOn: string | null;
  companyName: string;
  memo: string;
}

const MAX_LINES = 10;

/**
 * `/estimate`: a volume quotation request for catalogue products (`POST /shop/estimate/create`,
 * members); the shop answers a unit price per line, read in the quotation-inquiry history.
 */
export function EstimatePage() {
  const { t } = useServicesText();
  usePageTitle(t('estimate.title'));
  const isMember = useIsMember();
  return (
    <Container>
      <Stack gap="large">
        <Stack gap="small">
          <Heading level={1}>{t('estimate.title')}</Heading>
          <Text>{t('estimate.lead')}</Text>
        </Stack>
        {isMember ? <EstimateForm /> : <SignInNotice />}
      </Stack>
    </Container>
  );
}

function EstimateForm() {
  const { t, english, won } = useServicesText();
  const products = useLoad(
    (signal) => listSubscribableProducts(apiClient, {}, { signal }),
    'estimate-products',
  );
  const today = koreanDate(new Date());
  const [nextKey, setNextKey] = useState(1);
  const empty: Draft = {
    lines: [{ key: 0, productId: '', optionId: '', quantity: null }],
    desiredOn: null,
    companyName: '',
    memo: '',
  };
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = useFieldErrors(errors);
  const [sent, setSent] = useState<Estimate | null>(null);
  const send = useAction(createEstimate);
  const change = (patch: Partial<Draft>) => {
    setSent(null);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const changeLine = (key: number, patch: Partial<Line>) =>
    change({
      lines: draft.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = estimateRequestSchema.safeParse({
      items: draft.lines.map((line) => ({
        optionId: line.optionId,
        quantity: line.quantity ?? Number.NaN,
      })),
      desiredOn: draft.desiredOn ?? '',
      companyName: draft.companyName,
      memo: draft.memo,
    });
    const found = issuesOf(checked);
    if (draft.desiredOn === null) found.desiredOn = 'REQUIRED';
    setErrors(found);
    if (!checked.success || Object.keys(found).length > 0) return;
    const created = await send.run(apiClient, checked.data);
    if (created) {
      setDraft(empty);
      setSent(created);
    }
  };

  return (
    <Stack gap="medium">
      {sent ? (
        <Alert tone="positive" title={t('estimate.sent')}>
          <Stack gap="small">
            <span>{t('estimate.sentText', { total: won(sent.listTotal) })}</span>
            <AppLink href="/my-activity/quotation-inquiry-history">
              {t('estimate.toHistory')}
            </AppLink>
          </Stack>
        </Alert>
      ) : null}
      {products.error ? <LoadFailure error={products.error} onRetry={products.reload} /> : null}
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('estimate.title')}>
        <Stack gap="medium">
          <Heading level={2}>{t('estimate.lines')}</Heading>
          {draft.lines.map((line, index) => (
            <EstimateLine
              key={line.key}
              n={index + 1}
              line={line}
              products={products.data ?? []}
              english={english}
              error={(field) => fieldError(`items.${index}.${field}`)}
              onChange={(patch) => changeLine(line.key, patch)}
              onRemove={
                draft.lines.length > 1
                  ? () => change({ lines: draft.lines.filter((other) => other.key !== line.key) })
                  : undefined
              }
            />
          ))}
          {draft.lines.length < MAX_LINES ? (
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  change({
                    lines: [
                      ...draft.lines,
                      { key: nextKey, productId: '', optionId: '', quantity: null },
                    ],
                  });
                  setNextKey((value) => value + 1);
                }}
              >
                {t('estimate.addLine')}
              </Button>
            </div>
          ) : null}
          <DateField
            label={t('estimate.desiredOn')}
            name="desiredOn"
            required
            min={today}
            max={addDaysTo(today, 365)}
            value={draft.desiredOn}
            onChange={(desiredOn) => change({ desiredOn })}
            error={fieldError('desiredOn')}
            labels={english ? dateFieldLabelsEn : dateFieldLabelsKo}
          />
          <TextField
            label={t('estimate.companyName')}
            name="companyName"
            required
            maxLength={100}
            autoComplete="organization"
            value={draft.companyName}
            onChange={(event) => change({ companyName: event.target.value })}
            error={fieldError('companyName')}
          />
          <Textarea
            label={t('estimate.memo')}
            name="memo"
            rows={5}
            maxLength={2000}
            value={draft.memo}
            onChange={(memo) => change({ memo })}
            error={fieldError('memo')}
            labels={english ? textareaLabelsEn : textareaLabelsKo}
          />
          <ActionFailure error={send.error} />
          <div>
            <Button type="submit" size="lg" loading={send.busy}>
              {t('estimate.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

/** One product line: product, its option (read from the server) and the quantity. */
function EstimateLine({
  n,
  line,
  products,
  english,
  error,
  onChange,
  onRemove,
}: {
  n: number;
  line: Line;
  products: readonly ServiceProductCard[];
  english: boolean;
  error: (field: 'optionId' | 'quantity') => string | null;
  onChange: (patch: Partial<Line>) => void;
  onRemove?: () => void;
}) {
  const { t } = useServicesText();
  const product = useLoad(
    (signal) =>
      line.productId === ''
        ? Promise.resolve(null)
        : getServiceProduct(apiClient, line.productId, { signal }),
    `product-${line.productId}`,
  );
  const option = product.data?.options.find((candidate) => candidate.id === line.optionId);
  return (
    <fieldset>
      <legend>
        <Text weight="strong">{t('estimate.line', { n })}</Text>
      </legend>
      <Stack gap="small">
        <Select
          label={t('estimate.product')}
          name={`items.${n}.productId`}
          required
          value={line.productId}
          onChange={(productId) => onChange({ productId, optionId: '', quantity: null })}
          error={line.productId === '' ? error('optionId') : null}
          options={[
            { value: '', label: t('estimate.chooseProduct') },
            ...products.map((item) => ({
              value: item.id,
              label: english && item.nameEn ? item.nameEn : item.name,
            })),
          ]}
        />
        {product.error ? <LoadFailure error={product.error} onRetry={product.reload} /> : null}
        {product.data ? (
          <Select
            label={t('estimate.option')}
            name={`items.${n}.optionId`}
            required
            value={line.optionId}
            onChange={(optionId) => {
              const next = product.data?.options.find((candidate) => candidate.id === optionId);
              onChange({ optionId, quantity: next ? next.minQuantity * 10 : line.quantity });
            }}
            error={error('optionId')}
            options={[
              { value: '', label: t('estimate.chooseOption') },
              ...product.data.options.map((candidate) => ({
                value: candidate.id,
                label: english && candidate.nameEn ? candidate.nameEn : candidate.name,
              })),
            ]}
          />
        ) : null}
        <NumberField
          label={t('estimate.quantity')}
          name={`items.${n}.quantity`}
          required
          min={option?.minQuantity ?? 1}
          step={option?.quantityStep ?? 1}
          value={line.quantity}
          onChange={(quantity) => onChange({ quantity })}
          description={
            option
              ? t('subscription.quantityHint', {
                  min: option.minQuantity,
                  step: option.quantityStep,
                })
              : undefined
          }
          error={error('quantity')}
        />
        {onRemove ? (
          <Inline gap="small">
            <Button variant="ghost" size="sm" onClick={onRemove}>
              {t('estimate.removeLine', { n })}
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </fieldset>
  );
}
