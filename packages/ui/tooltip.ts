// `import { Tooltip } from '@stays/ui/tooltip'`: the tooltip (src/tooltip), a separate entry point and shared
// singleton (one TooltipProvider context), loaded by the pages that show one.
export { Tooltip, TooltipProvider, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './src/tooltip';
export type { TooltipProps, TooltipProviderProps } from './src/tooltip';
