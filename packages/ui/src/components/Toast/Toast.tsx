import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../IconButton/icons';
import { usePortalContainer } from '../../overlay/PortalContainer';
import { keepOutsideReachable } from '../../overlay/useInertOutside';
import * as styles from './Toast.css';

export const toastTones = ['info', 'positive', 'caution', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it goes away by itself; null keeps it until closed. */
  duration?: number | null;
}

interface ToastEntry extends Required<Omit<ToastOptions, 'description'>> {
  id: string;
  description?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** `const toast = useToast(); toast.show({ title: '저장했습니다', tone: 'positive' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Default lifetime in milliseconds (a toast's own `duration` wins). */
  duration?: number;
  /** Name of the toast region landmark. */
  label?: string;
  /** Accessible name of each toast's × button. */
  closeLabel?: string;
}

let counter = 0;

/**
 * Holds the toasts of the app and renders them, newest last, in a labelled region in the corner.
 * Critical toasts are role="alert" (read at once), the others role="status". A toast waits while
 * the pointer is over it or focus is in it, so there is time to read it (WCAG 2.2.1).
 */
export function ToastProvider({
  children,
  duration = 5000,
  label = '알림',
  closeLabel = '알림 닫기',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const container = usePortalContainer();
  const dismiss = useCallback(
    (id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback(
    ({ title, description, tone = 'info', duration: own }: ToastOptions) => {
      counter += 1;
      const id = `toast-${counter}`;
      const entry: ToastEntry = {
        id,
        title,
        tone,
        duration: own === undefined ? duration : own,
        ...(description === undefined ? {} : { description }),
      };
      setToasts((current) => [...current, entry]);
      return id;
    },
    [duration],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const region = (
    <section aria-label={label} className={styles.region} {...{ [keepOutsideReachable]: '' }}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} closeLabel={closeLabel} />
      ))}
    </section>
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document === 'undefined' ? null : createPortal(region, container ?? document.body)}
    </ToastContext.Provider>
  );
}

function ToastItem({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: ToastEntry;
  onDismiss: (id: string) => void;
  closeLabel: string;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.duration);
  const paused = hovered || focused;
  useEffect(() => {
    if (remaining.current === null || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current -= Date.now() - started;
    };
  }, [paused, onDismiss, toast.id]);
  return (
    <div
      role={toast.tone === 'critical' ? 'alert' : 'status'}
      aria-atomic="true"
      className={styles.toast({ tone: toast.tone })}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div className={styles.body}>
        <p className={styles.title({ tone: toast.tone })}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={closeLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
