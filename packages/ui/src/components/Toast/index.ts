export { ToastProvider, useToast, toastTones } from './Toast';
export type { ToastProviderProps, ToastOptions, ToastApi, ToastTone } from './Toast';
