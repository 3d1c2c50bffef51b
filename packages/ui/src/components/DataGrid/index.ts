export { DataGrid, dataGridColumnTypes } from './DataGrid';
export type { DataGridProps, DataGridColumn, DataGridColumnType, DataGridValue } from './DataGrid';
