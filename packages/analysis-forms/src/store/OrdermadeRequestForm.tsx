import { zodResolver } from '@hookform/resolvers/zod';
import {
  AttachmentPicker,
  fileDropMessagesEn,
  fileDropMessagesKo,
  Inline,
  NumberField,
  Select,
  Stack,
  Text,
  TextField,
} from '@tonggye/ui';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useFieldError } from '../accounts/useFieldError';
import { useAnalysisTranslation } from '../components/localize';
import { QuantityField, RequestNoteField, RequestSubmit, WishedDateField } from './FormParts';
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

/** The request, with the material in the reader's words as the shop reads it. */
export type OrdermadeRequestValues = OrdermadeFormValues & { materialName: string };

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
  onSubmit(values: OrdermadeRequestValues): void;
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
  const form = useForm<OrdermadeFormInput, unknown, OrdermadeFormValues>({
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
  const { control, handleSubmit } = form;
  const material = useWatch({ control, name: 'material' });
  const o = (key: string, values?: Record<string, unknown>) =>
    t(`storeForms.ordermade.${key}`, values ?? {});

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          onSubmit({
            ...values,
            materialName:
              values.material === 'etc' ? values.materialOther : o(`materials.${values.material}`),
          }),
        )}
      >
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
          <QuantityField<OrdermadeFormInput> name="quantity" max={ORDERMADE_QUANTITY_MAX} />
          <WishedDateField<OrdermadeFormInput>
            name="dueDate"
            label={o('dueDate')}
            min={dueDateMin}
            max={dueDateMax}
            description={o('dueDateHint')}
          />
          <RequestNoteField<OrdermadeFormInput> name="note" maxLength={ORDERMADE_NOTE_MAX} />
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
          <RequestSubmit failure={failure} submitLabel={o('submit')} busy={busy} />
        </Stack>
      </form>
    </FormProvider>
  );
}
