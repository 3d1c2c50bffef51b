export { DatasetInUse, type DatasetInUseProps } from './DatasetInUse';
