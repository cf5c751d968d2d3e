export { blockTextsNamespace, useBlockTexts, useBlockTextsLanguage } from './block-texts.ts';
export type {
  BlockMessages,
  BlockTextKey,
  BlockTexts,
  BlockTextScope,
  BlockTextValues,
} from './block-texts.ts';
export { loadBlockMessages } from './load-block-messages.ts';
