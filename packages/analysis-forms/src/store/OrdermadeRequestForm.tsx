import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  AttachmentPicker,
  Button,
  DateField,
  dateFieldLabelsEn,
  dateFieldLabelsKo,
  fileDropMessagesEn,
  fileDropMessagesKo,
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
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useCallFailureText } from '../accounts/useCallFailureText';
import { useFieldError } from '../accounts/useFieldError';
import { useAnalysisTranslation } from '../components/localize';
import {
  ORDERMADE_FORM_KINDS,
  ORDERMADE_MATERIAL_OTHER_MAX,
  ORDERMADE_MATERIALS,
  ORDERMADE_MM_MAX,
  ORDERMADE_MM_MIN,
  ORDERMADE_NOTE_MAX,
  ORDERMADE_QUANTITY_MAX,
  ordermadeFormSchema,
  type OrdermadeFormInput,
  type OrdermadeFormKind,
  type OrdermadeFormValues,
} from './schemas';

const PRINT_COLOURS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

export interface OrdermadeRequestFormProps {
  /** The kind the page is about (`/ordermadeDetail/{type}`): the form starts with it. */
  kind?: OrdermadeFormKind;
  /** Earliest and latest due date a person may pick, as YYYY-MM-DD. */
  dueDateMin: string;
  dueDateMax: string;
  /** The attachments the server takes: extensions with the dot, size of one, how many. */
  fileAccept: readonly string[];
  fileMaxBytes: number;
  maxFiles: number;
  onSubmit(values: OrdermadeFormValues): void;
  busy?: boolean;
  /** The error of the last attempt (an `ApiError`), shown in its own words. */
  failure?: unknown;
}

/**
 * The made-to-order request of `/ordermade` and `/ordermadeDetail/{type}`: kind, inner
 * dimensions, material, print colours, quantity, due date, note and drawings (the kit's
 * AttachmentPicker), checked with `ordermadeFormSchema`. The page sends the request, then
 * the files.
 */
export function OrdermadeRequestForm({
  kind,
  dueDateMin,
  dueDateMax,
  fileAccept,
  fileMaxBytes,
  maxFiles,
  onSubmit,
  busy = false,
  failure,
}: OrdermadeRequestFormProps) {
  const { t, language } = useAnalysisTranslation();
  const english = language === 'en';
  const fieldError = useFieldError();
  const failureText = useCallFailureText()(failure);
  const { control, handleSubmit } = useForm<OrdermadeFormInput, unknown, OrdermadeFormValues>({
    resolver: zodResolver(ordermadeFormSchema),
    defaultValues: {
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
    },
  });
  const material = useWatch({ control, name: 'material' });
  const o = (key: string, values?: Record<string, unknown>) =>
    t(`storeForms.ordermade.${key}`, values ?? {});

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="medium">
        <Controller
          control={control}
          name="kind"
          render={({ field, fieldState }) => (
            <Select
              label={o('kind')}
              name={field.name}
              required
              value={field.value}
              onChange={field.onChange}
              error={fieldError(fieldState.error?.message)}
              options={[
                { value: '', label: o('kind') },
                ...ORDERMADE_FORM_KINDS.map((value) => ({ value, label: o(`kinds.${value}`) })),
              ]}
            />
          )}
        />
        <fieldset>
          <legend>
            <Text weight="strong">{o('dimensions')}</Text>
          </legend>
          <Stack gap="small">
            <Text size="small" tone="muted">
              {o('dimensionsHint')}
            </Text>
            <Inline gap="small">
              {(['widthMm', 'lengthMm', 'heightMm'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <NumberField
                      label={o(name.replace('Mm', ''))}
                      name={field.name}
                      min={ORDERMADE_MM_MIN}
                      max={ORDERMADE_MM_MAX}
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldError(fieldState.error?.message)}
                    />
                  )}
                />
              ))}
            </Inline>
          </Stack>
        </fieldset>
        <Controller
          control={control}
          name="material"
          render={({ field }) => (
            <Select
              label={o('material')}
              name={field.name}
              required
              value={field.value}
              onChange={(value) =>
                field.onChange(
                  (ORDERMADE_MATERIALS as readonly string[]).includes(value) ? value : 'etc',
                )
              }
              options={ORDERMADE_MATERIALS.map((value) => ({
                value,
                label: o(`materials.${value}`),
              }))}
            />
          )}
        />
        {material === 'etc' ? (
          <Controller
            control={control}
            name="materialOther"
            render={({ field, fieldState }) => (
              <TextField
                label={o('materials.etc')}
                name={field.name}
                required
                maxLength={ORDERMADE_MATERIAL_OTHER_MAX}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="printColors"
          render={({ field }) => (
            <Select
              label={o('printColors')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              options={PRINT_COLOURS.map((count) => ({
                value: String(count),
                label: count === 0 ? o('printNone') : o('printCount', { count }),
              }))}
            />
          )}
        />
        <Controller
          control={control}
          name="quantity"
          render={({ field, fieldState }) => (
            <NumberField
              label={o('quantity')}
              name={field.name}
              required
              min={1}
              max={ORDERMADE_QUANTITY_MAX}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="dueDate"
          render={({ field }) => (
            <DateField
              label={o('dueDate')}
              name={field.name}
              min={dueDateMin}
              max={dueDateMax}
              value={field.value}
              onChange={field.onChange}
              description={o('dueDateHint')}
              labels={english ? dateFieldLabelsEn : dateFieldLabelsKo}
            />
          )}
        />
        <Controller
          control={control}
          name="note"
          render={({ field, fieldState }) => (
            <Textarea
              label={o('memo')}
              name={field.name}
              rows={5}
              maxLength={ORDERMADE_NOTE_MAX}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(fieldState.error?.message)}
              labels={english ? textareaLabelsEn : textareaLabelsKo}
            />
          )}
        />
        <Controller
          control={control}
          name="files"
          render={({ field }) => (
            <AttachmentPicker
              label={o('files')}
              description={o('filesHint', { count: maxFiles })}
              accept={fileAccept}
              maxBytes={fileMaxBytes}
              maxFiles={maxFiles}
              files={field.value}
              onChange={field.onChange}
              messages={{
                remove: (name) => o('removeFile', { name }),
                removeShort: o('removeShort'),
                tooMany: (count) => o('filesTooMany', { count }),
              }}
              fileDropMessages={english ? fileDropMessagesEn : fileDropMessagesKo}
            />
          )}
        />
        {failureText ? (
          <Alert tone="critical" title={o('failedTitle')}>
            {failureText}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" size="lg" loading={busy}>
            {o('submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
