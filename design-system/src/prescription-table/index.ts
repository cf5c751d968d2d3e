export { PrescriptionTable } from './prescription-table.tsx';
export type {
  PrescriptionTableColumn,
  PrescriptionTableEye,
  PrescriptionTableProps,
} from './prescription-table.tsx';
