import { useLocation } from 'wouter';
import {
  ChangePasswordForm,
  DeleteAccountForm,
  type ChangePasswordValues,
} from '@tonggye/analysis-forms';
import { changePassword, deleteAccount } from '@tonggye/api';
import { apiClient } from '../../app/api';
import { useSessionActor } from '../../app/SessionContext';
import { useAction } from './useRequest';

/** `/my-activity/pwd-change`: other devices are signed out by the server; this one stays. */
export function PasswordSection() {
  const change = useAction((values: ChangePasswordValues) =>
    changePassword(apiClient, {
      oldPassword: values.oldPassword,
      newPassword: values.newPassword,
    }),
  );
  return (
    <ChangePasswordForm
      headingLevel={1}
      onSubmit={(values) => void change.run(values)}
      busy={change.busy}
      failure={change.error}
      done={change.done}
    />
  );
}

/** Account deletion; then the session ends like a logout and the visitor is a guest again. */
export function DeleteAccountSection() {
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const remove = useAction(async (password: string) => {
    await deleteAccount(apiClient, password);
    navigate('/', { replace: true });
    session.send({ type: 'LOGOUT' });
  });
  return (
    <DeleteAccountForm
      headingLevel={1}
      onSubmit={(values) => void remove.run(values.password)}
      busy={remove.busy}
      failure={remove.error}
    />
  );
}
