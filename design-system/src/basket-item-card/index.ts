export { BasketItemCard, basketItemCardVariants } from './basket-item-card.tsx';
export type {
  BasketItemAlert,
  BasketItemAttribute,
  BasketItemCardProps,
  BasketItemPrescription,
  BasketItemPrescriptionColumn,
  BasketItemPrescriptionEye,
  BasketItemSubItem,
} from './basket-item-card.tsx';
