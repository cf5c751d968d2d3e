export * from './login-status.ts';
export * from './tracking-messages.ts';
export * from './tag-manager-page-view.ts';
