export { Tooltip, TooltipProvider, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './Tooltip';
export type { TooltipProps, TooltipProviderProps } from './Tooltip';
