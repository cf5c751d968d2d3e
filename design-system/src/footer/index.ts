export { Footer, footerVariants } from './footer.tsx';
export type { FooterLegalLink, FooterLinkRenderProps, FooterPaymentMethod, FooterProps } from './footer.tsx';
