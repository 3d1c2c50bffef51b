export {
  QuantityStepper,
  clampQuantity,
  quantityStepperLabelsKo,
  quantityStepperLabelsEn,
} from './QuantityStepper';
export type { QuantityStepperProps, QuantityStepperLabels } from './QuantityStepper';
