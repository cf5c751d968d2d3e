export * from './delivery-status.ts';
export * from './order-status.ts';
export { returnPortalUrl } from './return-portal.ts';
export { benefitsPortalFrameUrl, mayShowBenefitsPortal } from './benefits-portal.ts';
export * from './order-lines.ts';
