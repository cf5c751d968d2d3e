export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger, tooltipVariants } from './tooltip.tsx';
export type {
  TooltipContentProps,
  TooltipProps,
  TooltipProviderProps,
  TooltipTriggerProps,
} from './tooltip.tsx';
