import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Field,
  Heading,
  Inline,
  RadioGroup,
  Stack,
  Text,
  TextField,
} from '@tonggye/ui';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAccountFormsTranslation } from '../components/localize';
import { genders, profileSchema, type ProfileValues } from './schemas';
import { useCallFailureText } from './useCallFailureText';
import { useFieldError } from './useFieldError';
import { ACCOUNT_FORMS_NAMESPACE } from '../i18n';

/** The image types the server accepts (it checks the content, this only narrows the picker). */
export const PROFILE_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export interface ProfileFormProps {
  /** The member's e-mail (shown, not edited here). */
  email: string;
  /** The saved profile; the form starts from it and starts again when it changes. */
  profile: ProfileValues;
  /** The values and which of them changed (each has its own server call). */
  onSubmit(values: ProfileValues, changed: (keyof ProfileValues)[]): void;
  busy?: boolean;
  /** The error of the last save (an `ApiError`), shown in its own words. */
  failure?: unknown;
  /** The last save went through. */
  saved?: boolean;
  /** Address of the current picture, or null. */
  imageUrl?: string | null;
  onImageChange(file: File): void;
  imageBusy?: boolean;
  imageFailure?: unknown;
}

type TextName = 'name' | 'nickname' | 'mobile' | 'birth';

/** `/my-activity/profile`: name, nickname, mobile, birth, gender, and the profile picture. */
export function ProfileForm({
  email,
  profile,
  onSubmit,
  busy = false,
  failure,
  saved = false,
  imageUrl = null,
  onImageChange,
  imageBusy = false,
  imageFailure,
}: ProfileFormProps) {
  const { t } = useAccountFormsTranslation();
  const fieldError = useFieldError(ACCOUNT_FORMS_NAMESPACE);
  const callFailure = useCallFailureText();
  const failureText = callFailure(failure);
  const imageFailureText = callFailure(imageFailure);
  const values = useMemo(() => profile, [profile]);
  const { control, handleSubmit, formState } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    values,
  });
  const submit = (next: ProfileValues) =>
    onSubmit(
      next,
      (Object.keys(next) as (keyof ProfileValues)[]).filter((key) => next[key] !== profile[key]),
    );
  const text = (
    name: TextName,
    label: string,
    input: { type?: string; autoComplete?: string; required?: boolean; inputMode?: 'numeric' },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error?.message)}
          {...input}
        />
      )}
    />
  );
  return (
    <Stack gap="large">
      <Heading level={2}>{t('myAccount.profile.heading')}</Heading>
      <Stack gap="small">
        <Text weight="strong">{t('myAccount.profile.image')}</Text>
        {imageUrl ? (
          <img src={imageUrl} alt={t('myAccount.profile.imageAlt')} width={96} height={96} />
        ) : (
          <Text tone="muted">{t('myAccount.profile.noImage')}</Text>
        )}
        {imageFailureText ? (
          <Alert tone="critical" title={t('myAccount.profile.imageFailedTitle')}>
            {imageFailureText}
          </Alert>
        ) : null}
        <Field
          label={t('myAccount.profile.imageChange')}
          description={t('myAccount.profile.imageHint')}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={PROFILE_IMAGE_ACCEPT}
              disabled={imageBusy}
              aria-busy={imageBusy || undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) onImageChange(file);
                event.target.value = '';
              }}
            />
          )}
        </Field>
      </Stack>
      {saved && !formState.isDirty ? (
        <Alert tone="positive" title={t('myAccount.profile.savedTitle')}>
          {t('myAccount.profile.saved')}
        </Alert>
      ) : null}
      {failureText ? (
        <Alert tone="critical" title={t('myAccount.profile.failedTitle')}>
          {failureText}
        </Alert>
      ) : null}
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="medium">
          <Inline gap="small">
            <Text weight="strong">{t('myAccount.profile.email')}</Text>
            <Text>{email}</Text>
          </Inline>
          {text('name', t('accounts.fields.name'), { autoComplete: 'name', required: true })}
          {text('nickname', t('myAccount.fields.nickname'), { autoComplete: 'nickname' })}
          {text('mobile', t('accounts.fields.mobile'), {
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel-national',
            required: true,
          })}
          {text('birth', t('accounts.fields.birth'), { type: 'date', autoComplete: 'bday' })}
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <RadioGroup
                legend={t('accounts.fields.gender')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                options={genders.map((gender) => ({
                  value: gender,
                  label: t(`accounts.signUp.genders.${gender === '' ? 'none' : gender}`),
                }))}
              />
            )}
          />
          <Button type="submit" size="lg" loading={busy}>
            {t('myAccount.profile.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
