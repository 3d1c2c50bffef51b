export { FactorGroupsEditor, type FactorGroupsEditorProps } from './FactorGroupsEditor';
export { FactorGroupsStep } from './FactorGroupsStep';
export {
  initialFactorGroups,
  reliabilityHandOver,
  reliabilityReadyGroups,
  type FactorGroup,
} from '../../definitions/factorGroups';
