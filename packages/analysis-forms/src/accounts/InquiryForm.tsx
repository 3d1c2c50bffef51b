import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Heading,
  Select,
  Stack,
  Text,
  Textarea,
  textareaLabelsEn,
  textareaLabelsKo,
  TextField,
} from '@tonggye/ui';
import { Controller, useForm } from 'react-hook-form';
import { useAccountFormsTranslation } from '../components/localize';
import { INQUIRY_CONTENTS_MAX, inquirySchema, type InquiryValues } from './schemas';
import { useCallFailureText } from './useCallFailureText';
import { useFieldError } from './useFieldError';
import { ACCOUNT_FORMS_NAMESPACE } from '../i18n';

export interface InquiryFormProps {
  /** The kinds of question the service centre offers (`qnaCategories`), in the reader's words. */
  categories: readonly { value: string; label: string }[];
  onSubmit(values: InquiryValues): void;
  busy?: boolean;
  /** The error of the last attempt (an `ApiError`), shown in its own words. */
  failure?: unknown;
  /** The question has been sent. */
  done?: boolean;
  /** 1 when the form is the page's main content (its heading names the page); 2 by default. */
  headingLevel?: 1 | 2;
}

/** `/my-activity/inquiry`: a one-to-one question with its kind, title and text. */
export function InquiryForm({
  categories,
  onSubmit,
  busy = false,
  failure,
  done = false,
  headingLevel = 2,
}: InquiryFormProps) {
  const { t, language } = useAccountFormsTranslation();
  const fieldError = useFieldError(ACCOUNT_FORMS_NAMESPACE);
  const failureText = useCallFailureText()(failure);
  const { control, handleSubmit } = useForm<InquiryValues>({
    resolver: zodResolver(inquirySchema),
    mode: 'onTouched',
    defaultValues: { categoryId: '', title: '', contents: '' },
  });
  return (
    <Stack gap="large">
      <Heading level={headingLevel}>{t('myAccount.inquiry.heading')}</Heading>
      <Text>{t('myAccount.inquiry.lead')}</Text>
      {done ? (
        <Alert tone="positive" title={t('myAccount.inquiry.doneTitle')}>
          {t('myAccount.inquiry.done')}
        </Alert>
      ) : null}
      {failureText ? (
        <Alert tone="critical" title={t('myAccount.inquiry.failedTitle')}>
          {failureText}
        </Alert>
      ) : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack gap="medium">
          <Controller
            control={control}
            name="categoryId"
            render={({ field, fieldState }) => (
              <Select
                label={t('myAccount.inquiry.category')}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                options={[
                  { value: '', label: t('myAccount.inquiry.chooseCategory') },
                  ...categories,
                ]}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="title"
            render={({ field, fieldState }) => (
              <TextField
                label={t('myAccount.inquiry.title')}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="contents"
            render={({ field, fieldState }) => (
              <Textarea
                label={t('myAccount.inquiry.contents')}
                required
                rows={8}
                maxLength={INQUIRY_CONTENTS_MAX}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                labels={language === 'en' ? textareaLabelsEn : textareaLabelsKo}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Button type="submit" size="lg" loading={busy}>
            {t('myAccount.inquiry.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
