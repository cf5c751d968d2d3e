export { Textarea, textareaVariants } from './textarea.tsx';
export type { TextareaProps } from './textarea.tsx';
