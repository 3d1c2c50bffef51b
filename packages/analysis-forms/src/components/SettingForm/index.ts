export { SettingForm } from './SettingForm';
export type { SettingFormProps } from './SettingForm';
