import { Fragment } from 'react';
import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import * as styles from './Stepper.css';

export interface StepperProps {
  steps: readonly { id: string; label: string }[];
  current: string;
  ariaLabel: string;
  /** Screen-reader words for finished steps (Korean default). */
  completeLabel?: string;
}

export type StepState = 'complete' | 'current' | 'upcoming';

export function stepState(index: number, currentIndex: number): StepState {
  if (index < currentIndex) return 'complete';
  return index === currentIndex ? 'current' : 'upcoming';
}

/** Wizard progress (intro → setting → analysis → interpretation): an ordered list, current step marked. */
export function Stepper({ steps, current, ariaLabel, completeLabel = '완료' }: StepperProps) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <nav aria-label={ariaLabel}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const state = stepState(index, currentIndex);
          return (
            <Fragment key={step.id}>
              <li
                className={styles.step({ state })}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className={styles.marker({ state })} aria-hidden="true">
                  {state === 'complete' ? '✓' : index + 1}
                </span>
                {step.label}
                {state === 'complete' ? (
                  <span className={visuallyHidden}> ({completeLabel})</span>
                ) : null}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
