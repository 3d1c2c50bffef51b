export { SettingForm } from './SettingForm';
export type { SettingFormProps } from './SettingForm';
export { AnovaCellsContext, type AnovaCellsLoader } from './AnovaModelField';
