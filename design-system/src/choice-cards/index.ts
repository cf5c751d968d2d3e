export { ChoiceCard, ChoiceCardGroup, choiceCardGroupVariants, choiceCardVariants } from './choice-cards.tsx';
export type { ChoiceCardGroupProps, ChoiceCardProps } from './choice-cards.tsx';
