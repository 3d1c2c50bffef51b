import { useState } from 'react';
import {
  ChangeEmailForm,
  genders,
  ProfileForm,
  type ChangeEmailValues,
  type ProfileValues,
  useTranslation,
} from '@tonggye/analysis-forms';
import {
  changeEmail,
  changeProfileField,
  getMemberProfile,
  sendEmailCode,
  STORAGE_KEYS,
  updateProfileImage,
  type MemberProfile,
} from '@tonggye/api';
import { Heading, Stack } from '@tonggye/ui';
import { apiClient } from '../../app/api';
import { useSessionActor } from '../../app/SessionContext';
import { LoadFailure, Loading } from './sectionParts';
import { SocialLinkSection } from './SocialLinkSection';
import { useAction, useLoad } from './useRequest';

function toValues(profile: MemberProfile): ProfileValues {
  const gender = genders.find((value) => value === profile.gender) ?? '';
  return {
    name: profile.name,
    nickname: profile.nickname,
    mobile: profile.mobile,
    birth: profile.birth,
    gender,
  };
}

/**
 * `/my-activity/profile`: each changed field goes through its own call (`/user/changeName`, …);
 * the header's name follows through the session machine's token check.
 */
export function ProfileSection() {
  const { t } = useTranslation();
  const session = useSessionActor();
  const loaded = useLoad((signal) => getMemberProfile(apiClient, { signal }), 'all');
  const [latest, setLatest] = useState<MemberProfile | null>(null);
  const profile = latest ?? loaded.data;
  const values = profile ? toValues(profile) : null;

  const save = useAction(async (next: ProfileValues, changed: (keyof ProfileValues)[]) => {
    let answer: MemberProfile | null = null;
    for (const field of changed) answer = await changeProfileField(apiClient, field, next[field]);
    if (answer) setLatest(answer);
    session.send({ type: 'CHECK_TOKEN' });
  });
  const [codeSent, setCodeSent] = useState(false);
  const sendCode = useAction((email: string) =>
    sendEmailCode(apiClient, email, 'verify').then(() => setCodeSent(true)),
  );
  const email = useAction(async (values: ChangeEmailValues) => {
    const before = profile?.email ?? null;
    const updated = await changeEmail(apiClient, values);
    setLatest(updated);
    // The stored account and a remembered sign-in e-mail follow the new address.
    const storage = apiClient.session.storage;
    if (apiClient.session.getAccount() !== null)
      storage.setItem(STORAGE_KEYS.account, updated.email);
    if (before !== null && apiClient.session.getEmail() === before)
      apiClient.session.setEmail(updated.email);
  });
  const image = useAction(async (file: File) => {
    const { profile: updated } = await updateProfileImage(apiClient, file, file.name);
    setLatest(updated);
    session.send({ type: 'CHECK_TOKEN' });
  });

  return (
    <Stack gap="large">
      <Heading level={1}>{t('accountScreens.myActivity.pages.profile')}</Heading>
      {loaded.error && !profile ? (
        <LoadFailure error={loaded.error} onRetry={loaded.reload} />
      ) : null}
      {loaded.loading && !profile ? <Loading /> : null}
      {profile && values ? (
        <ProfileForm
          email={profile.email}
          profile={values}
          onSubmit={(next, changed) => void save.run(next, changed)}
          busy={save.busy}
          failure={save.error}
          saved={save.done}
          imageUrl={profile.profileImage}
          onImageChange={(file) => void image.run(file)}
          imageBusy={image.busy}
          imageFailure={image.error}
        />
      ) : null}
      {profile ? (
        <ChangeEmailForm
          onSendCode={(address) => void sendCode.run(address)}
          sendingCode={sendCode.busy}
          codeSent={codeSent}
          onSubmit={(values) => void email.run(values)}
          busy={email.busy}
          failure={sendCode.error ?? email.error}
          done={email.done}
        />
      ) : null}
      {profile ? <SocialLinkSection /> : null}
    </Stack>
  );
}
