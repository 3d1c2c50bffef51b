import { createSessionStore } from '@tonggye/api';

/** The browser's account storage: the remembered sign-in e-mail ("아이디 저장") lives here. */
export const accountStorage = createSessionStore();
